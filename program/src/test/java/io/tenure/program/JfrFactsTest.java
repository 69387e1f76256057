package io.tenure.program;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The allocating threads of a real recording: a child JVM whose threads allocate known shares,
 * recorded with JFR's default settings (what {@code tenure compare} records).
 */
class JfrFactsTest {
    @TempDir
    Path dir;

    @Test
    void threadsThatAllocateAlikeCountOneEachAndTheJvmsOwnThreadsHardlyAtAll() throws Exception {
        JfrFacts three = record("three", 3, 1);
        // the main thread's start-up (JFR's own set-up included) allocates a little too
        assertThat(three.allocatingThreads()).isCloseTo(3.0, offset(0.3));
        assertThat(three.hardwareThreads()).isPositive();
    }

    @Test
    void oneThreadDoingNearlyAllTheAllocationCountsAboutOne() throws Exception {
        // one thread allocates 20 times what each of three others does: (23)^2 / (400 + 3) = 1.31
        JfrFacts skewed = record("skewed", 4, 20);
        assertThat(skewed.allocatingThreads()).isCloseTo(1.31, offset(0.2));
    }

    @Test
    void theEffectiveCountIsTheInverseSimpsonIndex() {
        assertThat(JfrFacts.effectiveCount(List.of(100L, 100L, 0L, 100L))).isCloseTo(3.0, offset(1e-9));
        assertThat(JfrFacts.effectiveCount(List.of(300L, 100L))).isCloseTo(1.6, offset(1e-9));
        assertThat(JfrFacts.effectiveCount(List.of(0L, 0L))).isNull();
        assertThat(JfrFacts.effectiveCount(List.of())).isNull();
    }

    /** {@code threads} threads allocating in a child JVM; the first allocates {@code firstWeight} times each other's. */
    private JfrFacts record(String name, int threads, int firstWeight) throws IOException, InterruptedException,
            URISyntaxException {
        Path jfr = dir.resolve(name + ".jfr");
        Path out = dir.resolve(name + ".out");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx64m", "-XX:+UseSerialGC",
                "-XX:StartFlightRecording=filename=" + jfr + ",settings=default", "-cp", classPath(),
                AllocatingThreads.class.getName(), Integer.toString(threads), Integer.toString(firstWeight)));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("timed out: " + command);
        }
        assertThat(p.exitValue()).as(Files.readString(out, StandardCharsets.UTF_8)).isZero();
        return JfrFacts.read(jfr);
    }

    private static String classPath() throws URISyntaxException {
        return Path.of(AllocatingThreads.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** The child: threads that each allocate a fixed number of small arrays, then end. */
    public static final class AllocatingThreads {
        private static volatile Object sink;

        public static void main(String[] args) throws InterruptedException {
            int threads = Integer.parseInt(args[0]);
            int firstWeight = Integer.parseInt(args[1]);
            List<Thread> started = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                long arrays = 6_000_000L * (i == 0 ? firstWeight : 1);
                Thread t = new Thread(() -> {
                    for (long k = 0; k < arrays; k++) {
                        sink = new byte[64];
                    }
                    // parked until the recording's last sample, so it is still counted at the end
                    try {
                        Thread.sleep(Long.MAX_VALUE);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }, "allocator-" + i);
                t.setDaemon(true);
                t.start();
                started.add(t);
            }
            // every thread done allocating: their totals are final when the recording ends at exit
            for (Thread t : started) {
                while (t.getState() != Thread.State.TIMED_WAITING) {
                    Thread.sleep(10);
                }
            }
        }
    }
}
