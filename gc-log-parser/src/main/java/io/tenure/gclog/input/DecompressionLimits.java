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
 */
public record DecompressionLimits(long maxBytes, double maxRatio, long ratioGraceBytes) {
    /** 64 GiB, at most 400:1 after the first 16 MiB. */
    public static final DecompressionLimits DEFAULT = new DecompressionLimits(64L << 30, 400, 16L << 20);

    public DecompressionLimits {
        if (maxBytes <= 0 || !(maxRatio > 1) || ratioGraceBytes < 0) {
            throw new IllegalArgumentException("bad limits: " + maxBytes + " bytes, ratio " + maxRatio + ", grace " + ratioGraceBytes);
        }
    }
}
