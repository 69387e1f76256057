package io.tenure.cli;

import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.gclog.metrics.Breakdowns;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.Severity;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.metrics.GcSummary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** A summary with known figures, to test the writers' exact output apart from the analysis. */
public final class Summaries {
    private Summaries() {
    }

    public static GcSummary oneRun() {
        GcSummary run = summary(Optional.of(new GcSummary.RunInfo(1, "log start", OptionalDouble.of(0.5), OptionalLong.empty())),
                List.of(), GcSummary.DiagnosticSummary.NONE);
        Diagnostic unparsed = new Diagnostic(Severity.WARNING, new SourceLocation("gc.log", 42), "unparsed-line",
                "not understood", "[1.000s][info][gc] GC(9) Pause Young (Normal) ???");
        Diagnostic restart = new Diagnostic(Severity.NOTE, new SourceLocation("gc.log", 50), "foreign-line",
                "not GC output, skipped", "hello");
        GcSummary.DiagnosticSummary diagnostics = new GcSummary.DiagnosticSummary(1, 1, 1, List.of(unparsed, restart), 2,
                Map.of("unparsed-line", 1L, "foreign-line", 1L));
        return summary(Optional.empty(), List.of(run), diagnostics);
    }

    /** The same figures split over two JVM runs, the second after an uptime reset in {@code gc.log.1}. */
    public static GcSummary twoRuns() {
        GcSummary first = summary(Optional.of(new GcSummary.RunInfo(1, "log start", OptionalDouble.of(0.5), OptionalLong.empty())),
                List.of(), GcSummary.DiagnosticSummary.NONE);
        GcSummary second = summary(Optional.of(new GcSummary.RunInfo(2, "uptime reset", OptionalDouble.of(0.01), OptionalLong.empty())),
                List.of(), GcSummary.DiagnosticSummary.NONE);
        second = new GcSummary(List.of("gc.log.1"), second.format(), second.jvm(), second.elapsedSeconds(), second.pauses(),
                second.intervals(), second.overheadPercent(), second.throughputPercent(), second.allocationRateMBps(),
                second.promotionRateMBps(), second.survival(), second.collections(), second.diagnostics(), second.run(),
                List.of(), second.eventsByKind(), second.allocation(), second.safepoints(), second.heap(), second.tenuring());
        return summary(Optional.empty(), List.of(first, second), GcSummary.DiagnosticSummary.NONE);
    }

    /** {@code figures} with one full-gc finding and breakdowns of its five pauses. */
    public static RunAnalysis withFinding(GcSummary figures) {
        Finding fullGc = new Finding("full-gc", Finding.Severity.WARNING,
                "1 full collection (100 ms in total); causes: Allocation Failure × 1",
                List.of(Finding.Evidence.at(new SourceLocation("gc.log", 7), "Pause Full (Allocation Failure) 100 ms")),
                "more heap", Finding.docUrl("full-gc"));
        Breakdowns breakdowns = new Breakdowns(
                List.of(new Breakdowns.Group("Allocation Failure", 1, 100, OptionalDouble.of(100)),
                        new Breakdowns.Group("G1 Evacuation Pause", 4, 100, OptionalDouble.of(30))),
                List.of(new Breakdowns.Group("young", 4, 100, OptionalDouble.of(30)),
                        new Breakdowns.Group("full", 1, 100, OptionalDouble.of(100))),
                List.of(), Breakdowns.SafepointBreakdown.NONE);
        return new RunAnalysis(figures, breakdowns, List.of(fullGc));
    }

    private static GcSummary summary(Optional<GcSummary.RunInfo> info, List<GcSummary> runs, GcSummary.DiagnosticSummary d) {
        Map<String, Long> kinds = new LinkedHashMap<>();
        kinds.put("young", 4L);
        kinds.put("full", 1L);
        return new GcSummary(List.of("gc.log"), Optional.of(LogFormat.HOTSPOT_UNIFIED),
                new GcSummary.JvmSummary(Optional.empty(), Optional.of("17.0.10+7-LTS"), Optional.of("G1")),
                OptionalDouble.of(10.0),
                new GcSummary.PauseStats(5, 200.0, OptionalDouble.of(40.0), OptionalDouble.of(30.0), OptionalDouble.of(100.0),
                        OptionalDouble.of(100.0), OptionalDouble.of(100.0), OptionalDouble.of(100.0)),
                new GcSummary.IntervalStats(4, OptionalDouble.of(1710.0), OptionalDouble.of(1900.0), OptionalDouble.of(990.0)),
                OptionalDouble.of(2.0), OptionalDouble.of(98.0), OptionalDouble.of(8144.0 / 1024 / 7), OptionalDouble.empty(),
                new GcSummary.SurvivalStats(2, OptionalDouble.of(500.0 / 2048), OptionalDouble.of(500.0 / 2048),
                        OptionalDouble.empty(), List.of(897.0 / 2048, 103.0 / 2048), OptionalDouble.empty(), 0, 1, true, 0),
                new GcSummary.CollectionCounts(4, 0, 1, 0), d, info, runs, kinds,
                new GcSummary.AllocationStats(OptionalLong.of(8144 * 1024L), OptionalDouble.of(7.0), OptionalLong.empty()),
                GcSummary.SafepointStats.NONE, GcSummary.HeapStats.NONE, GcSummary.TenuringStats.NONE);
    }
}
