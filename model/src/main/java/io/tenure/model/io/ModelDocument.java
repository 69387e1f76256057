package io.tenure.model.io;

import io.tenure.model.Platform;
import io.tenure.model.factors.FactorFit;
import java.util.List;

/**
 * The model file ({@value ModelFile#SCHEMA}): every fit with its quality, its candidates' scores
 * and the observations behind it, so that {@code tenure predict} recomputes the same bootstrap
 * intervals (same observations, replicates and seed) without the bundles.
 *
 * @param platforms every platform a fit or an unfitted entry names, described once
 * @param factors   the multi-factor fits (model v2) of the platforms measured on a design; empty
 *                  for survival-only bundles and in files of version 2 and 1
 */
public record ModelDocument(String schema, Bootstrap bootstrap, List<String> notes, List<Platform> platforms,
                            List<FitEntry> fits, List<UnfittedEntry> unfitted, List<FactorFit> factors) {
    public ModelDocument {
        factors = factors == null ? List.of() : List.copyOf(factors);
        notes = notes == null ? List.of() : List.copyOf(notes);
        platforms = platforms == null ? List.of() : List.copyOf(platforms);
        fits = fits == null ? List.of() : List.copyOf(fits);
        unfitted = unfitted == null ? List.of() : List.copyOf(unfitted);
    }
}
