package io.tenure.cli;

import static io.tenure.cli.Figures.format;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Severity;
import io.tenure.gclog.metrics.GcSummary;
import java.io.PrintWriter;
import java.util.List;

/**
 * {@code tenure analyze} for a person: what ran, for how long, how it paused, how much survived,
 * and what tenure could not read, in the order one reads a GC log's story.
 */
final class SummaryText {
    /** Diagnostics shown in full; the rest are counted. */
    static final int SHOWN_DIAGNOSTICS = 10;
    private static final String UNKNOWN = "-";

    private SummaryText() {
    }

    static void write(PrintWriter out, GcSummary s) {
        out.printf("%s%n", String.join(", ", s.inputs()));
        row(out, "Format", s.format().map(f -> f.id() + " (" + f.description() + ")").orElse("unknown"));
        row(out, "JVM", s.jvm().collector().orElse("collector unknown") + ", " + s.jvm().version().map(v -> "version " + v)
                .orElse("version unknown") + s.jvm().vendor().map(v -> ", " + v).orElse(""));
        row(out, "Elapsed", format(s.elapsedSeconds(), 3, UNKNOWN) + " s"
                + (s.runs().isEmpty() ? "" : " in " + count(s.runs().size(), "JVM run") + runStarts(s.runs())));
        pauses(out, s.pauses());
        row(out, "Intervals", s.intervals().count() == 0 ? "none" : s.intervals().count() + ", mean "
                + format(s.intervals().meanMs(), 3, UNKNOWN) + " ms, p50 " + format(s.intervals().p50Ms(), 3, UNKNOWN)
                + " ms, p10 " + format(s.intervals().p10Ms(), 3, UNKNOWN) + " ms");
        row(out, "Overhead", format(s.overheadPercent(), 3, UNKNOWN) + " % of elapsed time in pauses (throughput "
                + format(s.throughputPercent(), 3, UNKNOWN) + " %)");
        row(out, "Allocation", rate(s.allocationRateMBps()) + ", promotion " + rate(s.promotionRateMBps()));
        survival(out, s.survival());
        row(out, "Collections", "young " + s.collections().young() + ", mixed " + s.collections().mixed() + ", full "
                + s.collections().full() + ", concurrent cycles " + s.collections().concurrentCycles());
        if (s.safepoints().count() > 0) {
            row(out, "Safepoints", s.safepoints().count() + ", stopped " + format(s.safepoints().totalStoppedMs(), 3, UNKNOWN)
                    + " ms in total (" + format(s.safepoints().stoppedPercent(), 3, UNKNOWN) + " %), max "
                    + format(s.safepoints().maxStoppedMs(), 3, UNKNOWN) + " ms");
        }
        diagnostics(out, s.diagnostics());
    }

    private static String runStarts(List<GcSummary> runs) {
        if (runs.size() < 2) {
            return "";
        }
        StringBuilder s = new StringBuilder(" (");
        for (int i = 1; i < runs.size(); i++) {
            GcSummary.RunInfo run = runs.get(i).run().orElseThrow();
            s.append(i > 1 ? "; " : "").append("run ").append(run.index()).append(": ").append(run.startedBy())
                    .append(" in ").append(runs.get(i).inputs().isEmpty() ? UNKNOWN : runs.get(i).inputs().get(0));
        }
        return s.append(')').toString();
    }

    private static String rate(java.util.OptionalDouble mbps) {
        return mbps.isPresent() ? format(mbps, 3, UNKNOWN) + " MB/s" : "unknown";
    }

    private static void pauses(PrintWriter out, GcSummary.PauseStats p) {
        row(out, "Pauses", p.count() + " pauses, " + format(p.totalMs(), 3) + " ms in total");
        if (p.count() > 0) {
            out.printf("  %-13s %10s %10s %10s %10s %10s %10s%n", "", "mean", "p50", "p90", "p99", "p99.9", "max");
            out.printf("  %-13s %10s %10s %10s %10s %10s %10s%n", "ms", format(p.meanMs(), 3, UNKNOWN),
                    format(p.p50Ms(), 3, UNKNOWN), format(p.p90Ms(), 3, UNKNOWN), format(p.p99Ms(), 3, UNKNOWN),
                    format(p.p999Ms(), 3, UNKNOWN), format(p.maxMs(), 3, UNKNOWN));
        }
    }

    private static void survival(PrintWriter out, GcSummary.SurvivalStats s) {
        String copy = s.copyCollections() == 0 ? "" : "; copy survival median " + format(s.copyMedian(), 4, UNKNOWN)
                + " over " + s.copyCollections();
        row(out, "Survival", s.youngCollections() == 0 ? "unknown (no consecutive young collections logging the heap)" + copy
                : "s median " + format(s.median(), 4, UNKNOWN) + ", mean " + format(s.mean(), 4, UNKNOWN) + " over "
                + s.youngCollections() + " young collections" + (s.medianExact() ? "" : " (median of a sample)") + copy);
    }

    private static void diagnostics(PrintWriter out, GcSummary.DiagnosticSummary d) {
        row(out, "Diagnostics", count(d.problems(), "problem") + " (" + count(d.unparsedLines(), "unparsed line") + "), "
                + count(d.foreignLines(), "foreign line") + " skipped");
        List<Diagnostic> problems = d.samples().stream().filter(x -> x.severity() != Severity.NOTE).toList();
        int shown = Math.min(SHOWN_DIAGNOSTICS, problems.size());
        for (int i = 0; i < shown; i++) {
            out.printf("  %s%n", problems.get(i).render().replace("\n", "\n  "));
        }
        long rest = d.problems() - shown;
        if (rest > 0) {
            out.printf("  ... and %d more%n", rest);
        }
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static void row(PrintWriter out, String label, String value) {
        out.printf("  %-13s %s%n", label, value);
    }
}
