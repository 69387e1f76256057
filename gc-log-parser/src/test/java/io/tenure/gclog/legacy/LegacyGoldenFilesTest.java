package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every legacy fixture renders exactly as its reviewed {@code .expected.txt}. */
class LegacyGoldenFilesTest {
    static Stream<Path> fixtures() throws IOException {
        try (Stream<Path> files = Files.list(LegacyFixtures.dir())) {
            List<Path> logs = files.filter(p -> p.getFileName().toString().endsWith(".log")).sorted().toList();
            return logs.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void rendersAsItsGoldenFile(Path log) throws IOException {
        GoldenFiles.verify(LogFormat.HOTSPOT_LEGACY, log);
    }

    @Test
    void everyFixtureHasItsOriginNoted() throws IOException {
        String sources = Files.readString(LegacyFixtures.dir().resolve("SOURCES.md"));
        assertThat(fixtures()).isNotEmpty().allSatisfy(log -> assertThat(sources).contains("`" + log.getFileName() + "`"));
    }
}
