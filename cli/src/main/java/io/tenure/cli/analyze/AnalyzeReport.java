package io.tenure.cli.analyze;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.metrics.Breakdowns;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.TimeWindow;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * {@code tenure analyze --format json}: schema {@code tenure-analyze/2}
 * ({@code docs/schemas/tenure-analyze-2.schema.json}), one object per log; version 2 added
 * {@code cpu} and {@code heapDetail} ({@link HeapCpuJson}), every key of version 1 kept. The DESIGN.md contract
 * keys are all here, {@code null} when the log cannot give the figure; numbers are plain decimals
 * with fixed places (ms to the µs, ratios to 1e-6), independent of the locale.
 */
@JsonPropertyOrder({"schema", "tool", "version", "inputs", "format", "window", "jvm", "elapsedSeconds", "findings"})
record AnalyzeReport(
        String schema, String tool, String version, List<String> inputs, String format, Window window, Jvm jvm,
        BigDecimal elapsedSeconds, List<FindingJson> findings, @JsonUnwrapped GcTime time,
        @JsonUnwrapped Generations generations, Diagnostics diagnostics, List<RunJson> runs, @JsonUnwrapped Detail detail,
        BreakdownsJson breakdowns, HeapCpuJson.Cpu cpu, HeapCpuJson.HeapDetail heapDetail) {
    static final String SCHEMA = "tenure-analyze/2";

    static AnalyzeReport of(RunAnalysis analysis, TimeWindow window, String version) {
        GcSummary s = analysis.figures();
        return new AnalyzeReport(SCHEMA, "tenure", version, s.inputs(), format(s), Window.of(window), Jvm.of(s),
                number(s.elapsedSeconds(), 3),
                analysis.findingsLookedFor() ? analysis.findings().stream().map(FindingJson::of).toList() : null,
                GcTime.of(s), Generations.of(s), Diagnostics.of(s.diagnostics()), s.runs().stream().map(RunJson::of).toList(),
                Detail.of(s), BreakdownsJson.of(analysis.breakdowns()), HeapCpuJson.Cpu.of(s.cpu()),
                HeapCpuJson.HeapDetail.of(s.heapDetail()));
    }

    /**
     * What the collector cost (pauses, the time between them, overhead and throughput) and how fast
     * the program allocated and promoted: keys of the log's object and of each run's.
     */
    record GcTime(Pauses pauses, Intervals intervals, BigDecimal overheadPercent, BigDecimal throughputPercent,
                  BigDecimal allocationRateMBps, BigDecimal promotionRateMBps) {
        static GcTime of(GcSummary s) {
            return new GcTime(Pauses.of(s.pauses()), Intervals.of(s.intervals()), number(s.overheadPercent(), 4),
                    number(s.throughputPercent(), 4), number(s.allocationRateMBps(), 3), number(s.promotionRateMBps(), 3));
        }
    }

    /** What survived the young collections, and the collections of each kind. */
    record Generations(Survival survival, Collections collections) {
        static Generations of(GcSummary s) {
            return new Generations(Survival.of(s.survival()), Collections.of(s.collections()));
        }
    }

    /** The events by kind, the allocation, safepoints, heap capacities and tenuring. */
    record Detail(Map<String, Long> eventsByKind, Allocation allocation, Safepoints safepoints, Heap heap,
                  Tenuring tenuring) {
        static Detail of(GcSummary s) {
            return new Detail(s.eventsByKind(), Allocation.of(s.allocation()), Safepoints.of(s.safepoints()),
                    Heap.of(s.heap()), Tenuring.of(s.tenuring()));
        }
    }

    private static String format(GcSummary s) {
        return s.format().map(f -> f.id()).orElse(null);
    }

    /** {@code from}/{@code to}: a wall-clock window as given (its seconds differ per log and run), absent otherwise. */
    record Window(BigDecimal fromSeconds, BigDecimal toSeconds,
                  @JsonInclude(JsonInclude.Include.NON_NULL) String from,
                  @JsonInclude(JsonInclude.Include.NON_NULL) String to) {
        static Window of(TimeWindow w) {
            return new Window(number(w.fromSeconds(), 3), number(w.toSeconds(), 3),
                    w.wallClock().flatMap(c -> c.from()).map(t -> t.text()).orElse(null),
                    w.wallClock().flatMap(c -> c.to()).map(t -> t.text()).orElse(null));
        }
    }

    record Jvm(String vendor, String version, String collector) {
        static Jvm of(GcSummary s) {
            return new Jvm(s.jvm().vendor().orElse(null), s.jvm().version().orElse(null), s.jvm().collector().orElse(null));
        }
    }

    record FindingJson(String code, String severity, String title, List<EvidenceJson> evidence, String suggestion,
                       String docUrl) {
        static FindingJson of(Finding f) {
            return new FindingJson(f.code(), f.severity().label(), f.title(),
                    f.evidence().stream().map(e -> new EvidenceJson(e.file(),
                            e.line().isPresent() ? e.line().getAsLong() : null, e.figures())).toList(),
                    f.suggestion(), f.docUrl());
        }
    }

    record EvidenceJson(String file, Long line, String figures) {
    }

    record Pauses(long count, BigDecimal totalMs, BigDecimal meanMs, BigDecimal p50Ms, BigDecimal p90Ms, BigDecimal p99Ms,
                  BigDecimal p999Ms, BigDecimal maxMs) {
        static Pauses of(GcSummary.PauseStats p) {
            return new Pauses(p.count(), number(OptionalDouble.of(p.totalMs()), 3), number(p.meanMs(), 3),
                    number(p.p50Ms(), 3), number(p.p90Ms(), 3), number(p.p99Ms(), 3), number(p.p999Ms(), 3),
                    number(p.maxMs(), 3));
        }
    }

    record Intervals(long count, BigDecimal meanMs, BigDecimal p50Ms, BigDecimal p10Ms) {
        static Intervals of(GcSummary.IntervalStats i) {
            return new Intervals(i.count(), number(i.meanMs(), 3), number(i.p50Ms(), 3), number(i.p10Ms(), 3));
        }
    }

    /**
     * Survival never reads below 0: a negative figure means the heap shrank between two young
     * collections (memory freed outside them, e.g. by a concurrent cycle), not that less than
     * nothing survived. Such figures are written as 0 and counted in {@code negativeClamped}: the
     * pairs the analyzer already counted as 0 ({@link GcSummary.SurvivalStats#negativeClamped()})
     * and any figure that still reaches this record below 0 (the GCViewer engine's).
     */
    record Survival(long youngCollections, BigDecimal median, BigDecimal mean, BigDecimal copyMedian,
                    BigDecimal copyMean, long copyCollections, boolean medianExact, int seriesStride,
                    long negativeClamped, List<BigDecimal> series) {
        static Survival of(GcSummary.SurvivalStats s) {
            long negative = s.negativeClamped()
                    + s.series().stream().filter(v -> v < 0).count()
                    + (s.median().isPresent() && s.median().getAsDouble() < 0 ? 1 : 0)
                    + (s.mean().isPresent() && s.mean().getAsDouble() < 0 ? 1 : 0);
            return new Survival(s.youngCollections(), clamped(s.median()), clamped(s.mean()), clamped(s.copyMedian()),
                    clamped(s.copyMean()), s.copyCollections(), s.medianExact(), s.seriesStride(), negative,
                    s.series().stream().map(v -> round(Math.max(0, v), 6)).toList());
        }

        private static BigDecimal clamped(OptionalDouble v) {
            return v.isPresent() ? number(OptionalDouble.of(Math.max(0, v.getAsDouble())), 6) : null;
        }
    }

    record Collections(long young, long mixed, long full, long concurrentCycles) {
        static Collections of(GcSummary.CollectionCounts c) {
            return new Collections(c.young(), c.mixed(), c.full(), c.concurrentCycles());
        }
    }

    record Diagnostics(long unparsedLines, long foreignLines, long problems, long total, Map<String, Long> countsByCode,
                       List<Sample> samples) {
        static Diagnostics of(GcSummary.DiagnosticSummary d) {
            return new Diagnostics(d.unparsedLines(), d.foreignLines(), d.problems(), d.total(),
                    new TreeMap<>(d.countsByCode()), d.samples().stream().map(Sample::of).toList());
        }
    }

    record Sample(String file, long line, String severity, String code, String text, String reason) {
        static Sample of(Diagnostic d) {
            return new Sample(d.location().file(), d.location().line(), d.severity().label(), d.code(), d.excerpt(),
                    d.message());
        }
    }

    /** One JVM run of the log: the same figures, without diagnostics and findings (the log's). */
    @JsonPropertyOrder({"run", "inputs", "format", "jvm", "elapsedSeconds"})
    record RunJson(RunInfo run, List<String> inputs, String format, Jvm jvm, BigDecimal elapsedSeconds,
                   @JsonUnwrapped GcTime time, @JsonUnwrapped Generations generations, @JsonUnwrapped Detail detail) {
        static RunJson of(GcSummary s) {
            return new RunJson(s.run().map(RunInfo::of).orElse(null), s.inputs(), AnalyzeReport.format(s), Jvm.of(s),
                    number(s.elapsedSeconds(), 3), GcTime.of(s), Generations.of(s), Detail.of(s));
        }
    }

    record RunInfo(int index, String startedBy, BigDecimal firstUptimeSeconds, Long firstEpochMillis) {
        static RunInfo of(GcSummary.RunInfo r) {
            return new RunInfo(r.index(), r.startedBy(), number(r.firstUptimeSeconds(), 3), boxed(r.firstEpochMillis()));
        }
    }

    record Allocation(Long allocatedBytes, BigDecimal measuredSeconds, Long promotedBytes) {
        static Allocation of(GcSummary.AllocationStats a) {
            return new Allocation(boxed(a.allocatedBytes()), number(a.measuredSeconds(), 3), boxed(a.promotedBytes()));
        }
    }

    record Safepoints(long count, BigDecimal totalStoppedMs, BigDecimal maxStoppedMs, BigDecimal stoppedPercent) {
        static Safepoints of(GcSummary.SafepointStats s) {
            return new Safepoints(s.count(), number(s.totalStoppedMs(), 3), number(s.maxStoppedMs(), 3),
                    number(s.stoppedPercent(), 4));
        }
    }

    record Heap(Long maxHeapCapacityBytes, Long maxYoungCapacityBytes, Long maxOldCapacityBytes, Long peakHeapAfterGcBytes) {
        static Heap of(GcSummary.HeapStats h) {
            return new Heap(boxed(h.maxHeapCapacityBytes()), boxed(h.maxYoungCapacityBytes()),
                    boxed(h.maxOldCapacityBytes()), boxed(h.peakHeapAfterGcBytes()));
        }
    }

    record Tenuring(long distributions, BigDecimal meanThreshold, List<BigDecimal> meanBytesByAge) {
        static Tenuring of(GcSummary.TenuringStats t) {
            return new Tenuring(t.distributions(), number(t.meanThreshold(), 3),
                    t.meanBytesByAge().stream().map(v -> round(v, 1)).toList());
        }
    }

    record BreakdownsJson(List<Group> pausesByCause, List<Group> pausesByKind, List<Group> concurrentPhases,
                          SafepointBreakdown safepoints) {
        static BreakdownsJson of(Breakdowns b) {
            return new BreakdownsJson(Group.of(b.pausesByCause()), Group.of(b.pausesByKind()),
                    Group.of(b.concurrentPhases()), SafepointBreakdown.of(b.safepoints()));
        }
    }

    record Group(String name, long count, BigDecimal totalMs, BigDecimal maxMs) {
        static List<Group> of(List<Breakdowns.Group> groups) {
            return groups.stream().map(g -> new Group(g.name(), g.count(), round(g.totalMs(), 3), number(g.maxMs(), 3)))
                    .toList();
        }
    }

    record SafepointBreakdown(long count, long timeToSafepointCount, BigDecimal timeToSafepointTotalMs,
                              BigDecimal timeToSafepointMaxMs, BigDecimal timeToSafepointP99Ms, long nonGcCount,
                              BigDecimal nonGcStoppedMs, BigDecimal nonGcMaxStoppedMs, List<Group> byOperation) {
        static SafepointBreakdown of(Breakdowns.SafepointBreakdown s) {
            return new SafepointBreakdown(s.count(), s.timeToSafepointCount(), number(s.timeToSafepointTotalMs(), 3),
                    number(s.timeToSafepointMaxMs(), 3), number(s.timeToSafepointP99Ms(), 3), s.nonGcCount(),
                    number(s.nonGcStoppedMs(), 3), number(s.nonGcMaxStoppedMs(), 3), Group.of(s.byOperation()));
        }
    }

    static BigDecimal number(OptionalDouble value, int places) {
        return value.isPresent() && Double.isFinite(value.getAsDouble()) ? round(value.getAsDouble(), places) : null;
    }

    static Long boxed(OptionalLong value) {
        return value.isPresent() ? value.getAsLong() : null;
    }

    static BigDecimal round(double value, int places) {
        return BigDecimal.valueOf(value).setScale(places, RoundingMode.HALF_EVEN);
    }
}
