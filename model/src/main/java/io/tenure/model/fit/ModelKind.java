package io.tenure.model.fit;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.commons.math3.exception.MathArithmeticException;
import org.apache.commons.math3.exception.MathIllegalArgumentException;
import org.apache.commons.math3.exception.MathIllegalStateException;

/**
 * The candidate shapes of survival → response, in order of complexity (model selection prefers
 * the earlier of two candidates that predict about equally well).
 *
 * <p>Why these: a generational collector copies the surviving bytes of every young collection, so
 * its cost per allocated byte is linear in survival ({@link #LINEAR}, the study's Table 4); once
 * promotion fills the old generation, old collections add a second slope above some survival
 * ({@link #GENERATIONAL_HINGE}). A whole-heap or concurrent collector's cost grows with live set
 * over free heap, L/(H − L); with the live set proportional to survival that is s/(1 − k·s)
 * ({@link #LIVE_OVER_FREE}). Polynomials and a monotone spline are the shape-agnostic
 * alternatives.
 */
public enum ModelKind {
    /** a + b·s, Theil–Sen (median of pairwise slopes). */
    LINEAR("linear", "a + b*s", List.of("a", "b"), 2),
    /** a + b·s/(1 − k·s), k in [0, 0.98]: cost of a whole-heap collector as live set / free heap. */
    LIVE_OVER_FREE("live-over-free", "a + b*s/(1 - k*s)", List.of("a", "b", "k"), 3),
    /** a + b·s + c·s², Huber IRLS. */
    QUADRATIC("quadratic", "a + b*s + c*s^2", List.of("a", "b", "c"), 3),
    /** a + b·s + c·max(0, s − s0): a second slope once old collections start at survival s0. */
    GENERATIONAL_HINGE("generational-hinge", "a + b*s + c*max(0, s - s0)", List.of("a", "b", "c", "s0"), 4),
    /** a + b·s + c·s² + d·s³, Huber IRLS. */
    CUBIC("cubic", "a + b*s + c*s^2 + d*s^3", List.of("a", "b", "c", "d"), 4),
    /**
     * Isotonic regression of the per-survival medians, joined by a monotone cubic (Fritsch–Carlson
     * PCHIP); parameters are the knots s_i then the values y_i.
     */
    MONOTONE_SPLINE("monotone-spline", "monotone PCHIP through isotonic medians", List.of(), 3);

    private final String id;
    private final String formula;
    private final List<String> parameterNames;
    private final int minimumDistinctSurvivals;

    ModelKind(String id, String formula, List<String> parameterNames, int minimumDistinctSurvivals) {
        this.id = id;
        this.formula = formula;
        this.parameterNames = parameterNames;
        this.minimumDistinctSurvivals = minimumDistinctSurvivals;
    }

    /** Stable name used in model files. */
    public String id() {
        return id;
    }

    public String formula() {
        return formula;
    }

    /** Names of the parameters in the order of {@link Curve#parameters()} (empty for the spline: knots). */
    public List<String> parameterNames() {
        return parameterNames;
    }

    /** How many distinct survival values a fit needs to be determined at all. */
    public int minimumDistinctSurvivals() {
        return minimumDistinctSurvivals;
    }

    public static Optional<ModelKind> fromId(String id) {
        return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst();
    }

    /**
     * Fits this shape to the points; the arrays are not modified.
     *
     * @throws FitException when the points do not determine the shape (too few distinct survival
     *                      values, collinear design)
     */
    public Curve fit(double[] survival, double[] value) {
        if (survival.length != value.length) {
            throw new IllegalArgumentException("survival and value differ in length");
        }
        int distinct = FitMath.distinctCount(survival);
        if (distinct < minimumDistinctSurvivals) {
            throw new FitException(id + " needs at least " + minimumDistinctSurvivals
                    + " distinct survival values, got " + distinct);
        }
        try {
            return fitShape(survival, value);
        } catch (MathIllegalArgumentException | MathIllegalStateException | MathArithmeticException e) {
            // An optimiser or solver gave up on these points: for the caller that is an undetermined fit.
            throw new FitException(id + " fit failed: " + e.getMessage());
        }
    }

    private Curve fitShape(double[] survival, double[] value) {
        switch (this) {
            case LINEAR:
                return TheilSenFit.fit(survival, value);
            case QUADRATIC:
                return HuberPolynomialFit.fit(this, 2, survival, value);
            case CUBIC:
                return HuberPolynomialFit.fit(this, 3, survival, value);
            case LIVE_OVER_FREE:
                return ProfiledHuberFit.liveOverFree(survival, value);
            case GENERATIONAL_HINGE:
                return ProfiledHuberFit.generationalHinge(survival, value);
            case MONOTONE_SPLINE:
                return MonotoneSplineFit.fit(survival, value);
            default:
                throw new AssertionError(this);
        }
    }
}
