package io.tenure.bench.run;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.harness.MinHeapBisection;
import io.tenure.harness.Session;
import io.tenure.harness.SessionStopped;
import io.tenure.platforms.Collector;
import io.tenure.platforms.launch.ShutdownProbe;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * {@code tenure bench --heap 1.5x,2x,...}: the smallest heap in which the workload completes on
 * a JVM and collector, by {@link MinHeapBisection} (the search of {@code compare --min-heap}),
 * each probe a real fork with the JVM's own young sizing (a fixed young generation cannot follow
 * the heap down) at the sweep's highest survival, whose promoted garbage needs the most room.
 * A probe completes when its run is ok: it finished, its allocation checked and it ran its
 * configuration. Probes go to {@code minheap/runs/} of the bundle.
 */
public final class MinHeapProbe {
    /** HeapConfig's smallest heap. */
    static final long SMALLEST_MB = 8;
    /**
     * The work a probe does once its long-lived set is full: the full set decides the minimum heap,
     * not the run's length.
     */
    public static final double PROBE_WORK_MB = 128;

    private MinHeapProbe() {
    }

    /** Reports each probe as it ends, for a progress line. */
    public interface Listener {
        void probed(JvmTarget jvm, Collector collector, MinHeapBisection.Attempt attempt);
    }

    /**
     * The work of a probe of {@code target}: enough for its long-lived set to fill and then
     * {@link #PROBE_WORK_MB} more, and never more than the run's own. A set fills after
     * {@code lifetimeMB / p} of allocation, warm-up included; a probe cut at 128 MB of work found
     * the minimum heap of the part-filled set it had reached: 49 MB for a 64 MB set at p = 0.1
     * after the default 256 MB warm-up (openjdk-17 Serial; 77 MB with the set full), so every
     * multiple of it was a third smaller than it said.
     */
    public static double probeWorkMB(WorkloadTarget target) {
        double fillMB = target.survival() > 0 ? target.lifetimeMB() / target.survival() : 0;
        double needed = Math.max(PROBE_WORK_MB, fillMB - target.warmupMB() + PROBE_WORK_MB);
        return Math.min(target.workMB(), Math.ceil(needed));
    }

    /**
     * @param target the workload at the survival and long-lived set the minimum is for
     * @param maxMB  the largest heap to try
     */
    public static MinHeap measure(JvmTarget jvm, Collector collector, WorkloadTarget target, Path bundleDir, Duration timeout,
                                  long maxMB, Listener listener) throws IOException, InterruptedException {
        return measure(jvm, collector, target, bundleDir, timeout, maxMB, listener, ShutdownProbe.ofThisJvm());
    }

    /**
     * {@link #measure}, stopping with {@link SessionStopped} when {@code stop} says tenure is
     * stopped: a probe that ended by the stop would read as a heap too small, and the search went on
     * forking. Nothing is kept then (the minimum heaps go into the bundle with the sweep's runs).
     */
    static MinHeap measure(JvmTarget jvm, Collector collector, WorkloadTarget target, Path bundleDir, Duration timeout,
                           long maxMB, Listener listener, ShutdownProbe stop) throws IOException, InterruptedException {
        WorkloadTarget probe = target.withWork(probeWorkMB(target));
        RunExecutor executor = new RunExecutor(bundleDir.resolve("minheap"), timeout, false);
        Session<RunResult> session = new Session<>(stop, RunResult::exitCode, () -> 0);
        return MinHeapBisection.minHeap(jvm.id(), collector.id(), SMALLEST_MB, maxMB, heapMB -> {
            Cell cell = new Cell(jvm, collector, HeapConfig.jvmDefault(heapMB), probe, null);
            RunResult run = session.runOne(new PlannedRun(cell, 1), executor::execute);
            MinHeapBisection.Attempt attempt = MinHeapBisection.Attempt.of(heapMB, run.status() == RunStatus.OK,
                    run.times().wallSeconds(), run.reason());
            listener.probed(jvm, collector, attempt);
            return attempt;
        });
    }
}
