package io.tenure.cli.platforms;

import io.tenure.platforms.Collector;
import io.tenure.platforms.CollectorSupport;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JvmFamily;
import io.tenure.testsupport.Golden;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The exact JSON of {@code tenure platforms} ({@code tenure-platforms/1}) for a fixed host and two
 * JVMs: one with JFR and an unavailable collector, one Zero VM without JFR. What this machine's
 * JDKs give is {@link PlatformsCommandTest}'s business.
 */
class PlatformsJsonGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    @Test
    void jsonIsItsGoldenText() throws IOException {
        HostFingerprint host = new HostFingerprint(HostFingerprint.SCHEMA, "2026-11-23T12:00:00Z", "box",
                new HostFingerprint.Os("Linux", "6.1.0", "amd64", "Debian GNU/Linux 12 (bookworm)", "debian", "12"),
                new HostFingerprint.Cpu("Intel(R) Xeon(R) Processor", 2, 2, 1, 2), 8L * 1024 * 1024 * 1024,
                new HostFingerprint.Cgroup("v2", 2.0, null), 1, "madvise",
                new HostFingerprint.Container(true, List.of("/.dockerenv exists")));
        Jvm temurin = new Jvm("temurin-21", Path.of("/opt/jdk-21"), Path.of("/opt/jdk-21/bin/java"), "Eclipse Adoptium",
                "Temurin", "21.0.8", 21, "OpenJDK 64-Bit Server VM", "", "amd64", JvmFamily.HOTSPOT);
        Jvm zero = new Jvm("openjdk-17-zero", Path.of("/usr/lib/jvm/java-17"), Path.of("/usr/lib/jvm/java-17/bin/java"),
                "Debian", "", "17.0.15", 17, "OpenJDK 64-Bit Zero VM", "-zero", "amd64", JvmFamily.HOTSPOT);
        List<PlatformsView.Row> rows = List.of(
                new PlatformsView.Row(temurin, List.of(
                        new CollectorSupport(Collector.G1, List.of("-XX:+UseG1GC"), true, null, List.of()),
                        new CollectorSupport(Collector.CMS, List.of(), false, "removed in JDK 14 (JEP 363)", List.of())),
                        true),
                new PlatformsView.Row(zero, List.of(
                        new CollectorSupport(Collector.SERIAL, List.of("-XX:+UseSerialGC"), true, null,
                                List.of("OpenJDK 64-Bit Zero VM warning: a deprecated flag"))),
                        false));
        PlatformsView view = new PlatformsView(host, rows, List.of("/opt/broken: java -version exited with 1"));
        Golden.check(GOLDEN.resolve("tenure-platforms-1.json"), view.json("VERSION"));
    }
}
