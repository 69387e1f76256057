package io.tenure.gclog.findings;

import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import io.tenure.platforms.Collector;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code gc-low-parallelism}: a parallel collector whose pauses kept about one thread busy. Its
 * stop-the-world work is split over {@code ParallelGCThreads} threads, so (user + sys) / real of
 * a pause is the number of threads that worked; near 1 the pauses took as long as a serial
 * collector's would (docs/FINDINGS.md#gc-low-parallelism). Pauses whose threads were starved of CPU
 * ({@code gc-cpu-starved}) are left out: they have their own finding and cause.
 */
final class LowParallelismRule implements FindingRule {
    /** The collectors whose pauses run on several GC threads. */
    static final Set<Collector> PARALLEL = EnumSet.of(Collector.PARALLEL, Collector.G1, Collector.CMS);
    /** Pauses this long count: shorter ones are dominated by the 10 ms rounding of the times and by thread start-up. */
    static final double MIN_REAL_MS = 50;
    /** At least this many such pauses, so one odd pause does not decide. */
    static final long MIN_PAUSES = 5;
    /** Fewer threads busy than this, on average over those pauses, is "near one". */
    static final double MAX_THREADS = 1.5;

    private Collector collector;
    private long pauses;
    private double cpuMs;
    private double realMs;
    private final TopEvidence longest = new TopEvidence();

    @Override
    public String code() {
        return "gc-low-parallelism";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof JvmInfoEvent info && collector == null && info.collector().isPresent()) {
            collector = info.collector().get();
        } else if (event instanceof PauseEvent pause && pause.cpu().isPresent()
                && pause.cpu().get().realMs() >= MIN_REAL_MS && !CpuStarvedRule.starved(pause.cpu().get())) {
            CpuTime cpu = pause.cpu().get();
            pauses++;
            cpuMs += cpu.userMs() + cpu.sysMs();
            realMs += cpu.realMs();
            longest.offer(cpu.realMs(), () -> CpuText.evidence(pause, cpu));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (collector == null || !PARALLEL.contains(collector) || pauses < MIN_PAUSES || !(realMs > 0)) {
            return Optional.empty();
        }
        double threads = cpuMs / realMs;
        if (threads >= MAX_THREADS) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                String.format(Locale.ROOT, "%s pauses kept %.2f GC threads busy on average over %d pauses of %s or more",
                        collector.displayName(), threads, pauses, Units.duration(MIN_REAL_MS)),
                longest.atLeast(0),
                "A parallel collector's pauses ran about as one thread. Check how many CPUs the JVM sees (a container "
                        + "limit or taskset: -XX:ActiveProcessorCount) and -XX:ParallelGCThreads; with CMS or Parallel on "
                        + "JDK 8 turn on parallel reference processing (-XX:+ParallelRefProcEnabled). If the host "
                        + "really has one CPU, the Serial collector (-XX:+UseSerialGC) does the same work without the "
                        + "threads' overhead.",
                Finding.docUrl(code())));
    }
}
