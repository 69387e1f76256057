package io.tenure.bench.plan;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The workload knobs of one cell (see the workload's usage for their meaning).
 *
 * @param survival    the long-lived fraction p of the allocated bytes, in [0,1]
 * @param lifetimeMB  the long-lived set in MB: a long-lived object lives while lifetimeMB of
 *                    newer long-lived bytes arrive (fifo), i.e. lifetimeMB / p of allocation
 * @param lifetime    fifo, exponential or first-gc
 * @param objectBytes heap size of one object, {@code 64} or a range {@code 32-256}
 * @param shape       bytes or nodes
 */
public record WorkloadTarget(double survival, double lifetimeMB, String lifetime, String objectBytes, String shape,
                             int chains, int threads, double warmupMB, double workMB, long seed) {
    public WorkloadTarget {
        if (!(survival >= 0 && survival <= 1)) {
            throw new IllegalArgumentException("survival must be in [0,1]: " + survival);
        }
        Objects.requireNonNull(lifetime, "lifetime");
        Objects.requireNonNull(objectBytes, "objectBytes");
        Objects.requireNonNull(shape, "shape");
        if (!List.of("fifo", "exponential", "first-gc").contains(lifetime)) {
            throw new IllegalArgumentException("lifetime must be fifo, exponential or first-gc: " + lifetime);
        }
        if (!List.of("bytes", "nodes").contains(shape)) {
            throw new IllegalArgumentException("shape must be bytes or nodes: " + shape);
        }
        if (shape.equals("nodes") && lifetime.equals("exponential")) {
            throw new IllegalArgumentException("shape nodes needs lifetime fifo or first-gc: random replacement would keep"
                    + " replaced nodes reachable through their chain");
        }
        if (!objectBytes.matches("\\d+(-\\d+)?")) {
            throw new IllegalArgumentException("objectBytes must be N or MIN-MAX: " + objectBytes);
        }
        if (threads < 1 || chains < 1 || !(workMB > 0) || !(warmupMB >= 0) || !(lifetimeMB > 0)) {
            throw new IllegalArgumentException("threads, chains, work and lifetime must be positive");
        }
    }

    /** The workload's {@code key=value} arguments, the result file last. */
    public List<String> arguments(String resultFile) {
        return List.of(
                "survival=" + number(survival),
                "lifetimeMB=" + number(lifetimeMB),
                "lifetime=" + lifetime,
                "objectBytes=" + objectBytes,
                "shape=" + shape,
                "chains=" + chains,
                "threads=" + threads,
                "warmupMB=" + number(warmupMB),
                "workMB=" + number(workMB),
                "seed=" + seed,
                "result=" + resultFile);
    }

    public WorkloadTarget withSurvival(double p) {
        return new WorkloadTarget(p, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed);
    }

    public WorkloadTarget withLifetimeMB(double mb) {
        return new WorkloadTarget(survival, mb, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed);
    }

    public static String number(double value) {
        String s = String.format(Locale.ROOT, "%.6f", value);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
