package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.testsupport.TestJdks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GC logging and JFR options per JVM, and that the real JVMs accept them and write the files. */
class LaunchFlagsTest {
    @TempDir
    Path dir;

    private static Jvm jvm(String version, String vmName, JvmFamily family) {
        return new Jvm("test", Path.of("/jdk"), Path.of("/jdk/bin/java"), "Vendor", "openjdk", version,
                JavaVersion.feature(version), vmName, "", "amd64", family);
    }

    @Test
    void unifiedLoggingFrom9() {
        assertThat(GcLogging.flagsFor(jvm("17.0.2", "OpenJDK 64-Bit Server VM", JvmFamily.HOTSPOT), Path.of("/t/gc.log")))
                .containsExactly("-Xlog:gc*=info,gc+age=trace,safepoint=info:file=/t/gc.log:uptime,time,level,tags:filecount=0");
    }

    @Test
    void legacyLoggingOn8() {
        assertThat(GcLogging.flagsFor(jvm("1.8.0_402", "OpenJDK 64-Bit Server VM", JvmFamily.HOTSPOT), Path.of("/t/gc.log")))
                .contains("-XX:+PrintGCDetails", "-XX:+PrintTenuringDistribution", "-XX:+PrintGCApplicationStoppedTime",
                        "-XX:+PrintGCDateStamps", "-XX:+PrintGCTimeStamps")
                .endsWith("-Xloggc:/t/gc.log");
    }

    @Test
    void verboseGcOnOpenJ9() {
        assertThat(GcLogging.flagsFor(jvm("17.0.9", "Eclipse OpenJ9 VM", JvmFamily.OPENJ9), Path.of("/t/gc.xml")))
                .containsExactly("-Xverbosegclog:/t/gc.xml");
    }

    @Test
    void unifiedLoggingQuotesPathsWithSeparators() {
        assertThat(GcLogging.unifiedFileName("C:\\logs\\gc.log")).isEqualTo("\"C:\\logs\\gc.log\"");
        assertThat(GcLogging.unifiedFileName("/tmp/a,b.log")).isEqualTo("\"/tmp/a,b.log\"");
        assertThatThrownBy(() -> GcLogging.unifiedFileName("/tmp/a\"b")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void jfrWhereTheFlightRecorderExists() {
        Path file = Path.of("/t/run.jfr");
        assertThat(JfrFlags.flagsFor(jvm("11.0.13", "OpenJDK 64-Bit Server VM", JvmFamily.HOTSPOT), file)).get()
                .isEqualTo(List.of("-XX:StartFlightRecording=filename=/t/run.jfr,dumponexit=true,settings=default"));
        assertThat(JfrFlags.flagsFor(jvm("1.8.0_262", "OpenJDK 64-Bit Server VM", JvmFamily.HOTSPOT), file)).isPresent();
        assertThat(JfrFlags.flagsFor(jvm("1.8.0_252", "OpenJDK 64-Bit Server VM", JvmFamily.HOTSPOT), file)).isEmpty();
        assertThat(JfrFlags.flagsFor(jvm("17.0.2", "OpenJDK 64-Bit Zero VM", JvmFamily.HOTSPOT), file)).isEmpty();
        assertThat(JfrFlags.flagsFor(jvm("17.0.9", "Eclipse OpenJ9 VM", JvmFamily.OPENJ9), file)).isEmpty();
        assertThat(JfrFlags.flagsFor(jvm("17", "x", JvmFamily.HOTSPOT), Path.of("/t/a,b=c d'e.jfr"))).get()
                .isEqualTo(List.of("-XX:StartFlightRecording=filename=\"/t/a,b=c d'e.jfr\",dumponexit=true,settings=default"));
        assertThat(JfrFlags.fileName("/t/q\"uote.jfr")).isEqualTo("'/t/q\"uote.jfr'");
        assertThatThrownBy(() -> JfrFlags.flagsFor(jvm("17", "x", JvmFamily.HOTSPOT), Path.of("/t/'\".jfr")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void realJvmsWriteTheGcLogAndRecording() throws IOException {
        for (Path home : List.of(TestJdks.JDK17, TestJdks.TEMURIN25)) {
            JvmIdentity identity = JvmIdentifier.identify(home, home.resolve("bin/java"), "", Duration.ofSeconds(60));
            Jvm jvm = new Jvm("x", home, home.resolve("bin/java"), identity.vendor(), "openjdk", identity.version(),
                    identity.featureVersion(), identity.vmName(), "", identity.arch(), identity.family());
            // every character a directory name may hold that the options' syntax cares about; the last
            // two hold both quotes, which neither -Xlog nor -XX:StartFlightRecording can carry (a link then)
            for (String name : List.of("a,b=c d'e ü", "q\"uote", "both'\"quotes, = ü")) {
                Path odd = Files.createDirectories(dir.resolve(name));
                Path log = odd.resolve(identity.featureVersion() + "-gc.log");
                Path jfr = odd.resolve(identity.featureVersion() + ".jfr");
                List<String> command = new ArrayList<>(jvm.launchPrefix());
                command.addAll(CollectorCatalog.flags(jvm, Collector.G1).orElseThrow());
                command.addAll(GcLogging.flagsFor(jvm, log));
                command.addAll(JfrFlags.flagsFor(jvm, jfr).orElseThrow());
                command.add("-version");

                ProcessOutput output = ChildProcess.run(command, Duration.ofSeconds(60));

                assertThat(output.exitCode()).as(name + ": " + output.failure()).isZero();
                assertThat(Files.readString(log)).as(name).contains("[info][gc").contains("Using G1");
                assertThat(Files.size(jfr)).as(name).isPositive();
            }
        }
    }
}
