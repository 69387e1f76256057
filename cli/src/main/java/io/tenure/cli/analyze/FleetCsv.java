package io.tenure.cli.analyze;

import io.tenure.io.CsvTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** {@code tenure fleet --format csv}: one row per JVM run; its columns and cells are also the HTML table's. */
final class FleetCsv {
    static final List<String> CSV_COLUMNS = List.of("file", "run", "jvm", "collector", "elapsed_s", "pauses",
            "pause_p50_ms", "pause_p99_ms", "pause_max_ms", "overhead_pct", "allocation_mibps", "survival_median",
            "findings_critical", "findings_warning", "findings_info", "z_pause_p99", "z_overhead", "z_allocation",
            "z_survival", "outliers");

    private FleetCsv() {
    }

    static void write(Appendable out, Fleet fleet) throws IOException {
        CsvTable table = CsvTable.open(out, CSV_COLUMNS);
        for (int i = 0; i < fleet.rows().size(); i++) {
            table.row(cells(fleet.rows().get(i), fleet.zScores().get(i)));
        }
        table.flush();
    }

    static List<Object> cells(FleetRow r, Map<String, OptionalDouble> z) {
        List<Object> c = new ArrayList<>(List.of(r.file(), r.run(), r.jvm(), r.collector(),
                Figures.format(r.elapsedSeconds(), 3, ""), r.pauses(), Figures.format(r.pauseP50Ms(), 3, ""),
                Figures.format(r.pauseP99Ms(), 3, ""), Figures.format(r.pauseMaxMs(), 3, ""),
                Figures.format(r.overheadPercent(), 4, ""), Figures.format(r.allocationRateMBps(), 3, ""),
                Figures.format(r.survivalMedian(), 6, ""), r.critical(), r.warnings(), r.info()));
        z.values().forEach(v -> c.add(Figures.format(v, 3, "")));
        c.add(String.join(" ", z.entrySet().stream().filter(e -> Fleet.outlier(e.getValue())).map(Map.Entry::getKey).toList()));
        return c;
    }
}
