package io.tenure.model.factors;

import io.tenure.model.ModelInputException;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A short measurement of the program itself under other collectors ({@code tenure compare}):
 * its time on each of some platforms over its time on the platform its log came from, which
 * pins what a GC log cannot show, its reference-store rate. Model v2 prices that rate through the
 * platforms' barrier coefficients, so the ratio of two collectors' times says how many stores
 * per KB the program makes: the calibration the design calls for ("the ratio of their
 * mutator slowdowns pins the barrier sensitivity").
 *
 * @param wall   T_P / T_O of wall time per platform key (paired medians)
 * @param cpu    T_P / T_O of CPU time per platform key, where measured (may be empty)
 * @param source where the ratios come from, for people (a compare bundle's directory)
 */
public record MeasuredRatios(Map<String, Double> wall, Map<String, Double> cpu, String source) {
    public MeasuredRatios {
        // sorted, so that notes and the solver's sums do not depend on a hash order
        wall = Collections.unmodifiableMap(new TreeMap<>(wall));
        cpu = Collections.unmodifiableMap(new TreeMap<>(cpu));
        Objects.requireNonNull(source, "source");
        for (Map<String, Double> ratios : java.util.List.of(wall, cpu)) {
            ratios.forEach((key, value) -> {
                if (!(value != null && Double.isFinite(value) && value > 0)) {
                    throw new ModelInputException("measured ratio of " + key + " must be a positive number, got " + value);
                }
            });
        }
    }

    public static final MeasuredRatios NONE = new MeasuredRatios(Map.of(), Map.of(), "none");

    public boolean isEmpty() {
        return wall.isEmpty();
    }
}
