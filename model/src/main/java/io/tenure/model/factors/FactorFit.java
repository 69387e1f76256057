package io.tenure.model.factors;

import io.tenure.model.Estimate;
import io.tenure.model.ModelInputException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The multi-factor fit of one platform and response: the terms the design varied, each with its
 * coefficient and effect, the fit's quality, the knob ranges it was measured over and the design
 * points behind it (so that the bootstrap can be redrawn from the model file alone).
 *
 * @param platform       the platform's key (described in the model's {@code platforms[]})
 * @param response       {@code time} or {@code cpu-time}
 * @param survivalSource {@code measured} or {@code target}, as for the survival curves
 * @param terms          the fitted terms, intercept first, in {@link Term} order
 * @param centreValue    the fitted value at the design's centre (mean of every column), seconds per GB
 * @param ranges         the knob ranges of the points
 * @param points         the design points
 */
public record FactorFit(String platform, String response, String survivalSource, List<TermEffect> terms,
                        Estimate centreValue, FactorQuality quality, List<KnobRange> ranges, List<FactorPoint> points) {
    public FactorFit {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(response, "response");
        terms = List.copyOf(terms);
        ranges = List.copyOf(ranges);
        points = List.copyOf(points);
        if (terms.isEmpty() || !terms.get(0).term().equals(Term.INTERCEPT.id())) {
            throw new ModelInputException(platform + ": a multi-factor fit starts with its intercept");
        }
        for (TermEffect t : terms) {
            if (Term.fromId(t.term()).isEmpty()) {
                throw new ModelInputException(platform + ": unknown term '" + t.term() + "'");
            }
        }
    }

    /** The terms as the enum, in the fit's order. */
    public List<Term> termList() {
        return terms.stream().map(t -> Term.fromId(t.term()).orElseThrow()).toList();
    }

    /** The point estimates of the coefficients, in the order of {@link #termList()}. */
    public double[] coefficients() {
        return terms.stream().mapToDouble(t -> t.coefficient().value()).toArray();
    }

    public Optional<TermEffect> effect(Term term) {
        return terms.stream().filter(t -> t.term().equals(term.id())).findFirst();
    }

    public Optional<KnobRange> range(String knob) {
        return ranges.stream().filter(r -> r.knob().equals(knob)).findFirst();
    }
}
