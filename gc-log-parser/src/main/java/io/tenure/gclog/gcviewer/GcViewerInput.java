package io.tenure.gclog.gcviewer;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * The bytes GCViewer gets to read: gunzipped by us within a bound (GCViewer would inflate without
 * one), and refused at the first {@code <!DOCTYPE} or {@code <!ENTITY}. GCViewer's IBM J9 readers
 * parse XML with the JDK's default SAX and StAX factories, which resolve DTDs and external
 * entities; no GC log has a DTD, so stopping the stream before the parser sees one closes that
 * door without touching GCViewer.
 */
final class GcViewerInput extends FilterInputStream {
    /**
     * Ceiling on the decompressed size of a {@code .gz} input: past a few GB GCViewer's in-memory
     * model cannot fit any heap this tool runs in anyway, so a larger (or crafted) archive is
     * refused with a clear error instead of exhausting memory.
     */
    static final long MAX_DECOMPRESSED_BYTES = 4L << 30;

    private static final byte[][] REFUSED = {
        "<!DOCTYPE".getBytes(StandardCharsets.US_ASCII), "<!ENTITY".getBytes(StandardCharsets.US_ASCII)};
    private static final int CARRY = 8;

    private final Path path;
    private final long limit;
    private final byte[] carry = new byte[CARRY];
    private final byte[] single = new byte[1];
    private int carried;
    private long count;
    private String refusal;

    /** {@code in} as GCViewer's input, refused past {@code limit} bytes or at a DTD; {@code path} names it in messages. */
    GcViewerInput(InputStream in, Path path, long limit) {
        super(in);
        this.path = path;
        this.limit = limit;
    }

    /** Opens {@code path}, gunzipping it when it starts with the gzip magic bytes. */
    static GcViewerInput open(Path path) throws IOException {
        BufferedInputStream file = new BufferedInputStream(Files.newInputStream(path), 1 << 16);
        file.mark(2);
        int b1 = file.read();
        int b2 = file.read();
        file.reset();
        if (b1 == 0x1f && b2 == 0x8b) {
            return new GcViewerInput(new GZIPInputStream(file, 1 << 16), path, MAX_DECOMPRESSED_BYTES);
        }
        return new GcViewerInput(file, path, Long.MAX_VALUE);
    }

    /** Why the input was cut off, if it was (a DTD, or too large once decompressed). */
    String refusal() {
        return refusal;
    }

    @Override
    public int read() throws IOException {
        int n = read(single, 0, 1);
        return n <= 0 ? -1 : single[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (refusal != null) {
            throw new IOException(refusal);
        }
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            check(buffer, offset, n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes must pass the same checks as read ones.
        byte[] sink = new byte[(int) Math.min(n, 8192)];
        int read = read(sink, 0, sink.length);
        return Math.max(read, 0);
    }

    private void check(byte[] buffer, int offset, int n) throws IOException {
        count += n;
        if (count > limit) {
            refuse(path + ": decompresses to more than " + limit + " bytes; not inflated further");
        }
        // Look at the carried tail of the previous chunk and this chunk as one window, so a
        // marker split across two reads is still seen.
        byte[] window = new byte[carried + n];
        System.arraycopy(carry, 0, window, 0, carried);
        System.arraycopy(buffer, offset, window, carried, n);
        for (byte[] marker : REFUSED) {
            if (indexOf(window, marker) >= 0) {
                refuse(path + ": contains " + new String(marker, StandardCharsets.US_ASCII)
                        + "; a GC log has no DTD, and GCViewer's XML readers would resolve it, so it is not read");
            }
        }
        carried = Math.min(CARRY, window.length);
        System.arraycopy(window, window.length - carried, carry, 0, carried);
    }

    private void refuse(String reason) throws IOException {
        refusal = reason;
        throw new IOException(reason);
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            if (haystack[i] != '<') {
                continue;
            }
            for (int j = 1; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
