package io.tenure.cli.analyze;

import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.gclog.metrics.GcSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One JVM run of a fleet: what {@code tenure fleet} keeps of a log once it is read (no events).
 * Findings are counted per log (the rules watch a log), so every run of a restarted log carries
 * its log's counts.
 */
record FleetRow(List<String> inputs, int run, String jvm, String collector, OptionalDouble elapsedSeconds,
                long pauses, OptionalDouble pauseP50Ms, OptionalDouble pauseP99Ms, OptionalDouble pauseMaxMs,
                OptionalDouble overheadPercent, OptionalDouble allocationRateMBps, OptionalDouble survivalMedian,
                long critical, long warnings, long info) {
    FleetRow {
        inputs = List.copyOf(inputs);
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(collector, "collector");
    }

    /** The rows of one log: one per JVM run (a log that restarted gives several). */
    static List<FleetRow> of(RunAnalysis log) {
        GcSummary s = log.figures();
        long critical = log.findings().stream().filter(f -> f.severity() == Finding.Severity.CRITICAL).count();
        long warnings = log.findings().stream().filter(f -> f.severity() == Finding.Severity.WARNING).count();
        long info = log.findings().size() - critical - warnings;
        List<GcSummary> runs = s.runs().size() > 1 ? s.runs() : List.of(s);
        List<FleetRow> rows = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            GcSummary r = runs.get(i);
            if (!r.hasGcEvents()) {
                continue;
            }
            rows.add(new FleetRow(r.inputs().isEmpty() ? s.inputs() : r.inputs(), i + 1, jvm(r.jvm()),
                    r.jvm().collector().orElse("unknown"), r.elapsedSeconds(), r.pauses().count(), r.pauses().p50Ms(),
                    r.pauses().p99Ms(), r.pauses().maxMs(), r.overheadPercent(), r.allocationRateMBps(),
                    r.survival().median(), critical, warnings, info));
        }
        return rows;
    }

    private static String jvm(GcSummary.JvmSummary j) {
        String v = j.vendor().map(x -> x + " ").orElse("") + j.version().orElse("");
        return v.isBlank() ? "unknown" : v.strip();
    }

    String file() {
        return String.join(", ", inputs);
    }
}
