package io.tenure.gclog.input;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * One entry of a zip archive, named {@code archive.zip!entry}. Each {@link #open()} opens the
 * archive anew and closes it with the stream. The ratio bound uses the entry's compressed size,
 * which also bounds what the JDK reads from the archive for it.
 */
public record ZipEntryLogFile(Path archive, String entry, String name, DecompressionLimits limits) implements LogFile {
    public ZipEntryLogFile {
        Objects.requireNonNull(archive, "archive");
        Objects.requireNonNull(entry, "entry");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(limits, "limits");
    }

    @Override
    public InputStream open() throws IOException {
        ZipFile zip = new ZipFile(archive.toFile());
        try {
            ZipEntry found = zip.getEntry(entry);
            if (found == null) {
                throw new NoSuchFileException(name);
            }
            long compressed = Math.max(1, found.getCompressedSize());
            InputStream bounded = new BoundedInputStream(zip.getInputStream(found), name, limits, () -> compressed);
            return new BufferedInputStream(new FilterInputStream(bounded) {
                @Override
                public void close() throws IOException {
                    try {
                        super.close();
                    } finally {
                        zip.close();
                    }
                }
            }, 1 << 16);
        } catch (IOException | RuntimeException e) {
            zip.close();
            throw e;
        }
    }
}
