package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.tenure.model.fit.ModelKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Model v1 behind {@link ProgramPredictor}: the numbers of {@link ProgramTransferTest} (A: t = 2 + 8·s
 * with 10 % overhead; B: t = 3 + 2·s without pauses), seen from the observed platform.
 */
class SurvivalTransferPredictorTest {
    private static final double[] LEVELS = {0, 0.25, 0.5, 0.75};

    private static List<Observation> exact(DoubleUnaryOperator f) {
        List<Observation> list = new ArrayList<>();
        for (double s : LEVELS) {
            list.add(new Observation(s, f.applyAsDouble(s), 0));
            list.add(new Observation(s, f.applyAsDouble(s), 1));
        }
        return list;
    }

    private static SurvivalModel model() {
        Platform a = Platform.named("A");
        Platform b = Platform.named("B");
        return new SurvivalModel(List.of(
                PlatformFit.fit(a, Response.TIME, "measured", exact(s -> 2 + 8 * s), ModelKind.LINEAR),
                PlatformFit.fit(a, Response.GC_OVERHEAD, "measured", exact(s -> 10), ModelKind.LINEAR),
                PlatformFit.fit(b, Response.TIME, "measured", exact(s -> 3 + 2 * s), ModelKind.LINEAR),
                PlatformFit.fit(b, Response.GC_OVERHEAD, "measured", exact(s -> 0), ModelKind.LINEAR)),
                List.of(), List.of(), 20, 1);
    }

    private static final ProgramFactors PROGRAM =
            new ProgramFactors(0.5, 0.4, 0.6, 10.0, 0.05, null, null, null, null);

    @Test
    void ratiosAreRelativeToTheObservedPlatformWhichIsOne() {
        List<RatioForecast> forecasts = new SurvivalTransferPredictor(model(), 20, 1).predict(PROGRAM, "A");
        RatioForecast a = forecasts.stream().filter(f -> f.platform().key().equals("A")).findFirst().orElseThrow();
        RatioForecast b = forecasts.stream().filter(f -> f.platform().key().equals("B")).findFirst().orElseThrow();
        assertThat(a.wallRatio()).isEqualTo(new Estimate(1, null, null));
        assertThat(b.wallRatio().value()).isCloseTo(0.95 + 0.05 * 1.0 / 4.2, within(1e-12));
        assertThat(b.cpuRatio()).isNull();
        assertThat(b.notes()).anyMatch(n -> n.contains("survival and pause share only"));
    }

    @Test
    void fromBTheSameProgramIsSlowerOnA() {
        // observed on B with 5 % pauses: T_A / T_B = 0.95 + 0.05 · c_A / c_B = 0.95 + 0.05 · 4.2 / 1.0
        List<RatioForecast> forecasts = new SurvivalTransferPredictor(model(), 20, 1).predict(PROGRAM, "B");
        RatioForecast a = forecasts.stream().filter(f -> f.platform().key().equals("A")).findFirst().orElseThrow();
        assertThat(a.wallRatio().value()).isCloseTo(0.95 + 0.05 * 4.2, within(1e-12));
    }

    @Test
    void anUnknownObservedPlatformOrNoPauseShareIsRefused() {
        SurvivalTransferPredictor predictor = new SurvivalTransferPredictor(model(), 20, 1);
        assertThatThrownBy(() -> predictor.predict(PROGRAM, "C")).isInstanceOf(UnknownPlatformException.class);
        assertThatThrownBy(() -> predictor.predict(ProgramFactors.ofSurvival(0.5), "A"))
                .isInstanceOf(ModelInputException.class).hasMessageContaining("pause share");
        assertThat(predictor.name()).isEqualTo("survival-transfer/1");
    }
}
