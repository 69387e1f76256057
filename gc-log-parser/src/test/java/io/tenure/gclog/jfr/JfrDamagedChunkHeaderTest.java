package io.tenure.gclog.jfr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.gclog.jfr.JfrRecordingParserTest.Parsed;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chunk headers that make the JDK's reader wait for a writer that is gone (it spins in
 * {@code ChunkHeader.refresh}). Each case once hung the parser; now it must end, quickly, with a
 * diagnostic. A recording of two chunks is two finished recordings concatenated, as
 * {@code jfr assemble} does, so the second chunk's damage keeps the first chunk's events.
 */
class JfrDamagedChunkHeaderTest {
    private static final Duration BOUND = Duration.ofSeconds(20);
    private static final int STATE = 64;
    private static final int SIZE = 8;
    private static final int METADATA = 24;

    @TempDir
    Path tmp;

    private static byte[] serial() throws IOException {
        return Files.readAllBytes(GoldenFiles.fixtures().resolve("gclogs/jfr/jdk17-serial.jfr"));
    }

    private Parsed parseBounded(byte[] bytes) throws IOException {
        Path file = Files.write(tmp.resolve("damaged.jfr"), bytes);
        return assertTimeoutPreemptively(BOUND, () -> JfrRecordingParserTest.parse(PlainLogFile.of(file)));
    }

    private static byte[] twoChunks(byte[] one, Consumer<ByteBuffer> damageSecond) {
        byte[] both = Arrays.copyOf(one, one.length * 2);
        System.arraycopy(one, 0, both, one.length, one.length);
        damageSecond.accept(ByteBuffer.wrap(both, one.length, one.length).slice());
        return both;
    }

    @Test
    void aChunkHeaderMarkedBeingUpdatedEndsWithADiagnostic() throws IOException {
        byte[] bytes = serial();
        bytes[STATE] = (byte) 0xff;
        Parsed p = parseBounded(bytes);
        assertThat(p.events()).isEmpty();
        assertThat(p.codes()).containsExactly("unreadable-recording");
    }

    @Test
    void anUnfinishedChunkWithoutMetadataEndsWithADiagnostic() throws IOException {
        byte[] bytes = serial();
        bytes[STATE] = 3;
        ByteBuffer.wrap(bytes).putLong(METADATA, 0);
        Parsed p = parseBounded(bytes);
        assertThat(p.codes()).containsExactly("unreadable-recording");
    }

    @Test
    void aDamagedSecondChunkKeepsTheFirstChunksEvents() throws IOException {
        byte[] one = serial();
        Parsed whole = parseBounded(one);
        assertThat(whole.diagnostics().problems()).isZero();
        for (Consumer<ByteBuffer> damage : java.util.List.<Consumer<ByteBuffer>>of(
                b -> b.put(STATE, (byte) 0xff),
                b -> b.putLong(SIZE, 0),
                b -> b.putLong(SIZE, ChunkHeaders.HEADER_BYTES),
                b -> b.put(STATE, (byte) 1).putLong(METADATA, 0),
                b -> b.put(0, (byte) 'X'))) {
            Parsed p = parseBounded(twoChunks(one, damage));
            assertThat(p.codes()).containsExactly("corrupt-recording");
            assertThat(p.pauses()).hasSameSizeAs(whole.pauses());
        }
    }

    @Test
    void twoIntactChunksAreBothRead() throws IOException {
        byte[] one = serial();
        Parsed p = parseBounded(twoChunks(one, b -> { }));
        assertThat(p.diagnostics().problems()).isZero();
        assertThat(p.pauses()).hasSize(2 * parseBounded(one).pauses().size());
    }
}
