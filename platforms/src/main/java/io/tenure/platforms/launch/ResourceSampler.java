package io.tenure.platforms.launch;

import java.util.ArrayList;
import java.util.List;

/**
 * Samples a running process tree's CPU time and resident-set high-water mark from {@code /proc}
 * every {@value #PERIOD_MS} ms. The figures are the last seen before exit, so CPU time may miss up
 * to one period; the peak resident set is the sum of the high-water marks of the processes of the
 * tree (the JVM itself, plus a launcher script's shell where there is one).
 */
final class ResourceSampler {
    private static final long PERIOD_MS = 20;

    private final Process process;
    private final Thread thread;
    private volatile boolean stopped;
    private volatile Double cpuSeconds;
    private volatile Long peakRssBytes;

    private ResourceSampler(Process process) {
        this.process = process;
        this.thread = new Thread(this::loop, "tenure-sample-" + process.pid());
        thread.setDaemon(true);
    }

    static ResourceSampler start(Process process) {
        ResourceSampler sampler = new ResourceSampler(process);
        sampler.sample();
        sampler.thread.start();
        return sampler;
    }

    private void loop() {
        while (!stopped && process.isAlive()) {
            sample();
            try {
                Thread.sleep(PERIOD_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void sample() {
        List<ProcessHandle> tree = new ArrayList<>();
        tree.add(process.toHandle());
        process.descendants().forEach(tree::add);
        double cpu = 0;
        long rss = 0;
        boolean anyCpu = false;
        boolean anyRss = false;
        for (ProcessHandle handle : tree) {
            String pid = Long.toString(handle.pid());
            ProcStat stat = ProcStat.read(pid);
            if (stat != null) {
                cpu += stat.totalSeconds();
                anyCpu = true;
            }
            Long hwm = ProcStat.peakRssBytes(pid);
            if (hwm != null) {
                rss += hwm;
                anyRss = true;
            }
        }
        if (anyCpu && (cpuSeconds == null || cpu > cpuSeconds)) {
            cpuSeconds = cpu;
        }
        if (anyRss && (peakRssBytes == null || rss > peakRssBytes)) {
            peakRssBytes = rss;
        }
    }

    void stop() {
        stopped = true;
        thread.interrupt();
    }

    Double cpuSeconds() {
        return cpuSeconds;
    }

    Long peakRssBytes() {
        return peakRssBytes;
    }
}
