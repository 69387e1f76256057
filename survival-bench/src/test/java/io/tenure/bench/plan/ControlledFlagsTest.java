package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ControlledFlagsTest {
    @ParameterizedTest
    @CsvSource({
        "-Xmx2g, use --heap instead",
        "-Xms512m, use --heap instead",
        "-XX:MaxHeapSize=1g, use --heap instead",
        "-Xmn8m, use --young instead",
        "-XX:NewSize=8m, use --young instead",
        "-XX:SurvivorRatio=6, use --young instead",
        "-XX:+UseAdaptiveSizePolicy, use --young instead",
        "-XX:+UseG1GC, use --gc instead",
        "-XX:-UseParallelGC, use --gc instead",
        "-XX:ShenandoahGCMode=generational, use --gc instead",
        "'-Xlog:gc*:file=x.log', tenure writes every run's GC log itself (runs/<run>/gc.log)",
        "-Xlog:safepoint, tenure writes every run's GC log itself (runs/<run>/gc.log)",
        "-verbose:gc, tenure writes every run's GC log itself (runs/<run>/gc.log)",
        "'-XX:StartFlightRecording=filename=a.jfr', tenure records JFR itself; use --no-jfr to turn it off",
        "-cp, the workload runs from tenure's own jar",
    })
    void flagsTenureSetsPerCellAreRefusedWithTheFix(String flag, String fix) {
        assertThat(ControlledFlags.refusal(flag)).hasValueSatisfying(m -> assertThat(m).startsWith(flag + " sets ").endsWith(fix));
    }

    @ParameterizedTest
    @ValueSource(strings = {"-XX:+UseNUMA", "-XX:-UseCompressedOops", "-XX:+UseLargePages", "-Xss512k",
        "-XX:ParallelGCThreads=2", "-Dfoo=bar", "-XX:+UseTransparentHugePages", "-Xlog:os=info"})
    void otherFlagsArePlatformVariants(String flag) {
        assertThat(ControlledFlags.refusal(flag)).isEmpty();
    }
}
