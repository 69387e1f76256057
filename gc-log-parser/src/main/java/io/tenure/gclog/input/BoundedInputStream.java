package io.tenure.gclog.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Counts the decompressed bytes read through it and fails with a {@link DecompressionLimitException}
 * naming the log as soon as they pass the absolute bound or the ratio bound of
 * {@link DecompressionLimits}. The compressed side is read through {@code compressedBytes}.
 */
final class BoundedInputStream extends FilterInputStream {
    private final String name;
    private final DecompressionLimits limits;
    private final LongSupplier compressedBytes;
    private long produced;

    BoundedInputStream(InputStream decompressed, String name, DecompressionLimits limits, LongSupplier compressedBytes) {
        super(decompressed);
        this.name = name;
        this.limits = limits;
        this.compressedBytes = compressedBytes;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            account(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            account(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        account(skipped);
        return skipped;
    }

    private void account(long n) throws IOException {
        produced += n;
        if (produced > limits.maxBytes()) {
            throw new DecompressionLimitException(String.format(Locale.ROOT,
                    "%s: decompresses to more than %d bytes; refusing it as a likely decompression bomb",
                    name, limits.maxBytes()));
        }
        if (produced > limits.ratioGraceBytes()) {
            long compressed = Math.max(1, compressedBytes.getAsLong());
            if (produced > limits.maxRatio() * compressed) {
                throw new DecompressionLimitException(String.format(Locale.ROOT,
                        "%s: decompresses more than %.0f:1 (%d bytes from %d); refusing it as a likely decompression bomb",
                        name, limits.maxRatio(), produced, compressed));
            }
        }
    }
}
