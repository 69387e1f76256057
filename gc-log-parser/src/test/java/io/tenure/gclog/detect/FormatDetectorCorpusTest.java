package io.tenure.gclog.detect;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.input.LogInputs;
import io.tenure.gclog.input.ResolvedInput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Every file of the real-log corpus ({@link RealLogCorpus}) is detected as the format its index
 * says, from content only (the corpus' file names carry no format hint that the detector could
 * use: it never sees them).
 */
class FormatDetectorCorpusTest {
    @Test
    void detectsTheIndexedFormatOfEveryCorpusFile() throws IOException {
        Path corpus = RealLogCorpus.dir();
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (String row : Files.readAllLines(corpus.resolve("INDEX.tsv"), StandardCharsets.UTF_8).subList(1, 121)) {
            String[] cells = row.split("\t");
            Optional<LogFormat> expected = expected(cells[3]);
            for (ResolvedInput input : LogInputs.resolve(List.of(corpus.resolve(cells[0])))) {
                Optional<LogFormat> actual = FormatDetector.detect(input.file());
                checked++;
                if (!actual.equals(expected)) {
                    wrong.add(input.file().name() + ": expected " + expected + " (" + cells[3] + "), detected " + actual);
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(checked).isGreaterThanOrEqualTo(120);
    }

    private static Optional<LogFormat> expected(String indexFormat) {
        if (indexFormat.startsWith("unified")) {
            return Optional.of(LogFormat.HOTSPOT_UNIFIED);
        }
        if (indexFormat.startsWith("openj9/")) {
            return Optional.of(LogFormat.OPENJ9_XML);
        }
        if (indexFormat.equals("hotspot legacy lines interleaved with application log lines")) {
            return Optional.empty(); // the corpus' sample holds application output only (a thread dump), no GC line
        }
        if (indexFormat.startsWith("hotspot legacy")) {
            return Optional.of(LogFormat.HOTSPOT_LEGACY);
        }
        if (indexFormat.equals("ibm-legacy-verbosegc-text")) {
            return Optional.of(LogFormat.IBM_TEXT);
        }
        if (indexFormat.equals("jrockit-verbose")) {
            return Optional.of(LogFormat.JROCKIT);
        }
        throw new AssertionError("INDEX.tsv names a format this test does not know: " + indexFormat);
    }
}
