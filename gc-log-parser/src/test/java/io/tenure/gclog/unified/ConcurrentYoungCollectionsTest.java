package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Generational ZGC's minor collections and generational Shenandoah's young cycles are young
 * collections with a survival rate, on real logs of the one-in-five workload (see SOURCES.md):
 * every minor/young cycle the log completes is one young collection, and every survival value is
 * a share of allocation, between 0 and 1.
 */
class ConcurrentYoungCollectionsTest {
    private static Path fixture(String name) {
        return GoldenFiles.fixtures().resolve("gclogs/hotspot/unified").resolve(name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdk25-zgc-gcstar_gc+heap=debug-uptime_level_tags.log",
        "jdk21-zgc-generational-gcstar_gc+heap=debug-uptime_level_tags.log",
        "jdk25-shenandoah-generational-gcstar_gc+heap=debug-uptime_level_tags.log"})
    void youngCyclesAreYoungCollectionsWithASurvivalRate(String name) throws IOException {
        Path log = fixture(name);
        GcSummary summary = GcLogAnalyzer.analyze(List.of(log));

        long youngCycles = java.nio.file.Files.readAllLines(log).stream()
                .filter(l -> l.contains(" y: Pause Mark Start") || l.contains(" Pause Init Mark (Young) ")).count();
        assertThat(youngCycles).as("young cycles in the log").isPositive();
        assertThat(summary.collections().young()).isEqualTo(youngCycles);
        assertThat(summary.survival().youngCollections()).isPositive();
        assertThat(summary.survival().series()).isNotEmpty().allSatisfy(s -> assertThat(s).isBetween(0.0, 1.0));
        assertThat(summary.survival().median()).isPresent();
    }
}
