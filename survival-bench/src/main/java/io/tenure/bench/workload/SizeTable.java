package io.tenure.bench.workload;

import java.util.Locale;

/**
 * The object sizes a run allocates, each with its array length and measured heap size. Either
 * uniform (one size, or up to 64 sizes spread evenly over a range: {@code objectBytes=64} or
 * {@code 32-256}, picked with equal probability) or a named distribution of the shapes real heaps
 * have ({@code small}, {@code mixed}, {@code large}, see {@link Distribution}), picked by its count
 * probabilities.
 */
final class SizeTable {
    private static final int MAX_DISTINCT = 64;
    /** A 1 MiB array: humongous in G1 whenever the region is 2 MB or less (heaps up to 4 GB by default). */
    static final int LARGE_BYTES = (1 << 20) + 16;
    /** Objects at least this large are counted as large arrays in the report (half a 1 MB G1 region). */
    static final int LARGE_THRESHOLD_BYTES = 512 << 10;

    final int[] lengths;
    final int[] sizes;
    /** Cumulative count probabilities of a named distribution; null for a uniform pick. */
    final double[] cumulative;
    /** The distribution's name, or null for a uniform one. */
    final String name;

    SizeTable(ObjectLayout layout, int minBytes, int maxBytes) {
        int distinct = minBytes == maxBytes ? 1 : Math.min(MAX_DISTINCT, (maxBytes - minBytes) / 8 + 1);
        lengths = new int[distinct];
        sizes = new int[distinct];
        for (int i = 0; i < distinct; i++) {
            int target = distinct == 1 ? minBytes : minBytes + (int) ((long) (maxBytes - minBytes) * i / (distinct - 1));
            lengths[i] = layout.lengthFor(target);
            sizes[i] = layout.sizeOf(lengths[i]);
        }
        cumulative = null;
        name = null;
    }

    SizeTable(ObjectLayout layout, Distribution distribution) {
        int[] targets = distribution.sizes();
        lengths = new int[targets.length];
        sizes = new int[targets.length];
        for (int i = 0; i < targets.length; i++) {
            lengths[i] = layout.lengthFor(targets[i]);
            sizes[i] = layout.sizeOf(lengths[i]);
        }
        cumulative = distribution.cumulativeCounts(sizes);
        name = distribution.id();
    }

    /** The table of a run's {@code objectBytes}: its named distribution, or its uniform size or range. */
    static SizeTable of(ObjectLayout layout, WorkloadConfig config) {
        return config.sizeDistribution != null ? new SizeTable(layout, config.sizeDistribution)
                : new SizeTable(layout, config.minObjectBytes, config.maxObjectBytes);
    }

    /** The share of the drawn bytes in entries of at least {@code bytes}. */
    double byteShareAtLeast(int bytes) {
        double all = 0;
        double large = 0;
        for (int i = 0; i < sizes.length; i++) {
            double b = sizes[i] * probability(i);
            all += b;
            large += sizes[i] >= bytes ? b : 0;
        }
        return large / all;
    }

