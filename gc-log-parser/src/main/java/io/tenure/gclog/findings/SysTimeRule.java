package io.tenure.gclog.findings;

import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.Optional;

/**
 * {@code gc-sys-time}: pauses in which the GC threads spent much of their time in the kernel. A
 * collection copies and marks objects in user space; kernel time in a pause is page faults (heap
 * memory touched for the first time, pages swapped back in), transparent huge page compaction, or
 * memory being returned and taken again (docs/FINDINGS.md#gc-sys-time).
 */
final class SysTimeRule implements FindingRule {
    /** Pauses shorter than this are left out: the JVM prints the times to 10 ms, so a few ticks would decide. */
    static final double MIN_REAL_MS = 100;
    /** Kernel time above this in one pause is not noise whatever the user time: 100 ticks of the log's resolution. */
    static final double SYS_MS = 1_000;
    /** ... when it is also at least this share of the GC threads' CPU time. */
    static final double MIN_SYS_SHARE = 0.10;

    private final TopEvidence worst = new TopEvidence();
    private long count;
    private boolean sysAboveUser;

    @Override
    public String code() {
        return "gc-sys-time";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause && pause.cpu().isPresent()) {
            CpuTime cpu = pause.cpu().get();
            if (sysHeavy(cpu)) {
                count++;
                sysAboveUser |= cpu.sysMs() > cpu.userMs();
                worst.offer(cpu.sysMs(), () -> CpuText.evidence(pause, cpu));
            }
        }
    }

    /** Sys above user, or a second or more of sys that is a tenth of the CPU time, in a pause of {@link #MIN_REAL_MS} or more. */
    static boolean sysHeavy(CpuTime cpu) {
        if (cpu.realMs() < MIN_REAL_MS) {
            return false;
        }
        return cpu.sysMs() > cpu.userMs()
                || cpu.sysMs() >= SYS_MS && cpu.sysMs() >= MIN_SYS_SHARE * (cpu.userMs() + cpu.sysMs());
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), sysAboveUser ? Finding.Severity.CRITICAL : Finding.Severity.WARNING,
                count + (count == 1 ? " pause" : " pauses") + " spent heavily in the kernel (sys time), up to "
                        + Units.duration(worst.max()) + " of sys in one pause",
                worst.atLeast(0),
                "The operating system, not the collector, made these pauses long: page faults on heap memory touched "
                        + "for the first time or swapped out, or transparent huge page compaction. Check swapping "
                        + "(vmstat si/so; keep the heap within physical memory, vm.swappiness), set transparent huge "
                        + "pages to madvise or never (/sys/kernel/mm/transparent_hugepage/enabled and defrag), and "
                        + "pre-touch a fixed heap (-Xms equal to -Xmx, -XX:+AlwaysPreTouch).",
                Finding.docUrl(code())));
    }
}
