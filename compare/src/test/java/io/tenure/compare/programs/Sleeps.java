package io.tenure.compare.programs;

/** A test program that takes as long as its JVM says: sleeps {@code -Dsleep.ms} milliseconds (default 0). */
public final class Sleeps {
    private Sleeps() {
    }

    public static void main(String[] args) throws InterruptedException {
        Thread.sleep(Long.getLong("sleep.ms", 0));
    }
}
