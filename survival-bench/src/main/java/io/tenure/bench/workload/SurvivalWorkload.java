package io.tenure.bench.workload;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/**
 * The tunable-survival workload that runs in the child JVM: allocates {@code workMB} after a
 * {@code warmupMB} warm-up, keeping the fraction {@code survival} of the bytes alive for a long
 * time, and writes what it measured to the file named by {@code result=}.
 *
 * <p>Usage: {@code java [gc flags] -cp DIR io.tenure.bench.workload.SurvivalWorkload
 * survival=0.4 lifetimeMB=128 lifetime=fifo|exponential|first-gc objectBytes=64|32-256
 * shape=bytes|nodes chains=64 threads=1 warmupMB=256 workMB=1024 seed=42 refStores=0 oldToYoung=0
 * overwrite=0 compute=0 [measureSeconds=1 warmupMaxSeconds=1] result=FILE} (refStores: reference stores per allocated KB, see {@link StoreMix};
 * compute: compute units per allocated KB; measureSeconds: calibrate the work so that the measured phase
 * lasts this long, warming up until the allocation rate is steady, see {@link WarmupCalibrator})
 *
 * <p>Exit codes: see {@link ExitStatus}.
 */
public final class SurvivalWorkload {
    /** Largest tolerated gap between measured and analytic allocated bytes. */
    static final double ALLOCATION_TOLERANCE = 0.01;

    private final WorkloadConfig config;
    private final AllocationMeter meter = new AllocationMeter();
    private final Worker[] workers;
    private final long[] measuredAllocated;
    private final long[] analyticAllocated;
    private final long[] measuredKept;
    /** Per worker, the measured phase's stores, old-to-young stores, overwrites and compute units. */
    private final long[][] measuredWork;
    /** Per worker, the measured phase's objects per size-table entry. */
    private final long[][] measuredSizes;
    private final SizeTable table;
    private final Phase measured = new Phase();
    /** Relative spread of the last chunks' allocation rates that counts as steady. */
    static final double STEADY_TOLERANCE = 0.10;

    /**
     * The longest warm-up of a calibrated fork that never looks steady: max(0.5 s, half the
     * measured phase). The JIT has compiled the allocation loop within the first 100 ms chunk (its
     * rate is already the highest of the warm-up) and the long-lived set fills in well under 0.1 s
     * at these rates, so what keeps a warm-up from settling is the collector, not the program:
     * with Serial or Parallel each full collection lands in one chunk and moves its rate by 20 %
     * or more, so those forks ran to the old limit, max(1 s, target), every time, which was 40 %
     * of a demo fork's wall time (docs/BENCHMARK.md).
     */
    public static double warmupLimitSeconds(double measureSeconds) {
        return Math.max(0.5, measureSeconds / 2);
    }
    /** Null for fixed work; else decides the warm-up's end and the measured work. */
    private final WarmupCalibrator calibrator;
    /** The measured phase's total work: workBytes, or the calibrated work once the warm-up is over. */
    private long workBytes;
    private long chunkStartNanos;
    /**
     * A calibrated phase that ends before this share of its target (the warm-up's rate was lower
     * than the phase's, e.g. a busy spell of the machine during the warm-up) is topped up.
     */
    static final double MIN_PHASE_SHARE = 0.9;
    static final int MAX_TOP_UPS = 20;
    /** Bytes every worker together allocates next in the measured phase; 0 ends it. Set at the checkpoint barrier. */
    private volatile long topUpBytes;
    private int topUps;
    /** Set by the last worker to finish a chunk; read by all after the chunk barrier. */
    private volatile boolean warmupOver;
    private volatile Throwable failure;

