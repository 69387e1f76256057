package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.model.fit.Curve;
import io.tenure.model.fit.ModelKind;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

class CrossoversTest {
    @Property(tries = 100)
    void twoLinesCrossWhereAlgebraSays(@ForAll @DoubleRange(min = 0.02, max = 0.98) double at,
                                       @ForAll @DoubleRange(min = 0.5, max = 5) double slopeDifference) {
        Curve a = new Curve(ModelKind.LINEAR, new double[] {1, 1});
        Curve b = new Curve(ModelKind.LINEAR, new double[] {1 - slopeDifference * at, 1 + slopeDifference});
        List<Double> roots = Crossovers.between(a, b, 0, 1);
        assertThat(roots).hasSize(1);
        assertThat(roots.get(0)).isCloseTo(at, within(1e-8));
    }

    @Test
    void curvesThatOverflowGiveNoCrossingRatherThanAnException() {
        // Both overflow to infinity for s > 0: their difference is NaN there (it used to end in
        // NoBracketingException, reported as a bug, from tenure predict on such a model).
        Curve a = new Curve(ModelKind.LINEAR, new double[] {1e308, 1e308});
        Curve b = new Curve(ModelKind.LINEAR, new double[] {1e308, 1.5e308});
        assertThat(Crossovers.between(a, b, 0, 1)).isEmpty();
    }

    @Test
    void parallelCurvesDoNotCross() {
        Curve a = new Curve(ModelKind.LINEAR, new double[] {1, 1});
        Curve b = new Curve(ModelKind.LINEAR, new double[] {2, 1});
        assertThat(Crossovers.between(a, b, 0, 1)).isEmpty();
        assertThat(Crossovers.between(a, a, 0, 1)).isEmpty();
    }

    @Test
    void aQuadraticCrossesALineTwice() {
        Curve line = new Curve(ModelKind.LINEAR, new double[] {0, 0});
        Curve parabola = new Curve(ModelKind.QUADRATIC, new double[] {0.06, -1, 2}); // roots 0.06/… of 2s²−s+0.06
        List<Double> roots = Crossovers.between(parabola, line, 0, 1);
        assertThat(roots).hasSize(2);
        double disc = Math.sqrt(1 - 8 * 0.06);
        assertThat(roots.get(0)).isCloseTo((1 - disc) / 4, within(1e-8));
        assertThat(roots.get(1)).isCloseTo((1 + disc) / 4, within(1e-8));
    }

    @Test
    void analysisReportsTheCrossingWithAnIntervalAndWhoIsFasterBelow() {
        Platform concurrent = Platform.named("zgc");
        Platform generational = Platform.named("parallel");
        SurvivalModel model = new SurvivalModel(List.of(
                PlatformFit.fit(concurrent, Response.TIME, "target",
                        Synthetic.sample(x -> 14 + 4 * x, Synthetic.LEVELS, 4, 0.3, 1)),
                PlatformFit.fit(generational, Response.TIME, "measured",
                        Synthetic.sample(x -> 10 + 14 * x, Synthetic.LEVELS, 4, 0.3, 2))),
                List.of(), List.of(), 200, 7);
        ModelAnalysis analysis = new ModelAnalysis(model, Response.TIME, 200, 7);
        CrossoverResult result = analysis.crossovers().get(0);
        assertThat(result.crossings()).hasSize(1);
        Crossing crossing = result.crossings().get(0);
        assertThat(crossing.survival().value()).isCloseTo(0.4, within(0.05));
        assertThat(crossing.survival().ci95Low()).isLessThan(0.4).isGreaterThan(0.3);
        assertThat(crossing.survival().ci95High()).isGreaterThan(0.4).isLessThan(0.5);
        assertThat(crossing.bootstrapShare()).isGreaterThan(0.95);
        assertThat(crossing.fasterBelowKey()).isEqualTo("parallel");
        assertThat(crossing.withinFittedRange()).isTrue();
    }
}
