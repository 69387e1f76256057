package io.tenure.gclog.metrics;

import java.util.List;

/**
 * Tells garbage-collection VM operations from the others ({@code Cleanup}, {@code ICBufferFull},
 * {@code RevokeBias}, {@code Deoptimize}, {@code ThreadDump} ...) by the names HotSpot gives them
 * in {@code -Xlog:safepoint} and JFR: every collector's operations carry its prefix.
 */
public final class SafepointOperations {
    private static final List<String> GC_PREFIXES = List.of("G1", "Shenandoah", "CMS", "GenCollect", "ParallelGC",
            "PSCollect", "CollectFor", "GC_HeapInspection", "HeapDumper", "ZMark", "ZRelocate", "ZVerify", "XMark",
            "XRelocate", "ZPause", "SerialCollect", "EpsilonCollect");

    private SafepointOperations() {
    }

    public static boolean isGc(String operation) {
        for (String prefix : GC_PREFIXES) {
            if (operation.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
