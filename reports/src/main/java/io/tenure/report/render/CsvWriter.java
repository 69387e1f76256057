package io.tenure.report.render;

import io.tenure.report.OutputFile;
import io.tenure.report.ReportModel;
import io.tenure.report.ReportWriter;
import io.tenure.report.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code csv/<table id>.csv} per table: a header row with units in the names
 * ({@code pause (ms)}), then the rows at full precision; an empty field is a figure that cannot
 * be computed. Line ends are CRLF as RFC 4180 says.
 */
public final class CsvWriter implements ReportWriter {
    @Override
    public List<OutputFile> render(ReportModel model) {
        List<OutputFile> files = new ArrayList<>();
        for (Table table : model.tables()) {
            StringBuilder csv = new StringBuilder();
            line(csv, table.columns().stream().map(c -> Escape.csv(c.heading())).toList());
            for (List<Object> row : table.rows()) {
                line(csv, row.stream().map(v -> v instanceof String s ? Escape.csv(s) : Numbers.exact(v)).toList());
            }
            files.add(OutputFile.utf8("csv/" + table.id() + ".csv", csv.toString()));
        }
        return files;
    }

    private static void line(StringBuilder csv, List<String> fields) {
        csv.append(String.join(",", fields)).append("\r\n");
    }
}
