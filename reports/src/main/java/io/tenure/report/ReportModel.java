package io.tenure.report;

import java.util.List;
import java.util.Objects;

/**
 * Everything a report shows, as plain data: what produced it and its sections in reading order.
 * Built once from the inputs ({@code io.tenure.report.assemble}); every {@link ReportFormat} renders
 * the same model, so the HTML page, the Markdown file, the CSV tables and {@code report.json}
 * never disagree.
 *
 * @param schema   {@value #SCHEMA}; bumped on any breaking change of {@code report.json}
 * @param kind     {@code "platform-comparison"} ({@code tenure report}) or {@code "gc-log"}
 *                 ({@code tenure analyze --html})
 * @param summary  the headline findings, one sentence each, in plain words
 */
public record ReportModel(String schema, String kind, String title, Provenance provenance, List<String> summary,
                          List<Section> sections) {
    public static final String SCHEMA = "tenure-report/1";

    public ReportModel {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(provenance, "provenance");
        summary = List.copyOf(summary);
        sections = List.copyOf(sections);
    }

    /** Every chart of the report, in order. */
    public List<ChartSpec> charts() {
        return sections.stream().flatMap(s -> s.charts().stream()).toList();
    }

    /** Every table of the report, in order. */
    public List<Table> tables() {
        return sections.stream().flatMap(s -> s.tables().stream()).toList();
    }
}
