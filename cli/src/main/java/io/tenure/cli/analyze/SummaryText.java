package io.tenure.cli.analyze;

import io.tenure.cli.common.Colour;
import static io.tenure.cli.analyze.Figures.format;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Severity;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.metrics.CollectorHint;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.Units;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * {@code tenure analyze} for a person: what is wrong first (findings, most severe first), then what
 * ran, for how long, how it paused, where the time went, how much survived, and what tenure could
 * not read. Durations and sizes are scaled to a unit that keeps them short, the unit written.
 */
final class SummaryText {
    /** Diagnostics shown in full; the rest are counted. */
    static final int SHOWN_DIAGNOSTICS = 10;
    private static final String UNKNOWN = "-";
    private static final double MIB = 1024 * 1024;

    private SummaryText() {
    }

    static void write(PrintWriter out, RunAnalysis analysis) {
        write(out, analysis, false);
    }

    /** With {@code colour}, each finding's severity in its colour (a terminal's, see {@link Colour}). */
    static void write(PrintWriter out, RunAnalysis analysis, boolean colour) {
        GcSummary s = analysis.figures();
        out.printf("%s%n", String.join(", ", s.inputs()));
        if (analysis.findingsLookedFor()) {
            findings(out, analysis.findings(), colour);
        } else {
            row(out, "Findings", "not looked for: --engine gcviewer gives figures only (the default engine finds them)");
        }
        row(out, "Format", s.format().map(f -> f.id() + " (" + f.description() + ")").orElse("unknown"));
        row(out, "JVM", s.jvm().collector().orElse("collector not named in the log"
                + CollectorHint.of(analysis.breakdowns()).map(c -> " (its pauses and phases look like " + c + ")").orElse(""))
                + ", "
                + s.jvm().version().map(v -> "version " + v).orElse("version not named in the log")
                + s.jvm().vendor().map(v -> ", " + v).orElse(""));
        row(out, "Elapsed", (s.elapsedSeconds().isPresent() ? Units.duration(s.elapsedSeconds().getAsDouble() * 1e3) : "unknown")
                + (s.runs().isEmpty() ? "" : " in " + count(s.runs().size(), "JVM run") + runStarts(s.runs())));
        pauses(out, s.pauses());
        row(out, "Intervals", s.intervals().count() == 0 ? "none" : s.intervals().count() + ", mean "
                + Units.duration(s.intervals().meanMs()) + ", p50 " + Units.duration(s.intervals().p50Ms())
                + ", p10 " + Units.duration(s.intervals().p10Ms()));
        row(out, "Overhead", format(s.overheadPercent(), 2, UNKNOWN) + " % of elapsed time in pauses (throughput "
                + format(s.throughputPercent(), 2, UNKNOWN) + " %)");
        row(out, "Allocation", rate(s.allocationRateMBps()) + ", promotion " + rate(s.promotionRateMBps()));
        survival(out, s.survival());
        row(out, "Collections", "young " + s.collections().young() + ", mixed " + s.collections().mixed() + ", full "
                + s.collections().full() + ", concurrent cycles " + s.collections().concurrentCycles());
        HeapCpuText.write(out, s);
        BreakdownText.write(out, analysis.breakdowns(), s);
        diagnostics(out, s.diagnostics());
    }

    private static void findings(PrintWriter out, List<Finding> findings, boolean colour) {
        if (findings.isEmpty()) {
            row(out, "Findings", "none: no rule of docs/FINDINGS.md fired");
            return;
        }
        long critical = findings.stream().filter(f -> f.severity() == Finding.Severity.CRITICAL).count();
        long warnings = findings.stream().filter(f -> f.severity() == Finding.Severity.WARNING).count();
        row(out, "Findings", findings.size() + " (" + critical + " critical, " + count(warnings, "warning") + ", "
                + (findings.size() - critical - warnings) + " info), most severe first");
        for (Finding f : findings) {
            String severity = String.format(Locale.ROOT, "%-8s", f.severity().name());
            out.printf("  %s [%s] %s%n", colour ? Colour.severity(f.severity().name(), severity) : severity, f.code(), f.title());
            for (Finding.Evidence e : f.evidence()) {
                out.printf("           %s%n", e.render());
            }
            out.printf("           what to do: %s%n", f.suggestion());
            out.printf("           see %s%n", f.docUrl());
        }
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

    private static String rate(OptionalDouble mibps) {
        return mibps.isPresent() ? Units.rate(mibps.getAsDouble() * MIB) : "unknown";
    }

    private static void pauses(PrintWriter out, GcSummary.PauseStats p) {
        row(out, "Pauses", count(p.count(), "pause") + ", " + Units.duration(p.totalMs()) + " in total");
        if (p.count() > 0) {
            out.printf("  %-13s %10s %10s %10s %10s %10s %10s%n", "", "mean", "p50", "p90", "p99", "p99.9", "max");
            out.printf("  %-13s %10s %10s %10s %10s %10s %10s%n", "", Units.duration(p.meanMs()),
                    Units.duration(p.p50Ms()), Units.duration(p.p90Ms()), Units.duration(p.p99Ms()),
                    Units.duration(p.p999Ms()), Units.duration(p.maxMs()));
        }
    }

    private static void survival(PrintWriter out, GcSummary.SurvivalStats s) {
        String copy = s.copyCollections() == 0 ? "" : "; copy survival median " + format(s.copyMedian(), 4, UNKNOWN)
                + " over " + s.copyCollections();
        boolean negative = s.median().orElse(0) < 0 || s.mean().orElse(0) < 0;
        String clamped = negative ? " (clamped at 0 from median " + format(s.median(), 4, UNKNOWN) + ", mean "
                + format(s.mean(), 4, UNKNOWN) + ": the heap shrank between young collections, memory freed outside them)" : "";
        row(out, "Survival", s.youngCollections() == 0 ? "unknown (no consecutive young collections logging the heap)" + copy
                : "s median " + format(OptionalDouble.of(Math.max(0, s.median().orElse(Double.NaN))), 4, UNKNOWN)
                + ", mean " + format(OptionalDouble.of(Math.max(0, s.mean().orElse(Double.NaN))), 4, UNKNOWN) + " over "
                + s.youngCollections() + (s.youngCollections() == 1 ? " young collection" : " young collections") + (s.medianExact() ? "" : " (median of a sample)") + clamped
                + copy);
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

    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    static void row(PrintWriter out, String label, String value) {
        out.printf("  %-13s %s%n", label, value);
    }
}
