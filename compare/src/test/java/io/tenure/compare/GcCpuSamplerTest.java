package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import io.tenure.platforms.launch.RunningProcess;
import io.tenure.testsupport.Requirements;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * GC CPU time: the thread names {@code /proc} shows, the performance counters' arithmetic, and real
 * runs of a test program: on Temurin 25 with G1 the JVM's own counters are used, on JDK 17 (no
 * such counters) the GC threads from {@code /proc}.
 */
class GcCpuSamplerTest {
    private static String stat(String name, long utime, long stime) {
        // fields 1-13, then utime (14) and stime (15), then the rest of a real line
        return "4242 (" + name + ") S 1 4242 4242 0 -1 4194368 100 0 0 0 " + utime + " " + stime
                + " 0 0 20 0 1 0 123 456789 100 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0";
    }

    /** The names HotSpot 17 and 25 give their GC threads, as /proc shows them (15 characters at most). */
    @ParameterizedTest
    @ValueSource(strings = {"GC Thread#0", "G1 Conc#0", "G1 Refine#0", "G1 Main Marker", "G1 Service", "ZWorker#0",
        "ZWorkerYoung#0", "ZWorkerOld#0", "ZDirector", "ZDriverMajor", "ZStat", "ZUncommitter#0", "Shenandoah Cont",
        "Shenandoah GC T", "GC task thread#"})
    void gcThreadsCount(String name) {
        assertThat(GcCpuSampler.gcThreadSeconds(stat(name, 150, 25))).isEqualTo(1.75);
    }

    /** The VM Thread also runs safepoints that are not GC; compiler and runtime workers are not GC either. */
    @ParameterizedTest
    @ValueSource(strings = {"VM Thread", "C2 CompilerThre", "RuntimeWorker#0", "java", "main", "Service Thread",
        "VM Periodic Tas", "My GC Thread"})
    void otherThreadsDoNot(String name) {
        assertThat(GcCpuSampler.gcThreadSeconds(stat(name, 150, 25))).isNull();
    }

    @Test
    void aNameWithParenthesesAndSpacesIsReadUpToTheLastParenthesis() {
        assertThat(GcCpuSampler.gcThreadSeconds(stat("GC Thread#1) x (y", 10, 0))).isEqualTo(0.1);
        assertThat(GcCpuSampler.gcThreadSeconds("garbage")).isNull();
    }

    @Test
    void theTotalCounterIsReadInItsTicks() {
        assertThat(GcCpuSampler.gcCounterSeconds(Map.of("sun.os.hrt.frequency", 1_000_000_000L,
                "sun.threads.total_gc_cpu_time", 1_500_000_000L, "sun.threads.cpu_time.gc_parallel_workers", 7L)))
                .isEqualTo(1.5);
        assertThat(GcCpuSampler.gcCounterSeconds(Map.of("sun.os.hrt.frequency", 1000L,
                "sun.threads.cpu_time.gc_parallel_workers", 1500L, "sun.threads.cpu_time.gc_conc_mark", 500L,
                "sun.threads.cpu_time.vm", 99_000L))).as("the parts without a total; the VM thread is not GC").isEqualTo(2.0);
    }

    @Test
    void aJvmWithoutTheCountersGivesNoFigure() {
        assertThat(GcCpuSampler.gcCounterSeconds(Map.of("sun.os.hrt.frequency", 1_000_000_000L,
                "sun.threads.vmOperationTime", 55_100_420L))).isNull();
        assertThat(GcCpuSampler.gcCounterSeconds(Map.of("sun.threads.total_gc_cpu_time", 5L))).as("no frequency").isNull();
    }

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

        GcCpuSampler.Measurement m = measure(dir, java, collector);

        if (source.equals("none")) {
            assertThat(m).isNull();
        } else {
            assertThat(m).isNotNull();
            assertThat(m.source()).isEqualTo(source);
            assertThat(m.seconds()).isNotNegative().isLessThan(600);
        }
    }

    /** LiveSet (16 MB live, 600 MB of garbage) in a 64 MB heap, sampled until it exits. */
    private static GcCpuSampler.Measurement measure(Path dir, Path java, String collector) throws Exception {
        LaunchRequest request = new LaunchRequest(List.of(java.toString(), collector, "-Xmx64m", "-cp",
                TestConfigs.testClasses(), "io.tenure.compare.programs.LiveSet", "16", "600"), dir,
                dir.resolve("out.txt"), dir.resolve("err.txt"), null, Duration.ofMinutes(3), Map.of());
        RunningProcess process = JvmLauncher.start(request);
        // a child that is gone already failed to start (seen once under load): say why instead of "No value present"
        java.util.Optional<ProcessHandle> handle = ProcessHandle.of(process.pid());
        if (handle.isEmpty()) {
            throw new AssertionError("the child JVM ended before it could be sampled: " + process.await() + "\n"
                    + read(dir.resolve("out.txt")) + "\n" + read(dir.resolve("err.txt")));
        }
        GcCpuSampler sampler = GcCpuSampler.start(handle.get());
        boolean succeeded;
        GcCpuSampler.Measurement measured;
        try {
            succeeded = process.await().succeeded();
        } finally {
            measured = sampler.stop();
        }
        assertThat(succeeded).as(Files.readString(dir.resolve("err.txt"))).isTrue();
        return measured;
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "(no " + file.getFileName() + ")";
        } catch (java.io.IOException e) {
            return "(" + file.getFileName() + " unreadable: " + e.getMessage() + ")";
        }
    }
}
