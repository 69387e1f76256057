package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.harness.MinHeapTimeout;
import io.tenure.harness.SessionStopped;
import io.tenure.platforms.Collector;
import io.tenure.platforms.launch.ShutdownProbe;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How much work a minimum-heap probe does: enough for its long-lived set to fill, and no more than a cell's. */
class MinHeapProbeTest {
    /** p, a FIFO set of {@code lifetimeMB}, {@code warmupMB} of warm-up and {@code workMB} measured. */
    private static WorkloadTarget target(double p, double lifetimeMB, double warmupMB, double workMB) {
        return new WorkloadTarget(p, lifetimeMB, "fifo", "64", "bytes", 64, 1, warmupMB, workMB, 42);
    }

    @Test
    void aSetThatFillsDuringTheWarmUpNeedsTheShortProbe() {
        // 32 MB at p = 0.4 fills after 80 MB, inside the 256 MB warm-up
        assertThat(MinHeapProbe.probeWorkMB(target(0.4, 32, 256, 1024))).isEqualTo(MinHeapProbe.PROBE_WORK_MB);
    }

    @Test
    void aSetThatFillsLaterIsGivenTheWorkToFillItThenTheShortProbe() {
        // 128 MB at p = 0.1 fills after 1280 MB: 1024 MB after the warm-up, then 128 MB more
        assertThat(MinHeapProbe.probeWorkMB(target(0.1, 128, 256, 4096))).isEqualTo(1024 + 128);
    }

    @Test
    void aProbeNeverWorksLongerThanTheCellsItSizes() {
        assertThat(MinHeapProbe.probeWorkMB(target(0.1, 128, 256, 1024))).isEqualTo(1024);
        assertThat(MinHeapProbe.probeWorkMB(target(0.4, 32, 8, 32))).isEqualTo(32);
    }

    @Test
    void withoutLongLivedObjectsTheShortProbeIsEnough() {
        assertThat(MinHeapProbe.probeWorkMB(target(0, 128, 256, 1024))).isEqualTo(MinHeapProbe.PROBE_WORK_MB);
    }

    /**
     * Ctrl-C during the search: the probe's child dies of the same SIGINT (exit 130) before tenure's
     * shutdown shows. Read as a heap too small, it sent the search on to the next, larger heap; now
     * the search stops there, with no probe more.
     */
    @Test
    void aProbeEndedByTheStopEndsTheSearch(@TempDir Path dir) throws Exception {
        // the child says it started and dies of the "SIGINT" (exit 130) only once the stop was asked
        // for, as a child of a process group that got Ctrl-C does: a timed stop raced the fork under
        // load (the stop came before the first probe had forked, or after the signal grace)
        Path started = dir.resolve("started");
        Path stopped = dir.resolve("stopped");
        Path script = Files.writeString(dir.resolve("java.sh"), "#!/bin/sh\ntouch '" + started + "'\n"
                + "i=0; while [ ! -f '" + stopped + "' ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done\nexit 130\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
        AtomicBoolean stop = new AtomicBoolean();
        Thread ctrlC = new Thread(() -> {
            try {
                while (!Files.exists(started)) {
                    Thread.sleep(10);
                }
                stop.set(true);
                Files.createFile(stopped);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        List<Long> probed = new ArrayList<>();
        ctrlC.start();
        assertThatThrownBy(() -> MinHeapProbe.measure(Forks.launchedBy(Forks.currentJvm(), script), Collector.SERIAL,
                target(0.4, 32, 8, 64), dir.resolve("bundle"), Duration.ofMinutes(1), MinHeapTimeout.DEFAULT, 1024,
                (jvm, collector, attempt) -> probed.add(attempt.heapMB()), new ShutdownProbe(stop::get)))
                .isInstanceOfSatisfying(SessionStopped.class, e -> assertThat(e.runsKept()).isZero());
        ctrlC.join();
        assertThat(probed).as("no probe is reported: the one in flight ended by the stop").isEmpty();
        try (Stream<Path> forks = Files.list(dir.resolve("bundle/minheap/runs"))) {
            assertThat(forks).as("one probe forked").hasSize(1);
        }
    }
}
