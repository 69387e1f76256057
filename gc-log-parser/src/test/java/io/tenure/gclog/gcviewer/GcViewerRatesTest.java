package io.tenure.gclog.gcviewer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --engine gcviewer} never gives a negative rate: where GCViewer's sums cannot be a rate, there is none. */
class GcViewerRatesTest {
    /** Logs where GCViewer's promotion sum is negative (-17,360 MiB/s on dataset282, -75,222 on dataset253). */
    @ParameterizedTest
    @ValueSource(strings = {
        "corpus/garbagecat/src__test__resources__data__dataset282.txt",
        "corpus/garbagecat/src__test__resources__data__dataset253.txt",
        "corpus/gctoolkit/gctoolkit-gclogs__unified__serial__factorization-serialgc-tip.log",
        "corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1StringDeduplication.txt"})
    void aNegativePromotionSumIsNoRate(String fixture) throws IOException {
        GcSummary summary = GcViewerEngine.analyze(List.of(GoldenFiles.fixtures().resolve(fixture)));

        assertThat(summary.pauses().count()).isPositive();
        assertThat(summary.promotionRateMBps()).isEmpty();
        summary.allocationRateMBps().ifPresent(rate -> assertThat(rate).isNotNegative());
    }

    @Test
    void aPositivePromotionSumIsStillGiven() throws IOException {
        Path log = GoldenFiles.fixtures().resolve("gclogs/hotspot/legacy/jdk8-serial-defnew-tenuring.log");

        assertThat(GcViewerEngine.analyze(List.of(log)).promotionRateMBps().getAsDouble()).isPositive();
    }
}
