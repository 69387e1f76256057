package io.tenure.gclog.findings;

import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.Optional;

/**
 * {@code gc-cpu-starved}: pauses whose wall-clock time is far above the CPU time the GC threads
 * got. Stopped-the-world GC threads have nothing to wait for but the CPU, the disk (a log or a
 * swap file) and the kernel: when user + sys is less than half of real, they were runnable and not
 * running for most of the pause (docs/FINDINGS.md#gc-cpu-starved).
 */
final class CpuStarvedRule implements FindingRule {
    /** Pauses shorter than this are left out: the times are printed to 10 ms. */
    static final double MIN_REAL_MS = 100;
    /** User + sys below this share of real: the threads ran for less than half the pause. */
    static final double MAX_CPU_SHARE = 0.5;

    private final TopEvidence worst = new TopEvidence();
    private long count;

    @Override
    public String code() {
        return "gc-cpu-starved";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && pause.cpu().isPresent()) {
            CpuTime cpu = pause.cpu().get();
            if (starved(cpu)) {
                count++;
                worst.offer(cpu.realMs() - cpu.userMs() - cpu.sysMs(), () -> CpuText.evidence(pause, cpu));
            }
        }
    }

    /** A pause of {@link #MIN_REAL_MS} or more whose user + sys is under {@link #MAX_CPU_SHARE} of real. */
    static boolean starved(CpuTime cpu) {
        return cpu.realMs() >= MIN_REAL_MS && cpu.userMs() + cpu.sysMs() < MAX_CPU_SHARE * cpu.realMs();
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                count + (count == 1 ? " pause" : " pauses") + " in which the GC threads ran for less than half the "
                        + "wall-clock time, up to " + Units.duration(worst.max()) + " of waiting in one pause",
                worst.atLeast(0),
                "The GC threads were waiting for a CPU or for I/O while the application was stopped: other processes "
                        + "or containers on the host, a CPU quota (cgroup cpu.max) smaller than the GC threads, or the GC "
                        + "log written to a busy disk. Give the JVM the CPUs its GC threads assume (or lower "
                        + "-XX:ParallelGCThreads to the quota; -XX:ActiveProcessorCount), and write the GC log to a "
                        + "local, quiet disk or tmpfs.",
                Finding.docUrl(code())));
    }
}
