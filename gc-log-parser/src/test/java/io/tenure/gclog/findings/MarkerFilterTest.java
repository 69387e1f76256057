package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.Test;

/**
 * {@link MarkerFilter} looks at only some pairs of bytes; it must answer exactly what a substring
 * search per literal answers, wherever a literal sits in a line and whatever surrounds it
 * ({@code MarkerScannerTest} checks the same on every corpus line).
 */
class MarkerFilterTest {
    private static final MarkerFilter FILTER = new MarkerFilter(MarkerKind.values());
    private static final List<String> LITERALS = Arrays.stream(MarkerKind.values())
            .flatMap(k -> k.literals().stream()).toList();

    @Test
    void everyLiteralIsFoundAtEveryOffsetWithEveryFiller() throws IOException {
        for (String literal : LITERALS) {
            for (String filler : List.of("", "x", " ", "Allocat", "o-space exhauste", "\u00e9")) {
                for (int offset = 0; offset <= 20; offset++) {
                    for (int after = 0; after <= 8; after++) {
                        String text = filler.repeat(offset) + literal + "y".repeat(after);
                        assertAgreesWithSubstringSearch(text);
                        assertAgreesWithSubstringSearch(" ".repeat(offset) + literal);
                    }
                }
            }
        }
    }

    @Test
    void shortAndEmptyLinesHoldNothing() throws IOException {
        for (String text : List.of("", "P", "Pacing", "Pacing", "egion s")) {
            assertAgreesWithSubstringSearch(text);
        }
        assertThat(kinds("Pacing ")).isEqualTo(1 << MarkerKind.PACING_TOTAL.ordinal());
    }

    @Property(tries = 3000)
    void agreesWithSubstringSearch(@ForAll("lines") String text) throws IOException {
        assertAgreesWithSubstringSearch(text);
    }

    /** Lines of literals, their heads and tails, lookalikes and random text, with bytes above 0x7f too. */
    @Provide
    Arbitrary<String> lines() {
        Arbitrary<String> literal = Arbitraries.of(LITERALS);
        Arbitrary<String> head = literal.flatMap(l -> Arbitraries.integers().between(0, l.length())
                .map(n -> l.substring(0, n)));
        Arbitrary<String> tail = literal.flatMap(l -> Arbitraries.integers().between(0, l.length())
                .map(l::substring));
        Arbitrary<String> random = Arbitraries.strings().withCharRange(' ', '~').withChars('\u00e9', '\u00ff', '\t')
                .ofMaxLength(12);
        Arbitrary<String> piece = Arbitraries.frequencyOf(
                Tuple.of(2, literal), Tuple.of(3, head), Tuple.of(3, tail),
                Tuple.of(4, random));
        return piece.list().ofMaxSize(12).map(pieces -> String.join("", pieces));
    }

    private static void assertAgreesWithSubstringSearch(String text) throws IOException {
        int expected = 0;
        for (MarkerKind kind : MarkerKind.values()) {
            if (kind.literals().stream().anyMatch(text::contains)) {
                expected |= 1 << kind.ordinal();
            }
        }
        assertThat(kinds(text)).as("'%s'", text).isEqualTo(expected);
    }

    /** The filter's answer for {@code text} as the second line of a buffer, so that the line does not start at 0. */
    private static int kinds(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("[0.001s][info][gc] first line\n".getBytes(StandardCharsets.ISO_8859_1));
        bytes.writeBytes(text.getBytes(StandardCharsets.ISO_8859_1));
        bytes.writeBytes("\nPacing Pacing \n".getBytes(StandardCharsets.ISO_8859_1));
        try (LineReader reader = new LineReader(new ByteArrayInputStream(bytes.toByteArray()))) {
            reader.next();
            Line line = reader.next();
            return line == null ? 0 : FILTER.kinds(line);
        }
    }
}
