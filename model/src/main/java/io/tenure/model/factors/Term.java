package io.tenure.model.factors;

import java.util.Optional;

/**
 * The terms of the multi-factor model. Each is one column of the regression and has a physical
 * reading, so a coefficient is a cost that can be checked against what the collector does:
 *
 * <pre>
 * y = b0 + b_s·s + b_r·r + b_ry·r·y + b_c·c + b_t·(t − 1) + b_l·l      (seconds per GB allocated)
 * </pre>
 *
 * s survival (copying and promotion cost, linear per the study's Table 4), r reference stores per
 * KB (the collector's post-write barrier on every store, plus the store itself), r·y old-to-young
 * stores per KB (card marking, remembered-set refinement: the part of the barrier that does work),
 * c compute units per KB (mutator work that lowers the allocation rate; the same on every
 * collector up to noise), t allocating threads (contention for the cores with the collector's
 * own threads), l the live set as a fraction of the heap (the marking and compaction work of old
 * collections and concurrent cycles, which visit every live object however little is allocated).
 * The live-set term comes last so that fits of designs without it keep their order.
 */
public enum Term {
    INTERCEPT("1", "", "the time per GB at no survival, no stores, no compute, one thread", 1),
    SURVIVAL("s", "0.1 survival", "copying and promotion of survivors", 0.1),
    REF_STORES("r", "ref-store/KB", "every reference store, with its barrier", 1),
    OLD_TO_YOUNG_STORES("r*y", "old-to-young store/KB", "stores that create old-to-young pointers", 1),
    COMPUTE("c", "compute unit/KB", "mutator compute between allocations", 1),
    EXTRA_THREADS("t-1", "thread", "each allocating thread beyond the first", 1),
    LIVE_SET("l", "0.1 live set/heap", "marking and compaction of the live set by old collections and concurrent cycles",
            0.1);

    private final String id;
    private final String per;
    private final String meaning;
    private final double displayStep;

    Term(String id, String per, String meaning, double displayStep) {
        this.id = id;
        this.per = per;
        this.meaning = meaning;
        this.displayStep = displayStep;
    }

    /** The term as the formula and the model file write it. */
    public String id() {
        return id;
    }

    /** The unit an effect is quoted per, e.g. {@code ref-store/KB}. */
    public String per() {
        return per;
    }

    public String meaning() {
        return meaning;
    }

    /** The step an effect is quoted for: 0.1 for the fractions (a whole unit is the full range), else 1. */
    public double displayStep() {
        return displayStep;
    }

    /** This term's column for a design point. */
    double column(FactorPoint point) {
        return switch (this) {
            case INTERCEPT -> 1;
            case SURVIVAL -> point.survival();
            case REF_STORES -> point.refStoresPerKB();
            case OLD_TO_YOUNG_STORES -> point.refStoresPerKB() * point.oldToYoung();
            case COMPUTE -> point.computePerKB();
            case EXTRA_THREADS -> point.threads() - 1;
            // a point whose cell set no live set has none to vary: the column is constant and the term stays out
            case LIVE_SET -> point.liveSetFraction() == null ? 0 : point.liveSetFraction();
        };
    }

    public static Optional<Term> fromId(String id) {
        for (Term term : values()) {
            if (term.id.equals(id)) {
                return Optional.of(term);
            }
        }
        return Optional.empty();
    }
}
