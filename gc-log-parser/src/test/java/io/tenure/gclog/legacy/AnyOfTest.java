package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.input.Line;
import java.io.IOException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link AnyOf} agrees with {@code String.contains} of each string, and on a line where it finds
 * no interjection marker, {@link Interjections#find} finds nothing either: the reader may then
 * skip the cutting.
 */
class AnyOfTest {
    private static final AnyOf MARKERS = new AnyOf(Interjections.MARKERS);
    private static final String[] PIECES = {" ", "[", "]", "GC", "G", "C", "H", "z", "b", "-", "{", ":", "A", "1", "e", "\u00e9",
        "[GC Worker Start (ms): Min: 7748.3", "Heap", " after", "Before", "After", "Adaptive", "Size", "Policy::", "Start:",
        " CMS", ": abort", " preclean", "[CMS-concurrent-", "[CMS", "-concurrent-", "[GC concurrent-", "[G1Ergonomics", "G1Erg",
        "{Heap before GC", "Heap after GC", "Before GC:", "After GC:", "AdaptiveSizePolicy::", "AdaptiveSizeStart:",
        " CMS: abort preclean", "12.3: ", "2016-08-30T13:35:57.614+0200: ", "#3: "};

    private static boolean anyContained(String line, List<String> needles) {
        return needles.stream().anyMatch(line::contains);
    }

    /** One to {@code most} pieces, each drawn at random. */
    private static String randomLine(Random random, String[] pieces, int most) {
        StringBuilder line = new StringBuilder();
        for (int k = random.nextInt(most); k >= 0; k--) {
            line.append(pieces[random.nextInt(pieces.length)]);
        }
        return line.toString();
    }

    private static void check(String line) {
        boolean found = MARKERS.occursIn(LegacyFixtures.line(line));
        assertThat(found).as("'%s'", line).isEqualTo(anyContained(line, Interjections.MARKERS));
        if (!found) {
            assertThat(new Interjections().find(line)).as("'%s'", line).isFalse();
        }
    }

    @Test
    void agreesWithContainsOnGeneratedLines() {
        Random random = new Random(17);
        int found = 0;
        for (int t = 0; t < 200_000; t++) {
            String line = randomLine(random, PIECES, 10);
            check(line);
            found += anyContained(line, Interjections.MARKERS) ? 1 : 0;
        }
        assertThat(found).as("generated lines with a marker").isGreaterThan(20_000);
    }

    @Test
    void agreesWithContainsOnEveryCorpusLine() throws IOException {
        for (String line : LegacyFixtures.corpusAndFixtureLines()) {
            check(line);
        }
    }

    @Test
    void findsAStringAtEitherEndOfTheLineAndInAnyEightByteWord() {
        AnyOf words = new AnyOf(List.of("Gap", "{b", "ze", "x-y"));
        assertThat(words.occursIn(LegacyFixtures.line("Gap"))).isTrue();
        assertThat(words.occursIn(LegacyFixtures.line("x{b"))).isTrue();
        assertThat(words.occursIn(LegacyFixtures.line("Ga z e {"))).isFalse();
        assertThat(words.occursIn(LegacyFixtures.line(""))).isFalse();
        for (int at = 0; at < 20; at++) {
            String line = ".".repeat(at) + "x-y" + ".".repeat(20 - at);
            assertThat(words.occursIn(LegacyFixtures.line(line))).as(line).isTrue();
            assertThat(words.occursIn(LegacyFixtures.line(line.replace('-', '+')))).as(line).isFalse();
        }
    }

    /** Chars.indexOf reads a Line eight bytes at a time: it agrees with String.indexOf at every start and place. */
    @Test
    void indexOfInALineAgreesWithStringIndexOf() {
        Random random = new Random(37);
        String alphabet = "]\\^\u0001 x\u00dd";
        for (int t = 0; t < 100_000; t++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(30); k > 0; k--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            int from = random.nextInt(text.length() + 3) - 1;
            assertThat(Chars.indexOf(LegacyFixtures.line(text.toString()), ']', from)).as("'%s' from %d", text, from)
                    .isEqualTo(text.indexOf("]", from));
        }
    }

    /** The reader's one pass over a G1 phase detail line answers as the two it replaces: the shape, then the markers. */
    @Test
    void phaseDetailWithoutMarkersAgreesWithBothChecksOnGeneratedLines() {
        String[] pieces = {" ", "   [", "      [", "[", "]", "\t", "x", "G", "b", "z", "-", "Eden:", "Times:", "G1Ergonomics",
            "GC Worker Start (ms): Min: 7748.3", "Object Copy (ms): ", "Heap after GC", "[GC concurrent-mark-start]",
            "[CMS-concurrent-", " CMS: abort preclean", "AdaptiveSizeStart:", "{Heap before GC", "12.3: "};
        Random random = new Random(41);
        int fast = 0;
        for (int t = 0; t < 200_000; t++) {
            fast += checkPhaseDetail(randomLine(random, pieces, 8)) ? 1 : 0;
        }
        assertThat(fast).as("generated phase detail lines without a marker").isGreaterThan(1_000);
    }

    @Test
    void phaseDetailWithoutMarkersAgreesWithBothChecksOnEveryCorpusLine() throws IOException {
        for (String line : LegacyFixtures.corpusAndFixtureLines()) {
            checkPhaseDetail(line);
        }
    }

    private static boolean checkPhaseDetail(String line) {
        boolean onePass = LegacyRule.isPhaseDetailWithout(LegacyFixtures.line(line), MARKERS);
        boolean twoPasses = LegacyRule.isPhaseDetail(Line.of(line)) && !MARKERS.occursIn(LegacyFixtures.line(line));
        assertThat(onePass).as("'%s'", line).isEqualTo(twoPasses);
        return onePass;
    }

    @Test
    void findsTheStopUnlessAStringOccursBeforeIt() {
        AnyOf words = new AnyOf(List.of("Gap", "{b", "ze", "x-y"));
        assertThat(words.indexOfUnlessOccurs(LegacyFixtures.line("ab]Gap"), 0, ']')).isEqualTo(2);
        assertThat(words.indexOfUnlessOccurs(LegacyFixtures.line("Gap]"), 0, ']')).isEqualTo(-1);
        assertThat(words.indexOfUnlessOccurs(LegacyFixtures.line("Gap]"), 1, ']')).isEqualTo(3);
        assertThat(words.indexOfUnlessOccurs(LegacyFixtures.line("no stop, Ga z"), 0, ']')).isEqualTo(13);
        assertThat(words.indexOfUnlessOccurs(LegacyFixtures.line(""), 0, ']')).isEqualTo(0);
        for (int at = 0; at < 20; at++) {
            String line = ".".repeat(at) + "x-y" + ".".repeat(20 - at) + "]";
            assertThat(words.indexOfUnlessOccurs(LegacyFixtures.line(line), 0, ']')).as(line).isEqualTo(-1);
            assertThat(words.indexOfUnlessOccurs(LegacyFixtures.line(line.replace('-', '+')), 0, ']')).as(line)
                    .isEqualTo(line.length() - 1);
        }
        assertThatThrownBy(() -> words.indexOfUnlessOccurs(LegacyFixtures.line("Gap"), 0, 'G'))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void refusesAStringWithoutAnAnchorCharacter() {
        assertThatThrownBy(() -> new AnyOf(List.of("Heap"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(AnyOf.ANCHORS);
    }
}
