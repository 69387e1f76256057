package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.platforms.Collector;
import io.tenure.platforms.CollectorCatalog;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JvmFamily;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.ProbeListener;
import io.tenure.platforms.UnknownJvmException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlatformJvmTest {
    private static final Path LOG = Path.of("/tmp/x/gc.log");
    private static final CollectorCatalog NO_LAUNCHES = new CollectorCatalog(ProbeCache.inMemory(), ProbeListener.silent());

    private static PlatformJvm described(int feature, JvmFamily family, String variantFlag) {
        return new PlatformJvm(new Jvm("t-" + feature, Path.of("/nonexistent"), Path.of("/nonexistent/bin/java"), "test",
                "t", feature == 8 ? "1.8.0_402" : feature + ".0.1", feature, family == JvmFamily.OPENJ9 ? "Eclipse OpenJ9 VM"
                : "OpenJDK 64-Bit Server VM", variantFlag, "amd64", family), NO_LAUNCHES);
    }

    @Test
    void unifiedLoggingIsThePlatformsSelectionPlusHeapFiguresInKilobytes() {
        assertThat(described(17, JvmFamily.HOTSPOT, "").gcLogFlags(LOG)).containsExactly(
                "-Xlog:gc*=info,gc+age=trace,safepoint=info,gc+heap=debug:file=/tmp/x/gc.log:uptime,time,level,tags:filecount=0");
    }

    @Test
    void legacyLoggingAddsTheHeapAtEveryCollection() {
        List<String> flags = described(8, JvmFamily.HOTSPOT, "").gcLogFlags(LOG);
        assertThat(flags).contains("-Xloggc:/tmp/x/gc.log", "-XX:+PrintGCDetails", "-XX:+PrintTenuringDistribution")
                .endsWith("-XX:+PrintHeapAtGC");
    }

    @Test
    void openJ9LogsItsVerboseGcXmlAsThePlatformsModuleSays() {
        assertThat(described(21, JvmFamily.OPENJ9, "").gcLogFlags(LOG)).containsExactly("-Xverbosegclog:/tmp/x/gc.log");
    }

    @Test
    void aVmVariantIsSelectedRightAfterTheLauncher() {
        assertThat(described(17, JvmFamily.HOTSPOT, "-zero").launchPrefix()).containsExactly("/nonexistent/bin/java", "-zero");
    }

    @Test
    void aCollectorTheVersionLacksIsRefusedWithTheCatalogsReason() {
        // Decided from the version alone: nothing is launched.
        assertThatThrownBy(() -> described(17, JvmFamily.HOTSPOT, "").collectorFlags(Collector.CMS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("removed in JDK 14");
        assertThatThrownBy(() -> BenchJvms.collectors(described(17, JvmFamily.HOTSPOT, ""), List.of("gencon")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not available on t-17");
    }

    @Test
    void theJvmRunningTheTestsIsFoundWithItsCollectors() {
        ProbeCache cache = ProbeCache.at(Path.of("target", "tenure-probes.json"));
        PlatformJvm current = BenchJvms.current(cache, ProbeListener.silent());
        cache.save();
        assertThat(current.featureVersion()).isEqualTo(Runtime.version().feature());
        assertThat(current.collectors()).contains(Collector.SERIAL, Collector.PARALLEL, Collector.G1);
        assertThat(current.collectorFlags(Collector.SERIAL)).containsExactly("-XX:+UseSerialGC");
        assertThatThrownBy(() -> BenchJvms.resolve(List.of("no-such-jvm-1"), cache, ProbeListener.silent()))
                .isInstanceOf(UnknownJvmException.class).hasMessageContaining("valid ids: ").hasMessageContaining(current.id());
        assertThatThrownBy(() -> BenchJvms.collectors(current, List.of("nosuchgc")))
                .hasMessageContaining("unknown collector 'nosuchgc'").hasMessageContaining("serial");
    }
}
