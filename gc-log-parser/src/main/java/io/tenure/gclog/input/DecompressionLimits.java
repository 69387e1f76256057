package io.tenure.gclog.input;

/**
 * Bounds on what reading one compressed log may decompress, so that a crafted {@code .gz} or zip
 * ("decompression bomb") cannot keep tenure busy for hours or fill a disk. Logs are streamed,
 * never unpacked to disk or memory, so the bounds protect time rather than space.
 *
 * @param maxBytes           the most decompressed bytes one log may yield
 * @param maxRatio           the most decompressed bytes per compressed byte; deflate cannot
 *                           exceed ~1032:1 on honest data and real GC logs compress 10-50:1
 * @param ratioGraceBytes    decompressed bytes read before the ratio is enforced, so that a
 *                           small, highly repetitive log is not refused on its first block
 * @param maxStreamBytes     the most bytes read from one input that is not a regular file (standard
 *                           input, a pipe, a FIFO, a device), which is spooled to a temporary file:
 *                           {@code analyze /dev/zero} never ends and filled the temporary directory
 */
public record DecompressionLimits(long maxBytes, double maxRatio, long ratioGraceBytes, long maxStreamBytes) {
    /** Streams: 4 GiB unless raised. */
    public static final long DEFAULT_MAX_STREAM_BYTES = 4L << 30;
    /** 64 GiB, at most 400:1 after the first 16 MiB; streams 4 GiB. */
    public static final DecompressionLimits DEFAULT = new DecompressionLimits(64L << 30, 400, 16L << 20);

    public DecompressionLimits {
        if (maxBytes <= 0 || !(maxRatio > 1) || ratioGraceBytes < 0 || maxStreamBytes <= 0) {
            throw new IllegalArgumentException("bad limits: " + maxBytes + " bytes, ratio " + maxRatio + ", grace " + ratioGraceBytes
                    + ", stream " + maxStreamBytes);
        }
    }

    /** The limits of files, with the default bound on streams. */
    public DecompressionLimits(long maxBytes, double maxRatio, long ratioGraceBytes) {
        this(maxBytes, maxRatio, ratioGraceBytes, DEFAULT_MAX_STREAM_BYTES);
    }

    /** These limits with another bound on streams. */
    public DecompressionLimits withMaxStreamBytes(long bytes) {
        return new DecompressionLimits(maxBytes, maxRatio, ratioGraceBytes, bytes);
    }
}
