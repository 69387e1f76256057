package io.tenure.model.io;

import io.tenure.model.Platform;
import java.util.List;

/**
 * The model file ({@value ModelFile#SCHEMA}): every fit with its quality, its candidates' scores
 * and the observations behind it, so that {@code tenure predict} recomputes the same bootstrap
 * intervals (same observations, replicates and seed) without the bundles.
 *
 * @param platforms every platform a fit or an unfitted entry names, described once
 */
public record ModelDocument(String schema, Bootstrap bootstrap, List<String> notes, List<Platform> platforms,
                            List<FitEntry> fits, List<UnfittedEntry> unfitted) {
    public ModelDocument {
        notes = notes == null ? List.of() : List.copyOf(notes);
        platforms = platforms == null ? List.of() : List.copyOf(platforms);
        fits = fits == null ? List.of() : List.copyOf(fits);
        unfitted = unfitted == null ? List.of() : List.copyOf(unfitted);
    }
}
