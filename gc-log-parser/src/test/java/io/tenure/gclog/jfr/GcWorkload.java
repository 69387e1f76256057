package io.tenure.gclog.jfr;

import java.util.ArrayDeque;

/**
 * A child-JVM workload for the JFR tests: allocates {@code args[0]} MB of small arrays, keeping
 * every tenth alive in a FIFO of {@code args[1]} entries so that young collections promote and
 * concurrent/old cycles run, then calls {@code System.gc()} once. Deterministic, no output on
 * success except the checksum that stops the JIT from removing the allocations.
 */
public final class GcWorkload {
    private GcWorkload() {
    }

    public static void main(String[] args) {
        long bytes = Long.parseLong(args.length > 0 ? args[0] : "200") << 20;
        int live = Integer.parseInt(args.length > 1 ? args[1] : "40000");
        ArrayDeque<byte[]> keep = new ArrayDeque<>();
        long allocated = 0;
        long checksum = 0;
        for (int i = 0; allocated < bytes; i++) {
            byte[] b = new byte[48 + (i & 127)];
            b[0] = (byte) i;
            allocated += b.length + 16;
            checksum += b[0];
            if (i % 10 == 0) {
                keep.add(b);
                if (keep.size() > live) {
                    keep.poll();
                }
            }
        }
        System.gc();
        System.out.println(checksum + keep.size());
    }
}
