package io.tenure.bench.plan;

import io.tenure.bundle.CellResult;
import io.tenure.bundle.WorkloadKind;
import java.util.ArrayList;
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
 * @param refStoresPerKB reference stores per allocated KB (0: none, today's workload)
 * @param oldToYoung  the share of those stores that write a fresh object into an old one
 * @param overwrite   the share that replace a reference held by an old object (SATB)
 * @param computePerKB compute units per allocated KB, which lower the allocation rate (0: none)
 * @param workload    the survival workload (tunable survival) or jbb (the transactional one, which takes
 *                    threads, warm-up, work, seed and retention and ignores the other knobs)
 * @param measureSeconds 0 for fixed work; else the target duration of the measured phase: the
 *                    child warms up until its allocation rate is steady (at least warmupMB) and
 *                    calibrates the work to last this long, at most workMB (survival workload only)
 * @param liveSetFraction the long-lived set as a fraction of the heap ({@code --live-set}), which the
 *                    planner turns into {@code lifetimeMB} per heap; null when the set is given in MB
 *                    or derived
 * @param retentionMB jbb: allocation (per thread) an order or history record stays reachable; null
 *                    until the planner derives it, and for the survival workload
 */
public record WorkloadTarget(double survival, double lifetimeMB, String lifetime, String objectBytes, String shape,
                             int chains, int threads, double warmupMB, double workMB, long seed,
                             double refStoresPerKB, double oldToYoung, double overwrite, double computePerKB,
                             WorkloadKind workload, double measureSeconds, Double liveSetFraction, Double retentionMB) {
    /** The default object size, the only one a cell id leaves out. */
    public static final String DEFAULT_OBJECT_BYTES = "64";
    /** Named object-size distributions (the workload's {@code SizeTable.Distribution}). */
    public static final List<String> SIZE_DISTRIBUTIONS = List.of("small", "mixed", "large");
    /** The smallest object the workload allocates (a header and a field), as its WorkloadConfig checks. */
    public static final int MIN_OBJECT_BYTES = 16;
    /** The largest object: 1 MiB. */
    public static final int MAX_OBJECT_BYTES = 1 << 20;
    /** Allocating threads per JVM, as the workload checks. */
    public static final int MAX_THREADS = 1024;
    /** Work, warm-up and long-lived set: 1 TiB, hours of allocation at any rate these JVMs reach. */
    public static final long MAX_WORK_MB = 1L << 20;

    /** A target without the live-set fraction and the jbb retention. */
    public WorkloadTarget(double survival, double lifetimeMB, String lifetime, String objectBytes, String shape,
                          int chains, int threads, double warmupMB, double workMB, long seed,
                          double refStoresPerKB, double oldToYoung, double overwrite, double computePerKB,
                          WorkloadKind workload, double measureSeconds) {
        this(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed,
                refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, null, null);
    }

    /** A target with fixed work. */
    public WorkloadTarget(double survival, double lifetimeMB, String lifetime, String objectBytes, String shape,
                          int chains, int threads, double warmupMB, double workMB, long seed,
                          double refStoresPerKB, double oldToYoung, double overwrite, double computePerKB,
                          WorkloadKind workload) {
        this(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed,
                refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, 0, null, null);
    }

    /** A target of the survival workload. */
    public WorkloadTarget(double survival, double lifetimeMB, String lifetime, String objectBytes, String shape,
                          int chains, int threads, double warmupMB, double workMB, long seed,
                          double refStoresPerKB, double oldToYoung, double overwrite, double computePerKB) {
        this(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed,
                refStoresPerKB, oldToYoung, overwrite, computePerKB, WorkloadKind.SURVIVAL);
    }

    /** A target without reference stores or compute: the workload as it was before those knobs. */
    public WorkloadTarget(double survival, double lifetimeMB, String lifetime, String objectBytes, String shape,
                          int chains, int threads, double warmupMB, double workMB, long seed) {
        this(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed, 0, 0, 0, 0);
    }

    public WorkloadTarget {
        workload = workload == null ? WorkloadKind.SURVIVAL : workload;
        if (!(refStoresPerKB >= 0 && refStoresPerKB <= 1 << 20)) {
            throw new IllegalArgumentException("reference stores per KB must be in [0, 1048576]: " + refStoresPerKB);
        }
        if (!(oldToYoung >= 0 && overwrite >= 0 && oldToYoung + overwrite <= 1)) {
            throw new IllegalArgumentException("old-to-young (" + oldToYoung + ") and overwrite (" + overwrite
                    + ") shares must be >= 0 and add up to at most 1");
        }
        if (!(computePerKB >= 0 && computePerKB <= 1 << 24)) {
            throw new IllegalArgumentException("compute units per KB must be in [0, 16777216]: " + computePerKB);
        }
        if (!(measureSeconds >= 0 && measureSeconds <= 3600)) {
            throw new IllegalArgumentException("measured phase must be 0 (fixed work) to 3600 seconds: " + measureSeconds);
        }
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
        if (!objectBytes.matches("\\d+(-\\d+)?") && !SIZE_DISTRIBUTIONS.contains(objectBytes)) {
            throw new IllegalArgumentException("object bytes must be N, MIN-MAX or one of " + SIZE_DISTRIBUTIONS + ": " + objectBytes);
        }
        if (liveSetFraction != null && !(liveSetFraction > 0 && liveSetFraction < 1)) {
            throw new IllegalArgumentException("the live-set fraction of the heap must be in (0, 1): " + liveSetFraction);
        }
        if (retentionMB != null && !(retentionMB > 0)) {
            throw new IllegalArgumentException("the jbb retention must be positive: " + retentionMB);
        }
        if (threads < 1 || chains < 1 || !(workMB > 0) || !(warmupMB >= 0) || !(lifetimeMB > 0)) {
            throw new IllegalArgumentException("threads, chains, work and lifetime must be positive");
        }
        // the workload's own bounds (WorkloadConfig), checked before a child is started: it refused them with exit 64
        if (threads > MAX_THREADS) {
            throw new IllegalArgumentException("--threads: at most " + MAX_THREADS + " per JVM, got " + threads);
        }
        if (workMB > MAX_WORK_MB || warmupMB > MAX_WORK_MB || lifetimeMB > MAX_WORK_MB) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "--work, --warmup and --lifetime: at most %d MB"
                    + " (1 TiB) each, got %s, %s and %s MB", MAX_WORK_MB, number(workMB), number(warmupMB), number(lifetimeMB)));
        }
        if (objectBytes.matches("\\d+(-\\d+)?")) {
            String[] range = objectBytes.split("-");
            long min = parseBytes(range[0]);
            long max = parseBytes(range[range.length - 1]);
            if (min < MIN_OBJECT_BYTES || max > MAX_OBJECT_BYTES || min > max) {
                throw new IllegalArgumentException("--object-bytes: N or MIN-MAX with " + MIN_OBJECT_BYTES + " <= MIN <= MAX <= "
                        + MAX_OBJECT_BYTES + " (1 MiB), got " + objectBytes);
            }
        }
    }

    /** A byte count of {@code --object-bytes}; one too long for a long is past every bound. */
    private static long parseBytes(String digits) {
        return digits.length() > 12 ? Long.MAX_VALUE : Long.parseLong(digits);
    }

    /** The workload's {@code key=value} arguments, the result file last. */
    public List<String> arguments(String resultFile) {
        if (jbb()) {
            List<String> jbb = new ArrayList<>(List.of("threads=" + threads, "warmupMB=" + number(warmupMB),
                    "workMB=" + number(workMB), "seed=" + seed));
            if (retentionMB != null) {
                jbb.add("retentionMB=" + number(retentionMB));
            }
            jbb.add("result=" + resultFile);
            return List.copyOf(jbb);
        }
        List<String> args = new ArrayList<>(List.of(
                "survival=" + number(survival),
                "lifetimeMB=" + number(lifetimeMB),
                "lifetime=" + lifetime,
                "objectBytes=" + objectBytes,
                "shape=" + shape,
                "chains=" + chains,
                "threads=" + threads,
                "warmupMB=" + number(warmupMB),
                "workMB=" + number(workMB),
                "seed=" + seed));
        // Only knobs in use are passed: a default run's command line stays what it always was.
        if (refStoresPerKB > 0) {
            args.add("refStores=" + number(refStoresPerKB));
            args.add("oldToYoung=" + number(oldToYoung));
            args.add("overwrite=" + number(overwrite));
        }
        if (computePerKB > 0) {
            args.add("compute=" + number(computePerKB));
        }
        if (calibrated()) {
            args.add("measureSeconds=" + number(measureSeconds));
        }
        args.add("result=" + resultFile);
        return List.copyOf(args);
    }

    /** The knobs that set this cell apart beyond survival, for its id: empty for a default target. */
    String dimensionsLabel() {
        StringBuilder label = new StringBuilder(jbb() ? WorkloadKind.JBB.id() : "");
        if (jbb()) {
            if (retentionMB != null) {
                label.append("-ret").append(number(retentionMB));
            }
        } else {
            if (refStoresPerKB > 0) {
                label.append("r").append(number(refStoresPerKB));
                if (oldToYoung > 0) {
                    label.append("y").append(number(oldToYoung));
                }
                if (overwrite > 0) {
                    label.append("o").append(number(overwrite));
                }
            }
            if (computePerKB > 0) {
                label.append(label.length() > 0 ? "-" : "").append("c").append(number(computePerKB));
            }
            if (liveSetFraction != null) {
                label.append(label.length() > 0 ? "-" : "").append("ls").append(number(liveSetFraction));
            }
            if (!objectBytes.equals(DEFAULT_OBJECT_BYTES)) {
                label.append(label.length() > 0 ? "-" : "").append("sz").append(objectBytes);
            }
        }
        // One thread, the default, leaves the id as it was before thread sweeps.
        if (threads != 1) {
            label.append(label.length() > 0 ? "-" : "").append("t").append(threads);
        }
        return label.toString();
    }

    public WorkloadTarget withRefStores(double perKB) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB,
                seed, perKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction, retentionMB);
    }

    /**
     * One of {@code n} JVMs' share: work, warm-up, long-lived set and jbb's retention (its
     * long-lived set) divided by n; everything else as it is (a live set given as a fraction of the
     * heap is the same fraction of each JVM's share of the heap).
     */
    public WorkloadTarget shared(int n) {
        return new WorkloadTarget(survival, lifetimeMB / n, lifetime, objectBytes, shape, chains, threads, warmupMB / n,
                workMB / n, seed, refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds,
                liveSetFraction, retentionMB == null ? null : retentionMB / n);
    }

    public WorkloadTarget withWork(double mb) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, mb, seed,
                refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction, retentionMB);
    }

    public WorkloadTarget withThreads(int n) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, objectBytes, shape, chains, n, warmupMB, workMB, seed,
                refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction, retentionMB);
    }

    public WorkloadTarget withSurvival(double p) {
        return new WorkloadTarget(p, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed,
                refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction, retentionMB);
    }

    public WorkloadTarget withWorkload(WorkloadKind kind) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB,
                seed, refStoresPerKB, oldToYoung, overwrite, computePerKB, kind, measureSeconds, liveSetFraction, retentionMB);
    }

    public WorkloadTarget withLiveSetFraction(Double fraction) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB,
                seed, refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, fraction, retentionMB);
    }

    public WorkloadTarget withObjectBytes(String sizes) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, sizes, shape, chains, threads, warmupMB, workMB,
                seed, refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction, retentionMB);
    }

    public WorkloadTarget withRetentionMB(Double mb) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB,
                seed, refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction, mb);
    }

    /** The same target with the measured phase calibrated to {@code seconds} (0: fixed work). */
    public WorkloadTarget withMeasureSeconds(double seconds) {
        return new WorkloadTarget(survival, lifetimeMB, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB,
                seed, refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, seconds, liveSetFraction, retentionMB);
    }

    /** True when the child calibrates its work to {@link #measureSeconds} (the survival workload only). */
    public boolean calibrated() {
        return measureSeconds > 0 && workload == WorkloadKind.SURVIVAL;
    }

    /** Whether the cell runs the jbb workload rather than the survival one. */
    public boolean jbb() {
        return workload == WorkloadKind.JBB;
    }

    /**
     * This target as {@code results.json} records it ({@code cells[].target}): the measured phase's
     * target only where the child calibrates to it.
     */
    public CellResult.Target recorded() {
        return new CellResult.Target(survival, lifetimeMB, objectBytes, threads, workMB, lifetime, shape, chains, warmupMB,
                seed, refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, calibrated() ? measureSeconds : null,
                liveSetFraction, retentionMB);
    }

    /** The child's main class. */
    public String mainClass() {
        return jbb() ? "io.tenure.bench.workload.JbbWorkload" : "io.tenure.bench.workload.SurvivalWorkload";
    }

    public WorkloadTarget withLifetimeMB(double mb) {
        return new WorkloadTarget(survival, mb, lifetime, objectBytes, shape, chains, threads, warmupMB, workMB, seed,
                refStoresPerKB, oldToYoung, overwrite, computePerKB, workload, measureSeconds, liveSetFraction, retentionMB);
    }

    public static String number(double value) {
        String s = String.format(Locale.ROOT, "%.6f", value);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
