package io.tenure.model.io;

import io.tenure.model.Crossing;
import io.tenure.model.CrossoverResult;
import java.util.List;

/** Where the curves of platforms {@code a} and {@code b} (keys) cross in [0, 1]; none: {@code note} says so. */
public record CrossoverEntry(String a, String b, List<Crossing> crossings, String note) {
    public CrossoverEntry {
        crossings = List.copyOf(crossings);
    }

    static CrossoverEntry of(CrossoverResult result) {
        return new CrossoverEntry(result.a().key(), result.b().key(), result.crossings(), result.note());
    }
}
