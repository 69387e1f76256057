package io.tenure.cli.analyze;

import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.findings.Finding;
import io.tenure.model.stats.Medians;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;

/**
 * The comparison behind {@code tenure diff}: each side is the median of its runs' figures (one run:
 * its figures), with the runs' min–max range as the interval when a side has two runs or more.
 * The rules (what counts as beyond noise, the verdict) are in docs/ANALYZE.md, "tenure diff".
 */
record Diff(Side base, Side next, List<MetricChange> metrics, List<String> appeared, List<String> disappeared,
            String verdict) {
    /** A relative change smaller than this is noise, whatever the intervals say. */
    static final double NOISE_RELATIVE = 0.10;
    /** Overhead changes below this many percentage points are noise. */
    static final double NOISE_OVERHEAD_POINTS = 0.5;

    Diff {
        metrics = List.copyOf(metrics);
        appeared = List.copyOf(appeared);
        disappeared = List.copyOf(disappeared);
        Objects.requireNonNull(verdict, "verdict");
    }

    /** One side: the runs it holds (each analysed as analyze would), never empty. */
    record Side(String label, List<RunAnalysis> runs) {
        Side {
            runs = List.copyOf(runs);
            if (runs.isEmpty()) {
                throw new IllegalArgumentException("a side needs a run");
            }
        }

        List<String> inputs() {
            return runs.stream().flatMap(r -> r.figures().inputs().stream()).distinct().toList();
        }

        Set<String> collectors() {
            Set<String> c = new TreeSet<>();
            runs.forEach(r -> r.figures().jvm().collector().ifPresent(c::add));
            return c;
        }

        Set<String> findingCodes() {
            Set<String> codes = new TreeSet<>();
            runs.forEach(r -> r.findings().stream().map(Finding::code).forEach(codes::add));
            return codes;
        }

        /** Median of the runs' figures; empty when no run gives it. */
        Figure figure(DiffMetric metric) {
            double[] values = runs.stream().map(r -> metric.value.apply(r.figures()))
                    .filter(OptionalDouble::isPresent).mapToDouble(OptionalDouble::getAsDouble)
                    .filter(Double::isFinite).sorted().toArray();
            if (values.length == 0) {
                return new Figure(OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(), 0);
            }
            return new Figure(OptionalDouble.of(Medians.medianOfSorted(values)),
                    values.length > 1 ? OptionalDouble.of(values[0]) : OptionalDouble.empty(),
                    values.length > 1 ? OptionalDouble.of(values[values.length - 1]) : OptionalDouble.empty(),
                    values.length);
        }
    }

    /** A side's figure: the median over {@code runs} runs, and their range when there are several. */
    record Figure(OptionalDouble value, OptionalDouble min, OptionalDouble max, int runs) {
    }

    /** How one metric moved; {@code direction} is better, worse, same, or null (not judged or not known). */
    record MetricChange(DiffMetric metric, Figure base, Figure next, OptionalDouble change,
                        OptionalDouble relativePercent, String direction) {
    }


    static Diff of(Side base, Side next) {
        List<MetricChange> changes = new ArrayList<>();
        for (DiffMetric m : DiffMetric.values()) {
            changes.add(change(m, base.figure(m), next.figure(m)));
        }
        Set<String> before = base.findingCodes();
        Set<String> after = next.findingCodes();
        List<String> appeared = after.stream().filter(c -> !before.contains(c)).toList();
        List<String> disappeared = before.stream().filter(c -> !after.contains(c)).toList();
        long better = changes.stream().filter(c -> "better".equals(c.direction())).count() + disappeared.size();
        long worse = changes.stream().filter(c -> "worse".equals(c.direction())).count() + appeared.size();
        String verdict = better == 0 && worse == 0 ? "no change" : worse == 0 ? "better" : better == 0 ? "worse" : "mixed";
        return new Diff(base, next, changes, appeared, disappeared, verdict);
    }

    private static MetricChange change(DiffMetric m, Figure b, Figure n) {
        if (b.value().isEmpty() || n.value().isEmpty()) {
            return new MetricChange(m, b, n, OptionalDouble.empty(), OptionalDouble.empty(), null);
        }
        double bv = b.value().getAsDouble();
        double nv = n.value().getAsDouble();
        double delta = nv - bv;
        OptionalDouble relative = bv != 0 ? OptionalDouble.of(delta / bv * 100) : OptionalDouble.empty();
        if (m.lowerIsBetter == null) {
            return new MetricChange(m, b, n, OptionalDouble.of(delta), relative, null);
        }
        boolean beyondNoise = beyondNoise(m, b, n, bv, nv, delta);
        String direction = !beyondNoise ? "same" : (delta < 0) == m.lowerIsBetter ? "better" : "worse";
        return new MetricChange(m, b, n, OptionalDouble.of(delta), relative, direction);
    }

    /**
     * Beyond noise: at least {@link #NOISE_RELATIVE} relative (of the larger side, so a change from
     * zero counts), overhead also {@link #NOISE_OVERHEAD_POINTS} points, full collections at least
     * one; and when both sides have several runs their ranges must not overlap.
     */
    private static boolean beyondNoise(DiffMetric m, Figure b, Figure n, double bv, double nv, double delta) {
        double scale = Math.max(Math.abs(bv), Math.abs(nv));
        if (scale == 0 || Math.abs(delta) / scale < NOISE_RELATIVE) {
            return false;
        }
        if (m == DiffMetric.OVERHEAD && Math.abs(delta) < NOISE_OVERHEAD_POINTS) {
            return false;
        }
        if (m == DiffMetric.FULL_GCS && Math.abs(delta) < 1) {
            return false;
        }
        if (b.min().isPresent() && n.min().isPresent()) {
            boolean overlap = b.min().getAsDouble() <= n.max().getAsDouble()
                    && n.min().getAsDouble() <= b.max().getAsDouble();
            return !overlap;
        }
        return true;
    }

    MetricChange change(DiffMetric metric) {
        return metrics.stream().filter(c -> c.metric() == metric).findFirst().orElseThrow();
    }

    static List<DiffMetric> judged() {
        return Arrays.stream(DiffMetric.values()).filter(m -> m.lowerIsBetter != null).toList();
    }
}
