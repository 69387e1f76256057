package io.tenure.io;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * Standard output whose failures are not lost. A {@link PrintWriter} (and the {@code PrintStream}
 * of {@code System.out}) swallows every write error: {@code tenure analyze gc.log > /dev/full}
 * lost the whole analysis and exited 0. The writer of this class still never throws, as a
 * command's output is written in many places, but it keeps the first failure, and
 * {@link #failure()} (called once the command has finished) says what it was, in words.
 */
public final class CheckedOutput {
    private final Recording stream;
    private final PrintWriter writer;

    private CheckedOutput(OutputStream out, Charset charset) {
        this.stream = new Recording(out);
        this.writer = new PrintWriter(new OutputStreamWriter(stream, charset), true);
    }

    /** The process's standard output, in the platform's charset (as {@code System.out}). */
    public static CheckedOutput stdout() {
        return new CheckedOutput(new FileOutputStream(FileDescriptor.out), Charset.defaultCharset());
    }

    /** {@code out} as a checked output (for tests). */
    public static CheckedOutput of(OutputStream out, Charset charset) {
        return new CheckedOutput(out, charset);
    }

    /** The writer the command prints to; it flushes on every line. */
    public PrintWriter writer() {
        return writer;
    }

    /**
     * Flushes the writer and returns why a write failed ({@code "no space left on device"}), or
     * empty when every byte was written.
     */
    public Optional<String> failure() {
        writer.flush();
        if (stream.failure == null && writer.checkError()) {
            return Optional.of("input/output error");
        }
        return Optional.ofNullable(stream.failure).map(IoErrors::reason);
    }

    /** Keeps the first exception of the stream it wraps. */
    private static final class Recording extends FilterOutputStream {
        private IOException failure;

        Recording(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                throw record(e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw record(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw record(e);
            }
        }

        private IOException record(IOException e) {
            if (failure == null) {
                failure = e;
            }
            return e;
        }
    }
}
