package io.tenure.compare.programs;

/**
 * A test program that thrashes below a heap: with a heap ({@code Runtime.maxMemory()}) of at least
 * {@code THRESHOLD_MB} it keeps 8 MB live, allocates a little and ends; below it, it collects its
 * heap over and over without end, as a program near its minimum heap can (a run killed only by
 * {@code --timeout}).
 *
 * <p>Usage: {@code Thrashes THRESHOLD_MB}
 */
public final class Thrashes {
    private static volatile Object sink;
    private static byte[][] live;

    private Thrashes() {
    }

    public static void main(String[] args) {
        long thresholdMB = Long.parseLong(args[0]);
        live = new byte[8][];
        for (int i = 0; i < live.length; i++) {
            live[i] = new byte[1 << 20];
        }
        boolean thrash = Runtime.getRuntime().maxMemory() >> 20 < thresholdMB;
        for (long i = 0; thrash || i < 20_000; i++) {
            sink = new byte[1024];
            if (thrash) {
                System.gc();
            }
        }
        System.out.println("heap " + (Runtime.getRuntime().maxMemory() >> 20) + " MB");
    }
}
