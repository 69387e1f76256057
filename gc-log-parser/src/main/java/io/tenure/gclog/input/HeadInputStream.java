package io.tenure.gclog.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** The first {@code limit} bytes of a stream, for probes that must cost little whatever the file. */
public final class HeadInputStream extends FilterInputStream {
    private long left;

    public HeadInputStream(InputStream in, long limit) {
        super(in);
        this.left = limit;
    }

    @Override
    public int read() throws IOException {
        if (left <= 0) {
            return -1;
        }
        int b = super.read();
        left--;
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (left <= 0) {
            return -1;
        }
        int n = super.read(buffer, offset, (int) Math.min(length, left));
        if (n > 0) {
            left -= n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(Math.min(n, left));
        left -= skipped;
        return skipped;
    }
}
