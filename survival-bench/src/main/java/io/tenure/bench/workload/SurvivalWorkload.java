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
 * overwrite=0 compute=0 result=FILE} (refStores: reference stores per allocated KB, see {@link StoreMix};
 * compute: compute units per allocated KB)
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
    private final SizeTable table;
    private final Phase measured = new Phase();
    private volatile Throwable failure;

    private SurvivalWorkload(WorkloadConfig config) {
        this.config = config;
        ObjectLayout layout = new ObjectLayout(config.shape, meter);
        table = new SizeTable(layout, config.minObjectBytes, config.maxObjectBytes);
        workers = new Worker[config.threads];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Worker(config, layout, table, i);
        }
        measuredAllocated = new long[config.threads];
        analyticAllocated = new long[config.threads];
        measuredKept = new long[config.threads];
        measuredWork = new long[config.threads][4];
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
        List<Thread> threads = new ArrayList<Thread>();
        for (int i = 0; i < workers.length; i++) {
            final int index = i;
            Thread t = new Thread(() -> work(index, start, end), "survival-worker-" + i);
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

    private void work(int index, CyclicBarrier start, CyclicBarrier end) {
        Worker worker = workers[index];
        final long share = config.workBytes / workers.length + (index < config.workBytes % workers.length ? 1 : 0);
        try {
            worker.allocate(config.warmupBytes / workers.length);
            start.await();
            long keptBefore = worker.keptBytes();
            long[] workBefore = work(worker.stores());
            long before = meter.currentThreadAllocatedBytes();
            long analytic = worker.allocate(share);
            long after = meter.currentThreadAllocatedBytes();
            measuredKept[index] = worker.keptBytes() - keptBefore;
            long[] workAfter = work(worker.stores());
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
            start.reset();
            end.reset();
        } catch (BrokenBarrierException e) {
            recordFailure(e);
        } catch (InterruptedException e) {
            recordFailure(e);
            Thread.currentThread().interrupt();
        }
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
        boolean checked = meter.canCountAllocations();
        for (int i = 0; i < workers.length; i++) {
            analytic += analyticAllocated[i];
            counted += measuredAllocated[i];
            kept += measuredKept[i];
            live += workers[i].liveBytes();
            for (int k = 0; k < work.length; k++) {
                work[k] += measuredWork[i][k];
            }
        }
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
                .field("allocationRateMBps", seconds > 0 ? analytic / (double) WorkloadConfig.MB / seconds : Double.NaN);
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
                .field("threads", config.threads)
                .field("warmupMB", (double) config.warmupBytes / WorkloadConfig.MB)
                .field("workMB", (double) config.workBytes / WorkloadConfig.MB)
                .field("seed", config.seed)
                .field("refStoresTargetPerKB", config.refStoresPerKB)
                .field("oldToYoungShare", config.oldToYoung)
                .field("overwriteShare", config.overwrite)
                .field("computePerKB", config.computePerKB);
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
                .raw("inputArguments", JsonWriter.stringArray(ManagementFactory.getRuntimeMXBean().getInputArguments()));
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
