package io.tenure.gclog.jfr;

import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.io.ScratchSpace;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A recording as a file on disk, which {@code RecordingFile} needs (it seeks between chunks). A
 * plain file is used where it lies; anything else (a {@code .gz}, a zip entry) is copied to a
 * temporary file, at most {@link #MAX_COPY_BYTES}, deleted on {@link #close()}.
 */
final class RecordingSource implements Closeable {
    /** Larger than any recording tenure's runs write; a bound against a decompression bomb. */
    static final long MAX_COPY_BYTES = 4L << 30;

    private final Path path;
    private final boolean temporary;
    private final boolean tooLarge;

    private RecordingSource(Path path, boolean temporary, boolean tooLarge) {
        this.path = path;
        this.temporary = temporary;
        this.tooLarge = tooLarge;
    }

    static RecordingSource of(LogFile file) throws IOException {
        if (file instanceof PlainLogFile plain) {
            return new RecordingSource(plain.path(), false, false);
        }
        Path copy = ScratchSpace.newFile("jfr-copy-", ".jfr");
        boolean complete = false;
        try (InputStream in = file.open(); OutputStream out = Files.newOutputStream(copy)) {
            byte[] buffer = new byte[1 << 16];
            long total = 0;
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                total += n;
                if (total > MAX_COPY_BYTES) {
                    break;
                }
                out.write(buffer, 0, n);
            }
            complete = total <= MAX_COPY_BYTES;
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(copy);
            throw e;
        }
        return new RecordingSource(copy, true, !complete);
    }

    /** The file to read, or empty when the input was larger than {@link #MAX_COPY_BYTES}. */
    Optional<Path> path() {
        return tooLarge ? Optional.empty() : Optional.of(path);
    }

    @Override
    public void close() throws IOException {
        if (temporary) {
            Files.deleteIfExists(path);
        }
    }
}
