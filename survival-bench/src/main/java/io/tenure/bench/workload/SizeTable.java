package io.tenure.bench.workload;

/**
 * The object sizes a run allocates: one size, or up to 64 sizes spread evenly over a range, each
 * with its array length and measured heap size. Workers pick among them with a seeded generator.
 */
final class SizeTable {
    private static final int MAX_DISTINCT = 64;

    final int[] lengths;
    final int[] sizes;

    SizeTable(ObjectLayout layout, int minBytes, int maxBytes) {
        int distinct = minBytes == maxBytes ? 1 : Math.min(MAX_DISTINCT, (maxBytes - minBytes) / 8 + 1);
        lengths = new int[distinct];
        sizes = new int[distinct];
        for (int i = 0; i < distinct; i++) {
            int target = distinct == 1 ? minBytes : minBytes + (int) ((long) (maxBytes - minBytes) * i / (distinct - 1));
            lengths[i] = layout.lengthFor(target);
            sizes[i] = layout.sizeOf(lengths[i]);
        }
    }

    double meanSizeBytes() {
        double sum = 0;
        for (int size : sizes) {
            sum += size;
        }
        return sum / sizes.length;
    }

    int minSizeBytes() {
        int min = Integer.MAX_VALUE;
        for (int size : sizes) {
            min = Math.min(min, size);
        }
        return min;
    }
}
