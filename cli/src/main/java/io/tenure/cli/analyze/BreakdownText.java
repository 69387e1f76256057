package io.tenure.cli.analyze;

import io.tenure.gclog.metrics.Breakdowns;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.Units;
import java.io.PrintWriter;
import java.util.List;

/** The breakdowns of {@code tenure analyze}'s text: pauses by cause and kind, concurrent phases, safepoints. */
final class BreakdownText {
    /** Rows shown per table; the JSON has them all. */
    static final int SHOWN_ROWS = 8;

    private BreakdownText() {
    }

    static void write(PrintWriter out, Breakdowns b, GcSummary s) {
        table(out, "By cause", b.pausesByCause());
        table(out, "By kind", b.pausesByKind());
        table(out, "Concurrent", b.concurrentPhases());
        Breakdowns.SafepointBreakdown sp = b.safepoints();
        if (sp.count() > 0) {
            GcSummary.SafepointStats stats = s.safepoints();
            SummaryText.row(out, "Safepoints", sp.count() + ", stopped " + Units.duration(stats.totalStoppedMs())
                    + " in total (" + Figures.format(stats.stoppedPercent(), 2, "-") + " %), max "
                    + Units.duration(stats.maxStoppedMs()));
            if (sp.timeToSafepointCount() > 0) {
                SummaryText.row(out, "", "time to safepoint: max " + Units.duration(sp.timeToSafepointMaxMs()) + ", p99 "
                        + Units.duration(sp.timeToSafepointP99Ms()) + ", " + Units.duration(sp.timeToSafepointTotalMs())
                        + " in total");
            }
            if (sp.nonGcStoppedMs().isPresent()) {
                SummaryText.row(out, "", "not for GC: " + SummaryText.count(sp.nonGcCount(), "safepoint") + ", "
                        + Units.duration(sp.nonGcStoppedMs()) + " stopped"
                        + (sp.nonGcMaxStoppedMs().isPresent() ? ", max " + Units.duration(sp.nonGcMaxStoppedMs()) : ""));
            }
        }
    }

    private static void table(PrintWriter out, String label, List<Breakdowns.Group> groups) {
        if (groups.isEmpty()) {
            return;
        }
        int shown = Math.min(SHOWN_ROWS, groups.size());
        for (int i = 0; i < shown; i++) {
            Breakdowns.Group g = groups.get(i);
            out.printf("  %-13s %-34s %7d × %10s  max %s%n", i == 0 ? label : "", ellipsis(g.name(), 34), g.count(),
                    Units.duration(g.totalMs()), Units.duration(g.maxMs()));
        }
        if (groups.size() > shown) {
            out.printf("  %-13s ... and %d more (all in --format json)%n", "", groups.size() - shown);
        }
    }

    private static String ellipsis(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 1) + "…";
    }
}
