package io.tenure.bench.workload;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.lang.management.ThreadMXBean;

/**
 * The JVM's own counters: bytes allocated by a thread and CPU time of the process. Both are
 * HotSpot/OpenJ9 extensions ({@code com.sun.management}); where a JVM lacks them the figures are
 * absent ({@code -1} here, "unchecked"/null in the result), never guessed.
 */
final class AllocationMeter {
    private final com.sun.management.ThreadMXBean threads;
    private final com.sun.management.OperatingSystemMXBean os;

    AllocationMeter() {
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        com.sun.management.ThreadMXBean ext = null;
        if (t instanceof com.sun.management.ThreadMXBean) {
            ext = (com.sun.management.ThreadMXBean) t;
            if (!ext.isThreadAllocatedMemorySupported()) {
                ext = null;
            } else if (!ext.isThreadAllocatedMemoryEnabled()) {
                ext.setThreadAllocatedMemoryEnabled(true);
            }
        }
        threads = ext;
        OperatingSystemMXBean o = ManagementFactory.getOperatingSystemMXBean();
        os = o instanceof com.sun.management.OperatingSystemMXBean ? (com.sun.management.OperatingSystemMXBean) o : null;
    }

    boolean canCountAllocations() {
        return threads != null;
    }

    /** Bytes the current thread has allocated so far, or -1 when the JVM cannot tell. */
    long currentThreadAllocatedBytes() {
        return threads == null ? -1 : threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    /** CPU time of the whole process in ns, or -1 when the JVM cannot tell. */
    long processCpuNanos() {
        return os == null ? -1 : os.getProcessCpuTime();
    }
}
