package io.tenure.report.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.report.Provenance;
import io.tenure.report.ReportModel;
import io.tenure.report.Section;
import io.tenure.report.Table;
import io.tenure.report.assemble.LogReportBuilder;
import io.tenure.report.assemble.ReportSources;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link HtmlWriter#tablesOnly()}: a page written alone, rows toned better or worse, no charting library. */
class TablesOnlyPageTest {
    private static ReportModel model(Table table) {
        return new ReportModel(ReportModel.SCHEMA, "test", "a <title>",
                new Provenance("tenure", "0.1.0-TEST", "2026-11-23T00:00:00Z", List.of("tenure", "x"), List.of(), List.of()),
                List.of("Verdict: worse.", "Warning: something appeared."),
                List.of(new Section("metrics", "Metrics", List.of("why"), List.of(), List.of(table), List.of())));
    }

    @Test
    void tonedRowsCarryTheirClassAndNoCsvIsLinked() {
        Table table = new Table("metrics", "Every metric", List.of(Table.Column.text("metric"), Table.Column.text("judgement")),
                List.of(List.of("p99", "worse"), List.of("p50", "better"), List.of("count", "not judged")),
                List.of(Table.Tone.WORSE, Table.Tone.BETTER, Table.Tone.PLAIN));

        String html = new String(HtmlWriter.tablesOnly().render(model(table)).get(0).content(), StandardCharsets.UTF_8);

        assertThat(html).contains("<tr class=\"worse\"><td>p99</td>").contains("<tr class=\"better\"><td>p50</td>")
                .contains("<tr><td>count</td>").contains("<h1>a &lt;title&gt;</h1>")
                .doesNotContain("href=\"csv/").contains("<p id=\"tenure-status\"></p>");
        assertThat(html.length()).as("no charting library").isLessThan(20_000);
    }

    @Test
    void theDefaultIsPlainRowsAndTonesMustMatchTheRows() {
        Table plain = new Table("t", "T", List.of(Table.Column.text("a")), List.of(List.of("x")));
        assertThat(plain.tones()).containsExactly(Table.Tone.PLAIN);
        assertThatThrownBy(() -> new Table("t", "T", List.of(Table.Column.text("a")), List.of(List.of("x")), List.of()))
                .hasMessageContaining("0 tones for 1 rows");
    }

    @Test
    void aModelWithChartsIsRefused() throws Exception {
        Path log = Path.of(System.getProperty("tenure.fixtures"))
                .resolve("gclogs/hotspot/unified/jdk17-parallel-gcstar_gc+age=trace-uptime_level_tags.log");
        ReportModel withCharts = LogReportBuilder.build(ReportSources.log(log.toString(), List.of(log)), List.of(log), List.of("tenure"), "0.1.0-TEST", "2026-11-23T00:00:00Z");
        assertThat(withCharts.charts()).isNotEmpty();

        assertThatThrownBy(() -> HtmlWriter.tablesOnly().render(withCharts))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("charts");
    }
}
