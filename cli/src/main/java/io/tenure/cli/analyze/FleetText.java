package io.tenure.cli.analyze;

import io.tenure.gclog.metrics.Units;
import java.io.PrintWriter;
import java.util.Map;
import java.util.OptionalDouble;

/** {@code tenure fleet}'s text table: a row per JVM run with its outliers starred, then the groups. */
final class FleetText {
    private FleetText() {
    }

    static void write(PrintWriter out, Fleet fleet) {
        out.printf("%d JVM runs, one row each (figures never pooled across runs); * marks |z| > %.1f%n",
                fleet.rows().size(), Fleet.OUTLIER_Z);
        // as wide as the longest collector name ("ZGC (generational)"), so the figures stay in their columns
        int collectorWidth = Math.max(10, fleet.rows().stream().mapToInt(r -> r.collector().length()).max().orElse(0));
        String fmt = "%-40s %-" + collectorWidth + "s %10s %10s %10s %10s %10s %12s %8s %s%n";
        out.printf(fmt, "file", "collector", "elapsed", "p50", "p99", "max", "overhead", "allocation", "survival",
                "findings c/w/i");
        for (int i = 0; i < fleet.rows().size(); i++) {
            FleetRow r = fleet.rows().get(i);
            Map<String, OptionalDouble> z = fleet.zScores().get(i);
            out.printf(fmt, shorten(r.file() + (r.run() > 1 ? " #" + r.run() : "")), r.collector(),
                    r.elapsedSeconds().isPresent() ? Units.duration(r.elapsedSeconds().getAsDouble() * 1e3) : "-",
                    Units.duration(r.pauseP50Ms()), Units.duration(r.pauseP99Ms()) + star(z.get("pauseP99Ms")),
                    Units.duration(r.pauseMaxMs()),
                    (r.overheadPercent().isPresent() ? Units.percent(r.overheadPercent().getAsDouble()) : "-")
                            + star(z.get("overheadPercent")),
                    (r.allocationRateMBps().isPresent() ? Units.rate(r.allocationRateMBps().getAsDouble() * 1024 * 1024) : "-")
                            + star(z.get("allocationRateMBps")),
                    Figures.format(r.survivalMedian(), 3, "-") + star(z.get("survivalMedian")),
                    r.critical() + "/" + r.warnings() + "/" + r.info());
        }
        if (fleet.groupBy() != null) {
            out.printf("%nGroups by %s (median of the runs' figures):%n", fleet.groupBy());
            String g = "%-30s %5s %10s %10s %10s %10s %12s %8s %s%n";
            out.printf(g, "group", "runs", "p50", "p99", "max", "overhead", "allocation", "survival", "outlier runs");
            for (Fleet.Group x : fleet.groups()) {
                out.printf(g, shorten(x.key()), x.runs(), Units.duration(x.pauseP50Ms()), Units.duration(x.pauseP99Ms()),
                        Units.duration(x.pauseMaxMs()),
                        x.overheadPercent().isPresent() ? Units.percent(x.overheadPercent().getAsDouble()) : "-",
                        x.allocationRateMBps().isPresent() ? Units.rate(x.allocationRateMBps().getAsDouble() * 1024 * 1024) : "-",
                        Figures.format(x.survivalMedian(), 3, "-"), x.outliers());
            }
        }
    }

    private static String star(OptionalDouble z) {
        return Fleet.outlier(z) ? "*" : "";
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : "..." + s.substring(s.length() - 37);
    }
}
