package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The analysis keeps no list of events: 6 million events (gigabytes if they were kept) pass
 * through it in a JVM of 64 MB heap. Runs in a child JVM so the heap limit is real.
 */
class BoundedMemoryTest {
    @Test
    void sixMillionEventsFitIn64MegabytesOfHeap() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(List.of(java, "-Xmx64m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), SyntheticLog.class.getName(), "3000000"))
                .redirectErrorStream(true).start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        boolean finished = child.waitFor(120, TimeUnit.SECONDS);
        if (!finished) {
            child.destroyForcibly();
        }

        assertThat(finished).as("child finished within 120 s").isTrue();
        assertThat(child.exitValue()).as(output).isZero();
        // 2 files x 3e6 events, every 100th a full GC; survival pairs skip the young GC after each full GC.
        // 5,880,000 values keep every 16th (the smallest power of 2 that fits 2^19): 367,500; listing
        // at most 10,000 of those takes every 37th: 9,933 values, 16 x 37 = 592 collections apart.
        assertThat(output.strip()).isEqualTo(
                "pauses=6000000 runs=2 young=5940000 full=60000 survivalValues=5880000 series=9933 stride=592");
    }
}
