package io.tenure.bench.workload;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The knobs of one workload run, parsed from {@code key=value} arguments so that the host can
 * record the exact command line and a user can rerun it by hand.
 *
 * <p>Sizes are heap bytes of one object (header included), so that the long-lived fraction is a
 * fraction of the bytes the collector sees.
 */
final class WorkloadConfig {
    static final long MB = 1L << 20;

    final double survival;
    final long lifetimeBytes;
    final Lifetime lifetime;
    final Shape shape;
    final int chains;
    final int minObjectBytes;
    final int maxObjectBytes;
    /** A named object-size distribution ({@code objectBytes=small|mixed|large}), or null for N or MIN-MAX. */
    final SizeTable.Distribution sizeDistribution;
    final int threads;
    final long warmupBytes;
    final long workBytes;
    final long seed;
    /** Reference stores per allocated KB, and the shares of them that are old-to-young and overwrites. */
    final double refStoresPerKB;
    final double oldToYoung;
    final double overwrite;
    /** Compute units (one xorshift step each) per allocated KB: lowers the allocation rate. */
    final double computePerKB;
    final String resultFile;
    /**
     * Target duration of the measured phase in seconds, 0 for fixed work: with a target the
     * warm-up runs until the allocation rate is steady ({@link WarmupCalibrator}), at least
     * warmupBytes and at most warmupMaxSeconds, and the measured work is calibrated from that
     * rate, at most workBytes.
     */
    final double measureSeconds;
    final double warmupMaxSeconds;

    private WorkloadConfig(Map<String, String> args) {
        survival = parseDouble(args, "survival", Double.NaN);
        if (!(survival >= 0 && survival <= 1)) {
            throw new IllegalArgumentException("survival must be in [0,1], got " + args.get("survival"));
        }
        lifetimeBytes = (long) (parseDouble(args, "lifetimeMB", 128) * MB);
        lifetime = Lifetime.parse(value(args, "lifetime", "fifo"));
        shape = Shape.parse(value(args, "shape", "bytes"));
        chains = (int) parseLong(args, "chains", 64);
        String size = value(args, "objectBytes", "64");
        sizeDistribution = SizeTable.Distribution.parse(size);
        if (sizeDistribution != null) {
            minObjectBytes = 16;
            maxObjectBytes = sizeDistribution.sizes()[sizeDistribution.sizes().length - 1];
        } else {
            int dash = size.indexOf('-');
            try {
                minObjectBytes = Integer.parseInt(dash < 0 ? size : size.substring(0, dash));
                maxObjectBytes = Integer.parseInt(dash < 0 ? size : size.substring(dash + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("objectBytes must be N, MIN-MAX, small, mixed or large, got '" + size + "'");
            }
        }
        threads = (int) parseLong(args, "threads", 1);
        warmupBytes = (long) (parseDouble(args, "warmupMB", 256) * MB);
        workBytes = (long) (parseDouble(args, "workMB", 1024) * MB);
        seed = parseLong(args, "seed", 42);
        refStoresPerKB = parseDouble(args, "refStores", 0);
        oldToYoung = parseDouble(args, "oldToYoung", 0);
        overwrite = parseDouble(args, "overwrite", 0);
        computePerKB = parseDouble(args, "compute", 0);
        resultFile = args.get("result");
        measureSeconds = parseDouble(args, "measureSeconds", 0);
        warmupMaxSeconds = parseDouble(args, "warmupMaxSeconds", SurvivalWorkload.warmupLimitSeconds(measureSeconds));
        check(measureSeconds >= 0 && measureSeconds <= 3600, "measureSeconds must be in [0,3600] (0: fixed work)");
        check(warmupMaxSeconds > 0 && warmupMaxSeconds <= 3600, "warmupMaxSeconds must be in (0,3600]");
        check(refStoresPerKB >= 0 && refStoresPerKB <= 1 << 20, "refStores must be in [0,1048576] per KB");
        check(oldToYoung >= 0 && overwrite >= 0 && oldToYoung + overwrite <= 1,
                "oldToYoung and overwrite must be shares >= 0 whose sum is at most 1");
        check(computePerKB >= 0 && computePerKB <= 1 << 24, "compute must be in [0,16777216] units per KB");
        check(resultFile != null, "result=FILE is required");
        check(sizeDistribution != null || minObjectBytes >= 16 && minObjectBytes <= maxObjectBytes && maxObjectBytes <= 1 << 20,
                "objectBytes must be N or MIN-MAX with 16 <= MIN <= MAX <= 1048576");
        check(threads >= 1 && threads <= 1024, "threads must be in [1,1024]");
        check(chains >= 1, "chains must be >= 1");
        check(lifetimeBytes >= maxObjectBytes, "lifetimeMB must hold at least one object");
        check(workBytes > 0 && warmupBytes >= 0, "workMB must be > 0 and warmupMB >= 0");
        check(!(shape == Shape.NODES && lifetime == Lifetime.EXPONENTIAL),
                "shape=nodes needs lifetime=fifo or first-gc: a random-replacement pool would keep"
                        + " replaced nodes reachable through their chain");
    }

    static WorkloadConfig parse(String[] argv) {
        Map<String, String> args = new LinkedHashMap<String, String>();
        for (String arg : argv) {
            int eq = arg.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("expected key=value, got '" + arg + "'");
            }
            args.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        for (String key : args.keySet()) {
            if (!KNOWN.contains("," + key + ",")) {
                throw new IllegalArgumentException("unknown argument '" + key + "'; known:" + KNOWN);
            }
        }
        return new WorkloadConfig(args);
    }

    private static final String KNOWN = ",survival,lifetimeMB,lifetime,shape,chains,objectBytes,threads,"
            + "warmupMB,workMB,seed,result,refStores,oldToYoung,overwrite,compute,measureSeconds,warmupMaxSeconds,";

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }

    private static String value(Map<String, String> args, String key, String fallback) {
        String v = args.get(key);
        return v == null ? fallback : v;
    }

    private static double parseDouble(Map<String, String> args, String key, double fallback) {
        String v = args.get(key);
        return v == null ? fallback : Double.parseDouble(v);
    }

    private static long parseLong(Map<String, String> args, String key, long fallback) {
        String v = args.get(key);
        return v == null ? fallback : Long.parseLong(v);
    }

    /** How long a long-lived object lives. */
    enum Lifetime {
        /** First in, first out: a kept object dies when lifetimeMB of newer kept bytes arrived. */
        FIFO,
        /** Random replacement in a pool of lifetimeMB: geometric (discrete exponential) lifetimes. */
        EXPONENTIAL,
        /** Kept until the first collection after its allocation has been observed, then dropped. */
        FIRST_GC;

        static Lifetime parse(String s) {
            return valueOf(s.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
        }

        String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** What the objects look like to the collector. */
    enum Shape {
        /** {@code byte[]}: nothing to trace inside. */
        BYTES,
        /** {@code Object[]} nodes, each kept node linked from the previous one of its chain. */
        NODES;

        static Shape parse(String s) {
            return valueOf(s.trim().toUpperCase(Locale.ROOT));
        }

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
