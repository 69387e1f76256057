package io.tenure.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.report.assemble.LogReportBuilder;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code tenure analyze --html} of a real JDK 17 Parallel log, against golden Markdown, CSV and JSON. */
class LogReportGoldenTest {
    @Test
    void markdownCsvAndJsonMatchTheirGoldenFiles() throws IOException {
        ReportModel model = LogReportBuilder.build(ReportSources.log(ReportGoldenTest.LOG.toString(), List.of(ReportGoldenTest.LOG)),
                List.of(ReportGoldenTest.LOG),
                List.of("tenure", "analyze", "--html", "out", ReportGoldenTest.LOG.getFileName().toString()),
                "0.1.0-TEST", "2026-11-22T03:00:00Z");
        assertThat(model.sections()).extracting(Section::id).containsExactly("findings", "figures", "timeline", "pause-distribution",
                "heap-rates", "survival", "diagnostics");
        assertThat(model.charts()).allSatisfy(c -> assertThat(c.pointCounts()).as(c.id()).isNotEmpty().allMatch(n -> n > 0));
        for (ReportFormat format : List.of(ReportFormat.MARKDOWN, ReportFormat.CSV, ReportFormat.JSON)) {
            for (OutputFile file : format.writer().render(model)) {
                if (!file.relativePath().endsWith(".svg")) {
                    ReportGoldens.check("analyze/" + file.relativePath(), new String(file.content(), StandardCharsets.UTF_8)
                            .replace(ReportGoldenTest.LOG.getParent().toString(), "$FIXTURES"));
                }
            }
        }
    }
}
