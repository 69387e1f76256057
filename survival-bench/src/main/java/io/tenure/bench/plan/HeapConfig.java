package io.tenure.bench.plan;

import io.tenure.harness.HeapMultiple;
import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.List;

/**
 * How the heap is sized for a run. Always a fixed heap ({@code -Xms = -Xmx}, pre-touched) so
 * heap growth does not pollute the measurement. Two configurations:
 *
 * <ul>
 *   <li>{@code fixed-young}: an explicit young generation ({@code -Xmn}), adaptive sizing off,
 *       an explicit {@code SurvivorRatio}, and for G1 fixed promotion buffers ({@code -ResizePLAB}),
 *       so that the young size does not follow survival (a policy that would turn growing survival
 *       into growing intervals instead of pauses).
 *   <li>{@code default}: the JVM's own young sizing and policies, as users run it.
 * </ul>
 *
 * <p>SurvivorRatio is set to 8 (HotSpot's default) and recorded: survivor spaces then hold up to
 * 1/10 of the young generation each, so above a survival of about 0.1 they overflow and objects
 * are promoted after their first collection. That is what JVMs do out of the box, and for
 * long-lived objects it changes only when (not whether) they reach the old generation, so the
 * survival rate s is unaffected; copy work per collection is, and the ratio is in the result.
 *
 * @param youngMB       the young generation size, or null for the JVM's own sizing
 * @param survivorRatio eden/survivor ratio, or null when the JVM chooses
 * @param minHeap       with {@code --heap 2x}: the measured minimum heap this heap is a multiple of; else null
 */
public record HeapConfig(String name, long heapMB, Long youngMB, Integer survivorRatio, RelativeHeap minHeap) {
    /**
     * A heap given as a multiple of a measured minimum heap.
     *
     * @param multiple  the factor asked for ({@code 2} for {@code 2x})
     * @param minHeapMB the measured minimum heap of the JVM and collector
     */
    public record RelativeHeap(double multiple, long minHeapMB) {
        public RelativeHeap {
            if (!(multiple > 0 && Double.isFinite(multiple)) || minHeapMB < 1) {
                throw new IllegalArgumentException("a heap multiple > 0 of a minimum heap >= 1 MB: " + multiple + " x "
                        + minHeapMB);
            }
        }

        /** The heap in whole MB, rounded up so that it is never below the multiple. */
        public long heapMB() {
            return HeapMultiple.heapMB(multiple, minHeapMB);
        }
    }

    /** A heap given in MB. */
    public HeapConfig(String name, long heapMB, Long youngMB, Integer survivorRatio) {
        this(name, heapMB, youngMB, survivorRatio, null);
    }

    public static final String FIXED_YOUNG = "fixed-young";
    public static final String DEFAULT = "default";
    public static final int SURVIVOR_RATIO = 8;

    public HeapConfig {
        if (heapMB < 8) {
            throw new IllegalArgumentException("heap must be at least 8 MB: " + heapMB);
        }
        if (FIXED_YOUNG.equals(name)) {
            if (youngMB == null || youngMB < 1 || youngMB >= heapMB) {
                throw new IllegalArgumentException("young generation must be in [1, heap): " + youngMB);
            }
        } else if (DEFAULT.equals(name)) {
            if (youngMB != null || survivorRatio != null) {
                throw new IllegalArgumentException("the default configuration leaves young sizing to the JVM");
            }
        } else {
            throw new IllegalArgumentException("unknown heap configuration: " + name);
        }
    }

    public static HeapConfig fixedYoung(long heapMB, long youngMB) {
        return new HeapConfig(FIXED_YOUNG, heapMB, youngMB, SURVIVOR_RATIO);
    }

    public static HeapConfig jvmDefault(long heapMB) {
        return new HeapConfig(DEFAULT, heapMB, null, null);
    }

    /** This configuration at {@code relative}'s heap: the young size as it is. */
    public HeapConfig at(RelativeHeap relative) {
        return new HeapConfig(name, relative.heapMB(), youngMB, survivorRatio, relative);
    }

    /**
     * One of {@code instances} JVMs' share: the heap and young generation divided by it.
     *
     * @throws IllegalArgumentException when a share is under the minimum; the planner refuses such cells first
     */
    public HeapConfig shared(int instances) {
        if (instances == 1) {
            return this;
        }
        return new HeapConfig(name, heapMB / instances, youngMB == null ? null : youngMB / instances, survivorRatio, minHeap);
    }

    /** A name for ids and file names: {@code young64m} or {@code default}. */
    public String label() {
        return youngMB == null ? DEFAULT : "young" + youngMB + "m";
    }

    /** Whether {@code collector} has a young generation this configuration can fix. */
    public boolean fixesYoungOf(Collector collector) {
        return youngMB != null && switch (collector) {
            case SERIAL, PARALLEL, CMS, G1 -> true;
            default -> false;
        };
    }

    /** The heap flags for {@code collector}. */
    public List<String> flags(Collector collector) {
        List<String> flags = new ArrayList<>(List.of("-Xms" + heapMB + "m", "-Xmx" + heapMB + "m", "-XX:+AlwaysPreTouch"));
        if (fixesYoungOf(collector)) {
            // -Xmn sets NewSize = MaxNewSize; for G1 that also pins the young size, so the pause
            // goal can no longer resize it.
            flags.add("-Xmn" + youngMB + "m");
            flags.add("-XX:SurvivorRatio=" + survivorRatio);
            if (collector == Collector.PARALLEL) {
                flags.add("-XX:-UseAdaptiveSizePolicy");
            }
            if (collector == Collector.G1) {
                // G1 resizes its promotion buffers (PLABs) as survival changes; the unused tails
                // it leaves in old regions at every young collection showed up as heap growth,
                // +0.02 on s at p = 0.3 with a 32 MB young generation (docs/BENCHMARK.md).
                flags.add("-XX:-ResizePLAB");
            }
        }
        return flags;
    }
}
