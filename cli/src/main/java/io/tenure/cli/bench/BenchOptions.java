package io.tenure.cli.bench;

import io.tenure.bench.plan.BenchRequest;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/**
 * bench's own options: the workload's knobs, the heaps, the platform dimensions and the design.
 * The command adds it with {@code @Mixin}; {@link #knobs}, {@link #heaps} and {@link #sweep} hand
 * them, as typed, to a {@link BenchRequest}, which checks them.
 */
final class BenchOptions {
    @Option(names = "--survival", paramLabel = "FROM:TO:STEP|LIST", defaultValue = "0:1:0.1", description = "Long-lived fractions p (default: ${DEFAULT-VALUE}).")
    String survival;

    @Option(names = "--heap", paramLabel = "SIZE[,SIZE...]|Nx[,Nx...]", split = ",", defaultValue = "512m",
            description = "Fixed heaps, -Xms = -Xmx (default: ${DEFAULT-VALUE}); or multiples of the minimum heap (1.5x,2x,3x,6x),"
                    + " measured first per JVM and collector by bisection over short forks at the highest --survival and the"
                    + " --lifetime given (needed then), recorded in the bundle.")
    List<String> heap;

    @Option(names = "--young", paramLabel = "SIZE|default", split = ",", defaultValue = "32m",
            description = "Heap configurations: a fixed young size (-Xmn, SurvivorRatio=8, adaptive sizing off) and/or 'default' (the JVM's sizing); comma-separated (default: ${DEFAULT-VALUE}).")
    List<String> young;

    @Option(names = "--work", paramLabel = "SIZE", defaultValue = "1g", description = "Bytes to allocate in the measured phase (default: ${DEFAULT-VALUE}).")
    String work;

    @Option(names = "--measure", paramLabel = "DURATION|off", defaultValue = "off",
            description = "Calibrate each fork's work so that its measured phase lasts DURATION (e.g. 1s; 1 s or more is above"
                    + " timer and JIT noise): the fork warms up in timed chunks until its allocation rate is steady (the last 3"
                    + " within 10 %%; at least --warmup, at most max(0.5 s, DURATION / 2)), then allocates rate x DURATION, at most"
                    + " --work. The calibrated work and the warm-up are recorded per run. 'off': fixed --work per fork"
                    + " (default: ${DEFAULT-VALUE}). Survival workload only.")
    String measure;

    @Option(names = "--warmup", paramLabel = "SIZE", defaultValue = "256m", description = "Bytes to allocate before measuring (default: ${DEFAULT-VALUE}).")
    String warmup;

    @Option(names = "--lifetime", paramLabel = "SIZE|auto", defaultValue = "auto", description = "Long-lived set: a long-lived object lives while this many newer long-lived bytes arrive; 'auto' derives it per heap configuration so that the highest survival outlives 4 young collections and the set fits half the old generation (default: ${DEFAULT-VALUE}). A cell that cannot reach its survival is refused at plan time with the option to change.")
    String lifetime;

    @Option(names = "--lifetime-shape", paramLabel = "SHAPE", defaultValue = "fifo", description = "fifo, exponential or first-gc (default: ${DEFAULT-VALUE}).")
    String lifetimeShape;

    @Option(names = "--live-set", paramLabel = "FRACTION[,...]", split = ",",
            description = "Long-lived set as a fraction of the heap, e.g. 0.1,0.25 (a list is a sweep, one cell per value):"
                    + " instead of --lifetime. A cell whose set does not fit the old generation with room, or is too"
                    + " small to reach its survival, is refused at plan time with the option to change.")
    List<Double> liveSet = new ArrayList<>();

    @Option(names = "--object-bytes", paramLabel = "N|MIN-MAX|small|mixed|large", split = ",", defaultValue = "64",
            description = "Heap bytes per object: N, MIN-MAX (uniform), or a distribution: small (16-256 B, most 16-48),"
                    + " mixed (70%% of the bytes small, 20%% 512 B-16 KB arrays, 10%% 1 MiB arrays: G1 humongous),"
                    + " large (40/30/30); a list is a sweep (default: ${DEFAULT-VALUE}).")
    List<String> objectBytes;

    @Option(names = "--shape", paramLabel = "SHAPE", defaultValue = "bytes", description = "bytes (byte[]) or nodes (Object[] in independent chains) (default: ${DEFAULT-VALUE}).")
    String shape;

    @Option(names = "--chains", paramLabel = "N", defaultValue = "64", description = "Independent chains for --shape nodes (default: ${DEFAULT-VALUE}).")
    int chains;

