package io.tenure.report.render;

import io.tenure.io.CsvTable;
import io.tenure.report.OutputFile;
import io.tenure.report.ReportModel;
import io.tenure.report.ReportWriter;
import io.tenure.report.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code csv/<table id>.csv} per table: a header row with units in the names
 * ({@code pause (ms)}), then the rows at full precision; an empty field is a figure that cannot
 * be computed. Written through {@link CsvTable}, tenure's one CSV writer (RFC 4180, CRLF, text
 * that a spreadsheet would run as a formula defused).
 */
public final class CsvWriter implements ReportWriter {
    @Override
    public List<OutputFile> render(ReportModel model) {
        List<OutputFile> files = new ArrayList<>();
        for (Table table : model.tables()) {
            StringBuilder csv = new StringBuilder();
            try (CsvTable out = CsvTable.open(csv, table.columns().stream().map(c -> c.heading()).toList())) {
                for (List<Object> row : table.rows()) {
                    out.row(row);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("a StringBuilder does not fail", e);
            }
            files.add(OutputFile.utf8("csv/" + table.id() + ".csv", csv.toString()));
        }
        return files;
    }
}