    /** The table entry for a uniform draw in [0, 1). */
    int pick(double u) {
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (u < cumulative[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** The mean heap bytes of one object as drawn (weighted by the distribution's probabilities). */
    double meanSizeBytes() {
        double sum = 0;
        for (int i = 0; i < sizes.length; i++) {
            sum += sizes[i] * probability(i);
        }
        return sum;
    }

    /** The probability of entry {@code i} per drawn object. */
    double probability(int i) {
        if (cumulative == null) {
            return 1.0 / sizes.length;
        }
        return cumulative[i] - (i == 0 ? 0 : cumulative[i - 1]);
    }

    int minSizeBytes() {
        int min = Integer.MAX_VALUE;
        for (int size : sizes) {
            min = Math.min(min, size);
        }
        return min;
    }

    int maxSizeBytes() {
        int max = 0;
        for (int size : sizes) {
            max = Math.max(max, size);
        }
        return max;
    }

    /**
     * Bytes per slot a FIFO pool of long-lived objects is sized by: the smallest object for a
     * uniform table (as before), half the mean for a named distribution, whose smallest objects
     * (16 bytes) would otherwise ask for a slot array as large as the live set itself. The pool
     * drops its oldest object when its slots run out, which a distribution drawing by count does
     * not reach (the kept objects' mean is the drawn mean).
     */
    int poolSlotBytes() {
        return cumulative == null ? minSizeBytes() : Math.max(minSizeBytes(), (int) (meanSizeBytes() / 2));
    }

    /**
     * Named object-size distributions. Sizes are heap bytes with the header; within a group the
     * count weights fall with size as in measured Java heaps (most objects are 16 to 48 bytes),
     * and each group holds a fixed share of the allocated bytes.
     */
    enum Distribution {
        /** Only small objects, 16 to 256 bytes (mean about 42): the typical object-graph program. */
        SMALL(new double[] {1, 0, 0}),
        /** 70 % of the bytes in small objects, 20 % in 512 B to 16 KB arrays, 10 % in 1 MiB arrays. */
        MIXED(new double[] {0.7, 0.2, 0.1}),
        /** 40 % small, 30 % medium, 30 % in 1 MiB arrays: a buffer- or cache-heavy program. */
        LARGE(new double[] {0.4, 0.3, 0.3});

        private static final int[] SMALL_SIZES = {16, 24, 32, 40, 48, 64, 96, 128, 256};
        private static final double[] SMALL_WEIGHTS = {20, 25, 20, 10, 8, 7, 5, 3, 2};
        private static final int[] MEDIUM_SIZES = {512, 2048, 8192, 16384};
        private static final double[] MEDIUM_WEIGHTS = {8, 4, 2, 1};

        /** Byte shares of the small, medium and large groups. */
        private final double[] byteShares;

        Distribution(double[] byteShares) {
            this.byteShares = byteShares;
        }

        static Distribution parse(String s) {
            for (Distribution d : values()) {
                if (d.id().equals(s)) {
                    return d;
                }
            }
            return null;
        }

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        int[] sizes() {
            int n = SMALL_SIZES.length + (byteShares[1] > 0 ? MEDIUM_SIZES.length : 0) + (byteShares[2] > 0 ? 1 : 0);
            int[] sizes = new int[n];
            int k = 0;
            for (int s : SMALL_SIZES) {
                sizes[k++] = s;
            }
            if (byteShares[1] > 0) {
                for (int s : MEDIUM_SIZES) {
                    sizes[k++] = s;
                }
            }
            if (byteShares[2] > 0) {
                sizes[k] = LARGE_BYTES;
            }
            return sizes;
        }

        /**
         * Cumulative count probabilities for the measured sizes (in {@link #sizes()} order): a
         * group's byte share divided by its mean object size gives its share of the objects.
         */
        double[] cumulativeCounts(int[] measured) {
            double[] counts = new double[measured.length];
            int k = 0;
            k = groupCounts(counts, measured, k, SMALL_WEIGHTS, byteShares[0]);
            if (byteShares[1] > 0) {
                k = groupCounts(counts, measured, k, MEDIUM_WEIGHTS, byteShares[1]);
            }
            if (byteShares[2] > 0) {
                groupCounts(counts, measured, k, new double[] {1}, byteShares[2]);
            }
            double total = 0;
            for (double c : counts) {
                total += c;
            }
            double[] cumulative = new double[counts.length];
            double sum = 0;
            for (int i = 0; i < counts.length; i++) {
                sum += counts[i] / total;
                cumulative[i] = sum;
            }
            cumulative[counts.length - 1] = 1.0;
            return cumulative;
        }

        private static int groupCounts(double[] counts, int[] measured, int from, double[] weights, double byteShare) {
            double weightSum = 0;
            double bytes = 0;
            for (int i = 0; i < weights.length; i++) {
                weightSum += weights[i];
                bytes += weights[i] * measured[from + i];
            }
            double mean = bytes / weightSum;
            for (int i = 0; i < weights.length; i++) {
                counts[from + i] = byteShare / mean * weights[i] / weightSum;
            }
            return from + weights.length;
        }
    }
}