    @Option(names = "--threads", paramLabel = "N[,N...]", split = ",", defaultValue = "1",
            description = "Allocating threads (jbb: terminals); a list is a sweep, one cell per value, and the summary names"
                    + " the peak: the thread count of the highest throughput, with its interval (default: ${DEFAULT-VALUE}).")
    List<Integer> threads;

    @Option(names = "--instances", paramLabel = "N[,N...]", split = ",", defaultValue = "1",
            description = "JVMs run at once sharing the heap, young generation, long-lived set and work (each gets 1/N);"
                    + " a run takes until the last one ends, its pauses are every JVM's; one platform per value"
                    + " (default: ${DEFAULT-VALUE}).")
    List<Integer> instances;

    @Option(names = "--cpus", paramLabel = "N[,N...]", split = ",",
            description = "Pin each child to the first N CPUs this host lets tenure use (taskset -c) with"
                    + " -XX:ActiveProcessorCount=N, checked in the child; one platform per value; more than the host"
                    + " has is refused. Default: no affinity.")
    List<Integer> cpus = new ArrayList<>();

    @Option(names = "--workload", paramLabel = "NAME", defaultValue = "survival",
            description = "survival (the tunable-survival workload) or jbb (a transactional one: warehouses, orders, a"
                    + " new-order/payment/order-status/delivery/stock-level mix; takes --threads, --warmup, --work, --seed)"
                    + " (default: ${DEFAULT-VALUE}).")
    String workload;

    @Option(names = "--jbb-retention", paramLabel = "SIZE[,SIZE...]|auto", split = ",", defaultValue = "auto",
            description = "--workload jbb: allocation per thread during which an order (with its lines and delivery) and"
                    + " a payment history stay reachable; 'auto' is 4 young generations (the set capped to fit half the old"
                    + " generation), which puts jbb's survival near 0.4; a list is a sweep (default: ${DEFAULT-VALUE}).")
    List<String> jbbRetention;

    @Option(names = "--ref-stores", paramLabel = "N[,N...]", split = ",", defaultValue = "0",
            description = "Reference stores per allocated KB into old objects; a list is a sweep, one cell per value"
                    + " (default: ${DEFAULT-VALUE}: none, the workload as before).")
    List<Double> refStores;

    @Option(names = "--old-to-young", paramLabel = "SHARE", defaultValue = "0",
            description = "Share of the stores that write the fresh object into an old one: old-to-young pointers (default: ${DEFAULT-VALUE}).")
    double oldToYoung;

    @Option(names = "--overwrite", paramLabel = "SHARE", defaultValue = "0",
            description = "Share of the stores that replace a reference held by an old object (SATB) (default: ${DEFAULT-VALUE}).")
    double overwrite;

    @Option(names = "--compute", paramLabel = "UNITS", defaultValue = "0",
            description = "Compute units per allocated KB, which lower the allocation rate (default: ${DEFAULT-VALUE}).")
    double compute;

    @Option(names = "--design", paramLabel = "lhs:N",
            description = "A space-filling design instead of a grid: N points per platform, a maximin Latin hypercube"
                    + " (seeded by --seed) over the knobs given with --range; --survival, --ref-stores, --compute,"
                    + " --old-to-young, --threads and --live-set or --lifetime then give the values of the knobs not varied.")
    String design;

    @Option(names = "--range", paramLabel = "KNOB=LOW:HIGH",
            description = "With --design: a knob to vary and its range, repeatable; KNOB is survival, ref-stores,"
                    + " old-to-young, compute, threads or live-set (the long-lived set as a fraction of the heap, as"
                    + " --live-set; a point whose set does not fit, or is too small for its survival, is refused at plan"
                    + " time naming the end of the range to move) (e.g. --range survival=0:0.8 --range ref-stores=0:64"
                    + " --range live-set=0.05:0.3).")
    List<String> ranges = new ArrayList<>();

    /** The workload's knobs; {@code parsed} tells a default {@code --lifetime} or {@code --jbb-retention} from a given one. */
    BenchRequest.Knobs knobs(ParseResult parsed) {
        return new BenchRequest.Knobs(workload, survival, work, measure, warmup, lifetime, parsed.hasMatchedOption("--lifetime"),
                lifetimeShape, liveSet, objectBytes, shape, chains, threads, jbbRetention,
                parsed.hasMatchedOption("--jbb-retention"), refStores, oldToYoung, overwrite, compute);
    }

    BenchRequest.Heaps heaps() {
        return new BenchRequest.Heaps(heap, young);
    }

    BenchRequest.Sweep sweep() {
        return new BenchRequest.Sweep(instances, cpus, design, ranges);
    }
}
