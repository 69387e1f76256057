package io.tenure.model;

import io.tenure.model.fit.Curve;
import java.util.List;

/**
 * Bootstrap refits of one platform's curve.
 *
 * @param curves the refitted curves, in replicate order (replicate i of two platforms pair up)
 * @param failed how many resamples gave no determined fit and were dropped
 * @param method {@code "runs"} (resampling runs within each survival level),
 *               {@code "residuals"} (when no level has repeated runs) or {@code "none"} (no curves:
 *               one run per level and a curve through each, nothing to resample)
 */
public record Replicates(List<Curve> curves, int failed, String method) {
    public Replicates {
        curves = List.copyOf(curves);
    }

    /** The values of every replicate curve at {@code s}. */
    public double[] valuesAt(double s) {
        return curves.stream().mapToDouble(c -> c.valueAt(s)).toArray();
    }
}
