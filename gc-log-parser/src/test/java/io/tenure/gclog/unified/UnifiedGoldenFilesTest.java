package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every unified-logging fixture renders exactly as its {@code .expected.txt} (see {@code SOURCES.md}). */
class UnifiedGoldenFilesTest {
    static Path directory() {
        return GoldenFiles.fixtures().resolve("gclogs/hotspot/unified");
    }

    static List<Path> fixtures() throws IOException {
        try (Stream<Path> files = Files.list(directory())) {
            return files.filter(f -> f.getFileName().toString().endsWith(".log")).sorted().collect(Collectors.toList());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void rendersAsExpected(Path log) throws IOException {
        GoldenFiles.verify(LogFormat.HOTSPOT_UNIFIED, log);
    }

    @Test
    void everyFixtureHasItsOriginInSourcesMd() throws IOException {
        String sources = Files.readString(directory().resolve("SOURCES.md"));
        assertThat(fixtures()).hasSizeGreaterThanOrEqualTo(30)
                .allSatisfy(log -> assertThat(sources).contains(log.getFileName().toString()));
    }
}
