package io.tenure.gclog.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;

/**
 * How a file is packed, told by its first bytes (never its name). Stream compressors read
 * concatenated members as one stream (as {@code cat a.gz b.gz} makes). gzip and zip through the
 * JDK, whose gzip reader hands out every byte it inflated before it meets a cut (Commons
 * Compress's drops the last partial block), so a truncated {@code .gz} keeps the most; xz, zstd,
 * bzip2 and tar through libraries an application may leave out ({@link #requireLibraries}). A tar
 * inside a stream compressor is found by looking at the decompressed head again ({@link #isTar}).
 */
enum Compression {
    NONE("plain"),
    /** RFC 1952: {@code 1f 8b}. */
    GZIP("gzip"),
    /** A zip archive: local file header {@code PK\3\4} or, for an empty archive, {@code PK\5\6}. */
    ZIP("zip"),
    /** {@code FD 37 7A 58 5A 00}. */
    XZ("xz"),
    /** RFC 8878 frame magic {@code 28 B5 2F FD}. */
    ZSTD("zstd"),
    /** {@code BZh} and a block size digit. */
    BZIP2("bzip2"),
    /** A POSIX or GNU tar: {@code ustar} at byte 257 of the first header block. */
    TAR("tar");

    /** Enough for every magic, the tar one included. */
    static final int HEAD_BYTES = 512;
    private static final int TAR_MAGIC_OFFSET = 257;
    private static final byte[] TAR_MAGIC = "ustar".getBytes(StandardCharsets.US_ASCII);

    private final String label;

    Compression(String label) {
        this.label = label;
    }

    /** How messages call it: {@code gzip}, {@code xz}, ... */
    String label() {
        return label;
    }

    /** True for the compressors that wrap one stream (not archives). */
    boolean isStream() {
        return this == GZIP || this == XZ || this == ZSTD || this == BZIP2;
    }

    static Compression of(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return of(in.readNBytes(HEAD_BYTES));
        }
    }

    static Compression of(byte[] head) {
        if (startsWith(head, 0x1f, 0x8b)) {
            return GZIP;
        }
        if (head.length >= 4 && head[0] == 'P' && head[1] == 'K'
                && ((head[2] == 3 && head[3] == 4) || (head[2] == 5 && head[3] == 6))) {
            return ZIP;
        }
        if (startsWith(head, 0xfd, '7', 'z', 'X', 'Z', 0)) {
            return XZ;
        }
        if (startsWith(head, 0x28, 0xb5, 0x2f, 0xfd)) {
            return ZSTD;
        }
        if (startsWith(head, 'B', 'Z', 'h') && head.length >= 4 && head[3] >= '1' && head[3] <= '9') {
            return BZIP2;
        }
        return isTar(head) ? TAR : NONE;
    }

    static boolean isTar(byte[] head) {
        return head.length >= TAR_MAGIC_OFFSET + TAR_MAGIC.length && Arrays.equals(head, TAR_MAGIC_OFFSET,
                TAR_MAGIC_OFFSET + TAR_MAGIC.length, TAR_MAGIC, 0, TAR_MAGIC.length);
    }

    /**
     * Nothing when this class path can read this kind: plain, gzip and zip always; xz, zstd, bzip2
     * and tar when their library is there.
     */
    void requireLibraries() throws MissingLibraryException {
        switch (this) {
            case XZ -> OptionalLibrary.XZ.require("xz logs");
            case ZSTD -> OptionalLibrary.AIRCOMPRESSOR.require("zstd logs");
            case BZIP2, TAR -> {
                String reading = this == TAR ? "tar archives" : "bzip2 logs";
                OptionalLibrary.COMMONS_COMPRESS.require(reading);
                OptionalLibrary.COMMONS_LANG3.require(reading);
            }
            case NONE, GZIP, ZIP -> {
            }
        }
    }

    /** The decompressed stream of {@code raw}; only for {@link #isStream()} kinds, after {@link #requireLibraries}. */
    InputStream decompress(InputStream raw) throws IOException {
        return switch (this) {
            case GZIP -> new GZIPInputStream(raw, 1 << 16);
            case XZ -> LibraryDecompressors.Xz.open(raw);
            case ZSTD -> LibraryDecompressors.Zstd.open(raw);
            case BZIP2 -> LibraryDecompressors.Bzip2.open(raw);
            case NONE, ZIP, TAR -> throw new AssertionError(this + " is not a stream compressor");
        };
    }

    private static boolean startsWith(byte[] head, int... magic) {
        if (head.length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if ((head[i] & 0xff) != (magic[i] & 0xff)) {
                return false;
            }
        }
        return true;
    }
}
