package io.tenure.model.factors;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.tenure.model.ModelInputException;
import java.util.List;

/**
 * One design point of one platform (a benchmark cell) and the response of each of its runs. The
 * point, not the run, is the unit of cross-validation and of the bootstrap: runs of one cell
 * share its configuration and its slow or fast moment of a shared machine.
 *
 * @param survival        measured survival of the cell (median of its runs), or the target p where
 *                        the collector has no young collections
 * @param refStoresPerKB  reference stores per allocated KB
 * @param oldToYoung      share of those stores that write a fresh object into an old one
 * @param computePerKB    compute units per allocated KB
 * @param threads         allocating threads
 * @param liveSetFraction the live set over the heap: the median of the runs' measured fraction, else
 *                        the cell's target; null when the cell set no live set (it was not a knob),
 *                        and then left out of the model file, whose points of such designs read as before
 * @param values          the runs' response values (seconds per GB), at least one
 */
public record FactorPoint(double survival, double refStoresPerKB, double oldToYoung, double computePerKB, int threads,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Double liveSetFraction, List<Double> values) {
    /** A point of a design that did not set the live set. */
    public FactorPoint(double survival, double refStoresPerKB, double oldToYoung, double computePerKB, int threads,
                       List<Double> values) {
        this(survival, refStoresPerKB, oldToYoung, computePerKB, threads, null, values);
    }

    public FactorPoint {
        if (!(survival >= 0 && survival <= 1)) {
            throw new ModelInputException("survival must be in [0, 1], got " + survival);
        }
        if (!(refStoresPerKB >= 0 && computePerKB >= 0 && oldToYoung >= 0 && oldToYoung <= 1 && threads >= 1)) {
            throw new ModelInputException("a design point needs stores and compute >= 0, an old-to-young share in [0, 1]"
                    + " and at least one thread");
        }
        if (liveSetFraction != null && !(liveSetFraction >= 0 && liveSetFraction <= 1)) {
            throw new ModelInputException("the live set over the heap must be in [0, 1], got " + liveSetFraction);
        }
        values = List.copyOf(values);
        if (values.isEmpty() || values.stream().anyMatch(v -> v == null || !Double.isFinite(v))) {
            throw new ModelInputException("a design point needs at least one finite value, got " + values);
        }
    }
}
