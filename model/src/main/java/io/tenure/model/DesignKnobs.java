package io.tenure.model;

/**
 * The workload knobs of one benchmark cell beyond survival: the factors of the multi-factor
 * model (issue #12), as the cell set them.
 *
 * @param refStoresPerKB  reference stores per allocated KB
 * @param oldToYoung      the share of those stores that write a fresh object into an old one, in [0, 1]
 * @param computePerKB    compute units per allocated KB (they lower the allocation rate)
 * @param threads         allocating threads, at least 1
 * @param liveSetFraction the long-lived set the cell asked for as a fraction of the heap, in (0, 1), or
 *                        null when it set none (a set in MB or derived from survival is not a knob)
 */
public record DesignKnobs(double refStoresPerKB, double oldToYoung, double computePerKB, int threads,
                          Double liveSetFraction) {
    /** The survival-only workload: no stores, no compute, one thread. */
    public static final DesignKnobs NONE = new DesignKnobs(0, 0, 0, 1);

    /** Knobs without a live set. */
    public DesignKnobs(double refStoresPerKB, double oldToYoung, double computePerKB, int threads) {
        this(refStoresPerKB, oldToYoung, computePerKB, threads, null);
    }

    public DesignKnobs {
        if (!(Double.isFinite(refStoresPerKB) && refStoresPerKB >= 0 && Double.isFinite(computePerKB) && computePerKB >= 0)) {
            throw new ModelInputException("reference stores and compute per KB must be finite and >= 0, got "
                    + refStoresPerKB + " and " + computePerKB);
        }
        if (!(oldToYoung >= 0 && oldToYoung <= 1)) {
            throw new ModelInputException("old-to-young share must be in [0, 1], got " + oldToYoung);
        }
        if (threads < 1) {
            throw new ModelInputException("threads must be >= 1, got " + threads);
        }
        if (liveSetFraction != null && !(liveSetFraction > 0 && liveSetFraction < 1)) {
            throw new ModelInputException("the live-set fraction of the heap must be in (0, 1), got " + liveSetFraction);
        }
    }
}
