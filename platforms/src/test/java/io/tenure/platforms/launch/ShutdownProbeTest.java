package io.tenure.platforms.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class ShutdownProbeTest {
    /** The child died of the user's SIGINT before tenure's shutdown showed: the stop ended the run. */
    @Test
    void aChildDeadOfASignalWaitsForTheStopToShow() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        ShutdownProbe probe = new ShutdownProbe(stop::get, Duration.ofSeconds(5));
        Thread ctrlC = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            stop.set(true);
        });
        ctrlC.start();
        assertThat(probe.endedRun(130)).isTrue();
        ctrlC.join();
    }

    /** A child killed by a signal while tenure goes on (the OOM killer, a user's kill) is the run's own end. */
    @Test
    void aSignalWithoutAStopIsTheRunsOwnEnd() throws Exception {
        ShutdownProbe probe = new ShutdownProbe(() -> false, Duration.ofMillis(100));
        assertThat(probe.endedRun(137)).isFalse();
    }

    /** An exit of its own, or a timeout, waits for nothing; once the stop shows, any run ended by it. */
    @Test
    void anExitOfItsOwnIsTheStopsOnlyWhenTheStopShows() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        ShutdownProbe probe = new ShutdownProbe(stop::get, Duration.ofHours(1));
        assertThat(probe.endedRun(1)).isFalse();
        assertThat(probe.endedRun(null)).isFalse();
        assertThat(probe.endedRun(0)).isFalse();
        stop.set(true);
        assertThat(probe.endedRun(0)).isTrue();
        assertThat(probe.stopRequested()).isTrue();
    }

    @Test
    void thisJvmIsNotShuttingDownWhileTestsRun() {
        assertThat(ShutdownProbe.shuttingDown()).isFalse();
    }
}
