package io.tenure.model;

import java.util.List;
import java.util.Objects;

/**
 * One platform's fitted curve for one response.
 *
 * @param survivalSource {@code "measured"} (the survival rate measured from the GC log) or
 *                       {@code "target"} (the workload's long-lived fraction p, for collectors
 *                       without young collections)
 */
public record PlatformFit(Platform platform, Response response, String survivalSource,
                          List<Observation> observations, SelectedFit fit) {
    public PlatformFit {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(response, "response");
        Objects.requireNonNull(fit, "fit");
        if (!"measured".equals(survivalSource) && !"target".equals(survivalSource)) {
            throw new IllegalArgumentException("survivalSource must be measured or target: " + survivalSource);
        }
        observations = List.copyOf(observations);
    }

    /**
     * Fits the observations, choosing the shape by cross-validation (among shapes that keep one
     * direction over the measured range when the response is a cost, see {@link Response#monotone()}).
     */
    public static PlatformFit fit(Platform platform, Response response, String survivalSource,
                                  List<Observation> observations) {
        return new PlatformFit(platform, response, survivalSource, observations,
                ModelSelection.select(observations, response.monotone()));
    }

    /** Fits one given shape, without model selection. */
    public static PlatformFit fit(Platform platform, Response response, String survivalSource,
                                  List<Observation> observations, io.tenure.model.fit.ModelKind kind) {
        return new PlatformFit(platform, response, survivalSource, observations, ModelSelection.fitKind(observations, kind));
    }

    public double valueAt(double s) {
        return fit.curve().valueAt(s);
    }
}
