package io.tenure.platforms.launch;

import java.util.ArrayList;
import java.util.List;

/**
 * The one sampling loop over a running process tree: a daemon thread that hands the tree (the
 * root, then its descendants, e.g. a launcher script's JVM) to a {@link Probe} once at start and
 * then every period until the root ends or {@link #stop()} is called. What is read (CPU and
 * resident set from {@code /proc}, GC threads, performance counters) is the probe's business; a
 * probe keeps the last (or largest) value it saw, since the figures of a process vanish when it exits.
 */
public final class ProcessTreeSampler {
    /** Reads what it measures from the processes of the tree; must not throw for a process that just ended. */
    @FunctionalInterface
    public interface Probe {
        void sample(List<ProcessHandle> tree);
    }

    private final ProcessHandle root;
    private final long periodMs;
    private final Probe probe;
    private final Thread thread;
    private volatile boolean stopped;

    private ProcessTreeSampler(String name, ProcessHandle root, long periodMs, Probe probe) {
        this.root = root;
        this.periodMs = periodMs;
        this.probe = probe;
        this.thread = new Thread(this::loop, name + "-" + root.pid());
        thread.setDaemon(true);
    }

    /** Samples {@code root}'s tree now, then every {@code periodMs} on a thread named {@code name-<pid>}. */
    public static ProcessTreeSampler start(String name, ProcessHandle root, long periodMs, Probe probe) {
        if (periodMs < 1) {
            throw new IllegalArgumentException("periodMs < 1: " + periodMs);
        }
        ProcessTreeSampler sampler = new ProcessTreeSampler(name, root, periodMs, probe);
        sampler.sampleOnce();
        sampler.thread.start();
        return sampler;
    }

    private void loop() {
        while (!stopped && root.isAlive()) {
            sampleOnce();
            try {
                Thread.sleep(periodMs);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void sampleOnce() {
        List<ProcessHandle> tree = new ArrayList<>();
        tree.add(root);
        root.descendants().forEach(tree::add);
        probe.sample(tree);
    }

    /**
     * Stops the loop and waits up to a second for a sample in progress, so the probe's figures
     * are final when this returns (an interrupt of the caller ends the wait and is kept).
     */
    public void stop() {
        stopped = true;
        thread.interrupt();
        try {
            thread.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
