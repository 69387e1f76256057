package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.RealLogCorpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run of one GC event whose time line is that event alone has no elapsed time, overhead or
 * throughput: {@code tenure fleet} showed 100.00 % overhead for such a log.
 */
class OneEventRunTest {
    @Test
    void aLogOfOnePauseAloneHasNoOverhead() throws IOException {
        GcSummary s = GcLogAnalyzer.analyze(List.of(RealLogCorpus.file(
                "gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1PrintHeapAtGc.txt")));

        assertThat(s.pauses().count()).isEqualTo(1);
        assertThat(s.elapsedSeconds()).isEmpty();
        assertThat(s.overheadPercent()).isEmpty();
        assertThat(s.throughputPercent()).isEmpty();
    }

    @Test
    void onePauseLongAfterTheJvmStartedStillHasItsElapsedTime(@TempDir Path dir) throws IOException {
        Path log = Files.writeString(dir.resolve("gc.log"), """
                [0.010s][info][gc] Using G1
                [5.000s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 50.000ms
                """, StandardCharsets.UTF_8);

        GcSummary s = GcLogAnalyzer.analyze(List.of(log));

        assertThat(s.elapsedSeconds()).isPresent();
        assertThat(s.overheadPercent().getAsDouble()).isBetween(0.9, 1.1);
    }
}
