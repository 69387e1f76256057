package io.tenure.model;

import java.util.List;

/** Where two platforms' curves cross in [0, 1]; empty crossings means "none in [0, 1]". */
public record CrossoverResult(Platform a, Platform b, List<Crossing> crossings, String note) {
    public CrossoverResult {
        crossings = List.copyOf(crossings);
        note = note == null ? "" : note;
    }
}
