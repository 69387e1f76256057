package io.tenure.bench.run;

import io.tenure.bundle.AllocationCheck;
import io.tenure.bundle.MeasurementWindow;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.WorkloadFigures;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The run of several JVMs started together ({@code --instances N}) as one run. The SAP study
 * compared 1, 2 and 4 JVMs doing the same total work in the same total heap, so a figure of
 * the run is the figure of the machine: time until the last instance ended (the work is only
 * done then), CPU time and allocation summed. A pause stops only its own JVM (the JBB study's
 * point), so pauses are summed as counts and time, their mean and the mean interval taken over
 * all pauses, and percentiles, which cannot be merged from summaries, are the highest
 * instance's. Survival is the mean of the instances' (they run the same p). The workload's own
 * counts, rates and live set are summed (the live set's fraction of the heap is then the mean of
 * the instances' of their equal shares), its response percentiles the highest instance's. Files (GC log,
 * JFR, output) are instance 1's, for a report's timeline; every instance's are in
 * {@link RunResult#instances()}.
 */
final class InstanceAggregate {
    private InstanceAggregate() {
    }

    static RunResult of(String runId, int repetition, List<RunResult> each) {
        if (each.size() < 2) {
            throw new IllegalArgumentException("an aggregate is of two instances or more: " + each.size());
        }
        RunResult first = each.get(0);
        RunResult bad = each.stream().filter(r -> r.status() == RunStatus.FAILED).findFirst()
                .or(() -> each.stream().filter(r -> r.status() != RunStatus.OK).findFirst()).orElse(null);
        RunStatus status = bad == null ? RunStatus.OK : bad.status();
        String reason = bad == null ? null : "instance " + (each.indexOf(bad) + 1) + " of " + each.size() + ": " + bad.reason();
        Integer exitCode = bad == null ? first.exitCode() : bad.exitCode();
        String startedAt = each.stream().map(RunResult::startedAt).filter(Objects::nonNull).min(Comparator.naturalOrder())
                .orElse(null);
        boolean allOk = bad == null;
        RunResult.PauseFigures pauses = allOk ? pauses(each) : null;
        RunResult.IntervalFigures intervals = allOk ? intervals(each) : null;
        String gcAnalysis = each.stream().filter(r -> !"ok".equals(r.gcAnalysis())).findFirst()
                .map(r -> "instance " + (each.indexOf(r) + 1) + ": " + r.gcAnalysis()).orElse("ok");
        MeasurementWindow window = each.stream().allMatch(r -> r.gcWindow() == MeasurementWindow.MEASURED_PHASE)
                ? MeasurementWindow.MEASURED_PHASE : MeasurementWindow.WHOLE_RUN;
        List<AllocationCheck> checks = each.stream().map(r -> r.allocation().allocationCheck()).toList();
        AllocationCheck check = checks.contains(AllocationCheck.MISMATCH) ? AllocationCheck.MISMATCH
                : checks.contains(null) ? null : checks.contains(AllocationCheck.UNCHECKED) ? AllocationCheck.UNCHECKED
                : AllocationCheck.OK;
        return new RunResult(runId, repetition, status, reason, exitCode, startedAt,
                new RunResult.Times(max(each, r -> r.times().wallSeconds()), max(each, r -> r.times().elapsedSeconds()),
                        sum(each, r -> r.times().cpuSeconds())),
                new RunResult.GcFigures(mean(each, r -> r.gc().measuredSurvival()),
                        mean(each, r -> r.gc().measuredSurvivalMean()), mean(each, r -> r.gc().copySurvival()),
                        sumLong(each, r -> r.gc().youngCollections()), mean(each, r -> r.gc().overheadPercent()), pauses,
                        intervals),
                new RunResult.Allocation(sumLong(each, r -> r.allocation().allocatedBytes()),
                        sumLong(each, r -> r.allocation().analyticAllocatedBytes()), check,
                        mean(each, r -> r.allocation().keptFraction())),
                gcAnalysis, window, first.command(), first.outputs(), first.jvmOptionVariablesRemoved(), first.hostId(),
                calibration(each), allOk ? workload(each) : null, each);
    }

    /**
     * With {@code --measure} each instance calibrates its own share: the run's work is their sum
     * (what time per GB divides by), its warm-up took until the slowest instance's ended.
     */
    private static RunResult.Calibration calibration(List<RunResult> each) {
        if (each.stream().anyMatch(r -> r.calibration() == null)) {
            return null;
        }
        List<RunResult.Calibration> c = each.stream().map(RunResult::calibration).toList();
        boolean rates = c.stream().allMatch(x -> x.rateMBps() != null);
        return new RunResult.Calibration(c.get(0).targetSeconds(), c.stream().mapToDouble(RunResult.Calibration::workMB).sum(),
                rates ? c.stream().mapToDouble(RunResult.Calibration::rateMBps).sum() : null,
                c.stream().mapToDouble(RunResult.Calibration::warmupMB).sum(),
                c.stream().mapToDouble(RunResult.Calibration::warmupSeconds).max().orElseThrow(),
                c.stream().mapToInt(RunResult.Calibration::warmupChunks).sum(),
                c.stream().allMatch(RunResult.Calibration::warmupSteady));
    }

    /** The workload's figures of the machine, or null when an instance has none. */
    private static WorkloadFigures workload(List<RunResult> each) {
        if (each.stream().anyMatch(r -> r.workload() == null)) {
            return null;
        }
        List<WorkloadFigures> w = each.stream().map(RunResult::workload).toList();
        Map<Long, Long> sizes = new TreeMap<>();
        boolean histograms = w.stream().allMatch(x -> x.objectSizes() != null);
        if (histograms) {
            w.forEach(x -> x.objectSizes().forEach(c -> sizes.merge(c.bytes(), c.count(), Long::sum)));
        }
        return new WorkloadFigures(longs(w, WorkloadFigures::liveBytes), doubles(w, WorkloadFigures::liveSetFraction, false),
                doubles(w, WorkloadFigures::meanObjectBytes, false),
                histograms ? sizes.entrySet().stream().map(e -> new WorkloadFigures.SizeCount(e.getKey(), e.getValue())).toList()
                        : null,
                doubles(w, WorkloadFigures::largeObjectBytesShare, false), longs(w, WorkloadFigures::refStores),
                doubles(w, WorkloadFigures::refStoresPerKB, false), longs(w, WorkloadFigures::oldToYoungStores),
                longs(w, WorkloadFigures::overwriteStores), longs(w, WorkloadFigures::computeUnits),
                doubles(w, WorkloadFigures::allocationRateMBps, true), doubles(w, WorkloadFigures::retentionMB, true),
                longs(w, WorkloadFigures::retainedOrders), longs(w, WorkloadFigures::transactions),
                doubles(w, WorkloadFigures::transactionsPerSecond, true),
                highest(w, WorkloadFigures::responseP50Ms), highest(w, WorkloadFigures::responseP90Ms),
                highest(w, WorkloadFigures::responseP99Ms), highest(w, WorkloadFigures::responseMaxMs));
    }

    /** The sum (or the mean: of a share each instance has alike), null when an instance has no figure. */
    private static Double doubles(List<WorkloadFigures> w, Function<WorkloadFigures, Double> figure, boolean sum) {
        if (w.stream().anyMatch(x -> figure.apply(x) == null)) {
            return null;
        }
        double total = w.stream().mapToDouble(figure::apply).sum();
        return sum ? total : total / w.size();
    }

    private static Long longs(List<WorkloadFigures> w, Function<WorkloadFigures, Long> figure) {
        return w.stream().anyMatch(x -> figure.apply(x) == null) ? null : w.stream().mapToLong(figure::apply).sum();
    }

    private static Double highest(List<WorkloadFigures> w, Function<WorkloadFigures, Double> figure) {
        return w.stream().anyMatch(x -> figure.apply(x) == null) ? null
                : w.stream().mapToDouble(figure::apply).max().orElseThrow();
    }

    private static RunResult.PauseFigures pauses(List<RunResult> each) {
        List<RunResult.PauseFigures> figures = each.stream().map(r -> r.gc().pauses()).toList();
        if (figures.stream().anyMatch(x -> x == null || x.count() == null || x.totalMs() == null)) {
            return null;
        }
        long count = figures.stream().mapToLong(RunResult.PauseFigures::count).sum();
        double total = figures.stream().mapToDouble(RunResult.PauseFigures::totalMs).sum();
        return new RunResult.PauseFigures(count, total, count == 0 ? null : total / count,
                maxOf(each, p -> p.p50Ms()), maxOf(each, p -> p.p90Ms()), maxOf(each, p -> p.p99Ms()),
                maxOf(each, p -> p.p999Ms()), maxOf(each, p -> p.maxMs()));
    }

    private static RunResult.IntervalFigures intervals(List<RunResult> each) {
        List<RunResult.IntervalFigures> i = each.stream().map(r -> r.gc().intervals()).toList();
        if (i.stream().anyMatch(x -> x == null || x.count() == null)) {
            return null;
        }
        long count = i.stream().mapToLong(RunResult.IntervalFigures::count).sum();
        if (count == 0) {
            return new RunResult.IntervalFigures(0L, null);
        }
        double weighted = 0;
        for (RunResult.IntervalFigures x : i) {
            if (x.count() > 0) {
                if (x.meanMs() == null) {
                    return new RunResult.IntervalFigures(count, null);
                }
                weighted += x.meanMs() * x.count();
            }
        }
        return new RunResult.IntervalFigures(count, weighted / count);
    }

    private static Double maxOf(List<RunResult> each, Function<RunResult.PauseFigures, Double> figure) {
        return max(each, r -> figure.apply(r.gc().pauses()));
    }

    /** The largest value, or null when an instance has none (a figure of some instances is no figure of the run). */
    private static Double max(List<RunResult> each, Function<RunResult, Double> figure) {
        return all(each, figure) ? each.stream().mapToDouble(unboxed(figure)).max().orElseThrow() : null;
    }

    private static Double sum(List<RunResult> each, Function<RunResult, Double> figure) {
        return all(each, figure) ? each.stream().mapToDouble(unboxed(figure)).sum() : null;
    }

    private static Double mean(List<RunResult> each, Function<RunResult, Double> figure) {
        return all(each, figure) ? each.stream().mapToDouble(unboxed(figure)).average().orElseThrow() : null;
    }

    private static Long sumLong(List<RunResult> each, Function<RunResult, Long> figure) {
        return each.stream().allMatch(r -> figure.apply(r) != null) ? each.stream().mapToLong(figure::apply).sum() : null;
    }

    private static boolean all(List<RunResult> each, Function<RunResult, Double> figure) {
        return each.stream().allMatch(r -> figure.apply(r) != null);
    }

    private static ToDoubleFunction<RunResult> unboxed(Function<RunResult, Double> figure) {
        return figure::apply;
    }
}
