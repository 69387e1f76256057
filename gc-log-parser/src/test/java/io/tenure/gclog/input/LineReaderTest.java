package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    @Test
    void splitsOnEveryKindOfTerminator() throws IOException {
        assertThat(lines("a\nb\r\nc\rd", 64 * 1024, 1 << 20)).containsExactly("a", "b", "c", "d");
    }

    @Test
    void keepsEmptyLinesAndDropsOnlyTheFinalTerminator() throws IOException {
        assertThat(lines("\n\na\n", 64 * 1024, 1 << 20)).containsExactly("", "", "a");
        assertThat(lines("", 64 * 1024, 1 << 20)).isEmpty();
    }

    @Test
    void numbersLinesFromOne() throws IOException {
        try (LineReader reader = new LineReader(stream("x\ny\n", 1 << 20))) {
            assertThat(reader.next().number()).isEqualTo(1);
            assertThat(reader.next().number()).isEqualTo(2);
            assertThat(reader.next()).isNull();
            assertThat(reader.lineNumber()).isEqualTo(2);
        }
    }

    @Test
    void cutsOverlongLinesAndCarriesOn() throws IOException {
        String longLine = "x".repeat(100_000);
        try (LineReader reader = new LineReader(stream(longLine + "\nnext\n", 4096), 1024)) {
            Line first = reader.next();
            assertThat(first.truncated()).isTrue();
            assertThat(first.length()).isEqualTo(1024);
            Line second = reader.next();
            assertThat(second.toString()).isEqualTo("next");
            assertThat(second.number()).isEqualTo(2);
            assertThat(second.truncated()).isFalse();
            assertThat(reader.next()).isNull();
        }
    }

    /**
     * A line is cut by its length alone: a 3000-byte line with a 1024-byte limit came through whole
     * or cut depending on where the stream's reads ended, against this class's own doc.
     */
    @Test
    void cutsEveryLineOfTheLimitOrMoreWhereverTheReadsEnd() throws IOException {
        String text = "a\n" + "y".repeat(1023) + "\n" + "x".repeat(1024) + "\n" + "z".repeat(3000) + "\nb\n";
        for (int chunk : new int[] {1, 7, 1000, 1024, 1030, 4096, 1 << 20}) {
            List<String> cut = new ArrayList<>();
            try (LineReader reader = new LineReader(stream(text, chunk), 1024)) {
                for (Line line = reader.next(); line != null; line = reader.next()) {
                    cut.add(line.length() + (line.truncated() ? " cut" : ""));
                }
            }
            assertThat(cut).as("reads of %d bytes", chunk).containsExactly("1", "1023", "1024 cut", "1024 cut", "1");
        }
    }

    @Test
    void lineViewSearchesWithoutDecoding() throws IOException {
        try (LineReader reader = new LineReader(stream("[0.012s][info][gc] Using G1\n", 1 << 20))) {
            Line line = reader.next();
            assertThat(line.startsWith("[0.012s]")).isTrue();
            assertThat(line.indexOf("Using", 0)).isEqualTo(19);
            assertThat(line.indexOf(']', 0)).isEqualTo(7);
            assertThat(line.regionMatches(19, "Using G1")).isTrue();
            assertThat(line.regionMatches(25, "G1 and more")).isFalse();
            assertThat(line.subSequence(9, 13).toString()).isEqualTo("info");
        }
    }

    /** Whatever the text and however the stream delivers it, the lines are those of a reference split. */
    @Property(tries = 300)
    void agreesWithAReferenceSplit(@ForAll("texts") String text, @ForAll @IntRange(min = 1, max = 64) int chunk) throws IOException {
        assertThat(lines(text, 1 << 16, chunk)).isEqualTo(referenceSplit(text));
    }

    /** A tap sees each line the reader returns, once, in order, just before it is returned: cut lines too. */
    @Property(tries = 100)
    void aTapSeesEveryLineJustBeforeItIsReturned(@ForAll("texts") String text, @ForAll @IntRange(min = 1, max = 4096) int chunk)
            throws IOException {
        String input = text + "\n" + "x".repeat(LineReader.DEFAULT_MAX_LINE_BYTES + 10) + "\r\n" + text;
        List<String> seen = new ArrayList<>();
        List<String> returned = new ArrayList<>();
        try (LineReader reader = new LineReader(stream(input, chunk), line -> seen.add(line.number() + ":" + line))) {
            for (Line line = reader.next(); line != null; line = reader.next()) {
                assertThat(seen).hasSize(returned.size() + 1);
                returned.add(line.number() + ":" + line);
            }
        }
        assertThat(seen).isEqualTo(returned).hasSizeGreaterThanOrEqualTo(2);
    }

    /** The word-at-a-time search finds the same first terminator as a byte-by-byte scan, at any offset. */
    @Property(tries = 500)
    void wordSearchAgreesWithAByteScan(@ForAll("texts") String text, @ForAll @IntRange(min = 0, max = 9) int from) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        int start = Math.min(from, bytes.length);
        assertThat(LineReader.indexOfTerminator(bytes, start, bytes.length)).isEqualTo(firstTerminator(bytes, start));
    }

    /**
     * The same on any bytes: tabs and other control characters below {@code '\r'}, which the
     * word test flags too and the search passes over, and bytes above 127.
     */
    @Property(tries = 1000)
    void wordSearchAgreesWithAByteScanOnAnyBytes(@ForAll("controlHeavyBytes") byte[] bytes,
            @ForAll @IntRange(min = 0, max = 9) int from) {
        int start = Math.min(from, bytes.length);
        assertThat(LineReader.indexOfTerminator(bytes, start, bytes.length)).isEqualTo(firstTerminator(bytes, start));
    }

    /** The reference: a byte-by-byte scan. */
    private static int firstTerminator(byte[] bytes, int start) {
        for (int i = start; i < bytes.length; i++) {
            if (bytes[i] == '\n' || bytes[i] == '\r') {
                return i;
            }
        }
        return -1;
    }

    @Provide
    Arbitrary<byte[]> controlHeavyBytes() {
        Arbitrary<Byte> control = Arbitraries.bytes().between((byte) 0, (byte) 13);
        Arbitrary<Byte> any = Arbitraries.bytes();
        return Arbitraries.frequencyOf(Tuple.of(1, control), Tuple.of(1, any), Tuple.of(4, Arbitraries.of((byte) 'x')))
                .array(byte[].class).ofMaxSize(200);
    }

    @Test
    void wordSearchIsNotFooledByBytesNextToTheTerminators() {
        byte[] bytes = {'a', 0x0b, 0x0c, 0x0e, (byte) 0x8a, (byte) 0x8d, 0x09, 'b', 'c', '\r', 'd'};
        assertThat(LineReader.indexOfTerminator(bytes, 0, bytes.length)).isEqualTo(9);
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.strings().withChars('a', 'b', ' ', '\n', '\r').ofMaxLength(400);
    }

    private static List<String> referenceSplit(String text) {
        List<String> out = new ArrayList<>(Arrays.asList(text.split("\r\n|\r|\n", -1)));
        if (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    private static List<String> lines(String text, int maxLine, int chunk) throws IOException {
        List<String> out = new ArrayList<>();
        try (LineReader reader = new LineReader(stream(text, chunk), maxLine)) {
            for (Line line = reader.next(); line != null; line = reader.next()) {
                out.add(line.toString());
            }
        }
        return out;
    }

    /** A stream that hands out at most {@code chunk} bytes per read, as pipes and decompressors do. */
    private static InputStream stream(String text, int chunk) {
        return new FilterInputStream(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1))) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }
}
