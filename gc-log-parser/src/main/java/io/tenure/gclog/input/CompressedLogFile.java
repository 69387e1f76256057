package io.tenure.gclog.input;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A log on disk compressed with gzip, xz, zstd or bzip2, decompressed on the fly within
 * {@link DecompressionLimits}. A stream cut short or corrupt reads as its intact prefix and the
 * damage is kept for {@link #damage()}.
 */
public final class CompressedLogFile implements LogFile {
    private final Path path;
    private final String name;
    private final Compression compression;
    private final DecompressionLimits limits;
    private final DamageWatch watch = new DamageWatch();

    CompressedLogFile(Path path, String name, Compression compression, DecompressionLimits limits) {
        this.path = Objects.requireNonNull(path, "path");
        this.name = Objects.requireNonNull(name, "name");
        this.compression = Objects.requireNonNull(compression, "compression");
        this.limits = Objects.requireNonNull(limits, "limits");
        if (!compression.isStream()) {
            throw new IllegalArgumentException(compression + " is not a stream compressor");
        }
    }

    public Path path() {
        return path;
    }

    /** {@code gzip}, {@code xz}, {@code zstd} or {@code bzip2}. */
    public String compression() {
        return compression.label();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public InputStream open() throws IOException {
        watch.clear();
        CountingInputStream raw = new CountingInputStream(new BufferedInputStream(Files.newInputStream(path), 1 << 16));
        try {
            return new BufferedInputStream(new BoundedInputStream(decompressed(raw, compression, name, watch),
                    name, limits, raw::count), 1 << 16);
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    /**
     * {@code raw} decompressed, ending where it breaks. A stream whose header is already damaged
     * reads as empty, with the damage kept.
     */
    static InputStream decompressed(InputStream raw, Compression compression, String name, DamageWatch watch)
            throws IOException {
        compression.requireLibraries(); // a missing library is no damage of the file
        InputStream decompressor;
        try {
            decompressor = compression.decompress(raw);
        } catch (IOException e) {
            watch.saw(new Damage(1, "not a readable " + compression.label() + " stream (" + e.getMessage() + ")"));
            return new FilterInputStream(raw) {
                @Override
                public int read() {
                    return -1;
                }

                @Override
                public int read(byte[] buffer, int offset, int length) {
                    return -1;
                }
            };
        }
        return new DamageTolerantInputStream(decompressor, compression.label() + " stream", watch,
                raw instanceof CountingInputStream counting ? counting::count : null);
    }

    @Override
    public Optional<Damage> damage() {
        return watch.last();
    }

    @Override
    public String toString() {
        return name + " (" + compression.label() + ")";
    }
}
