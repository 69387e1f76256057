package io.tenure.model.io;

/** How the 95 % intervals of a document were computed: replicate count and seed. */
public record Bootstrap(int replicates, long seed) {
}
