package io.tenure.gclog.gcviewer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --engine gcviewer}: GC overhead is a share of the run, never above 100 %. */
class GcViewerOverheadTest {
    @Test
    void pausesLoggedWithinOneMillisecondStillFitTheRun() throws IOException {
        Path log = GoldenFiles.fixtures().resolve("gcviewer/corpus-garbagecat-jdk17-g1-pauses-within-a-millisecond.log");

        GcSummary summary = GcViewerEngine.analyze(List.of(log));

        assertThat(summary.pauses().count()).isEqualTo(2);
        // the run lasts at least from the first pause's start to the last one's end (GCViewer said 0.00002 s)
        assertThat(summary.elapsedSeconds().getAsDouble() * 1e3).isGreaterThan(summary.pauses().maxMs().getAsDouble() - 1e-6);
        // remark (2.842 ms) and cleanup (0.020 ms) end in the same logged millisecond: their sum
        // exceeds the span by the log's rounding, so the share is capped and said
        assertThat(summary.overheadPercent()).hasValue(100.0);
        assertThat(summary.throughputPercent()).hasValue(0.0);
        assertThat(summary.diagnostics().samples()).anyMatch(d -> d.code().equals("pause-exceeds-elapsed"));
    }
}
