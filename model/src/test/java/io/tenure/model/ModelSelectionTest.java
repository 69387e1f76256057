package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.model.fit.ModelKind;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class ModelSelectionTest {
    @Property(tries = 30)
    void linearDataMostlyGetsAStraightLineAndTheFitPredictsTheTruth(@ForAll @LongRange(min = 0, max = 100_000) long seed) {
        List<Observation> data = Synthetic.sample(s -> 10 + 6 * s, Synthetic.LEVELS, 4, 0.2, seed);
        SelectedFit fit = ModelSelection.select(data);
        // A level's mean has a standard error of 0.2 / sqrt(4) = 0.1. About 8 % of seeds choose a
        // curve other than the line (hence "mostly"); such a curve follows the noisy level means
        // and strays up to 0.46 from the truth over this whole seed range (checked seed by seed),
        // so the bound is five standard errors. 0.35 failed one CI run in about a hundred.
        for (double s : Synthetic.LEVELS) {
            assertThat(fit.curve().valueAt(s)).isCloseTo(10 + 6 * s, org.assertj.core.data.Offset.offset(0.5));
        }
        assertThat(fit.quality().rSquared()).isGreaterThan(0.9);
        assertThat(fit.quality().cvMeanAbsError()).isNotNull().isLessThan(0.5);
    }

    @Test
    void aStronglyCurvedResponseIsNotFittedByALine() {
        List<Observation> data = Synthetic.sample(s -> 1 + 4 * s / (1 - 0.9 * s), Synthetic.LEVELS, 3, 0.01, 7);
        SelectedFit fit = ModelSelection.select(data);
        assertThat(fit.curve().kind()).isNotEqualTo(ModelKind.LINEAR);
        CandidateScore line = fit.candidates().stream().filter(c -> c.kind() == ModelKind.LINEAR).findFirst().orElseThrow();
        assertThat(line.cvMeanAbsError()).isGreaterThan(fit.quality().cvMeanAbsError() * 3);
    }

    @Test
    void twoSurvivalLevelsGiveALineWithoutCrossValidation() {
        List<Observation> data = List.of(new Observation(0.1, 2, 0), new Observation(0.5, 4, 0), new Observation(0.5, 4.2, 1));
        SelectedFit fit = ModelSelection.select(data);
        assertThat(fit.curve().kind()).isEqualTo(ModelKind.LINEAR);
        assertThat(fit.quality().cvMeanAbsError()).isNull();
        assertThat(fit.candidates().get(0).note()).contains("only 2 distinct survival values");
    }

    @Test
    void onePointIsAClearError() {
        assertThatThrownBy(() -> ModelSelection.select(List.of(new Observation(0.437, 3, 0))))
                .isInstanceOf(ModelInputException.class)
                .hasMessage("a curve needs at least 2 distinct survival values; all 1 observation is at s=0.437");
    }

    @Test
    void noObservationsIsAClearError() {
        assertThatThrownBy(() -> ModelSelection.select(List.of()))
                .isInstanceOf(ModelInputException.class).hasMessage("no observations to fit");
    }

    @Test
    void nanIsRejectedWhereItEnters() {
        assertThatThrownBy(() -> new Observation(0.2, Double.NaN, 0))
                .isInstanceOf(ModelInputException.class)
                .hasMessageContaining("is NaN");
        assertThatThrownBy(() -> new Observation(1.2, 1, 0)).hasMessageContaining("[0, 1]");
    }

    @Test
    void allEqualResponsesGiveAFlatLineAndNoRSquaredInsteadOfNaN() {
        List<Observation> data = new ArrayList<>();
        for (double s : Synthetic.LEVELS) {
            data.add(new Observation(s, 5, 0));
            data.add(new Observation(s, 5, 1));
        }
        SelectedFit fit = ModelSelection.select(data);
        assertThat(fit.curve().valueAt(0.3)).isEqualTo(5.0);
        assertThat(fit.quality().rSquared()).isNull();
        assertThat(fit.quality().residualStandardError()).isEqualTo(0.0);
        assertThat(fit.quality().cvMeanAbsError()).isEqualTo(0.0);
        assertThat(fit.curve().kind()).isEqualTo(ModelKind.LINEAR);
    }

    @Test
    void aCostCurveThatWouldTurnOverIsNotChosenForATimeResponse() {
        List<Observation> hump = Synthetic.sample(s -> 1 + 6 * s - 6 * s * s, Synthetic.LEVELS, 3, 0.01, 5);
        assertThat(ModelSelection.select(hump, false).curve().kind()).isEqualTo(ModelKind.QUADRATIC);
        SelectedFit constrained = ModelSelection.select(hump, true);
        assertThat(constrained.curve().kind()).isNotIn(ModelKind.QUADRATIC, ModelKind.CUBIC);
        assertThat(ModelSelection.isMonotone(constrained.curve(), Synthetic.survivals(hump))).isTrue();
        assertThat(constrained.candidates()).filteredOn(c -> c.kind() == ModelKind.QUADRATIC)
                .singleElement().extracting(CandidateScore::note)
                .isEqualTo("not chosen: changes direction within the measured range");
    }
}
