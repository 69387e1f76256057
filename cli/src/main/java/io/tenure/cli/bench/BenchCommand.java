package io.tenure.cli.bench;

import io.tenure.bench.plan.BenchJvms;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.ControlledFlags;
import io.tenure.bench.plan.CpuSet;
import io.tenure.bench.plan.Design;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.JvmVariant;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.plan.Planner;
import io.tenure.bench.plan.PlatformDimensions;
import io.tenure.bench.plan.PlatformJvm;
import io.tenure.bench.plan.SurvivalSteps;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bench.run.BenchRunner;
import io.tenure.bench.run.MinHeapProbe;
import io.tenure.bench.run.RunExecutor;
import io.tenure.bench.run.RunListener;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.CellSummary;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.ThreadPeak;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.cli.common.DurationArgument;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ForeignFiles;
import io.tenure.cli.common.InterruptedSession;
import io.tenure.cli.common.JvmFlags;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.RunFailures;
import io.tenure.cli.common.RunOptions;
import io.tenure.cli.common.SessionOptions;
import io.tenure.cli.common.ShutdownHold;
import io.tenure.cli.common.SizeArgument;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.harness.HeapMultiple;
import io.tenure.harness.SessionStopped;
import io.tenure.platforms.Collector;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.UnknownJvmException;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code tenure bench}: the tunable-survival benchmark across JVMs, collectors and heap configurations. */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Run the tunable-survival benchmark across JVMs, collectors and heap configurations:"
                    + " one fork of the workload per configuration, survival and repetition, into a result bundle"
                    + " (results.json, host.json, raw GC logs and JFR files, the command of every run).",
            "The defaults sweep every collector of one JDK in about 10 minutes on 2 idle cores.",
            ""
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every cell ok (or skipped)", "1:a cell failed or timed out (they are named)",
            "2:usage error (bad option, unknown JVM or collector, every cell refused at plan time, bundle exists"
                + " without --resume, bundle written by another process now or from another host)",
            "130:interrupted (Ctrl-C; 143: SIGTERM): the runs finished are kept, --resume runs the rest"})
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    JvmSelection jvmSelection;

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

    @Mixin
    RunOptions runs = new RunOptions("5m", 3);

    @Mixin
    SessionOptions session;

    @Mixin
    JvmFlags jvmFlags;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of the run order and the workload (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--probe-cache", paramLabel = "FILE",
            description = "Probe cache file, shared with `tenure platforms` (default: $XDG_CACHE_HOME/tenure/probes.json,"
                    + " else ~/.cache/tenure/probes.json).")
    Path probeCacheFile;

    private ProbeCache probes;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        Duration limit = runs.timeout();
        Matrix matrix = matrix();
        List<Double> multiples = heapMultiples();
        Path dir = session.directory(() -> Path.of("bench-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT))));
        runs.refuseRetryWithoutResume(session);
        Map<String, MinHeap> minHeaps = new LinkedHashMap<>();
        if (!multiples.isEmpty()) {
            if (lifetime.strip().equalsIgnoreCase("auto")) {
                throw new UserException(ExitCodes.USAGE, "--heap " + String.join(",", heap) + ": the minimum heap is measured"
                        + " for a fixed long-lived set: give --lifetime SIZE (e.g. --lifetime 32m)"
                        + (liveSet.isEmpty() ? "" : ", not --live-set (a fraction of the heap that is yet to be found)"));
            }
            refuseFile(dir);
            if (!session.resume() && Files.exists(dir.resolve(Bundle.RESULTS))) {
                throw new UserException(ExitCodes.USAGE, dir.resolve(Bundle.RESULTS)
                        + " already exists: pass --resume to continue it, or choose another --out");
            }
            ForeignFiles.refuse(dir);
            if (runs.dryRun()) {
                printMinHeapPlan(out, matrix, multiples, dir);
                return ExitCodes.OK;
            }
            // held as the sweep is: a stop here keeps no run (the minimum heaps are written with the sweep's)
            ShutdownHold hold = new ShutdownHold(Duration.ofSeconds(10));
            try {
                minHeaps = measureMinHeaps(out, matrix, dir, limit);
            } catch (SessionStopped e) {
                out.flush();
                return InterruptedSession.report(spec, "bench", e, dir, session.out() != null, session.resume());
            } finally {
                hold.close();
            }
        }
        Plan plan = plan(matrix, multiples, minHeaps).withMinHeaps(List.copyOf(minHeaps.values()));
        BenchRunner runner = new BenchRunner(new BundleWriter(dir), limit, runs.jfr(), VersionProvider.version());
        BenchRunner.Mode mode = runs.retryFailed() ? BenchRunner.Mode.RESUME_RETRYING_FAILED
                : session.resume() ? BenchRunner.Mode.RESUME : BenchRunner.Mode.FRESH;
        refuseFile(dir);
        ForeignFiles.refuse(dir);
        if (runs.dryRun()) {
            // the run's checks of the bundle, in its order (an empty plan is refused before them), writing nothing:
            // a dry run passed a changed --resume, a file or a foreign directory as --out, which the run refused
            BenchRunner.Pending pending = plan.cells().stream().allMatch(Cell::skipped) ? null : pending(runner, plan, mode);
            printPlan(out, plan, dir, pending);
            // the plan of a run that would be refused: a dry run checking a sweep said 0 for it
            refuseEmpty(plan, "");
            return ExitCodes.OK;
        }
        printRefusals(plan);
        // nothing would run: an empty bundle and exit 0 read as a finished sweep
        refuseEmpty(plan, Files.exists(dir.resolve(Bundle.RESULTS)) ? ", " + dir.resolve(Bundle.RESULTS) + " left as it was"
                : Files.isDirectory(dir.resolve("minheap")) ? ", no bundle written (the minimum heaps' probe runs are in "
                        + dir.resolve("minheap") + ")" : ", no bundle written");
        BenchResults results;
        // on Ctrl-C the JVM halts once its shutdown hooks end, and exits 130 whatever this returns
        ShutdownHold hold = new ShutdownHold(Duration.ofSeconds(10));
        try {
            if (System.console() != null) {
                try (BenchProgress.Bar bar = new BenchProgress.Bar(System.err)) {
                    results = runner.run(plan, mode, bar);
                }
            } else {
                RunListener lines = BenchProgress.plainLines(out);
                results = runner.run(plan, mode, lines);
            }
        } catch (BenchRunner.BundleExistsException | BenchRunner.BundleMismatchException | BundleException.Locked
                | BundleException.ForeignHost e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        } catch (SessionStopped e) {
            out.flush();
            return InterruptedSession.report(spec, "bench", e, dir, session.out() != null, session.resume());
        } finally {
            hold.close();
        }
        return report(out, results, dir);
    }

    /** The runs a run would do, or its refusal of the bundle, as the run words it. */
    private static BenchRunner.Pending pending(BenchRunner runner, Plan plan, BenchRunner.Mode mode) throws IOException {
        try {
            return runner.pending(plan, mode);
        } catch (BenchRunner.BundleExistsException | BenchRunner.BundleMismatchException | BundleException.ForeignHost e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** An {@code --out} that is a file: the run failed creating its directories, after a dry run had passed it. */
    private static void refuseFile(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UserException(ExitCodes.USAGE, dir + ": a file is there where a directory is needed (choose another --out)");
        }
    }

    private int report(PrintWriter out, BenchResults results, Path dir) {
        List<CellResult> bad = results.cells().stream()
                .filter(c -> c.status() == RunStatus.FAILED || c.status() == RunStatus.TIMEOUT).toList();
        long ok = results.cells().stream().filter(c -> c.status() == RunStatus.OK).count();
        long skipped = results.cells().stream().filter(c -> c.status() == RunStatus.SKIPPED).count();
        out.printf(Locale.ROOT, "tenure bench: %d cells ok, %d failed, %d skipped; bundle %s%n", ok, bad.size(), skipped,
                dir.resolve(Bundle.RESULTS));
        for (CellResult c : results.cells()) {
            if (c.summary() != null && Boolean.TRUE.equals(c.summary().survivalOffTarget())) {
                out.printf(Locale.ROOT, "tenure bench: off target: %s measured s = %.3f for p = %s (|s - p| > %.2f):"
                                + " its survival is not the labelled one%n", c.id(), c.summary().measuredSurvival().median(),
                        WorkloadTarget.number(c.target().survival()), CellSummary.SURVIVAL_TOLERANCE);
            }
        }
        shortMeasuredPhases(out, results);
        for (CellResult c : results.cells()) {
            if (c.notApplicable()) {
                out.printf(Locale.ROOT, "tenure bench: %s %s%n", c.id(), c.reason());
            }
        }
        // named here too, not only at the start: a long sweep's first lines have scrolled away
        RefusedCells.of(results).forEach(c -> out.println("tenure bench: " + RefusedCells.line(c)));
        for (ThreadPeak peak : ThreadPeak.of(results.cells())) {
            out.printf(Locale.ROOT, "tenure bench: threads peak: %s at p = %s: %d thread%s, %s%s (%s)%n", peak.platform(),
                    WorkloadTarget.number(peak.survival()), peak.peak().threads(), peak.peak().threads() == 1 ? "" : "s",
                    throughput(peak.peak()), !peak.peakTied() ? ""
                            : peak.points().stream().anyMatch(p -> p.lowMBps() == null || p.highMBps() == null)
                            ? "; one run per thread count gives no interval (--repeat 3 or more does), so the peak is not"
                                    + " told apart"
                            : "; its interval overlaps another thread count's, so the peak is not told apart",
                    String.join(", ", peak.points().stream().map(p -> p.threads() + ": " + throughput(p)).toList()));
        }
        out.flush();
        if (bad.isEmpty()) {
            return ExitCodes.OK;
        }
        RunFailures.print(spec.commandLine().getErr(), "bench",
                bad.stream().map(c -> new RunFailures.Failure(c.status().json(), c.id(), c.reason())).toList());
        return ExitCodes.FAILED;
    }

    /**
     * Runs whose --measure phase --work cut short: the calibrated work is capped at --work, so a fast
     * cell (p = 0 allocates at several GB/s) measured 0.17 s of a 1 s target, under the timer and JIT
     * noise --measure is there to rise above, and only results.json said so.
     */
    private static void shortMeasuredPhases(PrintWriter out, BenchResults results) {
        List<String> examples = new ArrayList<>();
        int count = 0;
        for (CellResult c : results.cells()) {
            for (RunResult r : c.runs()) {
                RunResult.Calibration k = r.calibration();
                if (r.status() != RunStatus.OK || k == null || r.elapsedSeconds() == null) {
                    continue;
                }
                if (r.elapsedSeconds() < k.targetSeconds() / 2 && k.workMB() >= c.target().workMB() - 1e-9) {
                    count++;
                    if (examples.isEmpty()) {
                        examples.add(String.format(Locale.ROOT, "%s: %.2f s with the %s MB --work allows, at %.0f MB/s",
                                r.runId(), r.elapsedSeconds(), WorkloadTarget.number(k.workMB()),
                                k.rateMBps() == null ? k.workMB() / r.elapsedSeconds() : k.rateMBps()));
                    }
                }
            }
        }
        if (count > 0) {
            out.printf(Locale.ROOT, "tenure bench: note: %d run%s measured less than half of --measure: --work capped the"
                            + " calibrated work (%s); a larger --work lets the measured phase last as asked%n", count,
                    count == 1 ? "" : "s", examples.get(0));
        }
    }

    private static String throughput(ThreadPeak.Point point) {
        return String.format(Locale.ROOT, "%.0f MB/s", point.throughputMBps()) + (point.lowMBps() == null || point.highMBps() == null
                ? "" : String.format(Locale.ROOT, " [%.0f, %.0f]", point.lowMBps(), point.highMBps()));
    }

    /** The JVMs, their collectors and the flag variants, checked. */
    private record Matrix(List<PlatformJvm> targets, Map<JvmTarget, List<Collector>> byJvm, List<JvmVariant> variants) {
    }

    private Matrix matrix() {
        List<PlatformJvm> targets = resolveJvms();
        Map<JvmTarget, List<Collector>> byJvm = new LinkedHashMap<>();
        try {
            for (PlatformJvm jvm : targets) {
                byJvm.put(jvm, BenchJvms.collectors(jvm, jvmSelection.collectors()));
            }
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, "--gc: " + e.getMessage(), e);
        } finally {
            saveProbes();
        }
        List<JvmVariant> flagVariants = variants();
        checkFlags(targets, flagVariants);
        return new Matrix(targets, byJvm, flagVariants);
    }

    /** The {@code --heap Nx} multiples, or empty for heaps in MB. */
    private List<Double> heapMultiples() {
        List<String> relative = heap.stream().filter(HeapMultiple::isMultiple).toList();
        if (relative.isEmpty()) {
            return List.of();
        }
        if (relative.size() != heap.size()) {
            throw new UserException(ExitCodes.USAGE, "--heap: either sizes (512m) or multiples of the minimum heap (2x),"
                    + " not both: " + String.join(",", heap));
        }
        List<Double> multiples = new ArrayList<>();
        for (String text : relative) {
            double m;
            try {
                m = HeapMultiple.parse(text);
            } catch (IllegalArgumentException e) {
                m = Double.NaN;
            }
            if (!(m >= 1 && m <= 100) || multiples.contains(m)) {
                throw new UserException(ExitCodes.USAGE, "--heap: '" + text.strip() + "' is not a multiple of the minimum heap"
                        + " in [1x, 100x] given once (e.g. 1.5x,2x,3x,6x)");
            }
            multiples.add(m);
        }
        return multiples;
    }

    /** The largest heap a minimum-heap search tries before it gives up on a JVM and collector. */
    private static final long MIN_HEAP_LIMIT_MB = 16384;

    /**
     * The minimum heap of each JVM and collector: from the bundle when resuming one that has it
     * (its cells are multiples of that one), else measured now.
     */
    private Map<String, MinHeap> measureMinHeaps(PrintWriter out, Matrix matrix, Path dir, Duration limit)
            throws IOException, InterruptedException {
        Map<String, MinHeap> earlier = new LinkedHashMap<>();
        if (session.resume()) {
            try {
                new BundleWriter(dir).read().map(BenchResults::minHeaps).orElse(List.of())
                        .forEach(m -> earlier.put(m.jvm() + "/" + m.collector(), m));
            } catch (BundleException e) {
                throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
            }
        }
        WorkloadTarget probe = probeTarget();
        Map<String, MinHeap> found = new LinkedHashMap<>();
        for (PlatformJvm jvm : matrix.targets()) {
            for (Collector collector : matrix.byJvm().get(jvm)) {
                String key = jvm.id() + "/" + collector.id();
                MinHeap known = earlier.get(key);
                if (known == null) {
                    out.printf(Locale.ROOT, "tenure bench: measuring the minimum heap of %s %s (p = %s, long-lived set %s MB)%n",
                            jvm.id(), collector.id(), WorkloadTarget.number(probe.survival()),
                            WorkloadTarget.number(probe.lifetimeMB()));
                    out.flush();
                    known = MinHeapProbe.measure(jvm, collector, probe, dir, limit, MIN_HEAP_LIMIT_MB, (j, c, attempt) -> {
                        out.printf(Locale.ROOT, "  %5d MB: %s%n", attempt.heapMB(), attempt.completed() ? "completed"
                                : "did not complete" + (attempt.reason() == null ? "" : " (" + attempt.reason() + ")"));
                        out.flush();
                    });
                }
                found.put(key, known);
                out.printf(Locale.ROOT, "tenure bench: minimum heap of %s %s: %s%n", jvm.id(), collector.id(),
                        known.minHeapMB() == null ? "none up to " + MIN_HEAP_LIMIT_MB + " MB completed; its cells are left out"
                                : known.minHeapMB() + " MB (within " + known.resolutionMB() + " MB, " + known.probes().size()
                                        + " probes)");
                out.flush();
            }
        }
        return found;
    }

    /** The workload a minimum heap is measured with: the first template at the sweep's highest survival. */
    private WorkloadTarget probeTarget() {
        List<WorkloadTarget> templates = templates(false);
        double maxP = WorkloadTarget.JBB.equals(workload) ? 0
                : SurvivalSteps.parse(survival).stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return templates.get(0).withSurvival(maxP);
    }

    private List<WorkloadTarget> templates(boolean derive) {
        try {
            if (threads.stream().anyMatch(t -> t < 1) || threads.stream().distinct().count() != threads.size()) {
                throw new IllegalArgumentException("--threads: whole numbers >= 1, each once: " + threads);
            }
            boolean jbb = WorkloadTarget.JBB.equals(workload);
            if (!liveSet.isEmpty() && spec.commandLine().getParseResult().hasMatchedOption("--lifetime")) {
                throw new IllegalArgumentException("--live-set and --lifetime both set the long-lived set: give one"
                        + " (--live-set as a fraction of the heap, --lifetime in MB or auto)");
            }
            if (jbb && !liveSet.isEmpty()) {
                throw new IllegalArgumentException("--workload jbb keeps its own live set (its orders): use --jbb-retention,"
                        + " not --live-set");
            }
            boolean retentionGiven = spec.commandLine().getParseResult().hasMatchedOption("--jbb-retention");
            if (!jbb && retentionGiven) {
                throw new IllegalArgumentException("--jbb-retention is for --workload jbb");
            }
            // the template's set is replaced per heap configuration when derived
            WorkloadTarget template = new WorkloadTarget(0, derive ? 1 : SizeArgument.positiveMegabytes("--lifetime", lifetime), lifetimeShape,
                    objectBytes.get(0).strip(), shape, chains, 1, SizeArgument.megabytes("--warmup", warmup),
                    SizeArgument.positiveMegabytes("--work", work), seed, 0, oldToYoung, overwrite, compute);
            double measureSeconds = measureSeconds(measure);
            if (jbb && measureSeconds > 0) {
                throw new IllegalArgumentException("--measure calibrates the survival workload; --workload jbb runs --work");
            }
            template = template.withMeasureSeconds(measureSeconds);
            if (jbb && (refStores.stream().anyMatch(r -> r != 0) || compute != 0)) {
                throw new IllegalArgumentException("--workload jbb makes its own reference stores and compute:"
                        + " --ref-stores and --compute are for the survival workload");
            }
            List<WorkloadTarget> templates = new ArrayList<>();
            List<Double> fractions = liveSet.isEmpty() ? Collections.singletonList(null) : liveSet.stream().distinct().toList();
            List<Double> retentions = new ArrayList<>();
            for (String r : jbbRetention.stream().map(String::strip).distinct().toList()) {
                retentions.add(r.equalsIgnoreCase("auto") ? null : SizeArgument.positiveMegabytes("--jbb-retention", r));
            }
            for (double perKB : refStores.stream().distinct().toList()) {
                for (Double fraction : fractions) {
                    // jbb's objects are its records: the size knob is the survival workload's
                    for (String sizes : jbb ? List.of(template.objectBytes())
                            : objectBytes.stream().map(String::strip).distinct().toList()) {
                        WorkloadTarget t = template.withRefStores(perKB).withWorkload(workload).withLiveSetFraction(fraction)
                                .withObjectBytes(sizes);
                        for (Double retention : jbb ? retentions : Collections.<Double>singletonList(null)) {
                            for (int n : threads) {
                                templates.add((jbb ? t.withRetentionMB(retention) : t).withThreads(n));
                            }
                        }
                    }
                }
            }
            return templates;
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** The heap configurations of a JVM and collector: {@code --heap} sizes, or multiples of its minimum heap. */
    private List<HeapConfig> heaps(JvmTarget jvm, Collector collector, List<Double> multiples, Map<String, MinHeap> minHeaps) {
        List<HeapConfig> heaps = new ArrayList<>();
        if (multiples.isEmpty()) {
            for (String size : heap) {
                long heapMB = SizeArgument.wholeMegabytes("--heap", size);
                if (heapMB < 8) {
                    throw new UserException(ExitCodes.USAGE, "--heap " + size.strip() + ": a heap of at least 8 MB (e.g. 512m)");
                }
                for (String y : young) {
                    if (y.strip().equalsIgnoreCase("default")) {
                        heaps.add(HeapConfig.jvmDefault(heapMB));
                        continue;
                    }
                    long youngMB = SizeArgument.wholeMegabytes("--young", y);
                    if (youngMB < 1 || youngMB >= heapMB) {
                        throw new UserException(ExitCodes.USAGE, String.format(Locale.ROOT,
                                "--young %s does not fit --heap %s: the young generation is part of the heap; use a"
                                        + " young size of 1 MB to %d MB (e.g. --young %dm), or --young default",
                                y.strip(), size.strip(), heapMB - 1, Math.max(1, heapMB / 4)));
                    }
                    heaps.add(HeapConfig.fixedYoung(heapMB, youngMB));
                }
            }
            return heaps;
        }
        MinHeap min = minHeaps.get(jvm.id() + "/" + collector.id());
        if (min == null || min.minHeapMB() == null) {
            return heaps;
        }
        for (double m : multiples) {
            HeapConfig.RelativeHeap relative = new HeapConfig.RelativeHeap(m, min.minHeapMB());
            for (String y : young) {
                if (y.strip().equalsIgnoreCase("default")) {
                    heaps.add(HeapConfig.jvmDefault(relative.heapMB()).at(relative));
                    continue;
                }
                long youngMB = SizeArgument.wholeMegabytes("--young", y);
                if (youngMB >= relative.heapMB()) {
                    throw new IllegalArgumentException(String.format(Locale.ROOT,
                            "--young %s does not fit %sx the minimum heap of %s %s (%d MB of %d MB):"
                                    + " use --young default, or a young size under %d MB", y.strip(),
                            WorkloadTarget.number(m), jvm.id(), collector.id(), relative.heapMB(), min.minHeapMB(),
                            relative.heapMB()));
                }
                heaps.add(HeapConfig.fixedYoung(relative.heapMB(), youngMB).at(relative));
            }
        }
        return heaps;
    }

    private Plan plan(Matrix matrix, List<Double> multiples, Map<String, MinHeap> minHeaps) {
        boolean derive = lifetime.strip().equalsIgnoreCase("auto");
        boolean jbb = WorkloadTarget.JBB.equals(workload);
        List<WorkloadTarget> templates = templates(derive);
        try {
            if (runs.repeat() < 1) {
                throw new IllegalArgumentException("--repeat must be at least 1");
            }
            if (design == null && !ranges.isEmpty()) {
                throw new IllegalArgumentException("--range varies a knob of a design: add --design lhs:N");
            }
            if (design != null) {
                if (jbb) {
                    throw new IllegalArgumentException("--design varies the survival workload's knobs; --workload jbb has none");
                }
                if (!multiples.isEmpty()) {
                    throw new IllegalArgumentException("--design takes absolute --heap sizes, not multiples of the minimum heap");
                }
                Design points = Design.parse(design, ranges, seed);
                if (points.range(Design.LIVE_SET).isPresent() && (!liveSet.isEmpty() || spec.commandLine().getParseResult().hasMatchedOption("--lifetime"))) {
                    throw new IllegalArgumentException("--range live-set varies the long-lived set per design point:"
                            + " give neither --live-set nor --lifetime with it");
                }
                // the knobs not varied keep their single values; the first --ref-stores value when several are given
                WorkloadTarget base = templates.get(0).withSurvival(SurvivalSteps.parse(survival).get(0));
                return Planner.plan(List.copyOf(matrix.targets()), matrix.byJvm()::get, heaps(null, null, multiples, minHeaps),
                        jvmFlags.jvmArgs(), matrix.variants(), points, base, derive, runs.repeat(), seed);
            }
            return Planner.plan(List.copyOf(matrix.targets()), matrix.byJvm()::get,
                    (jvm, collector) -> heaps(jvm, collector, multiples, minHeaps), jvmFlags.jvmArgs(), matrix.variants(),
                    platformDimensions(),
                    // jbb's survival is the program's own, measured from its GC log: one cell, p recorded as 0.
                    jbb ? List.of(0.0) : SurvivalSteps.parse(survival), templates, derive && !jbb, runs.repeat(), seed);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** {@code --dry-run} with heap multiples: the cells' heaps are known only once the minimum heaps are. */
    private void printMinHeapPlan(PrintWriter out, Matrix matrix, List<Double> multiples, Path dir) {
        WorkloadTarget probe = probeTarget();
        List<String> pairs = new ArrayList<>();
        matrix.targets().forEach(jvm -> matrix.byJvm().get(jvm).forEach(c -> pairs.add(jvm.id() + " " + c.id())));
        out.printf(Locale.ROOT, "tenure bench plan: heaps %s of the minimum heap, which is measured first for each of %d JVM"
                        + " and collector pair%s (%s) by bisection over short forks (%s MB of work each: until the long-lived set is full, then 128 MB, at most a cell's work) at p = %s with a"
                        + " %s MB long-lived set and the JVM's young sizing; the cells and their heaps follow from it%n",
                String.join(", ", multiples.stream().map(m -> WorkloadTarget.number(m) + "x").toList()), pairs.size(),
                pairs.size() == 1 ? "" : "s", String.join(", ", pairs),
                WorkloadTarget.number(MinHeapProbe.probeWorkMB(probe)), WorkloadTarget.number(probe.survival()),
                WorkloadTarget.number(probe.lifetimeMB()));
        out.printf(Locale.ROOT, "bundle: %s%n", dir.toAbsolutePath());
        out.flush();
    }

    /**
     * {@code --cpus} and {@code --instances} with what the host has for them; {@code --cpus} needs
     * {@code taskset} (util-linux) and is refused before anything runs without it.
     */
    private PlatformDimensions platformDimensions() {
        if (!cpus.isEmpty() && !onPath("taskset")) {
            throw new IllegalArgumentException("--cpus: taskset (util-linux) is not on the PATH; install it or run without --cpus");
        }
        return new PlatformDimensions(cpus, instances, CpuSet.ofThisProcess().orElse(null),
                HostFingerprint.capture().numaNodes());
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Arrays.stream(path.split(File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, program)));
    }

    /** {@code --variant} values, or the single "no variant" without them. */
    private List<JvmVariant> variants() {
        if (jvmFlags.variants().isEmpty()) {
            return List.of(JvmVariant.NONE);
        }
        List<JvmVariant> parsed = new ArrayList<>();
        Set<String> names = new HashSet<>();
        try {
            for (String text : jvmFlags.variants()) {
                JvmVariant variant = JvmVariant.parse(text);
                if (!names.add(variant.name())) {
                    throw new IllegalArgumentException("--variant: the name '" + variant.name() + "' is given twice");
                }
                parsed.add(variant);
            }
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
        return parsed;
    }

    /**
     * Refuses, before anything runs, a user flag that tenure sets per cell (naming the option to
     * use instead) and one a JVM does not start with (in the JVM's words): probed as
     * {@code java <flags> -version} once per JVM and variant, through the probe cache.
     */
    private void checkFlags(List<PlatformJvm> targets, List<JvmVariant> flagVariants) {
        for (String flag : jvmFlags.jvmArgs()) {
            ControlledFlags.refusal(flag).ifPresent(why -> {
                throw new UserException(ExitCodes.USAGE, "--jvm-arg: " + why);
            });
        }
        for (JvmVariant variant : flagVariants) {
            for (String flag : variant.flags()) {
                ControlledFlags.refusal(flag).ifPresent(why -> {
                    throw new UserException(ExitCodes.USAGE, "--variant " + variant.name() + ": " + why);
                });
            }
        }
        try {
            for (PlatformJvm jvm : targets) {
                for (JvmVariant variant : flagVariants) {
                    List<String> flags = new ArrayList<>(jvmFlags.jvmArgs());
                    flags.addAll(variant.flags());
                    jvm.rejection(flags).ifPresent(why -> {
                        throw new UserException(ExitCodes.USAGE, (variant.name() == null ? "--jvm-arg" : "--variant " + variant.name())
                                + ": " + jvm.id() + " does not start with " + String.join(" ", flags) + ": " + why);
                    });
                }
            }
        } finally {
            saveProbes();
        }
    }

    /** The JVMs through the platforms module, with the same ids as {@code tenure platforms}. */
    private List<PlatformJvm> resolveJvms() {
        Path cacheFile = probeCacheFile != null ? probeCacheFile : ProbeCache.defaultLocation();
        probes = ProbeCache.at(cacheFile);
        PrintWriter err = spec.commandLine().getErr();
        probes.loadProblem().ifPresent(problem -> err.println("tenure: warning: " + problem));
        try {
            return BenchJvms.resolve(jvmSelection.jvms(), probes, what -> {
                err.println("tenure: probing " + what);
                err.flush();
            });
        } catch (UnknownJvmException e) {
            saveProbes();
            throw new UserException(ExitCodes.USAGE, "--jvm: " + e.getMessage(), e);
        }
    }

    /** What the probes learnt is kept even when planning then fails: the next run starts no JVM for it. */
    private void saveProbes() {
        if (probes != null) {
            probes.save().ifPresent(problem -> spec.commandLine().getErr().println("tenure: warning: " + problem));
        }
    }


    /** --measure as seconds: 0 for off, else a positive duration of at most an hour. */
    static double measureSeconds(String text) {
        if (text.strip().equalsIgnoreCase("off")) {
            return 0;
        }
        Duration d;
        try {
            d = DurationArgument.parse(text);
        } catch (UserException e) {
            throw new IllegalArgumentException("--measure: not a duration: '" + text.strip() + "' (use e.g. 1s, 1500ms, or off)", e);
        }
        if (d.isZero() || d.isNegative() || d.compareTo(Duration.ofHours(1)) > 0) {
            throw new IllegalArgumentException("--measure: must be 'off' or a duration in (0, 1h], got '" + text.strip()
                    + "' (e.g. 1s, 1500ms)");
        }
        return d.toNanos() / 1e9;
    }


    /** A plan with no cell to run is a usage error: the cells, named before, say why and what to change. */
    private static void refuseEmpty(Plan plan, String consequence) {
        if (!plan.cells().stream().allMatch(Cell::skipped)) {
            return;
        }
        // "not applicable on this host" has no option to change: a NUMA variant on one node is all it is
        boolean notApplicable = plan.cells().stream().allMatch(c -> c.skipReason().startsWith(Planner.NOT_APPLICABLE));
        throw new UserException(ExitCodes.USAGE, (notApplicable
                ? "no cell is applicable on this host (each is named above with why)"
                : "every cell was refused (each is named above with the option to change)") + ": nothing to run"
                + consequence);
    }

    /** A refused cell is named before anything runs: the rest of the matrix still runs. */
    private void printRefusals(Plan plan) {
        PrintWriter err = spec.commandLine().getErr();
        for (Cell c : plan.cells()) {
            // every skipped cell: Epsilon's "never collects" reason does not start with "refused", and went unsaid
            if (c.skipped()) {
                err.printf(Locale.ROOT, "tenure bench: %s %s%n", c.id(), c.skipReason());
            }
        }
        err.flush();
    }

    /**
     * @param pending the runs left in the bundle, or null when nothing would run (every cell refused); on
     *                {@code --resume} the runs done are counted, their cells marked, and the estimate and the first
     *                run are of what is left
     */
    private void printPlan(PrintWriter out, Plan plan, Path dir, BenchRunner.Pending pending) {
        long skipped = plan.cells().stream().filter(Cell::skipped).count();
        List<PlannedRun> todo = pending == null ? plan.runs() : pending.todo();
        Duration estimate = todo.stream().map(Plan::estimate).reduce(Duration.ZERO, Duration::plus);
        int done = pending == null ? 0 : pending.done();
        out.printf(Locale.ROOT, "tenure bench plan: %d cells (%d skipped) x %d repetitions = %d runs%s, estimated %s%n",
                plan.cells().size(), skipped, plan.repetitions(), plan.runs().size(),
                done == 0 ? "" : String.format(Locale.ROOT, ", %d already done in the bundle: %d to run", done, todo.size()),
                BenchProgress.format(estimate));
        Map<String, Long> left = new LinkedHashMap<>();
        todo.forEach(r -> left.merge(r.cell().id(), 1L, Long::sum));
        out.printf(Locale.ROOT, "bundle: %s%n", dir.toAbsolutePath());
        if (plan.design() != null) {
            Design d = plan.design();
            out.printf(Locale.ROOT, "design: %s seed %d over %s%n", d.label(), d.seed(), String.join(", ",
                    d.ranges().stream().map(r -> r.knob() + " " + WorkloadTarget.number(r.low()) + ".."
                            + WorkloadTarget.number(r.high())).toList()));
        }
        for (Cell c : plan.cells()) {
            String knobs = plan.design() == null ? "" : String.format(Locale.ROOT,
                    "[p %s, ref-stores %s, old-to-young %s, compute %s, threads %d%s] ", WorkloadTarget.number(c.target().survival()),
                    WorkloadTarget.number(c.target().refStoresPerKB()), WorkloadTarget.number(c.target().oldToYoung()),
                    WorkloadTarget.number(c.target().computePerKB()), c.target().threads(),
                    // a design without the live-set knob prints as it did
                    c.target().liveSetFraction() == null ? "" : String.format(Locale.ROOT, ", live-set %s (%s MB)",
                            WorkloadTarget.number(c.target().liveSetFraction()), WorkloadTarget.number(c.target().lifetimeMB())));
            long cellDone = c.skipped() || done == 0 ? 0 : plan.repetitions() - left.getOrDefault(c.id(), 0L);
            out.printf(Locale.ROOT, "  %-60s %s%s%s%n", c.id(), knobs, cellDone == 0 ? ""
                            : String.format(Locale.ROOT, "[%d of %d runs done] ", cellDone, plan.repetitions()),
                    c.skipped() ? "skipped: " + c.skipReason()
                    : (c.variant() == null ? "" : "variant " + c.variant() + ": ")
                            + (c.instances() == 1 ? "" : c.instances() + " JVMs at once, each: ") + String.join(" ", c.flags()));
        }
        if (!todo.isEmpty()) {
            var first = todo.get(0);
            Path runDir = dir.toAbsolutePath().resolve("runs").resolve(first.id());
            if (first.cell().instances() > 1) {
                runDir = runDir.resolve("i1");
            }
            out.printf(Locale.ROOT, "first run: %s%n", String.join(" ",
                    new RunExecutor(dir, runs.timeout(), runs.jfr()).command(first, runDir)));
        }
        out.flush();
    }
}
