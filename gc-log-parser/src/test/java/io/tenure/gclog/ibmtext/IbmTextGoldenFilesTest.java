package io.tenure.gclog.ibmtext;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every IBM classic text fixture renders exactly as its reviewed {@code .expected.txt}. */
class IbmTextGoldenFilesTest {
    static Path dir() {
        return GoldenFiles.fixtures().resolve("gclogs/ibmtext");
    }

    static Stream<Path> fixtures() throws IOException {
        try (Stream<Path> files = Files.list(dir())) {
            return files.filter(p -> p.getFileName().toString().endsWith(".log")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void rendersAsItsGoldenFile(Path log) throws IOException {
        GoldenFiles.verify(LogFormat.IBM_TEXT, log);
    }

    @Test
    void everyFixtureHasItsOriginNoted() throws IOException {
        String sources = Files.readString(dir().resolve("SOURCES.md"));
        assertThat(fixtures()).isNotEmpty().allSatisfy(log -> assertThat(sources).contains("`" + log.getFileName() + "`"));
    }
}
