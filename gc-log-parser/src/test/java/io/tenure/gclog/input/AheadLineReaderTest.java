package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * {@link AheadLineReader} hands out exactly the lines {@link LineReader} reads and the predicate
 * keeps, in order, with their numbers and cut flags, whatever their lengths against its batches;
 * a failure to read comes after the lines before it; closing stops its thread.
 */
class AheadLineReaderTest {
    private record Seen(long number, String text, boolean truncated) {
    }

    private static List<Seen> read(LineSource source) throws IOException {
        List<Seen> seen = new ArrayList<>();
        try (source) {
            for (Line line = source.next(); line != null; line = source.next()) {
                seen.add(new Seen(line.number(), line.toString(), line.truncated()));
            }
        }
        return seen;
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static void assertSameAsLineReader(String text, Predicate<Line> passOver) throws IOException {
        List<Seen> expected = read(new LineReader(stream(text))).stream()
                .filter(s -> !passOver.test(Line.of(s.text()))).toList();
        assertThat(read(new AheadLineReader(stream(text), passOver, "test-lines"))).isEqualTo(expected);
    }

    @Test
    void handsOutTheLinesKeptWithTheirNumbers() throws IOException {
        assertThat(read(new AheadLineReader(stream("a\n b\nc\r\n\n d\ne"), l -> l.startsWith(" "), "test-lines")))
                .containsExactly(new Seen(1, "a", false), new Seen(3, "c", false), new Seen(4, "", false), new Seen(6, "e", false));
        assertThat(read(new AheadLineReader(stream(""), l -> false, "test-lines"))).isEmpty();
        assertThat(read(new AheadLineReader(stream(" only\n passed over\n"), l -> true, "test-lines"))).isEmpty();
    }

    @Test
    void agreesWithTheLineReaderAcrossBatchesOfAnySize() throws IOException {
        Random random = new Random(23);
        for (int t = 0; t < 40; t++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(8000); k > 0; k--) {
                int length = random.nextInt(20) == 0 ? random.nextInt(3 * AheadLineReader.BATCH_BYTES) : random.nextInt(120);
                text.append(random.nextBoolean() ? ' ' : 'x').append("y".repeat(length)).append(random.nextInt(9) == 0 ? "\r\n" : "\n");
            }
            assertSameAsLineReader(text.toString(), l -> l.length() > 0 && l.charAt(0) == ' ');
            assertSameAsLineReader(text.toString(), l -> false);
        }
    }

    @Test
    void keepsTheCutFlagOfAnOverlongLine() throws IOException {
        String text = "x".repeat(LineReader.DEFAULT_MAX_LINE_BYTES + 10) + "\nnext\n";
        List<Seen> seen = read(new AheadLineReader(stream(text), l -> false, "test-lines"));
        assertThat(seen).hasSize(2);
        assertThat(seen.get(0).truncated()).isTrue();
        assertThat(seen.get(0).text()).hasSize(LineReader.DEFAULT_MAX_LINE_BYTES);
        assertThat(seen.get(1)).isEqualTo(new Seen(2, "next", false));
    }

    @Test
    void throwsAFailureToReadAfterTheLinesBeforeIt() throws IOException {
        byte[] head = "one\ntwo\n".getBytes(StandardCharsets.ISO_8859_1);
        InputStream failing = new InputStream() {
            private int at;

            @Override
            public int read() throws IOException {
                if (at < head.length) {
                    return head[at++];
                }
                throw new IOException("disk gone");
            }
        };
        List<String> lines = new ArrayList<>();
        try (AheadLineReader reader = new AheadLineReader(failing, l -> false, "test-lines")) {
            assertThatThrownBy(() -> {
                for (Line line = reader.next(); line != null; line = reader.next()) {
                    lines.add(line.toString());
                }
            }).isInstanceOf(IOException.class).hasMessage("disk gone");
        }
        assertThat(lines).containsExactly("one", "two");
    }

    @Test
    void closingBeforeTheEndStopsTheThreadAndClosesTheStream() throws IOException, InterruptedException {
        boolean[] closed = {false};
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                for (int i = 0; i < len; i++) {
                    b[off + i] = (byte) (i % 100 == 99 ? '\n' : 'x');
                }
                return len;
            }

            @Override
            public void close() {
                closed[0] = true;
            }
        };
        AheadLineReader reader = new AheadLineReader(endless, l -> false, "test-lines-endless");
        assertThat(reader.next()).isNotNull();
        reader.close();
        assertThat(closed[0]).isTrue();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().equals("test-lines-endless"));
        assertThatThrownBy(reader::next).isInstanceOf(IOException.class);
    }
}
