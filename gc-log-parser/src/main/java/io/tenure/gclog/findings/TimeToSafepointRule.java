package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.metrics.Units;
import java.util.Optional;

/** {@code time-to-safepoint}: threads took long to stop for a safepoint, so every thread waited. */
final class TimeToSafepointRule implements FindingRule {
    /** Reaching a safepoint normally takes well under a millisecond; this long stalls every running thread. */
    static final double WARNING_MS = 100;
    static final double CRITICAL_MS = 1_000;

    private final TopEvidence longest = new TopEvidence();
    private long count;

    @Override
    public String code() {
        return "time-to-safepoint";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof SafepointEvent safepoint && safepoint.timeToSafepointMs().isPresent()) {
            double ttsp = safepoint.timeToSafepointMs().getAsDouble();
            if (ttsp >= WARNING_MS) {
                count++;
            }
            longest.offer(ttsp, () -> Finding.Evidence.at(safepoint.source(), "safepoint "
                    + safepoint.operation().orElse("(operation not logged)") + ": reached after " + Units.duration(ttsp)
                    + ", stopped " + Units.duration(safepoint.stoppedMs()) + " in total"));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (count == 0) {
            return Optional.empty();
        }
        double max = longest.max();
        return Optional.of(new Finding(code(), max >= CRITICAL_MS ? Finding.Severity.CRITICAL : Finding.Severity.WARNING,
                count + (count == 1 ? " safepoint" : " safepoints") + " took " + Units.duration(WARNING_MS)
                        + " or more to reach, the longest " + Units.duration(max),
                longest.atLeast(WARNING_MS),
                "A thread that does not reach a safepoint holds every other thread stopped: usually a long counted loop "
                        + "without safepoint polls (JIT-compiled int loops), a large array copy or clone, or the "
                        + "process being swapped out. Find the thread with -Xlog:safepoint+stats and "
                        + "-XX:+UnlockDiagnosticVMOptions -XX:+SafepointTimeout -XX:SafepointTimeoutDelay=100; "
                        + "on JDK 8, -XX:+UseCountedLoopSafepoints.",
                Finding.docUrl(code())));
    }
}
