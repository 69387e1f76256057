package io.tenure.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.Units;
import io.tenure.report.assemble.LogReportBuilder;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The report of a log writes its figures as the text summary does (one formatter, {@link Units}), not 3119 ms beside 3.12 s. */
class LogReportNumbersTest {
    @Test
    void figuresAreWrittenAsTheTextSummaryWritesThem() throws IOException {
        GcSummary s = GcLogAnalyzer.analyze(List.of(ReportGoldenTest.LOG));
        ReportModel model = LogReportBuilder.build(ReportSources.log(ReportGoldenTest.LOG.toString(), List.of(ReportGoldenTest.LOG)),
                List.of(ReportGoldenTest.LOG), List.of("tenure"), "0.1.0-TEST",
                "2026-11-22T03:00:00Z");

        assertThat(model.summary().get(0)).contains("p99 " + Units.duration(s.pauses().p99Ms()))
                .contains("GC overhead " + Units.percent(s.overheadPercent().getAsDouble()));
        Table figures = model.sections().stream().filter(x -> x.id().equals("figures")).findFirst().orElseThrow().tables().get(0);
        assertThat(figures.rows()).contains(
                List.of("elapsed", Units.duration(s.elapsedSeconds().getAsDouble() * 1e3)),
                List.of("pause total", Units.duration(s.pauses().totalMs())),
                List.of("allocation rate", Units.rate(s.allocationRateMBps().getAsDouble() * 1024 * 1024)),
                List.of("GC overhead", Units.percent(s.overheadPercent().getAsDouble())));
    }
}
