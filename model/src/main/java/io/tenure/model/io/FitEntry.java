package io.tenure.model.io;

import io.tenure.model.FitQuality;
import io.tenure.model.Observation;
import io.tenure.model.PlatformFit;
import io.tenure.model.fit.Curve;
import io.tenure.model.fit.ModelKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One platform's fitted curve for one response, as the model file and {@code tenure fit --format
 * json} write it: enough to recompute the curve and its bootstrap intervals without the bundles.
 *
 * @param platform       the platform's key (described in the document's {@code platforms})
 * @param parameters     the curve's named parameters ({@code a}, {@code b} ...), or null for a
 *                       spline, whose shape is its {@code knots}
 * @param knots          the spline's knots in survival order, or null for a formula
 * @param observations   the runs the fit was made from
 */
public record FitEntry(String platform, String response, String unit, String survivalSource, String model,
                       String formula, Map<String, Double> parameters, List<Knot> knots, FitQuality quality,
                       List<CandidateEntry> candidates, List<Observation> observations) {
    public FitEntry {
        parameters = parameters == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        knots = knots == null ? null : List.copyOf(knots);
        candidates = candidates == null ? List.of() : List.copyOf(candidates);
        observations = observations == null ? List.of() : List.copyOf(observations);
    }

    static FitEntry of(PlatformFit fit) {
        Curve curve = fit.fit().curve();
        double[] p = curve.parameters();
        Map<String, Double> parameters = null;
        List<Knot> knots = null;
        if (curve.kind() == ModelKind.MONOTONE_SPLINE) {
            // Curve keeps the knots as s_1..s_n then y_1..y_n
            knots = new ArrayList<>();
            for (int i = 0; i < p.length / 2; i++) {
                knots.add(new Knot(p[i], p[p.length / 2 + i]));
            }
        } else {
            parameters = new LinkedHashMap<>();
            for (int i = 0; i < p.length; i++) {
                parameters.put(curve.kind().parameterNames().get(i), p[i]);
            }
        }
        return new FitEntry(fit.platform().key(), fit.response().id(), fit.response().unit(), fit.survivalSource(),
                curve.kind().id(), curve.kind().formula(), parameters, knots, fit.fit().quality(),
                fit.fit().candidates().stream().map(CandidateEntry::of).toList(), fit.observations());
    }
}
