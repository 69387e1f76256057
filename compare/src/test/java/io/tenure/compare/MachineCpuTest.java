package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class MachineCpuTest {
    /**
     * A process spinning beside the "run" for a second is CPU time of the rest of the machine:
     * most of a core-second of it is counted (more when other work ran too), and tenure's own CPU
     * time is not.
     */
    @Test
    void aProcessSpinningBesideTheRunIsCountedAsTheMachinesOtherWork() throws Exception {
        assumeThat(Files.isReadable(Path.of("/proc/stat"))).as("/proc/stat (Linux)").isTrue();
        MachineCpu machine = MachineCpu.start();
        Process spinner = new ProcessBuilder("sh", "-c", "while :; do :; done").start();
        try {
            Thread.sleep(1000);
        } finally {
            spinner.destroyForcibly();
            spinner.waitFor(10, TimeUnit.SECONDS);
        }
        Double other = machine.otherSeconds(0.0);
        assertThat(other).as("CPU seconds of others over about a second with a spinning process").isNotNull()
                .isGreaterThan(0.5);
    }

    @Test
    void withoutTheRunsOwnCpuTimeThereIsNoFigure() {
        assertThat(MachineCpu.start().otherSeconds(null)).isNull();
    }
}
