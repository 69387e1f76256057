package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class PlatformKeyTest {
    @Test
    void oneTextualForm() {
        PlatformKey key = new PlatformKey("vm", "openjdk-17", "serial", 96, 12, null);
        assertThat(key).hasToString("vm/openjdk-17/serial/heap96m/young12m");
        assertThat(new PlatformKey("vm", "temurin-25", "g1", null, null, null))
                .hasToString("vm/temurin-25/g1/heap-default/young-default");
        assertThat(new PlatformKey("vm", "temurin-25", "g1", 512, null, "numa"))
                .as("a --variant is a platform of its own").hasToString("vm/temurin-25/g1/heap512m/young-default/numa");
        assertThat(key.collectorName()).isEqualTo("Serial");
    }

    @Test
    void aCellIsKeyedByTheCollectorsCatalogIdWhateverItsSpelling() {
        CellResult.JvmInfo jvm = new CellResult.JvmInfo("openjdk-17", "Debian", "17", "server", 17, null);
        CellResult.Target target = new CellResult.Target(0.2, 16, "64", 1, 48, "fifo", "bytes", 64, 8, 42);
        CellResult byName = new CellResult("c1", jvm, "ZGC (generational)", null, null, 0, null, null, List.of(), null, null, target,
                RunStatus.OK, null, null, List.of());
        assertThat(PlatformKey.of("vm", byName)).hasToString("vm/openjdk-17/zgc-generational/heap-default/young-default");
    }

    @Test
    void cpusAndInstancesFollowTheVariantAndParseBack() {
        PlatformKey key = new PlatformKey("vm", "openjdk-17", "parallel", 512, 64, "numa", "t4", 1, 2);
        assertThat(key).hasToString("vm/openjdk-17/parallel/heap512m/young64m/numa/cpus=1/instances=2#t4");
        assertThat(PlatformKey.parse(key.toString())).isEqualTo(key);
        assertThat(key.platformOnly()).as("CPUs and instances define the platform, threads are a workload point")
                .hasToString("vm/openjdk-17/parallel/heap512m/young64m/numa/cpus=1/instances=2");
        PlatformKey noVariant = new PlatformKey("vm", "openjdk-17", "parallel", 512, 64, null, null, null, 4);
        assertThat(noVariant).hasToString("vm/openjdk-17/parallel/heap512m/young64m/instances=4");
        assertThat(PlatformKey.parse(noVariant.toString())).isEqualTo(noVariant);
        assertThat(new PlatformKey("vm", "openjdk-17", "parallel", 512, 64, null, null, null, 1))
                .as("one JVM is the key without it").isEqualTo(new PlatformKey("vm", "openjdk-17", "parallel", 512, 64, null));
        assertThatThrownBy(() -> PlatformKey.parse("vm/openjdk-17/parallel/heap512m/young64m/numa/cpus=0"))
                .hasMessageContaining("'cpus=0' needs a whole number >= 1");
        assertThatThrownBy(() -> PlatformKey.parse("vm/openjdk-17/parallel/heap512m/young64m/numa/extra"))
                .hasMessageContaining("'extra' is none of cpus=N, instances=N");
    }

    @Test
    void aCellsCpusAndInstancesAreInItsPlatformAndItsThreadsInItsWorkloadPoint() {
        CellResult.JvmInfo jvm = new CellResult.JvmInfo("openjdk-17", "Debian", "17", "server", 17, null);
        CellResult.Target target = new CellResult.Target(0.2, 16, "64", 2, 48, "fifo", "bytes", 64, 8, 42);
        CellResult cell = new CellResult("c1", jvm, "parallel", null, null, 128, 16L, 8, List.of(), null, null, target,
                RunStatus.OK, null, null, List.of(), 1, 2);
        assertThat(PlatformKey.of("vm", cell)).hasToString("vm/openjdk-17/parallel/heap128m/young16m/cpus=1/instances=2#t2");
        assertThat(PlatformKey.workloadOf(new CellResult.Target(0.2, 16, "64", 4, 48, "fifo", "bytes", 64, 8, 42,
                64, 0, 0, 0, WorkloadKind.SURVIVAL))).isEqualTo("r64-t4");
        assertThat(PlatformKey.workloadOf(new CellResult.Target(0, 16, "64", 4, 48, "fifo", "bytes", 64, 8, 42,
                0, 0, 0, 0, WorkloadKind.JBB, null, null, 64.0))).isEqualTo("jbb-t4");
    }

    @Test
    void separatorsInsideAPartAreEscaped() {
        PlatformKey key = new PlatformKey("a/b%2F", "/opt/jdk", "g1", null, 8, null);
        assertThat(key).hasToString("a%2Fb%252F/%2Fopt%2Fjdk/g1/heap-default/young8m");
        assertThat(PlatformKey.parse(key.toString())).isEqualTo(key);
    }

    @Test
    void aWorkloadPointOtherThanTheDefaultFollowsAHash() {
        PlatformKey key = new PlatformKey("h", "openjdk-17", "g1", 512, 32, "numa", "r64y0.5");
        assertThat(key).hasToString("h/openjdk-17/g1/heap512m/young32m/numa#r64y0.5");
        assertThat(PlatformKey.parse(key.toString())).isEqualTo(key);
        assertThat(key.platformOnly()).hasToString("h/openjdk-17/g1/heap512m/young32m/numa");
        assertThat(PlatformKey.parse("h/j/g1/heap512m/young32m#jbb").workload()).isEqualTo("jbb");
        CellResult.Target plain = new CellResult.Target(0.4, 128, "64", 1, 1024, "fifo", "bytes", 64, 256, 42);
        assertThat(PlatformKey.workloadOf(plain)).isNull();
        assertThat(PlatformKey.workloadOf(new CellResult.Target(0.4, 128, "mixed", 1, 1024, "fifo", "bytes", 64, 256, 42,
                16, 0.25, 0, 8, WorkloadKind.SURVIVAL, null, 0.25, null))).isEqualTo("r16y0.25-c8-ls0.25-szmixed");
        assertThat(PlatformKey.workloadOf(new CellResult.Target(0, 128, "64", 1, 1024, "fifo", "bytes", 64, 256, 42,
                0, 0, 0, 0, WorkloadKind.JBB, null, null, 64.0))).isEqualTo("jbb");
    }

    @Property
    void parseReadsWhatToStringWrote(@ForAll @StringLength(min = 1, max = 12) String host,
                                     @ForAll @IntRange(min = 0, max = 70000) int heap,
                                     @ForAll @IntRange(min = 0, max = 4000) int young, @ForAll boolean variant,
                                     @ForAll boolean workload) {
        Assume.that(!host.isBlank());
        PlatformKey key = new PlatformKey(host, "temurin-21", "parallel", heap == 0 ? null : heap,
                young == 0 ? null : young, variant ? "numa/50%#1" : null, workload ? "r16#%23" : null);
        assertThat(PlatformKey.parse(key.toString())).isEqualTo(key);
    }

    @Test
    void whatIsNotAKeyIsSaid() {
        assertThatThrownBy(() -> PlatformKey.parse("slow")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'slow' is not a platform key");
        assertThatThrownBy(() -> PlatformKey.parse("h/j/c/heapXm/young-default"))
                .hasMessageContaining("'Xm' is neither Nm nor -default");
        assertThatThrownBy(() -> new PlatformKey(" ", "j", "c", null, null, null))
                .hasMessageContaining("host: missing or blank");
    }
}
