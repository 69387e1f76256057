package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner reads each run's GC log with gc-log-parser's GcLogAnalyzer: the measured survival
 * of a real fork follows the workload's long-lived fraction.
 */
class GcLogFiguresTest {
    @TempDir
    Path bundle;

    @Test
    void measuredSurvivalFollowsTheLongLivedFraction() throws Exception {
        WorkloadTarget target = new WorkloadTarget(0.4, 64, "fifo", "64", "bytes", 64, 1, 32, 256, 42);
        RunResult result = new RunExecutor(bundle, Duration.ofMinutes(2), false)
                .execute(Forks.run(Forks.currentJvm(), Collector.SERIAL, HeapConfig.fixedYoung(256, 16), target));
        assertThat(result.status()).as(result.reason()).isEqualTo(RunStatus.OK);
        assertThat(result.gcAnalysis()).as("GC log analysis (needs GcLogAnalyzer from gc-log-parser)").isEqualTo("ok");
        assertThat(result.gc().measuredSurvival()).isCloseTo(0.4, org.assertj.core.data.Offset.offset(0.03));
        assertThat(result.gc().pauses().count()).isPositive();
        assertThat(result.gc().overheadPercent()).isPositive();
    }
}
