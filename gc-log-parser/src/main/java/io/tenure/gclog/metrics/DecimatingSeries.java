package io.tenure.gclog.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;

/**
 * A per-collection series (survival rates) kept in bounded memory: every value up to
 * {@code capacity} (the array grows as needed); beyond, every other kept value is dropped and
 * only every {@link #stride()}-th new value is kept, so a year-long log still fits. The mean is
 * always exact; the median is exact while the stride is 1 and a systematic sample's median after.
 */
final class DecimatingSeries {
    /** 2^19 values (4 MB when full): exact medians for any log with fewer young collections. */
    static final int DEFAULT_CAPACITY = 1 << 19;
    private static final int INITIAL_SIZE = 256;

    private final int capacity;
    private double[] values;
    private int size;
    private int stride = 1;
    private long seen;
    private double sum;

    DecimatingSeries() {
        this(DEFAULT_CAPACITY);
    }

    DecimatingSeries(int capacity) {
        if (capacity < 2 || capacity % 2 != 0) {
            throw new IllegalArgumentException("capacity must be even and >= 2: " + capacity);
        }
        this.capacity = capacity;
        this.values = new double[Math.min(capacity, INITIAL_SIZE)];
    }

    void add(double value) {
        sum += value;
        if (seen++ % stride != 0) {
            return;
        }
        if (size == values.length && size < capacity) {
            values = Arrays.copyOf(values, Math.min(capacity, size * 2));
        }
        if (size == capacity) {
            for (int i = 0; i < size / 2; i++) {
                values[i] = values[2 * i];
            }
            size /= 2;
            stride *= 2;
            if ((seen - 1) % stride != 0) {
                return;
            }
        }
        values[size++] = value;
    }

    long count() {
        return seen;
    }

    int stride() {
        return stride;
    }

    boolean exact() {
        return stride == 1;
    }

    OptionalDouble mean() {
        return seen == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum / seen);
    }

    OptionalDouble median() {
        if (size == 0) {
            return OptionalDouble.empty();
        }
        double[] sorted = Arrays.copyOf(values, size);
        Arrays.sort(sorted);
        int mid = size / 2;
        return OptionalDouble.of(size % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
    }

    /** At most {@code limit} of the kept values, evenly spaced, and the stride between them in the full series. */
    Sample sample(int limit) {
        int step = Math.max(1, (size + limit - 1) / limit);
        List<Double> kept = new ArrayList<>(Math.min(size, limit));
        for (int i = 0; i < size; i += step) {
            kept.add(values[i]);
        }
        return new Sample(kept, (int) Math.min(Integer.MAX_VALUE, (long) step * stride));
    }

    record Sample(List<Double> values, int stride) {
    }
}
