package io.tenure.bench.workload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Warm-up until steady, then the work that makes the measured phase last a target duration
 * ({@code measureSeconds=}). The warm-up allocates in chunks; a chunk shorter than
 * {@link #MIN_CHUNK_NANOS} is too short to time above timer and scheduling noise, so the next one is
 * twice as large. The warm-up is over when it has allocated at least the minimum warm-up and the
 * allocation rates of the last {@link #WINDOW} timed chunks lie within {@code tolerance} of their
 * median (the JIT has settled, the long-lived set has filled), or when it has run for
 * {@code maxWarmupNanos} without settling (a concurrent collector's cycles can keep the rate
 * moving; the run then records that it never settled). The measured work is the median rate of
 * those chunks times the target duration, at most {@code maxWorkBytes} (a heap that must hold
 * every byte, as Epsilon's, sets that bound).
 *
 * <p>Pure bookkeeping, no clock: the workload times the chunks and feeds them in, so the rules
 * can be tested on synthetic timings. Compiled for Java 8 with the rest of the workload.
 */
final class WarmupCalibrator {
    /** Timed chunks whose rates must agree. */
    static final int WINDOW = 3;
    /** A chunk shorter than this is not timed for the rate: 100 ms, far above timer resolution. */
    static final long MIN_CHUNK_NANOS = 100_000_000L;
    static final long FIRST_CHUNK_BYTES = 4L << 20;

    private final double measureSeconds;
    private final double tolerance;
    private final long minWarmupBytes;
    private final long maxWarmupNanos;
    private final long maxWorkBytes;
    private final List<Double> rates = new ArrayList<Double>();
    private long chunkBytes = FIRST_CHUNK_BYTES;
    private long warmupBytes;
    private long warmupNanos;
    private int chunks;
    private boolean steady;
    private boolean over;

    /**
     * @param measureSeconds the target duration of the measured phase, &gt; 0
     * @param tolerance      the largest relative distance of a window's rate from the window's median
     * @param minWarmupBytes warm up at least this much, steady or not
     * @param maxWarmupNanos stop warming up after this long, steady or not
     * @param maxWorkBytes   the largest measured work
     */
    WarmupCalibrator(double measureSeconds, double tolerance, long minWarmupBytes, long maxWarmupNanos, long maxWorkBytes) {
        if (!(measureSeconds > 0) || !(tolerance > 0) || minWarmupBytes < 0 || maxWarmupNanos <= 0 || maxWorkBytes <= 0) {
            throw new IllegalArgumentException("calibration needs measureSeconds > 0, tolerance > 0, minimum warm-up >= 0,"
                    + " warm-up limit > 0 and work limit > 0");
        }
        this.measureSeconds = measureSeconds;
        this.tolerance = tolerance;
        this.minWarmupBytes = minWarmupBytes;
        this.maxWarmupNanos = maxWarmupNanos;
        this.maxWorkBytes = maxWorkBytes;
    }

    /** Bytes of the next warm-up chunk. */
    long nextChunkBytes() {
        return chunkBytes;
    }

    /** Records a chunk; true when the warm-up is over. */
    boolean record(long bytes, long nanos) {
        if (over) {
            throw new IllegalStateException("the warm-up is over");
        }
        chunks++;
        warmupBytes += bytes;
        warmupNanos += Math.max(0, nanos);
        if (nanos < MIN_CHUNK_NANOS) {
            chunkBytes *= 2;
        } else {
            rates.add(bytes * 1e9 / nanos);
        }
        steady = warmupBytes >= minWarmupBytes && settled();
        over = steady || warmupNanos >= maxWarmupNanos;
        return over;
    }

    private boolean settled() {
        if (rates.size() < WINDOW) {
            return false;
        }
        double median = windowMedian();
        for (double rate : window()) {
            if (Math.abs(rate - median) > tolerance * median) {
                return false;
            }
        }
        return true;
    }

    private double[] window() {
        int n = Math.min(WINDOW, rates.size());
        double[] window = new double[n];
        for (int i = 0; i < n; i++) {
            window[i] = rates.get(rates.size() - n + i);
        }
        return window;
    }

    private double windowMedian() {
        double[] sorted = window();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /**
     * The measured phase's work: the steady rate times the target duration, within [one chunk,
     * maxWorkBytes]. Without a timed chunk (a warm-up cut short by its limit), the rate of the
     * whole warm-up.
     */
    long workBytes() {
        double rate = !rates.isEmpty() ? windowMedian() : warmupNanos > 0 ? warmupBytes * 1e9 / warmupNanos : 0;
        double bytes = rate * measureSeconds;
        return Math.max(FIRST_CHUNK_BYTES, Math.min(maxWorkBytes, (long) bytes));
    }

    /** The rate the work was derived from, bytes per second, or NaN before any chunk. */
    double rateBytesPerSecond() {
        return !rates.isEmpty() ? windowMedian() : warmupNanos > 0 ? warmupBytes * 1e9 / warmupNanos : Double.NaN;
    }

    boolean steady() {
        return steady;
    }

    int chunks() {
        return chunks;
    }

    long warmupBytes() {
        return warmupBytes;
    }

    long warmupNanos() {
        return warmupNanos;
    }

    /** The timed chunks' rates in bytes per second, oldest first. */
    List<Double> rates() {
        return new ArrayList<Double>(rates);
    }
}
