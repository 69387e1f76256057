package io.tenure.gclog.findings;

import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.metrics.Units;
import java.util.List;
import java.util.Optional;

/** {@code allocation-pacing}: Shenandoah slowed allocating threads down to keep up (its shutdown statistics). */
final class PacingRule implements FindingRule {
    /** Threads paced this long in total are a throughput and latency cost worth a look. */
    static final double MIN_TOTAL_SECONDS = 1;

    private Marker largest;

    @Override
    public String code() {
        return "allocation-pacing";
    }

    @Override
    public void accept(Marker marker) {
        if (marker.kind() == MarkerKind.PACING_TOTAL && marker.value().isPresent()
                && (largest == null || marker.value().getAsDouble() > largest.value().getAsDouble())) {
            largest = marker;
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (largest == null || largest.value().getAsDouble() < MIN_TOTAL_SECONDS) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                "Shenandoah paced allocating threads for " + Units.duration(largest.value().getAsDouble() * 1e3)
                        + " in total (summed over threads)",
                List.of(Finding.Evidence.at(largest.source(), largest.text())),
                "Pacing is Shenandoah's brake on threads that allocate faster than it collects; this much means the "
                        + "collector is short of headroom or threads: raise -Xmx, -XX:ConcGCThreads, or lower the "
                        + "allocation rate. (-XX:ShenandoahPacingMaxDelay bounds each delay, at the risk of "
                        + "degenerated cycles.)",
                Finding.docUrl(code())));
    }
}
