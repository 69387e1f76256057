package io.tenure.report;

import io.tenure.report.render.CsvWriter;
import io.tenure.report.render.HtmlWriter;
import io.tenure.report.render.JsonWriter;
import io.tenure.report.render.MarkdownWriter;
import java.util.Locale;
import java.util.function.Supplier;

/** The formats a report is written in; each names its writer. */
public enum ReportFormat {
    /** {@code index.html}: one self-contained page with interactive charts (ECharts inlined), works offline. */
    HTML(HtmlWriter::withBundledEcharts),
    /** {@code report.md} with static SVG charts beside it in {@code charts/}. */
    MARKDOWN(MarkdownWriter::new),
    /** One {@code csv/<table>.csv} per table, full precision. */
    CSV(CsvWriter::new),
    /** {@code report.json}: the whole report model ({@value ReportModel#SCHEMA}). */
    JSON(JsonWriter::new);

    private final Supplier<ReportWriter> writer;

    ReportFormat(Supplier<ReportWriter> writer) {
        this.writer = writer;
    }

    public ReportWriter writer() {
        return writer.get();
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
