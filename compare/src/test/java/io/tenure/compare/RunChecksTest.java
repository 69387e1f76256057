package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.JvmInfo;
import io.tenure.bundle.compare.RunStatus;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunChecksTest {
    private static final JvmInfo JVM = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM",
            "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");

    @Test
    void theSpreadIsTheMadInPercentOfTheMedian() {
        // median 10.1, deviations 0.2 0.1 0 0.1 0.4 -> MAD 0.1
        assertThat(RunChecks.wallMadPercent(config(9.9, 10.0, 10.1, 10.2, 10.5))).isCloseTo(100 * 0.1 / 10.1, within(1e-9));
        assertThat(RunChecks.wallMadPercent(config(10.0))).isNull();
    }

    @Test
    void aRunFarFromTheOthersIsAnOutlierAndTheOthersAreNot() {
        List<RunChecks.OutlierRun> outliers = RunChecks.outlierRuns(config(10.0, 10.1, 9.9, 14.0, 10.0, 10.2));
        assertThat(outliers).singleElement().satisfies(o -> {
            assertThat(o.repetition()).isEqualTo(3);
            assertThat(o.wallSeconds()).isEqualTo(14.0);
        });
        assertThat(RunChecks.outlierRuns(config(10.0, 10.1, 9.9, 10.3, 10.0, 10.2))).isEmpty();
    }

    @Test
    void aMachineThatSlowsDownOverTheSessionIsDriftAndNoiseIsNot() {
        RunChecks.Drift drift = RunChecks.drift(config(10.0, 10.1, 10.0, 10.9, 11.0, 11.1));
        assertThat(drift).isNotNull();
        assertThat(drift.ratio()).isCloseTo(1.10, within(0.01));
        assertThat(drift.runsEach()).isEqualTo(2);
        assertThat(RunChecks.drift(config(10.0, 10.4, 9.8, 10.2, 9.9, 10.3))).as("noise").isNull();
        assertThat(RunChecks.drift(config(10.0, 10.0, 11.0, 11.0, 11.0))).as("too few runs for two thirds of 2").isNull();
    }

    private static ConfigResult config(double... walls) {
        String id = "openjdk-17-serial";
        List<CompareRun> runs = new ArrayList<>();
        for (int r = 0; r < walls.length; r++) {
            runs.add(new CompareRun(id + "-r" + r, r, false, r, RunStatus.OK, null, List.of("java"), "2026-11-28T00:00:00Z",
                    1.0, 0, walls[r], walls[r], true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0, null, walls[r],
                    new CompareRun.RunFiles(null, null, null, null)));
        }
        return new ConfigResult(id, JVM, "serial", null, null, List.of(), runs, Summaries.summary(runs));
    }
}
