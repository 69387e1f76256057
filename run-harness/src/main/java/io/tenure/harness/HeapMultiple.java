package io.tenure.harness;

import java.util.Locale;

/**
 * A heap given as a multiple of the minimum heap, {@code 2x} or {@code 1.5x} (GC research sizes
 * heaps so: the minimum heap found by {@link MinHeapBisection}, then multiples of it), as
 * {@code tenure bench --heap} and {@code tenure compare --heap} take it.
 */
public final class HeapMultiple {
    private HeapMultiple() {
    }

    /** Whether {@code text} is written as a multiple ({@code 2x}, {@code 1.5X}), valid or not. */
    public static boolean isMultiple(String text) {
        return text.strip().toLowerCase(Locale.ROOT).endsWith("x");
    }

    /**
     * The multiple {@code text} gives.
     *
     * @throws IllegalArgumentException when it is not a positive finite number followed by {@code x}
     */
    public static double parse(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        double multiple;
        try {
            multiple = s.endsWith("x") ? Double.parseDouble(s.substring(0, s.length() - 1)) : Double.NaN;
        } catch (NumberFormatException e) {
            multiple = Double.NaN;
        }
        if (!(multiple > 0 && Double.isFinite(multiple))) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a multiple of the minimum heap (e.g. 1.5x, 2x)");
        }
        return multiple;
    }

    /**
     * The heap in whole MB that {@code multiple} times a minimum heap of {@code minHeapMB} is,
     * rounded up so that it is never below the multiple (and 1.1 × 100 is 110, not the 111 that
     * the product's last binary digit would round it up to).
     */
    public static long heapMB(double multiple, long minHeapMB) {
        return (long) Math.ceil(multiple * minHeapMB - 1e-9);
    }
}
