package io.tenure.compare.programs;

/**
 * A test program with a known live set: keeps {@code LIVE_MB} megabytes reachable (1 MB arrays)
 * for its whole life while it allocates {@code ALLOCATE_MB} megabytes of short-lived 1 KB arrays.
 * Its minimum heap is therefore a little above {@code LIVE_MB}; below the live set it cannot run.
 *
 * <p>Usage: {@code LiveSet LIVE_MB ALLOCATE_MB}
 */
public final class LiveSet {
    private static volatile Object sink;

    private LiveSet() {
    }

    public static void main(String[] args) {
        int liveMB = Integer.parseInt(args[0]);
        long allocateMB = Long.parseLong(args[1]);
        byte[][] live = new byte[liveMB][];
        for (int i = 0; i < liveMB; i++) {
            live[i] = new byte[1 << 20];
        }
        long chunks = allocateMB * 1024;
        for (long i = 0; i < chunks; i++) {
            sink = new byte[1024];
        }
        long sum = 0;
        for (byte[] b : live) {
            sum += b.length;
        }
        System.out.println("live " + (sum >> 20) + " MB, allocated " + allocateMB + " MB");
    }
}
