package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.testsupport.Golden;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe cache file's exact text ({@code tenure-probes/1}, golden file
 * {@code src/test/resources/golden/tenure-probes-1.json}; regenerate with
 * {@code -Dgolden.update=true}), and that it reads back into the same answers.
 */
class ProbeCacheGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/tenure-probes-1.json");

    @TempDir
    Path dir;

    @Test
    void theCacheFileIsItsGoldenTextAndReadsBack() throws IOException {
        Path file = dir.resolve("probes.json");
        Path home = Path.of("/opt/jdk-17");
        JvmIdentity identity = new JvmIdentity("Eclipse Adoptium", "Temurin-17.0.15+6", "OpenJDK Runtime Environment",
                "17.0.15", "OpenJDK 64-Bit Server VM", "amd64", "/opt/jdk-17");
        ProbeCache cache = ProbeCache.at(file);
        cache.putIdentity(home, "", "size=123;mtime=456", identity);
        cache.putProbe(home, "", "size=123;mtime=456", "-XX:+UseSerialGC", new ProbeOutcome(true, null, List.of()));
        cache.putProbe(home, "", "size=123;mtime=456", "-XX:+UseConcMarkSweepGC",
                new ProbeOutcome(false, "Unrecognized VM option 'UseConcMarkSweepGC'", List.of()));
        cache.putIdentity(home, "-zero", "size=123;mtime=456", identity);
        assertThat(cache.save()).isEmpty();

        Golden.check(GOLDEN, Files.readString(file, StandardCharsets.UTF_8));

        ProbeCache read = ProbeCache.at(file);
        assertThat(read.loadProblem()).isEmpty();
        assertThat(read.identity(home, "", "size=123;mtime=456")).contains(identity);
        assertThat(read.probe(home, "", "size=123;mtime=456", "-XX:+UseConcMarkSweepGC").orElseThrow().ok()).isFalse();
        assertThat(read.identity(home, "", "size=999;mtime=456")).as("another fingerprint misses").isEmpty();
    }
}
