package io.tenure.gclog.input;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

/**
 * Reads tar archives, plain or inside a stream compressor ({@code .tar.gz}, {@code .tar.xz},
 * {@code .tar.zst}), through Commons Compress. A tar has no index, so a member is reached by
 * reading the archive from its start; the whole archive passes through one
 * {@link BoundedInputStream}, so the decompression bounds hold for the archive as for a
 * compressed log.
 */
final class TarArchives {
    /** More members than any log archive has; bounds the work a crafted archive can cause. */
    static final int MAX_ENTRIES = LogInputs.MAX_ZIP_ENTRIES;

    private TarArchives() {
    }

    /** The names of the regular, non-hidden members, in archive order. */
    static List<String> members(Path archive, Compression outer, String name, DecompressionLimits limits) throws IOException {
        List<String> names = new ArrayList<>();
        try (TarArchiveInputStream tar = open(archive, outer, name, limits, new DamageWatch())) {
            int seen = 0;
            for (TarArchiveEntry entry = nextOrNull(tar); entry != null; entry = nextOrNull(tar)) {
                if (++seen > MAX_ENTRIES) {
                    throw new IOException(name + ": tar archive has more than " + MAX_ENTRIES + " members, more than tenure reads");
                }
                String last = entry.getName().substring(entry.getName().lastIndexOf('/') + 1);
                if (entry.isFile() && !last.startsWith(".") && !entry.getName().startsWith("__MACOSX/")) {
                    names.add(entry.getName());
                }
            }
        }
        return names;
    }

    /** The member {@code entry}'s bytes, ending where the archive breaks (the damage goes to {@code watch}). */
    static InputStream member(Path archive, Compression outer, String entry, String name, DecompressionLimits limits,
                              DamageWatch watch) throws IOException {
        TarArchiveInputStream tar = open(archive, outer, name, limits, watch);
        try {
            for (TarArchiveEntry e = nextOrNull(tar); e != null; e = nextOrNull(tar)) {
                if (e.isFile() && e.getName().equals(entry)) {
                    return new BufferedInputStream(new FilterInputStream(new DamageTolerantInputStream(tar, "tar member", watch)) {
                        @Override
                        public void close() throws IOException {
                            tar.close();
                        }
                    }, 1 << 16);
                }
            }
            throw new IOException(name + ": no longer in the archive (changed while tenure read it?)");
        } catch (IOException | RuntimeException e) {
            tar.close();
            throw e;
        }
    }

    private static TarArchiveInputStream open(Path archive, Compression outer, String name, DecompressionLimits limits,
                                              DamageWatch watch) throws IOException {
        CountingInputStream raw = new CountingInputStream(new BufferedInputStream(Files.newInputStream(archive), 1 << 16));
        try {
            InputStream content = outer.isStream() ? CompressedLogFile.decompressed(raw, outer, name, watch) : raw;
            return new TarArchiveInputStream(new BoundedInputStream(content, name, limits, raw::count));
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    /** The next entry, or null at the end or where the archive breaks off (its members so far stand). */
    private static TarArchiveEntry nextOrNull(TarArchiveInputStream tar) throws IOException {
        try {
            return tar.getNextEntry();
        } catch (DecompressionLimitException e) {
            throw e;
        } catch (IOException e) {
            return null;
        }
    }
}
