package io.tenure.gclog.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.RealLogCorpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The vendored corpus is what its index says: every log has one row with its origin, and its
 * size, hash and licence text match. A file added without its origin, or changed after copying,
 * fails here.
 */
class CorpusIndexTest {
    private static final int FILE = 0;
    private static final int SOURCE = 1;
    private static final int ORIGINAL_PATH = 2;
    private static final int LICENSE = 6;
    private static final int BYTES = 7;
    private static final int SHA256 = 11;

    @Test
    void everyRowNamesAFileOfItsSizeAndHashWithItsLicenceText() throws IOException {
        Path corpus = RealLogCorpus.dir();
        List<List<String>> rows = RealLogCorpus.index();
        assertThat(rows).hasSize(120);
        for (List<String> row : rows) {
            Path file = corpus.resolve(row.get(FILE));
            assertThat(row).as("columns of %s", row.get(FILE)).hasSize(12);
            assertThat(file).as("indexed file").isRegularFile();
            assertThat(row.get(SOURCE)).as("source of %s", file).isNotBlank();
            assertThat(row.get(ORIGINAL_PATH)).as("original path of %s", file).isNotBlank();
            assertThat(Files.size(file)).as("bytes of %s", file).isEqualTo(Long.parseLong(row.get(BYTES)));
            assertThat(sha256(file)).as("sha256 of %s", file).isEqualTo(row.get(SHA256));
            assertThat(corpus.resolve("LICENSES").resolve(row.get(LICENSE) + ".txt")).as("licence text of %s", file).isRegularFile();
        }
    }

    @Test
    void everyLogOutsideBenchHasExactlyOneRow() {
        Path corpus = RealLogCorpus.dir();
        List<String> logs = RealLogCorpus.logs().stream().map(p -> corpus.relativize(p).toString().replace('\\', '/'))
                .filter(p -> !p.startsWith("bench/")).toList();
        assertThat(RealLogCorpus.index().stream().map(row -> row.get(FILE)).toList()).containsExactlyInAnyOrderElementsOf(logs);
    }

    @Test
    void benchFilesAreDescribedWithTheirHashInTheReadme() throws IOException {
        Path corpus = RealLogCorpus.dir();
        String readme = Files.readString(corpus.resolve("README.md"), StandardCharsets.UTF_8);
        for (String name : List.of("jdk11-g1-gc-star-trace-uptime-level-tags.log.gz", "make-big-log", "make-big-legacy-log")) {
            assertThat(readme).as("README row of bench/%s", name).contains("`" + name + "`")
                    .contains(sha256(corpus.resolve("bench").resolve(name)));
        }
    }

    @Test
    void theMitTextCarriesMicrosoftsCopyright() throws IOException {
        assertThat(Files.readString(RealLogCorpus.dir().resolve("LICENSES/MIT.txt"), StandardCharsets.UTF_8))
                .contains("Copyright (c) Microsoft Corporation.");
    }

    private static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA-256", e);
        }
    }
}
