package io.tenure.model.fit;

import java.util.Arrays;
import java.util.Locale;

/**
 * A fitted survival → response curve: a {@link ModelKind} and its parameters. Immutable; the
 * value is defined for every s (outside the fitted range it extrapolates, which callers flag).
 */
public final class Curve {
    private final ModelKind kind;
    private final double[] parameters;
    /** Monotone spline only: PCHIP slopes at the knots (derived, not stored in model files). */
    private final double[] splineSlopes;

    public Curve(ModelKind kind, double[] parameters) {
        this.kind = kind;
        this.parameters = parameters.clone();
        for (double p : this.parameters) {
            if (!Double.isFinite(p)) {
                throw new FitException(kind.id() + " fit gave a non-finite parameter: " + Arrays.toString(parameters));
            }
        }
        if (kind == ModelKind.MONOTONE_SPLINE) {
            if (parameters.length < 4 || parameters.length % 2 != 0) {
                throw new FitException("a monotone spline needs knots s_1..s_n then y_1..y_n (n >= 2), got "
                        + parameters.length + " numbers");
            }
            int n = parameters.length / 2;
            double[] s = Arrays.copyOfRange(this.parameters, 0, n);
            for (int i = 1; i < n; i++) {
                if (!(s[i] > s[i - 1])) {
                    throw new FitException("monotone spline knots must increase: " + Arrays.toString(s));
                }
            }
            this.splineSlopes = MonotoneSplineFit.pchipSlopes(s, Arrays.copyOfRange(this.parameters, n, 2 * n));
        } else {
            if (parameters.length != kind.parameterNames().size()) {
                throw new FitException(kind.id() + " has " + kind.parameterNames().size() + " parameters, got "
                        + parameters.length);
            }
            this.splineSlopes = null;
        }
    }

    public ModelKind kind() {
        return kind;
    }

    /** The parameters in the order of {@link ModelKind#parameterNames()} (spline: knots s, then y). */
    public double[] parameters() {
        return parameters.clone();
    }

    /** The number of free parameters (for the residual standard error's degrees of freedom). */
    public int degreesOfFreedomUsed() {
        return kind == ModelKind.MONOTONE_SPLINE ? parameters.length / 2 : parameters.length;
    }

    /** The fitted response at survival {@code s}. */
    public double valueAt(double s) {
        double[] p = parameters;
        switch (kind) {
            case LINEAR:
                return p[0] + p[1] * s;
            case QUADRATIC:
                return p[0] + s * (p[1] + s * p[2]);
            case CUBIC:
                return p[0] + s * (p[1] + s * (p[2] + s * p[3]));
            case LIVE_OVER_FREE:
                return p[0] + p[1] * ProfiledHuberFit.liveOverFreeTerm(s, p[2]);
            case GENERATIONAL_HINGE:
                return p[0] + p[1] * s + p[2] * Math.max(0, s - p[3]);
            case MONOTONE_SPLINE:
                return MonotoneSplineFit.evaluate(p, splineSlopes, s);
            default:
                throw new AssertionError(kind);
        }
    }

    /** e.g. {@code linear: a + b*s with a=1.02, b=0.85}. */
    public String describe() {
        StringBuilder text = new StringBuilder(kind.id()).append(": ").append(kind.formula());
        if (kind == ModelKind.MONOTONE_SPLINE) {
            int n = parameters.length / 2;
            text.append(" with knots");
            for (int i = 0; i < n; i++) {
                text.append(String.format(Locale.ROOT, " (%.4g, %.4g)", parameters[i], parameters[n + i]));
            }
        } else {
            text.append(" with");
            for (int i = 0; i < parameters.length; i++) {
                text.append(i == 0 ? " " : ", ").append(kind.parameterNames().get(i))
                        .append(String.format(Locale.ROOT, "=%.4g", parameters[i]));
            }
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Curve c && c.kind == kind && Arrays.equals(c.parameters, parameters);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Arrays.hashCode(parameters);
    }

    @Override
    public String toString() {
        return describe();
    }
}
