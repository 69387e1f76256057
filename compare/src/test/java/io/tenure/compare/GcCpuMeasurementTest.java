package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.platforms.launch.GcCpuProbe;
import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import io.tenure.platforms.launch.RunningProcess;
import io.tenure.testsupport.Requirements;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * GC CPU time of real runs of a test program, sampled in the launch's loop ({@link GcCpuProbe}): on
 * Temurin 25 with G1 the JVM's own counters are used, on JDK 17 (no such counters) the GC threads
 * from {@code /proc}.
 */
class GcCpuMeasurementTest {
    /**
     * Real runs: JDK 25's counters for G1; its Serial leaves the counter at 0 and has no GC thread,
     * so neither source gives a figure (the GC log's [gc,cpu] lines then do); JDK 17 has no counter.
     */
    @ParameterizedTest
    @CsvSource({
        "jdk25, /usr/lib/jvm/temurin-25-jdk-amd64, -XX:+UseG1GC, perf-counters",
        "jdk25, /usr/lib/jvm/temurin-25-jdk-amd64, -XX:+UseSerialGC, none",
        "jdk17, /usr/lib/jvm/java-17-openjdk-amd64, -XX:+UseParallelGC, proc-threads"})
    void theSourceEachJdkGives(String component, Path home, String collector, String source, @TempDir Path dir)
            throws Exception {
        Path java = home.resolve("bin/java");
        Requirements.assumeAvailable(component, Files.isExecutable(java), "no JDK at " + home);

        GcCpuProbe.Measurement m = measure(dir, java, collector);

        if (source.equals("none")) {
            assertThat(m).isNull();
        } else {
            assertThat(m).isNotNull();
            assertThat(m.source()).isEqualTo(source);
            assertThat(m.seconds()).isNotNegative().isLessThan(600);
        }
    }

    /** LiveSet (16 MB live, 600 MB of garbage) in a 64 MB heap, sampled until it exits. */
    private static GcCpuProbe.Measurement measure(Path dir, Path java, String collector) throws Exception {
        LaunchRequest request = new LaunchRequest(List.of(java.toString(), collector, "-Xmx64m", "-cp",
                TestConfigs.testClasses(), "io.tenure.compare.programs.LiveSet", "16", "600"), dir,
                dir.resolve("out.txt"), dir.resolve("err.txt"), null, Duration.ofMinutes(3), Map.of());
        GcCpuProbe gcCpu = new GcCpuProbe();
        RunningProcess process = JvmLauncher.start(request, gcCpu);
        boolean succeeded;
        GcCpuProbe.Measurement measured;
        try {
            succeeded = process.await().succeeded();
        } finally {
            measured = gcCpu.finish();
        }
        assertThat(succeeded).as(Files.readString(dir.resolve("err.txt"))).isTrue();
        return measured;
    }
}
