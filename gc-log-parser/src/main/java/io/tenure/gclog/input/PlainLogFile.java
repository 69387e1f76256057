package io.tenure.gclog.input;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/** An uncompressed log on disk, named by its file name (or a given display name). */
public record PlainLogFile(Path path, String name) implements LogFile {
    public PlainLogFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(name, "name");
    }

    public static PlainLogFile of(Path path) {
        return new PlainLogFile(path, String.valueOf(path.getFileName()));
    }

    /** The file from its first byte that is not a NUL ({@link LeadingNuls}). */
    @Override
    public InputStream open() throws IOException {
        InputStream in = new BufferedInputStream(Files.newInputStream(path), 1 << 16);
        try {
            return LeadingNuls.skip(in);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    @Override
    public long leadingNulBytes() throws IOException {
        try (BufferedInputStream in = new BufferedInputStream(Files.newInputStream(path), 1 << 16)) {
            return LeadingNuls.count(in);
        }
    }
}
