package io.tenure.cli;

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
                .append(Fleet.OUTLIER_Z).append("). Click a header to sort.</p>\n<table id=\"fleet\"><thead><tr>");
        for (String c : FleetCommand.CSV_COLUMNS) {
            b.append("<th>").append(Escape.html(c)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        List<String> zNames = List.copyOf(Fleet.OUTLIER_FIGURES.keySet());
        for (int i = 0; i < fleet.rows().size(); i++) {
            Map<String, OptionalDouble> z = fleet.zScores().get(i);
            List<Object> cells = FleetCommand.cells(fleet.rows().get(i), z);
            b.append("<tr>");
            for (int c = 0; c < cells.size(); c++) {
                String column = FleetCommand.CSV_COLUMNS.get(c);
                int zi = column.startsWith("z_") ? FleetCommand.CSV_COLUMNS.indexOf(column) - FleetCommand.CSV_COLUMNS.indexOf("z_pause_p99") : -1;
                boolean out = zi >= 0 && Fleet.outlier(z.get(zNames.get(zi)));
                b.append(out ? "<td class=\"out\">" : "<td>").append(Escape.html(String.valueOf(cells.get(c)))).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n<script>\n")
                .append("document.querySelectorAll('#fleet th').forEach(function(th,i){var asc=true;th.onclick=function(){")
                .append("var body=document.querySelector('#fleet tbody');var rows=Array.from(body.rows);")
                .append("rows.sort(function(a,b){var x=a.cells[i].textContent,y=b.cells[i].textContent;")
                .append("var nx=parseFloat(x),ny=parseFloat(y);var r=(x===''||y==='')?(x===''?1:-1):(!isNaN(nx)&&!isNaN(ny)?nx-ny:x.localeCompare(y));")
                .append("return asc?r:-r;});asc=!asc;rows.forEach(function(r){body.appendChild(r);});};});\n")
                .append("</script></body></html>\n");
        return b.toString();
    }
}
