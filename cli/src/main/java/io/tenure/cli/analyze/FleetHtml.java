package io.tenure.cli.analyze;

import io.tenure.report.render.Escape;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * {@code tenure fleet --html}: one self-contained page (no network, plain JS) with the fleet table,
 * sortable by clicking a column header; outlier cells are marked. Every text is HTML-escaped
 * (the reports module's {@link Escape}, as every page tenure writes).
 */
final class FleetHtml {
    /** The run table's names for the same figures. */
    private static final List<String> GROUP_COLUMNS = List.of("group", "runs", "elapsed_s", "pause_p50_ms", "pause_p99_ms",
            "pause_max_ms", "overhead_pct", "allocation_mibps", "survival_median", "findings_critical", "findings_warning",
            "findings_info", "outlier_runs");

    private FleetHtml() {
    }

    static String page(Fleet fleet) {
        StringBuilder b = new StringBuilder(4096 + fleet.rows().size() * 400);
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>tenure fleet</title>\n")
                .append("<style>body{font-family:sans-serif;margin:1em}table{border-collapse:collapse}")
                .append("th,td{border:1px solid #ccc;padding:2px 6px;text-align:right}td:first-child{text-align:left}")
                .append("th{cursor:pointer;background:#eee}.out{background:#fbb;font-weight:bold}</style></head><body>\n")
                .append("<h1>tenure fleet</h1>\n<p>").append(fleet.rows().size())
                .append(" JVM runs, one row each: no figure is pooled across runs. Marked cells are outliers (robust z-score, |z| &gt; ")
                .append(Fleet.OUTLIER_Z).append("). Click a header to sort.</p>\n<table id=\"fleet\" class=\"sortable\"><thead><tr>");
        for (String c : FleetCsv.CSV_COLUMNS) {
            b.append("<th>").append(Escape.html(c)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        List<String> zNames = List.copyOf(Fleet.OUTLIER_FIGURES.keySet());
        for (int i = 0; i < fleet.rows().size(); i++) {
            Map<String, OptionalDouble> z = fleet.zScores().get(i);
            List<Object> cells = FleetCsv.cells(fleet.rows().get(i), z);
            b.append("<tr>");
            for (int c = 0; c < cells.size(); c++) {
                String column = FleetCsv.CSV_COLUMNS.get(c);
                int zi = column.startsWith("z_") ? FleetCsv.CSV_COLUMNS.indexOf(column) - FleetCsv.CSV_COLUMNS.indexOf("z_pause_p99") : -1;
                boolean out = zi >= 0 && Fleet.outlier(z.get(zNames.get(zi)));
                b.append(out ? "<td class=\"out\">" : "<td>").append(Escape.html(String.valueOf(cells.get(c)))).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n");
        if (fleet.groupBy() != null) {
            groups(b, fleet);
        }
        b.append("<script>\n")
                .append("document.querySelectorAll('table.sortable').forEach(function(t){")
                .append("t.querySelectorAll('th').forEach(function(th,i){var asc=true;th.onclick=function(){")
                .append("var body=t.tBodies[0];var rows=Array.from(body.rows);")
                .append("rows.sort(function(a,b){var x=a.cells[i].textContent,y=b.cells[i].textContent;")
                .append("var nx=parseFloat(x),ny=parseFloat(y);var r=(x===''||y==='')?(x===''?1:-1):(!isNaN(nx)&&!isNaN(ny)?nx-ny:x.localeCompare(y));")
                .append("return asc?r:-r;});asc=!asc;rows.forEach(function(r){body.appendChild(r);});};});});\n")
                .append("</script></body></html>\n");
        return b.toString();
    }

    /** The --group-by table, as the text and JSON give it: medians of the runs' figures, never pooled events. */
    private static void groups(StringBuilder b, Fleet fleet) {
        b.append("<h2>Groups by ").append(Escape.html(fleet.groupBy())).append("</h2>\n<p>Each figure is the median of")
                .append(" the group's runs' figures.</p>\n<table id=\"groups\" class=\"sortable\"><thead><tr>");
        for (String c : GROUP_COLUMNS) {
            b.append("<th>").append(Escape.html(c)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (Fleet.Group g : fleet.groups()) {
            List<Object> cells = List.of(g.key(), g.runs(), Figures.format(g.elapsedSeconds(), 3, ""),
                    Figures.format(g.pauseP50Ms(), 3, ""), Figures.format(g.pauseP99Ms(), 3, ""),
                    Figures.format(g.pauseMaxMs(), 3, ""), Figures.format(g.overheadPercent(), 4, ""),
                    Figures.format(g.allocationRateMBps(), 3, ""), Figures.format(g.survivalMedian(), 6, ""),
                    g.critical(), g.warnings(), g.info(), g.outliers());
            b.append("<tr>");
            cells.forEach(c -> b.append("<td>").append(Escape.html(String.valueOf(c))).append("</td>"));
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n");
    }
}
