package io.tenure.compare.programs;

/**
 * A test program that prints {@code READY} after a known delay, as a server does when it has
 * started, then works a little and exits. Usage: {@code ReadyAfter DELAY_MS}
 */
public final class ReadyAfter {
    private ReadyAfter() {
    }

    public static void main(String[] args) throws InterruptedException {
        long delayMs = Long.parseLong(args[0]);
        System.out.println("starting");
        Thread.sleep(delayMs);
        System.out.println("READY");
        System.out.flush();
        Thread.sleep(200);
        System.out.println("done");
    }
}
