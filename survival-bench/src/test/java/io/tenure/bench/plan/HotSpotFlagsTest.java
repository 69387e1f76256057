package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class HotSpotFlagsTest {
    @Test
    void collectorsComeAndGoWithTheirJdkVersions() {
        assertThat(HotSpotFlags.collectorFlags(Collector.CMS, 13)).contains(List.of("-XX:+UseConcMarkSweepGC"));
        assertThat(HotSpotFlags.collectorFlags(Collector.CMS, 14)).isEmpty();
        assertThat(HotSpotFlags.collectorFlags(Collector.ZGC, 11)).contains(List.of("-XX:+UnlockExperimentalVMOptions", "-XX:+UseZGC"));
        assertThat(HotSpotFlags.collectorFlags(Collector.ZGC, 17)).contains(List.of("-XX:+UseZGC"));
        assertThat(HotSpotFlags.collectorFlags(Collector.ZGC, 23)).contains(List.of("-XX:+UseZGC", "-XX:-ZGenerational"));
        assertThat(HotSpotFlags.collectorFlags(Collector.ZGC, 24)).isEmpty();
        assertThat(HotSpotFlags.collectorFlags(Collector.ZGC_GENERATIONAL, 17)).isEmpty();
        assertThat(HotSpotFlags.collectorFlags(Collector.ZGC_GENERATIONAL, 21)).contains(List.of("-XX:+UseZGC", "-XX:+ZGenerational"));
        assertThat(HotSpotFlags.collectorFlags(Collector.ZGC_GENERATIONAL, 25)).contains(List.of("-XX:+UseZGC"));
        assertThat(HotSpotFlags.collectorFlags(Collector.SHENANDOAH, 11)).isEmpty();
        assertThat(HotSpotFlags.collectorFlags(Collector.EPSILON, 8)).isEmpty();
        assertThat(HotSpotFlags.collectorFlags(Collector.GENCON, 17)).isEqualTo(Optional.empty());
    }

    @Test
    void logFlagsFollowTheLoggingFramework() {
        Path log = Path.of("/tmp/x/gc.log");
        assertThat(HotSpotFlags.gcLogFlags(17, log)).containsExactly(
                "-Xlog:gc*=info,gc+heap=debug,gc+age=trace,safepoint=info:file=/tmp/x/gc.log:time,uptime,level,tags:filecount=0");
        assertThat(HotSpotFlags.gcLogFlags(8, log)).startsWith("-Xloggc:/tmp/x/gc.log", "-XX:+PrintGCDetails");
        assertThat(HotSpotFlags.jfrFlags(8, log)).isEmpty();
    }

    @Test
    void jdkSelfDescriptionIsRead() {
        String settings = "Property settings:\n    java.home = /opt/jdk\n    java.library.path = /a\n        /b\n"
                + "    java.specification.version = 1.8\n    java.vendor = Eclipse Adoptium\n";
        var props = SettingsOutput.properties(settings);
        assertThat(props).containsEntry("java.home", "/opt/jdk").containsEntry("java.library.path", "/a")
                .containsEntry("java.vendor", "Eclipse Adoptium");
        assertThat(SettingsOutput.featureVersion(props.get("java.specification.version"))).isEqualTo(8);
        assertThat(SettingsOutput.featureVersion("17.0.21.1")).isEqualTo(17);
        assertThat(SettingsOutput.distribution("Eclipse Adoptium", "OpenJDK 64-Bit Server VM")).isEqualTo("temurin");
        assertThat(SettingsOutput.distribution("Debian", "OpenJDK 64-Bit Server VM")).isEqualTo("openjdk");
        assertThat(SettingsOutput.distribution("Oracle Corporation", "Java HotSpot(TM) 64-Bit Server VM")).isEqualTo("oracle");
        assertThat(SettingsOutput.distribution("IBM Corporation", "Eclipse OpenJ9 VM")).isEqualTo("semeru");
    }
}
