package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Finding the model platform a log came from: collector, then JVM feature version, then the nearest heap. */
class PlatformMatchTest {
    private static Platform platform(String key, String jvm, String collector, Integer heapMB) {
        return new Platform(key, "vm", "", jvm, collector, heapMB, null);
    }

    private static final List<Platform> PLATFORMS = List.of(
            platform("vm/openjdk-17/G1/heap384m", "Debian 17.0.15 server", "G1", 384),
            platform("vm/openjdk-17/G1/heap1024m", "Debian 17.0.15 server", "G1", 1024),
            platform("vm/temurin-25/G1/heap384m", "temurin-25.0.1", "G1", 384),
            platform("vm/openjdk-17/Parallel/heap384m", "Debian 17.0.15 server", "Parallel", 384));

    @Test
    void theSameCollectorAndJvmWithTheNearestHeap() {
        assertThat(PlatformMatch.find(PLATFORMS, "G1", 17, 900).orElseThrow().platform().key())
                .isEqualTo("vm/openjdk-17/G1/heap1024m");
        assertThat(PlatformMatch.find(PLATFORMS, "g1", 17, 400).orElseThrow().platform().key())
                .isEqualTo("vm/openjdk-17/G1/heap384m");
        assertThat(PlatformMatch.find(PLATFORMS, "G1", 25, 4096).orElseThrow().platform().key())
                .isEqualTo("vm/temurin-25/G1/heap384m");
        assertThat(PlatformMatch.find(PLATFORMS, "Parallel", 17, null).orElseThrow().how())
                .isEqualTo("collector Parallel, JVM 17, heap 384 MB (log: not in the log)");
    }

    @Test
    void noPlatformOfAnotherJvmOrCollector() {
        assertThat(PlatformMatch.find(PLATFORMS, "Parallel", 21, 384)).isEmpty();
        assertThat(PlatformMatch.find(PLATFORMS, "ZGC", 17, 384)).isEmpty();
        assertThat(PlatformMatch.find(PLATFORMS, null, 17, 384)).isEmpty();
    }

    @Test
    void aLogWithoutItsJvmVersionIsAmbiguousWhenTheCollectorRunsOnSeveralJvms() {
        assertThat(PlatformMatch.ambiguousJvms(PLATFORMS, "G1", null)).extracting(Platform::key).containsExactly(
                "vm/openjdk-17/G1/heap1024m", "vm/openjdk-17/G1/heap384m", "vm/temurin-25/G1/heap384m");
        // one JVM's Parallel, or a version in the log: the heap may choose
        assertThat(PlatformMatch.ambiguousJvms(PLATFORMS, "Parallel", null)).isEmpty();
        assertThat(PlatformMatch.ambiguousJvms(PLATFORMS, "G1", 17)).isEmpty();
        assertThat(PlatformMatch.ambiguousJvms(PLATFORMS, null, null)).isEmpty();
    }

    @Test
    void featureVersions() {
        assertThat(PlatformMatch.jvmMajor("17.0.21.1+2-1-deb12u1-Debian")).isEqualTo(17);
        assertThat(PlatformMatch.jvmMajor("temurin-25.0.1")).isEqualTo(25);
        assertThat(PlatformMatch.jvmMajor("1.8.0_392")).isEqualTo(8);
        assertThat(PlatformMatch.jvmMajor("24-internal-adhoc.saint.jdk (slowdebug)")).isEqualTo(24);
        assertThat(PlatformMatch.jvmMajor("no digits")).isNull();
        assertThat(PlatformMatch.jvmMajor(Platform.named("box/temurin-17/serial/heap256m/young-default"))).isEqualTo(17);
    }
}
