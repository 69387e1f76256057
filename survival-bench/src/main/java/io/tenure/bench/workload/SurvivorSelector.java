package io.tenure.bench.workload;

/**
 * Chooses which objects live long, by bytes and without a random draw: {@code acc += p·size; if
 * acc ≥ size keep}. Over any run the kept bytes differ from {@code p · allocated} by less than
 * one object, so the long-lived fraction is exact by bytes whatever the size distribution.
 */
final class SurvivorSelector {
    private final double fraction;
    private double accumulator;

    SurvivorSelector(double fraction) {
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new IllegalArgumentException("fraction must be in [0,1]: " + fraction);
        }
        this.fraction = fraction;
    }

    /** Accounts for one object of {@code sizeBytes} and says whether to keep it. */
    boolean keep(int sizeBytes) {
        accumulator += fraction * sizeBytes;
        if (accumulator >= sizeBytes) {
            accumulator -= sizeBytes;
            return true;
        }
        return false;
    }
}
