package io.tenure.gclog.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * One member of a tar archive (plain or compressed), named {@code archive.tar.gz!member}, so that
 * the members of a rotated set group and stitch as the same files would on disk. Each
 * {@link #open()} reads the archive anew up to the member.
 */
public final class TarEntryLogFile implements LogFile {
    private final Path archive;
    private final Compression outer;
    private final String entry;
    private final String name;
    private final DecompressionLimits limits;
    private final DamageWatch watch = new DamageWatch();

    TarEntryLogFile(Path archive, Compression outer, String entry, String name, DecompressionLimits limits) {
        this.archive = Objects.requireNonNull(archive, "archive");
        this.outer = Objects.requireNonNull(outer, "outer");
        this.entry = Objects.requireNonNull(entry, "entry");
        this.name = Objects.requireNonNull(name, "name");
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    public Path archive() {
        return archive;
    }

    public String entry() {
        return entry;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public InputStream open() throws IOException {
        watch.clear();
        return TarArchives.member(archive, outer, entry, name, limits, watch);
    }

    @Override
    public Optional<Damage> damage() {
        return watch.last();
    }

    @Override
    public String toString() {
        return name;
    }
}
