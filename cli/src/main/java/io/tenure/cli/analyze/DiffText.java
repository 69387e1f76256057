package io.tenure.cli.analyze;

import io.tenure.gclog.metrics.Units;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * {@code tenure diff} for a person: the verdict first, then every metric side by side (BASE, NEW,
 * change, relative change, judgement), ranges when a side has several runs, then findings that
 * appeared or disappeared.
 */
final class DiffText {
    private static final String UNKNOWN = "-";
    private static final double MIB = 1024 * 1024;

    private DiffText() {
    }

    static void write(PrintWriter out, Diff diff) {
        if (diff.collectorsDiffer()) {
            out.printf("%s%n", collectorsNote(diff));
            out.printf("Verdict: %s (the collectors differ)%n", diff.verdict());
        } else {
            out.printf("Verdict: %s%n", diff.verdict());
        }
        side(out, "BASE", diff.base());
        side(out, "NEW", diff.next());
        out.printf("  %-20s %22s %22s %12s %9s  %s%n", "metric", "BASE", "NEW", "change", "%", "");
        for (Diff.MetricChange c : diff.metrics()) {
            if (c.metric().onlyWhereLogged() && c.base().value().isEmpty() && c.next().value().isEmpty()) {
                continue;
            }
            out.printf("  %-20s %22s %22s %12s %9s  %s%n", c.metric().label, figure(c.metric(), c.base()),
                    figure(c.metric(), c.next()), signed(c.metric(), c.change()),
                    c.relativePercent().isPresent() ? String.format(Locale.ROOT, "%+.1f%%",
                            c.relativePercent().getAsDouble()) : UNKNOWN,
                    c.direction() != null ? c.direction() : notJudged(diff, c.metric()));
        }
        out.printf("  %-13s %s%n", "Appeared", diff.appeared().isEmpty() ? "no finding" : String.join(", ", diff.appeared()));
        out.printf("  %-13s %s%n", "Disappeared",
                diff.disappeared().isEmpty() ? "no finding" : String.join(", ", diff.disappeared()));
        if (diff.base().runs().size() > 1 || diff.next().runs().size() > 1) {
            out.printf("  A side of several runs shows the median of its runs' figures [min..max]; docs/ANALYZE.md.%n");
        }
    }

    /**
     * What a comparison across collectors can say, first: the pause figures are wall-clock time as
     * the application sees it, but a concurrent collector pays in CPU and concurrent cycles.
     */
    static String collectorsNote(Diff diff) {
        return "The collectors differ: BASE ran " + String.join(", ", diff.base().collectors()) + ", NEW ran "
                + String.join(", ", diff.next().collectors()) + ". Pause latency is compared as wall-clock time; GC overhead"
                + " (pause time / elapsed) is shown but not judged, since a concurrent collector's cost is CPU and"
                + " concurrent cycles, not pauses: the concurrent cycle and GC CPU rows show them where the logs"
                + " have them; compare throughput or CPU time of the runs for cost (tenure compare measures both).";
    }

    /** Why a row has no direction: a figure of the workload, a figure one side lacks, or the collectors differ. */
    static String notJudged(Diff diff, DiffMetric m) {
        if (m.lowerIsBetter == null) {
            return "(not judged)";
        }
        return diff.collectorsDiffer() && !m.judgedAcrossCollectors() ? "(not judged: collectors differ)" : "";
    }

    private static void side(PrintWriter out, String label, Diff.Side side) {
        out.printf("  %-13s %s (%s; %s)%n", label, String.join(", ", side.inputs()),
                SummaryText.count(side.runs().size(), "JVM run"),
                side.collectors().isEmpty() ? "collector not named" : String.join(", ", side.collectors()));
    }

    private static String figure(DiffMetric m, Diff.Figure f) {
        String v = value(m, f.value());
        return f.min().isPresent() ? v + " [" + value(m, f.min()) + ".." + value(m, f.max()) + "]" : v;
    }

    static String value(DiffMetric m, OptionalDouble v) {
        if (v.isEmpty() || !Double.isFinite(v.getAsDouble())) {
            return UNKNOWN;
        }
        double x = v.getAsDouble();
        return switch (m.unit) {
            case "ms" -> Units.duration(x);
            case "s" -> Units.duration(x * 1e3);
            case "%" -> Units.percent(x);
            case "MB/s" -> Units.rate(x * MIB);
            case "MB" -> Units.bytes(x * MIB);
            case "count" -> Figures.format(x, x == Math.rint(x) ? 0 : 1);
            case "threads" -> Figures.format(x, 2);
            default -> Figures.format(x, 4);
        };
    }

    static String signed(DiffMetric m, OptionalDouble change) {
        if (change.isEmpty()) {
            return UNKNOWN;
        }
        double d = change.getAsDouble();
        if (m.unit.equals("%")) {
            // a change of a percentage is in percentage points, not a relative change
            return String.format(Locale.ROOT, "%+.2f pp", d);
        }
        return (d > 0 ? "+" : d < 0 ? "-" : "") + value(m, OptionalDouble.of(Math.abs(d)));
    }
}
