package io.tenure.gclog.jfr;

/**
 * A child-JVM workload that makes collectors fail (the {@code jdk17-g1-evacuation-failure.jfr} and
 * {@code jdk25-zgc-allocation-stall.jfr} fixtures): {@code args[0]} MB of 1 KB arrays stay
 * reachable from a table, and {@code args[1]} MB are allocated into it, each new array replacing a
 * pseudo-randomly chosen old one. Nearly every young object is still referenced at its first
 * collection, so with a live set close to the heap G1 (with {@code -XX:G1ReservePercent=0}) runs
 * out of regions to copy survivors into, and ZGC cannot free memory as fast as the thread allocates.
 * Deterministic, no output but the checksum that stops the JIT from removing the allocations.
 */
public final class EvacuationFailureWorkload {
    private EvacuationFailureWorkload() {
    }

    public static void main(String[] args) {
        int slots = Integer.parseInt(args[0]) * 1024;
        long bytes = Long.parseLong(args[1]) << 20;
        byte[][] table = new byte[slots][];
        long checksum = 0;
        for (long i = 0, allocated = 0; allocated < bytes; i++, allocated += 1024) {
            byte[] b = new byte[1024 - 16]; // 1 KB with the array header
            b[0] = (byte) i;
            checksum += b[0];
            // a prime stride visits every slot, in an order unrelated to the allocation order
            table[(int) (i * 7919 % slots)] = b;
        }
        System.out.println(checksum);
    }
}
