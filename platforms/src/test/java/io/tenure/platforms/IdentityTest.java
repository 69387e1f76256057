package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.testsupport.TestJdks;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Version strings, the properties a JVM prints, build names and the ids made from them. */
class IdentityTest {
    @ParameterizedTest(name = "{0} is feature {1} update {2}")
    @CsvSource({"1.8.0_402, 8, 402", "1.8.0, 8, 0", "11.0.13, 11, 13", "17.0.21.1, 17, 21", "25, 25, 0",
        "21-ea, 21, 0", "25.0.3, 25, 3"})
    void versions(String version, int feature, int update) {
        assertThat(JavaVersion.feature(version)).isEqualTo(feature);
        assertThat(JavaVersion.update(version)).isEqualTo(update);
    }

    @Test
    void notAVersion() {
        assertThatThrownBy(() -> JavaVersion.feature("unknown")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void propertiesOfARealJvmIncludingMultiLineValues() {
        List<String> command = List.of(TestJdks.JDK17.resolve("bin/java").toString(), "-XshowSettings:properties", "-version");
        ProcessOutput output = ChildProcess.run(command, Duration.ofSeconds(60));

        JvmProperties properties = JvmProperties.parse(output.combined());

        assertThat(properties.get("java.home")).contains(TestJdks.JDK17.toString());
        assertThat(properties.get("java.specification.version")).contains("17");
        assertThat(properties.get("java.library.path")).get().asString().contains("\n");
        assertThat(properties.values()).doesNotContainKey("openjdk version \"17");
    }

    @Test
    void releaseFileValuesAreUnquoted() {
        ReleaseFile release = ReleaseFile.parse("IMPLEMENTOR=\"Eclipse Adoptium\"\nJAVA_VERSION=\"25.0.3\"\n# x=y\nBAD\n");
        assertThat(release.get("IMPLEMENTOR")).contains("Eclipse Adoptium");
        assertThat(release.get("JAVA_VERSION")).contains("25.0.3");
        assertThat(release.values()).hasSize(2);
    }

    @ParameterizedTest(name = "{0} / {1} / {2} / {3} -> {4}")
    @CsvSource(delimiter = '|', value = {
        "Debian | | OpenJDK Runtime Environment | OpenJDK 64-Bit Server VM | openjdk",
        "Eclipse Adoptium | Temurin-25.0.3+9 | OpenJDK Runtime Environment | OpenJDK 64-Bit Server VM | temurin",
        "Amazon.com Inc. | Corretto-17.0.9.8.1 | OpenJDK Runtime Environment | OpenJDK 64-Bit Server VM | corretto",
        "Azul Systems, Inc. | Zulu17.46+19-CA | OpenJDK Runtime Environment | OpenJDK 64-Bit Server VM | zulu",
        "Oracle Corporation | | Java(TM) SE Runtime Environment | Java HotSpot(TM) 64-Bit Server VM | oracle",
        "Oracle Corporation | | OpenJDK Runtime Environment | OpenJDK 64-Bit Server VM | openjdk",
        "IBM Corporation | | IBM Semeru Runtime Open Edition | Eclipse OpenJ9 VM | semeru",
        "AdoptOpenJDK | | OpenJDK Runtime Environment | Eclipse OpenJ9 VM | adoptopenjdk-openj9",
        "Microsoft | Microsoft-8035246 | OpenJDK Runtime Environment | OpenJDK 64-Bit Server VM | microsoft",
        "GraalVM Community | GraalVM CE 21.0.1+12.1 | OpenJDK Runtime Environment | OpenJDK 64-Bit Server VM | graalvm"})
    void distributions(String vendor, String vendorVersion, String runtimeName, String vmName, String expected) {
        JvmIdentity identity = new JvmIdentity(vendor, vendorVersion, runtimeName, "17.0.1", vmName, "amd64", "/x");
        assertThat(Distribution.of(identity)).isEqualTo(expected);
    }

    private static Jvm jvm(String distribution, String version, String variant, String home) {
        return new Jvm("unnamed", Path.of(home), Path.of(home, "bin/java"), "v", distribution, version,
                JavaVersion.feature(version), "vm", variant, "amd64", JvmFamily.HOTSPOT);
    }

    @Test
    void idsAreShortUnlessTheyCollide() {
        List<Jvm> named = JvmIds.assign(List.of(
                jvm("openjdk", "17.0.21.1", "", "/a"),
                jvm("openjdk", "17.0.21.1", "-zero", "/a"),
                jvm("temurin", "21.0.8", "", "/b"),
                jvm("temurin", "21.0.4", "", "/c"),
                jvm("temurin", "25.0.3", "", "/d"),
                jvm("temurin", "25.0.3", "", "/e")));

        assertThat(named).extracting(Jvm::id).containsExactly(
                "openjdk-17", "openjdk-17-zero", "temurin-21.0.8", "temurin-21.0.4", "temurin-25.0.3", "temurin-25.0.3-2");
    }

    @Test
    void probeJudgementReadsTheJvmsWords() {
        List<String> command = List.of("java");
        ProbeOutcome unrecognized = JvmProber.judge(new ProcessOutput(command, 1, "",
                "Unrecognized VM option 'UseConcMarkSweepGC'\nError: Could not create the Java Virtual Machine.\n"
                        + "Error: A fatal exception has occurred. Program will exit.\n", 10), List.of("-XX:+UseConcMarkSweepGC"));
        assertThat(unrecognized.ok()).isFalse();
        assertThat(unrecognized.reason()).isEqualTo("Unrecognized VM option 'UseConcMarkSweepGC'");

        ProbeOutcome silentlyIgnored = JvmProber.judge(new ProcessOutput(command, 0,
                "-XX:InitialHeapSize=1 -XX:+UseG1GC \n", "openjdk version \"17\"\n", 10), List.of("-XX:+UseSerialGC"));
        assertThat(silentlyIgnored.ok()).isFalse();
        assertThat(silentlyIgnored.reason()).contains("did not select it");
    }
}