    private SurvivalWorkload(WorkloadConfig config) {
        this.config = config;
        ObjectLayout layout = new ObjectLayout(config.shape, meter);
        table = SizeTable.of(layout, config);
        workers = new Worker[config.threads];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Worker(config, layout, table, i);
        }
        measuredAllocated = new long[config.threads];
        analyticAllocated = new long[config.threads];
        measuredKept = new long[config.threads];
        measuredWork = new long[config.threads][4];
        workBytes = config.workBytes;
        calibrator = config.measureSeconds > 0 ? new WarmupCalibrator(config.measureSeconds, STEADY_TOLERANCE,
                config.warmupBytes, (long) (config.warmupMaxSeconds * 1e9), config.workBytes) : null;
        measuredSizes = new long[config.threads][];
    }

    public static void main(String[] args) {
        WorkloadConfig config;
        try {
            config = WorkloadConfig.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("survival workload: " + e.getMessage());
            System.exit(ExitStatus.USAGE);
            return;
        }
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> fail(config, e));
        try {
            SurvivalWorkload workload = new SurvivalWorkload(config);
            workload.run();
            int code = workload.report();
            System.out.println("survival workload: done, checksum " + Sink.fingerprint());
            System.exit(code);
        } catch (Throwable e) {
            fail(config, e);
        }
    }

    private void run() throws InterruptedException {
        CyclicBarrier start = new CyclicBarrier(workers.length, measured::begin);
        CyclicBarrier end = new CyclicBarrier(workers.length, measured::end);
        CyclicBarrier chunk = new CyclicBarrier(workers.length, this::chunkDone);
        CyclicBarrier checkpoint = new CyclicBarrier(workers.length, this::checkpoint);
        chunkStartNanos = System.nanoTime();
        List<Thread> threads = new ArrayList<Thread>();
        for (int i = 0; i < workers.length; i++) {
            final int index = i;
            Thread t = new Thread(() -> work(index, chunk, checkpoint, start, end), "survival-worker-" + i);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        if (failure != null) {
            fail(config, failure);
        }
    }

    private void work(int index, CyclicBarrier chunk, CyclicBarrier checkpoint, CyclicBarrier start, CyclicBarrier end) {
        Worker worker = workers[index];
        try {
            if (calibrator == null) {
                worker.allocate(config.warmupBytes / workers.length);
            } else {
                // Every worker allocates its share of a chunk; the last to arrive times it (chunkDone).
                boolean over = false;
                while (!over) {
                    worker.allocate(calibrator.nextChunkBytes() / workers.length);
                    chunk.await();
                    over = warmupOver;
                }
            }
            start.await();
            final long share = workBytes / workers.length + (index < workBytes % workers.length ? 1 : 0);
            long keptBefore = worker.keptBytes();
            long[] workBefore = work(worker.stores());
            long[] sizesBefore = worker.sizeCounts();
            long before = meter.currentThreadAllocatedBytes();
            long analytic = 0;
            long portion = share;
            while (portion > 0) {
                analytic += worker.allocate(portion);
                checkpoint.await();
                long more = topUpBytes;
                portion = more == 0 ? 0 : more / workers.length + (index < more % workers.length ? 1 : 0);
            }
            long after = meter.currentThreadAllocatedBytes();
            measuredKept[index] = worker.keptBytes() - keptBefore;
            long[] workAfter = work(worker.stores());
            long[] sizesAfter = worker.sizeCounts();
            for (int k = 0; k < sizesAfter.length; k++) {
                sizesAfter[k] -= sizesBefore[k];
            }
            measuredSizes[index] = sizesAfter;
            for (int k = 0; k < workAfter.length; k++) {
                measuredWork[index][k] = workAfter[k] - workBefore[k];
            }
            measuredAllocated[index] = before < 0 ? -1 : after - before;
            analyticAllocated[index] = analytic;
            end.await();
        } catch (OutOfMemoryError e) {
            // Drop this thread's live set so there is room to report, and release the others
            // from the barriers; the main thread reports the first failure.
            workers[index] = null;
            worker = null;
            recordFailure(e);
            chunk.reset();
            checkpoint.reset();
            start.reset();
            end.reset();
        } catch (BrokenBarrierException e) {
            recordFailure(e);
        } catch (InterruptedException e) {
            recordFailure(e);
            Thread.currentThread().interrupt();
        }
    }

    /** Barrier action after each warm-up chunk (all workers wait): times it, and sets the work once steady. */
    private void chunkDone() {
        long now = System.nanoTime();
        long bytes = calibrator.nextChunkBytes() / workers.length * workers.length;
        if (calibrator.record(bytes, now - chunkStartNanos)) {
            workBytes = calibrator.workBytes();
            warmupOver = true;
        }
        chunkStartNanos = System.nanoTime();
    }

    /**
     * Barrier action after each portion of the measured phase: a calibrated phase short of
     * {@link #MIN_PHASE_SHARE} of its target gets the work that fills the rest at the phase's own
     * rate so far (at most the work limit); the work recorded is everything the phase allocated.
     */
    private void checkpoint() {
        topUpBytes = 0;
        if (calibrator == null) {
            return;
        }
        long elapsed = System.nanoTime() - measured.wallStart;
        double target = config.measureSeconds * 1e9;
        if (elapsed >= MIN_PHASE_SHARE * target || topUps >= MAX_TOP_UPS || workBytes >= config.workBytes || elapsed <= 0) {
            return;
        }
        long more = Math.max(WarmupCalibrator.FIRST_CHUNK_BYTES, (long) (workBytes / (double) elapsed * (target - elapsed)));
        more = Math.min(more, config.workBytes - workBytes);
        topUps++;
        workBytes += more;
        topUpBytes = more;
    }

    private static long[] work(StoreMix stores) {
        return new long[] {stores.stores(), stores.oldToYoungStores(), stores.overwrites(), stores.computeUnits()};
    }

    private synchronized void recordFailure(Throwable e) {
        if (failure == null || failure instanceof BrokenBarrierException) {
            failure = e;
        }
    }

    /** Writes the result file; returns the exit code. */
    private int report() throws IOException {
        long analytic = 0;
        long counted = 0;
        long kept = 0;
        long live = 0;
        long[] work = new long[4];
        long[] sizeCounts = new long[table.sizes.length];
        boolean checked = meter.canCountAllocations();
        for (int i = 0; i < workers.length; i++) {
            analytic += analyticAllocated[i];
            counted += measuredAllocated[i];
            kept += measuredKept[i];
            live += workers[i].liveBytes();
            for (int k = 0; k < work.length; k++) {
                work[k] += measuredWork[i][k];
            }
            for (int k = 0; k < sizeCounts.length; k++) {
                sizeCounts[k] += measuredSizes[i][k];
            }
        }
        StringBuilder histogram = new StringBuilder("[");
        long largeBytes = 0;
        for (int k = 0; k < sizeCounts.length; k++) {
            histogram.append(k == 0 ? "" : ", ").append("{\"bytes\": ").append(table.sizes[k])
                    .append(", \"count\": ").append(sizeCounts[k]).append('}');
            if (table.sizes[k] >= SizeTable.LARGE_THRESHOLD_BYTES) {
                largeBytes += sizeCounts[k] * table.sizes[k];
            }
        }
        histogram.append(']');
        double seconds = measured.wallNanos() / 1e9;
        double deviation = checked ? (double) (counted - analytic) / analytic : Double.NaN;
        boolean mismatch = checked && Math.abs(deviation) > ALLOCATION_TOLERANCE;
        JsonWriter json = new JsonWriter()
                .field("schema", "tenure-workload/1")
                .field("status", mismatch ? "allocation-mismatch" : "ok")
                .field("message", mismatch ? String.format(Locale.ROOT,
                        "allocated %d bytes but the workload allocated %d analytically (%.2f %%):"
                                + " the JIT removed allocations", counted, analytic, deviation * 100) : null);
        describeConfig(json);
        json.field("elapsedSeconds", measured.wallNanos() / 1e9)
                .field("cpuSeconds", measured.cpuNanos() < 0 ? Double.NaN : measured.cpuNanos() / 1e9)
                .field("analyticAllocatedBytes", analytic)
                .nullableCount("allocatedBytes", checked ? counted : -1)
                .field("allocationCheck", !checked ? "unchecked" : mismatch ? "mismatch" : "ok")
                .field("allocationDeviation", deviation)
                .field("keptBytes", kept)
                .field("keptFraction", (double) kept / analytic)
                .field("liveBytesAtEnd", live)
                .field("measuredStartUptimeMs", measured.uptimeStartMs)
                .field("measuredEndUptimeMs", measured.uptimeEndMs)
                .field("gcCount", measured.gcCount())
                .field("gcTimeMs", measured.gcTimeMs())
                .field("refStores", work[0])
                .field("oldToYoungStores", work[1])
                .field("overwriteStores", work[2])
                .field("refStoresPerKB", work[0] * 1024.0 / analytic)
                .field("computeUnits", work[3])
                .field("allocationRateMBps", seconds > 0 ? analytic / (double) WorkloadConfig.MB / seconds : Double.NaN)
                .raw("objectSizeHistogram", histogram.toString())
                .field("largeObjectBytesShare", (double) largeBytes / analytic)
                .field("heapMaxBytes", Runtime.getRuntime().maxMemory());
        describeCalibration(json);
        describeJvm(json);
        writeAtomically(Paths.get(config.resultFile), json.finish());
        if (mismatch) {
            System.err.println("survival workload: " + ExitStatus.describe(ExitStatus.ALLOCATION_MISMATCH));
            return ExitStatus.ALLOCATION_MISMATCH;
        }
        return ExitStatus.OK;
    }

    private void describeConfig(JsonWriter json) {
        List<String> sizes = new ArrayList<String>();
        for (int size : table.sizes) {
            sizes.add(Integer.toString(size));
        }
        json.field("survival", config.survival)
                .field("lifetime", config.lifetime.id())
                .field("lifetimeMB", (double) config.lifetimeBytes / WorkloadConfig.MB)
                .field("shape", config.shape.id())
                .field("chains", config.shape == WorkloadConfig.Shape.NODES ? config.chains : 0)
                .raw("objectSizesBytes", "[" + String.join(", ", sizes) + "]")
                .field("meanObjectBytes", table.meanSizeBytes())
                .field("objectSizeDistribution", table.name)
                .field("threads", config.threads)
                .field("warmupMB", (double) config.warmupBytes / WorkloadConfig.MB)
                .field("workMB", (double) workBytes / WorkloadConfig.MB)
                .field("seed", config.seed)
                .field("refStoresTargetPerKB", config.refStoresPerKB)
                .field("oldToYoungShare", config.oldToYoung)
                .field("overwriteShare", config.overwrite)
                .field("computePerKB", config.computePerKB);
    }

    /**
     * How the measured phase was sized: the target, the work it came to, and the warm-up that
     * preceded it (chunks, bytes, seconds, whether the rate settled, each timed chunk's rate).
     * Fixed work records the target as 0 and its warm-up as given.
     */
    private void describeCalibration(JsonWriter json) {
        json.field("measureTargetSeconds", config.measureSeconds);
        if (calibrator == null) {
            return;
        }
        List<String> rates = new ArrayList<String>();
        for (double rate : calibrator.rates()) {
            rates.add(String.format(Locale.ROOT, "%.1f", rate / WorkloadConfig.MB));
        }
        json.field("calibratedWorkMB", (double) workBytes / WorkloadConfig.MB)
                .field("calibrationRateMBps", calibrator.rateBytesPerSecond() / WorkloadConfig.MB)
                .field("warmupDoneMB", (double) calibrator.warmupBytes() / WorkloadConfig.MB)
                .field("warmupSeconds", calibrator.warmupNanos() / 1e9)
                .field("warmupChunks", calibrator.chunks())
                .field("warmupMaxSeconds", config.warmupMaxSeconds)
                .field("measureTopUps", topUps)
                .raw("warmupSteady", Boolean.toString(calibrator.steady()))
                .raw("warmupRatesMBps", "[" + String.join(", ", rates) + "]");
    }

    private static void describeJvm(JsonWriter json) {
        List<String> collectors = new ArrayList<String>();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            collectors.add(gc.getName());
        }
        json.field("javaVersion", System.getProperty("java.version"))
                .field("javaVendor", System.getProperty("java.vendor"))
                .field("vmName", System.getProperty("java.vm.name"))
                .field("vmVersion", System.getProperty("java.vm.version"))
                .raw("collectorBeans", JsonWriter.stringArray(collectors))
                .raw("inputArguments", JsonWriter.stringArray(ManagementFactory.getRuntimeMXBean().getInputArguments()))
                .field("availableProcessors", Runtime.getRuntime().availableProcessors());
    }

    /** Records the failure in the result file if it still can, then exits with a distinct code. */
    private static synchronized void fail(WorkloadConfig config, Throwable e) {
        boolean oom = e instanceof OutOfMemoryError;
        int code = oom ? ExitStatus.OUT_OF_MEMORY : ExitStatus.ERROR;
        try {
            System.err.println("survival workload: " + ExitStatus.describe(code) + ": " + e);
            String json = new JsonWriter()
                    .field("schema", "tenure-workload/1")
                    .field("status", oom ? "out-of-memory" : "error")
                    .field("message", String.valueOf(e))
                    .finish();
            writeAtomically(Paths.get(config.resultFile), json);
        } catch (Throwable ignored) {
            // Out of memory even for the message: the exit code alone must tell.
        }
        Runtime.getRuntime().halt(code);
    }

    /**
     * A copy of the host's {@code io.tenure.io.AtomicFiles} on purpose: this class runs inside the
     * child JVM, which may be Java 8 and has only the workload's own classes on its class path.
     */
    static void writeAtomically(Path target, String text) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = dir.resolve(target.getFileName() + ".tmp");
        Files.write(temp, text.getBytes(StandardCharsets.UTF_8));
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Wall time, CPU time and collections of the measured phase, taken at the barriers. */
    private static final class Phase {
        private final AllocationMeter meter = new AllocationMeter();
        private long wallStart;
        private long wallEnd;
        private long cpuStart;
        private long cpuEnd;
        private long gcCountStart;
        private long gcCountEnd;
        private long gcTimeStart;
        private long gcTimeEnd;
        /** JVM uptime at the phase's ends: the window of the GC log that belongs to the measurement. */
        long uptimeStartMs;
        long uptimeEndMs;

        void begin() {
            uptimeStartMs = ManagementFactory.getRuntimeMXBean().getUptime();
            gcCountStart = gcCount(true);
            gcTimeStart = gcCount(false);
            cpuStart = meter.processCpuNanos();
            wallStart = System.nanoTime();
        }

        void end() {
            wallEnd = System.nanoTime();
            cpuEnd = meter.processCpuNanos();
            gcCountEnd = gcCount(true);
            gcTimeEnd = gcCount(false);
            uptimeEndMs = ManagementFactory.getRuntimeMXBean().getUptime();
        }

        long wallNanos() {
            return wallEnd - wallStart;
        }

        long cpuNanos() {
            return cpuStart < 0 || cpuEnd < 0 ? -1 : cpuEnd - cpuStart;
        }

        long gcCount() {
            return gcCountEnd - gcCountStart;
        }

        long gcTimeMs() {
            return gcTimeEnd - gcTimeStart;
        }

        private static long gcCount(boolean count) {
            long sum = 0;
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                long v = count ? gc.getCollectionCount() : gc.getCollectionTime();
                sum += Math.max(0, v);
            }
            return sum;
        }
    }
}
