package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Line#of}: the legacy parser reads Strings through it, by the String's own indices. */
class LineTest {
    @Test
    void eachIndexNamesTheSameCharacterAsInTheString() {
        // é is ISO-8859-1, 中 is not, and 😀 is two chars (a surrogate pair): one byte each
        String text = " [Eden: 1.0M(2.0M)->é中😀 x]";
        Line line = Line.of(text);
        assertThat(line.length()).isEqualTo(text.length());
        assertThat(line.number()).isZero();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            assertThat(line.charAt(i)).as("index %d", i).isEqualTo(c <= 0xff ? c : '?');
        }
        assertThat(line.regionMatches(text.indexOf(" x]"), " x]")).isTrue();
        assertThat(line.toString()).isEqualTo(" [Eden: 1.0M(2.0M)->é??? x]");
    }

    @Test
    void asciiReadsAsInTheStringWhateverSurroundsIt() {
        Random random = new Random(5);
        char[] alphabet = {'a', 'Z', '0', ' ', '[', ']', '\t', '\u00e9', '\u00ff', '\u0100', '\u4e2d', '\ud83d', '\ude00'};
        for (int t = 0; t < 2_000; t++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(40); k > 0; k--) {
                text.append(alphabet[random.nextInt(alphabet.length)]);
            }
            Line line = Line.of(text.toString());
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                assertThat(line.charAt(i) == c).as("'%s' at %d", text, i).isEqualTo(c <= 0xff);
            }
        }
    }

    @Test
    void anEmptyStringIsAnEmptyLine() {
        assertThat(Line.of("").length()).isZero();
        assertThat(Line.of("").regionMatches(0, "")).isTrue();
    }
}
