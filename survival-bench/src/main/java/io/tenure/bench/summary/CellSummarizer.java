package io.tenure.bench.summary;

import io.tenure.bundle.CellSummary;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.model.stats.MedianInterval;
import io.tenure.model.stats.Medians;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/** Combines a cell's repetitions: medians over the ok runs, with an interval for the time. */
public final class CellSummarizer {
    private CellSummarizer() {
    }

    /** Null when no run finished ok; without a target, so the off-target flag is null. */
    public static CellSummary summarize(List<RunResult> runs) {
        return summarize(runs, null);
    }

    /**
     * Null when no run finished ok.
     *
     * @param targetSurvival the cell's p, or null when unknown: flags a median s more than
     *                       {@link CellSummary#SURVIVAL_TOLERANCE} away from it
     */
    public static CellSummary summarize(List<RunResult> runs, Double targetSurvival) {
        List<RunResult> ok = runs.stream().filter(r -> r.status() == RunStatus.OK).toList();
        if (ok.isEmpty()) {
            return null;
        }
        Double survival = Medians.median(values(ok, r -> r.gc().measuredSurvival()));
        return new CellSummary(
                ok.size(),
                estimate(values(ok, r -> r.times().elapsedSeconds())),
                estimate(values(ok, r -> r.times().cpuSeconds())),
                new CellSummary.Median(survival),
                pauses(ok),
                Medians.median(values(ok, r -> r.gc().overheadPercent())),
                targetSurvival == null ? null : CellSummary.offTarget(survival, targetSurvival));
    }

    private static MedianInterval estimate(List<Double> values) {
        MedianInterval m = Medians.orderStatisticInterval(values);
        return m == null ? MedianInterval.none(Medians.ORDER_STATISTIC) : m;
    }

    private static CellSummary.PauseSummary pauses(List<RunResult> ok) {
        List<RunResult.PauseFigures> p = ok.stream().map(r -> r.gc().pauses()).filter(Objects::nonNull).toList();
        if (p.isEmpty()) {
            return null;
        }
        return new CellSummary.PauseSummary(
                Medians.median(p.stream().map(RunResult.PauseFigures::count).toList()),
                Medians.median(values(p, RunResult.PauseFigures::totalMs)),
                Medians.median(values(p, RunResult.PauseFigures::meanMs)),
                Medians.median(values(p, RunResult.PauseFigures::p50Ms)),
                Medians.median(values(p, RunResult.PauseFigures::p90Ms)),
                Medians.median(values(p, RunResult.PauseFigures::p99Ms)),
                Medians.median(values(p, RunResult.PauseFigures::p999Ms)),
                Medians.median(values(p, RunResult.PauseFigures::maxMs)));
    }

    private static <T> List<Double> values(List<T> items, Function<T, Double> field) {
        return items.stream().map(field).toList();
    }
}
