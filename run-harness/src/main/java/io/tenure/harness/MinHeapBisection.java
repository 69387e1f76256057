package io.tenure.harness;

import io.tenure.bundle.compare.MinHeap;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The smallest heap (-Xms = -Xmx) in which a run completes, by bisection, as GC research sizes
 * heaps (Blackburn et al., "Myths and Realities", 2004; the DaCapo harness): first a bracket
 * (from {@value #START_MB} MB, halving while runs complete, doubling while they fail, up to a
 * limit), then bisection until the failing and completing heaps are within 2 % of the completing
 * one or 1 MB, whichever is larger. What a run is, and whether it completed, is the caller's:
 * {@code tenure compare --min-heap} runs the user's program, {@code tenure bench --heap 2x} the
 * workload. One run per heap: an out-of-memory error is a property of the heap, not of the
 * machine's noise. Each attempt runs at most the time {@link MinHeapTimeout} gives it (a multiple of
 * the fastest completed attempt): one killed there thrashed, and did not complete. Both record the
 * search as a bundle's {@link MinHeap} ({@link #minHeap}).
 */
public final class MinHeapBisection {
    public static final long START_MB = 64;
    public static final double RESOLUTION = 0.02;

    /**
     * One heap tried.
     *
     * @param heapMB      -Xms = -Xmx in MB
     * @param completed   whether the run completed in it
     * @param wallSeconds how long it ran
     * @param reason      why it did not complete (first line), or null
     * @param timedOut    whether it was killed at its time limit
     */
    public record Attempt(long heapMB, boolean completed, double wallSeconds, String reason, boolean timedOut) {
        public Attempt(long heapMB, boolean completed, double wallSeconds, String reason) {
            this(heapMB, completed, wallSeconds, reason, false);
        }

        /** A run's outcome at {@code heapMB} that was not killed at its time limit ({@link #of(long, boolean, boolean, Double, String)}). */
        public static Attempt of(long heapMB, boolean completed, Double wallSeconds, String reason) {
            return of(heapMB, completed, false, wallSeconds, reason);
        }

        /**
         * A run's outcome at {@code heapMB}: its wall time (0 when it has none) and, when it did not
         * complete, the first line of why and whether it was killed at its time limit.
         */
        public static Attempt of(long heapMB, boolean completed, boolean timedOut, Double wallSeconds, String reason) {
            return new Attempt(heapMB, completed, wallSeconds == null ? 0 : wallSeconds,
                    completed || reason == null ? null : reason.lines().findFirst().orElse(reason), timedOut && !completed);
        }
    }

    /** Runs the program at one heap size, killing it after {@code limit}. */
    public interface Runner {
        Attempt run(long heapMB, Duration limit) throws IOException, InterruptedException;
    }

    /**
     * @param minHeapMB    the smallest heap that completed, or null when none up to the limit did
     * @param resolutionMB the failing and completing heaps were this close when the search stopped
     * @param attempts     every heap tried, in order
     */
    public record Result(Long minHeapMB, long resolutionMB, List<Attempt> attempts) {
        public Result {
            attempts = List.copyOf(attempts);
        }
    }

    private MinHeapBisection() {
    }

    /**
     * @param smallestMB the smallest heap worth trying (the search stops halving there)
     * @param maxMB      the largest heap to try before giving up
     * @param timeout    the time limit of a run ({@code --timeout}), which no attempt's exceeds
     * @param limits     the time limit of each attempt
     */
    public static Result search(long smallestMB, long maxMB, Duration timeout, MinHeapTimeout limits, Runner runner)
            throws IOException, InterruptedException {
        if (smallestMB < 1 || maxMB < smallestMB) {
            throw new IllegalArgumentException("heap limits: 1 <= smallest (" + smallestMB + ") <= max (" + maxMB + ")");
        }
        List<Attempt> attempts = new ArrayList<>();
        Long ok = null;
        Long failed = null;
        long heap = Math.max(smallestMB, Math.min(START_MB, maxMB));
        while (true) {
            boolean completed = attempt(runner, heap, attempts, timeout, limits);
            if (completed) {
                ok = heap;
                if (failed != null || heap <= smallestMB) {
                    break;
                }
                heap = Math.max(smallestMB, heap / 2);
            } else {
                failed = heap;
                if (ok != null) {
                    break;
                }
                if (heap >= maxMB) {
                    return new Result(null, 1, attempts);
                }
                heap = Math.min(maxMB, heap * 2);
            }
        }
        if (failed == null) {
            return new Result(ok, 1, attempts);
        }
        // The true minimum is above the failed heap, so a bracket within 2 % of failed + 1 is within
        // 2 % of the true minimum too (2 % of the completed heap could be a little more than that).
        while (ok - failed > resolution(failed + 1)) {
            long mid = failed + (ok - failed) / 2;
            if (attempt(runner, mid, attempts, timeout, limits)) {
                ok = mid;
            } else {
                failed = mid;
            }
        }
        return new Result(ok, resolution(ok), attempts);
    }

    /**
     * The search of {@link #search} for one JVM and collector, as the bundle records it.
     *
     * @param jvm       the JVM's id
     * @param collector the collector's id
     */
    public static MinHeap minHeap(String jvm, String collector, long smallestMB, long maxMB, Duration timeout,
            MinHeapTimeout limits, Runner runner) throws IOException, InterruptedException {
        Result found = search(smallestMB, maxMB, timeout, limits, runner);
        return new MinHeap(jvm, collector, found.minHeapMB(), found.resolutionMB(),
                found.attempts().stream().map(a -> new MinHeap.Probe(a.heapMB(), a.completed(), a.wallSeconds(), a.reason()))
                        .toList());
    }

    /** 2 % of the heap or 1 MB, whichever is larger. */
    public static long resolution(long heapMB) {
        return Math.max(1, (long) Math.floor(heapMB * RESOLUTION));
    }

    private static boolean attempt(Runner runner, long heapMB, List<Attempt> attempts, Duration timeout,
            MinHeapTimeout limits) throws IOException, InterruptedException {
        Duration limit = limits.limit(attempts, timeout);
        Attempt attempt = runner.run(heapMB, limit);
        if (attempt.heapMB() != heapMB) {
            throw new IllegalStateException("asked for a run at " + heapMB + " MB, got one at " + attempt.heapMB() + " MB");
        }
        if (attempt.timedOut() && limit.compareTo(timeout) < 0) {
            // killed at the attempt's own limit, not --timeout: the run's reason named the wrong one
            attempt = new Attempt(heapMB, false, attempt.wallSeconds(), limits.thrashing(attempts, limit), true);
        }
        attempts.add(attempt);
        return attempt.completed();
    }
}
