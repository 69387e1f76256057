package io.tenure.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Everything fitted from a set of result bundles: per platform and response, the chosen curve,
 * its quality and the observations behind it (so bootstrap intervals can be recomputed), plus the
 * platforms that could not be fitted and why.
 *
 * @param fits             fitted curves, sorted by platform key then response
 * @param unfitted         platforms/responses without a fit, with the reason
 * @param notes            provenance and caveats worth showing to the user (e.g. which
 *                         platforms use the target survival)
 * @param bootstrapReplicates default number of bootstrap replicates for intervals
 * @param seed             default seed of the bootstrap
 */
public record SurvivalModel(List<PlatformFit> fits, List<UnfittedPlatform> unfitted, List<String> notes,
                            int bootstrapReplicates, long seed) {
    public SurvivalModel {
        List<PlatformFit> sorted = new ArrayList<>(fits);
        sorted.sort(Comparator.comparing((PlatformFit f) -> f.platform().key()).thenComparing(PlatformFit::response));
        fits = List.copyOf(sorted);
        unfitted = List.copyOf(unfitted);
        notes = List.copyOf(notes);
        if (bootstrapReplicates < 1) {
            throw new ModelInputException("bootstrapReplicates must be >= 1, got " + bootstrapReplicates);
        }
    }

    /** The fits of one response, one per platform, sorted by key. */
    public List<PlatformFit> fitsFor(Response response) {
        return fits.stream().filter(f -> f.response() == response).toList();
    }

    public Optional<PlatformFit> find(String platformKey, Response response) {
        return fits.stream().filter(f -> f.response() == response && f.platform().key().equals(platformKey)).findFirst();
    }
}
