package io.tenure.compare;

import io.tenure.harness.HeapMultiple;
import java.util.Locale;

/**
 * A {@code --heap} value: an absolute size ({@code 512m}, {@code 2g}) or a multiple of the
 * collector's minimum heap ({@code 2x}, {@code 1.5x}: a {@link HeapMultiple}), which needs
 * {@code --min-heap}.
 *
 * @param megabytes an absolute size, or null
 * @param multiple  a multiple of the minimum heap, or null
 */
public record HeapChoice(Long megabytes, Double multiple) {
    public HeapChoice {
        if ((megabytes == null) == (multiple == null)) {
            throw new IllegalArgumentException("a heap is a size or a multiple");
        }
        if (megabytes != null && megabytes < 1) {
            throw new IllegalArgumentException("heap must be at least 1 MB");
        }
        if (multiple != null && !(multiple > 0 && Double.isFinite(multiple))) {
            throw new IllegalArgumentException("heap multiple must be positive");
        }
    }

    /** The smallest fixed heap accepted, as {@code tenure bench --heap}. */
    static final long MIN_HEAP_MB = 8;

    /** Parses {@code 512m}, {@code 2g}, {@code 1024k}, {@code 300} (MB) or {@code 2x}. */
    public static HeapChoice parse(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (HeapMultiple.isMultiple(s)) {
                return new HeapChoice(null, HeapMultiple.parse(text));
            }
            char unit = s.isEmpty() ? ' ' : s.charAt(s.length() - 1);
            String digits = Character.isDigit(unit) ? s : s.substring(0, s.length() - 1);
            double number = Double.parseDouble(digits);
            double mb = switch (unit) {
                case 'k' -> number / 1024;
                case 'g' -> number * 1024;
                case 'm' -> number;
                default -> {
                    if (!Character.isDigit(unit)) {
                        throw new NumberFormatException(s);
                    }
                    yield number;
                }
            };
            if (!(mb >= MIN_HEAP_MB)) {
                // a JVM cannot start in less (1k became a 1 MB heap and every run failed), as bench refuses
                throw new IllegalArgumentException("--heap " + text.strip() + ": a heap of at least " + MIN_HEAP_MB + " MB (e.g. 512m)");
            }
            return new HeapChoice(Math.round(Math.ceil(mb)), null);
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("not a heap size: '" + text + "' (use e.g. 512m, 2g or, with --min-heap, 2x)");
        }
    }

    /** The heap in MB for a collector whose minimum heap is {@code minHeapMB} (null: unknown). */
    public Long resolve(Long minHeapMB) {
        if (megabytes != null) {
            return megabytes;
        }
        return minHeapMB == null ? null : HeapMultiple.heapMB(multiple, minHeapMB);
    }
}
