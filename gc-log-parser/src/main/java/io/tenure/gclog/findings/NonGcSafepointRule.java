package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.metrics.SafepointOperations;
import io.tenure.gclog.metrics.Units;
import java.util.Optional;

/** {@code non-gc-safepoint}: the application stopped for VM operations that are not garbage collection. */
final class NonGcSafepointRule implements FindingRule {
    /** Share of the run's time stopped for non-GC operations from which it matters as much as GC overhead. */
    static final double MIN_PERCENT_OF_ELAPSED = 1;
    /** A single non-GC stop this long is a pause users notice. */
    static final double MIN_SINGLE_MS = 100;

    private final TopEvidence longest = new TopEvidence();
    private long count;
    private double totalMs;

    @Override
    public String code() {
        return "non-gc-safepoint";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof SafepointEvent safepoint && safepoint.operation().isPresent()
                && !SafepointOperations.isGc(safepoint.operation().get())) {
            count++;
            totalMs += safepoint.stoppedMs();
            longest.offer(safepoint.stoppedMs(), () -> Finding.Evidence.at(safepoint.source(), "safepoint "
                    + safepoint.operation().get() + " stopped the application " + Units.duration(safepoint.stoppedMs())));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        var elapsed = run.summary().elapsedSeconds();
        double percent = elapsed.isPresent() && elapsed.getAsDouble() > 0 ? totalMs / (elapsed.getAsDouble() * 1e3) * 100 : Double.NaN;
        double max = longest.max();
        if (!(percent >= MIN_PERCENT_OF_ELAPSED) && max < MIN_SINGLE_MS) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                count + " non-GC safepoints stopped the application " + Units.duration(totalMs)
                        + (Double.isNaN(percent) ? "" : " (" + Units.percent(percent) + " of the run)") + ", the longest "
                        + Units.duration(max),
                longest.atLeast(0),
                "Safepoints for other VM operations stop every thread like a GC pause: biased-lock revocation "
                        + "(-XX:-UseBiasedLocking before JDK 15), deoptimisation, class redefinition by agents, thread "
                        + "dumps and heap inspection by monitoring tools, the periodic 'Cleanup' safepoint "
                        + "(-XX:GuaranteedSafepointInterval). The operation names in the evidence say which.",
                Finding.docUrl(code())));
    }
}
