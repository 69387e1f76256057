package io.tenure.platforms.launch;

import java.util.List;

/**
 * A process tree's CPU time and resident-set high-water mark from {@code /proc}, sampled every
 * {@value #PERIOD_MS} ms by a {@link ProcessTreeSampler}. The figures are the last seen before
 * exit, so CPU time may miss up to one period; the peak resident set is the sum of the high-water
 * marks of the processes of the tree (the JVM itself, plus a launcher script's shell where there is one).
 * A caller's own probe (the GC threads' CPU, {@link GcCpuProbe}) is run in the same loop, after
 * each sample: a launch is sampled by one thread.
 */
final class ResourceSampler {
    private static final long PERIOD_MS = 20;

    private final ProcessTreeSampler.Probe also;
    private volatile ProcessTreeSampler loop;
    private volatile Double cpuSeconds;
    private volatile Long peakRssBytes;

    private ResourceSampler(ProcessTreeSampler.Probe also) {
        this.also = also;
    }

    /** Samples {@code process}'s tree, and hands each sample's tree to {@code also} too. */
    static ResourceSampler start(Process process, ProcessTreeSampler.Probe also) {
        ResourceSampler sampler = new ResourceSampler(also);
        sampler.loop = ProcessTreeSampler.start("tenure-sample", process.toHandle(), PERIOD_MS, sampler::sample);
        return sampler;
    }

    private void sample(List<ProcessHandle> tree) {
        resources(tree);
        also.sample(tree);
    }

    private void resources(List<ProcessHandle> tree) {
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
        loop.stop();
    }

    Double cpuSeconds() {
        return cpuSeconds;
    }

    Long peakRssBytes() {
        return peakRssBytes;
    }
}
