package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.MinHeap;
import io.tenure.model.PlatformMeasurements;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A real bundle of the seeds' platform experiments (fixture
 * {@code bench/jdk17-serial-instances-cpus-threads-heap2x}, see its SOURCES.md) read back and
 * turned into the model's platforms.
 */
class PlatformExperimentsBundleTest {
    private static final Path BUNDLE =
            Path.of(System.getProperty("tenure.fixtures"), "bench", "jdk17-serial-instances-cpus-threads-heap2x");

    @Test
    void everyPlatformDimensionIsReadBack() throws IOException {
        Bundle bundle = BundleReader.read(BUNDLE);
        MinHeap min = bundle.results().minHeaps().get(0);
        assertThat(min.collector()).isEqualTo("serial");
        assertThat(min.probes()).anyMatch(p -> p.completed() && p.heapMB() == min.minHeapMB())
                .anyMatch(p -> !p.completed() && p.heapMB() < min.minHeapMB());
        for (CellResult cell : bundle.results().cells()) {
            assertThat(cell.cpus()).isEqualTo(1);
            assertThat(cell.heapMultiple()).isEqualTo(2.0);
            assertThat(cell.heapMB()).isEqualTo(2 * min.minHeapMB());
            RunResult run = cell.runs().get(0);
            if (cell.instanceCount() == 2) {
                assertThat(run.instances()).hasSize(2);
                assertThat(run.allocation().analyticAllocatedBytes()).isEqualTo(run.instances().get(0).allocation().analyticAllocatedBytes()
                        + run.instances().get(1).allocation().analyticAllocatedBytes());
            } else {
                assertThat(run.instances()).isNull();
            }
        }
    }

    @Test
    void eachCpuInstanceAndThreadCountIsACurveOfItsOwn() throws IOException {
        BundleObservations observations = BundleObservations.of(List.of(BundleReader.read(BUNDLE)));
        assertThat(observations.measurements()).extracting(m -> m.platform().key().replaceFirst("^[^/]*/", ""))
                .containsExactlyInAnyOrder("openjdk-17/serial/heap22m/young4m/cpus=1",
                        "openjdk-17/serial/heap22m/young4m/cpus=1#t2",
                        "openjdk-17/serial/heap22m/young4m/cpus=1/instances=2",
                        "openjdk-17/serial/heap22m/young4m/cpus=1/instances=2#t2");
        for (PlatformMeasurements m : observations.measurements()) {
            assertThat(m.levels()).extracting(PlatformMeasurements.Level::targetSurvival).containsExactly(0.0, 0.2);
            // pinned to one CPU: the platform's JVMs had 1, whatever the host has
            assertThat(m.platform().cpus()).isEqualTo(1);
        }
    }

    @Test
    void aPlatformWithoutAffinityHasTheHostsAvailableProcessors() throws IOException {
        Path design = Path.of(System.getProperty("tenure.fixtures"), "model", "design-jdk17-parallel-g1-lhs8");
        Bundle bundle = BundleReader.read(design);
        BundleObservations observations = BundleObservations.of(List.of(bundle));
        assertThat(bundle.results().cells()).allMatch(c -> c.cpus() == null);
        assertThat(observations.measurements()).isNotEmpty().allSatisfy(m ->
                assertThat(m.platform().cpus()).isEqualTo(bundle.host().cpu().availableProcessors()));
    }
}
