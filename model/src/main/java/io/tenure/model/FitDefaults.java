package io.tenure.model;

/**
 * The bootstrap settings every command fits with unless told otherwise ({@code tenure fit},
 * {@code report}, {@code demo}): the same bundles give the same model whichever command fits them.
 */
public final class FitDefaults {
    /** Bootstrap replicates for the 95 % intervals. */
    public static final int BOOTSTRAP_REPLICATES = 200;
    /** Bootstrap seed: the same input and seed give the same intervals. */
    public static final long SEED = 42;

    private FitDefaults() {
    }
}
