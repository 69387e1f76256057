package io.tenure.gclog.input;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Ends a decompressed stream where it breaks instead of failing the whole read: a compressed log
 * cut short (a copy interrupted, a disk full while the JVM wrote it) or corrupt reads as its
 * intact prefix, and the damage goes to a {@link DamageWatch} with the line it was met at, so the
 * events before it are kept and the analysis names the file and the damage.
 *
 * <p>It sits right on the decompressor: the decompression bounds sit outside it and still fail
 * the read, since a bomb is no damage to salvage from.
 */
final class DamageTolerantInputStream extends FilterInputStream {
    /**
     * The most asked of the decompressor at once: some decompressors fill the whole request before
     * returning and drop what they inflated when the input breaks off, so a small request bounds
     * what a cut loses.
     */
    private static final int MAX_REQUEST = 8 << 10;
    private final String what;
    private final DamageWatch watch;
    private final LongSupplier rawOffset;
    private long produced;
    private long newlines;
    private boolean broken;

    /**
     * @param what how the stream is called in the message, e.g. {@code gzip stream}, {@code tar member}
     */
    DamageTolerantInputStream(InputStream decompressed, String what, DamageWatch watch) {
        this(decompressed, what, watch, null);
    }

    /**
     * @param rawOffset how many bytes of the compressed file had been read when the damage showed
     *                  (named in the message), or null when unknown
     */
    DamageTolerantInputStream(InputStream decompressed, String what, DamageWatch watch, LongSupplier rawOffset) {
        super(decompressed);
        this.what = what;
        this.watch = watch;
        this.rawOffset = rawOffset;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (broken) {
            return -1;
        }
        int n;
        try {
            n = super.read(buffer, offset, Math.min(length, MAX_REQUEST));
        } catch (DecompressionLimitException e) {
            throw e; // a bomb is no damage to salvage from (a tar member's bound is inside the archive reader)
        } catch (IOException | RuntimeException e) {
            broken = true;
            watch.saw(new Damage(newlines + 1, describe(e)));
            return -1;
        }
        for (int i = offset; i < offset + n; i++) {
            if (buffer[i] == '\n') {
                newlines++;
            }
        }
        if (n > 0) {
            produced += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        int read = read(new byte[(int) Math.max(0, Math.min(n, 1 << 16))]);
        return Math.max(0, read);
    }

    private String describe(Exception e) {
        String reason = String.valueOf(e.getMessage());
        boolean truncated = e instanceof EOFException || reason.toLowerCase(Locale.ROOT).contains("truncat")
                || reason.toLowerCase(Locale.ROOT).contains("end of");
        return String.format(Locale.ROOT, "%s %s after %d bytes%s%s; events before the damage are kept",
                truncated ? "truncated" : "corrupt", what, produced,
                rawOffset == null ? "" : String.format(Locale.ROOT, " (at byte %d of the file)", rawOffset.getAsLong()),
                truncated ? "" : " (" + reason + ")");
    }
}
