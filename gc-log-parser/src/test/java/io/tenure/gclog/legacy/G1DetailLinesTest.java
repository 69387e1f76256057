package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.input.Line;
import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/**
 * {@link G1DetailLines} against the patterns it stands in for ({@link LegacyRule#TIMES},
 * {@link LegacyRule#G1_MEMORY}), on lines generated from the characters that decide a match and
 * on every line of the corpus and the fixtures, read both as a String and as a {@code Line}:
 * where a hand matcher answers, classify gives its rule and the pattern's groups give the same
 * figures; a well-formed line is never declined.
 */
class G1DetailLinesTest {
    private static final String[] TIMES_PIECES = {" [Times: user=", "0.11", "0,87", " sys=", "0.02,", " real=", "0.07", "0,08",
        " secs]", " ", "  ", "\t", "\u000B", "\f", "x", "[", "]", "=", "1", ".", ",", "", "\u00e9", "-1", "1e3"};
    private static final String[] SIZES = {"204.0M", "0.0B", "2048.0K", "4096,0M", "11.3G", "1T", "7", "1.M", ".5M", "1,5X",
        "1234567890123456K", "123456789012345K", "0.0000000000000001K", "(", ")", "->", "-", " ", "M", "99999999999.9T"};

    private static double timesByPattern(String line) {
        Matcher m = LegacyRule.TIMES.match(line);
        return m == null ? Double.NaN : Stamps.decimal(m.group(1));
    }

    private static void checkTimes(String line) {
        double byHand = G1DetailLines.timesReal(Line.of(line));
        // boxed: Double.equals holds NaN equal to itself
        assertThat(Double.valueOf(G1DetailLines.timesReal(LegacyFixtures.line(line)))).as("as a Line: '%s'", line)
                .isEqualTo(Double.valueOf(byHand));
        if (!line.startsWith(" [Times: ")) {
            assertThat(byHand).as("'%s'", line).isNaN();
            return;
        }
        // the reader asks it only of lines with one space before [Times: , where TIMES is the first rule tried
        assertThat(Double.valueOf(byHand)).as("'%s'", line).isEqualTo(Double.valueOf(timesByPattern(line)));
        if (!Double.isNaN(byHand)) {
            assertThat(LegacyRule.classify(line)).as("'%s'", line).isEqualTo(LegacyRule.TIMES);
        }
    }

    private static void checkMemory(String line) {
        G1MemorySummary byHand = G1DetailLines.memory(Line.of(line), new Sizes.Cursor());
        assertThat(G1DetailLines.memory(LegacyFixtures.line(line), new Sizes.Cursor())).as("as a Line: '%s'", line)
                .isEqualTo(byHand);
        if (byHand != null) {
            assertThat(LegacyRule.classify(line)).as("'%s'", line).isEqualTo(LegacyRule.G1_MEMORY);
            assertThat(OneLineEvents.g1Memory(LegacyRule.G1_MEMORY.match(line))).as("'%s'", line).isEqualTo(byHand);
        }
    }

    @Test
    void timesAgreesWithItsPatternOnGeneratedLines() {
        Random random = new Random(11);
        int matched = 0;
        for (int t = 0; t < 200_000; t++) {
            StringBuilder line = new StringBuilder();
            if (random.nextInt(4) > 0) {
                // the shape G1 prints, one piece at a time possibly replaced
                String[] shape = {" [Times: user=", "0.11", " sys=", "0.02,", " real=", "0.07", " secs]", " "};
                for (String piece : shape) {
                    line.append(random.nextInt(12) == 0 ? TIMES_PIECES[random.nextInt(TIMES_PIECES.length)] : piece);
                }
            } else {
                for (int k = random.nextInt(9); k >= 0; k--) {
                    line.append(TIMES_PIECES[random.nextInt(TIMES_PIECES.length)]);
                }
            }
            String text = line.toString();
            checkTimes(text);
            matched += Double.isNaN(G1DetailLines.timesReal(Line.of(text))) ? 0 : 1;
        }
        assertThat(matched).as("generated times lines").isGreaterThan(20_000);
    }

    @Test
    void memoryAgreesWithItsPatternOnGeneratedLines() {
        Random random = new Random(13);
        String[] literals = {"[Eden: ", "(", ")->", "(", ") Survivors: ", "->", " Heap: ", "(", ")->", "(", ")]"};
        int read = 0;
        int wellFormed = 0;
        for (int t = 0; t < 200_000; t++) {
            StringBuilder line = new StringBuilder(" ".repeat(random.nextInt(6)));
            boolean sizesOnly = true;
            for (int k = 0; k < literals.length; k++) {
                line.append(random.nextInt(40) == 0 ? SIZES[random.nextInt(SIZES.length)] : literals[k]);
                if (k < 10) {
                    String size = random.nextInt(12) == 0 ? SIZES[random.nextInt(SIZES.length)] : SIZES[random.nextInt(5)];
                    sizesOnly &= List.of(SIZES).indexOf(size) < 6; // sizes in range, as G1 prints them
                    line.append(size);
                }
            }
            int tail = random.nextInt(7);
            line.append(List.of("", "", " ", "\t ", ", [Metaspace: 1K->1K(2K)]", "]", ")]").get(tail));
            String text = line.toString();
            checkMemory(text);
            if (G1DetailLines.memory(Line.of(text), new Sizes.Cursor()) != null) {
                read++;
            }
            if (sizesOnly && tail < 4 && LegacyRule.G1_MEMORY.match(text) != null && LegacyRule.classify(text) == LegacyRule.G1_MEMORY) {
                wellFormed++;
                // a summary of sizes alone, as G1 prints it, is always read by hand
                assertThat(G1DetailLines.memory(Line.of(text), new Sizes.Cursor())).as("'%s'", text).isNotNull();
            }
        }
        assertThat(read).as("generated summaries read by hand").isGreaterThan(5_000);
        assertThat(wellFormed).isGreaterThan(5_000);
    }

    @Test
    void bothAgreeWithTheirPatternsOnEveryCorpusLine() throws IOException {
        int times = 0;
        int memory = 0;
        for (String line : LegacyFixtures.corpusAndFixtureLines()) {
            checkTimes(line);
            checkMemory(line);
            times += Double.isNaN(G1DetailLines.timesReal(Line.of(line))) ? 0 : 1;
            memory += G1DetailLines.memory(Line.of(line), new Sizes.Cursor()) == null ? 0 : 1;
        }
        assertThat(times).as("corpus times lines read by hand").isGreaterThan(1_000);
        assertThat(memory).as("corpus memory summaries read by hand").isGreaterThan(100);
    }
}
