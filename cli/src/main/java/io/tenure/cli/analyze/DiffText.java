package io.tenure.cli.analyze;

import io.tenure.gclog.metrics.Units;
import java.io.PrintWriter;
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
        out.printf("Verdict: %s%n", diff.verdict());
        side(out, "BASE", diff.base());
        side(out, "NEW", diff.next());
        out.printf("  %-20s %22s %22s %12s %9s  %s%n", "metric", "BASE", "NEW", "change", "%", "");
        for (Diff.MetricChange c : diff.metrics()) {
            out.printf("  %-20s %22s %22s %12s %9s  %s%n", c.metric().id, figure(c.metric(), c.base()),
                    figure(c.metric(), c.next()), signed(c.metric(), c.change()),
                    c.relativePercent().isPresent() ? String.format(java.util.Locale.ROOT, "%+.1f%%",
                            c.relativePercent().getAsDouble()) : UNKNOWN,
                    c.direction() == null ? (c.metric().lowerIsBetter == null ? "(not judged)" : "") : c.direction());
        }
        out.printf("  %-13s %s%n", "Appeared", diff.appeared().isEmpty() ? "no finding" : String.join(", ", diff.appeared()));
        out.printf("  %-13s %s%n", "Disappeared",
                diff.disappeared().isEmpty() ? "no finding" : String.join(", ", diff.disappeared()));
        if (diff.base().runs().size() > 1 || diff.next().runs().size() > 1) {
            out.printf("  A side of several runs shows the median of its runs' figures [min..max]; docs/ANALYZE.md.%n");
        }
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
            case "count" -> Figures.format(x, x == Math.rint(x) ? 0 : 1);
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
            return String.format(java.util.Locale.ROOT, "%+.2f pp", d);
        }
        return (d > 0 ? "+" : d < 0 ? "-" : "") + value(m, OptionalDouble.of(Math.abs(d)));
    }
}
