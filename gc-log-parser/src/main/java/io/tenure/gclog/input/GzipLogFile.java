package io.tenure.gclog.input;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.zip.GZIPInputStream;

/**
 * A gzip-compressed log on disk, decompressed on the fly within {@link DecompressionLimits}.
 * Concatenated gzip members (as {@code cat a.gz b.gz} makes) read as one log.
 */
public record GzipLogFile(Path path, String name, DecompressionLimits limits) implements LogFile {
    public GzipLogFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(limits, "limits");
    }

    @Override
    public InputStream open() throws IOException {
        CountingInputStream raw = new CountingInputStream(new BufferedInputStream(Files.newInputStream(path), 1 << 16));
        try {
            GZIPInputStream gzip = new GZIPInputStream(raw, 1 << 16);
            return new BufferedInputStream(new BoundedInputStream(gzip, name, limits, raw::count), 1 << 16);
        } catch (IOException e) {
            raw.close();
            throw new IOException(name + ": not a readable gzip file: " + e.getMessage(), e);
        }
    }
}
