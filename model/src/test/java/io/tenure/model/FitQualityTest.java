package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Where a fit counts as extrapolating: beyond its measured survival range by more than a level's tolerance. */
class FitQualityTest {
    private static FitQuality measuredFrom(double min, double max) {
        return new FitQuality(21, 3, min, max, null, null, null);
    }

    @Test
    void runsAimedAtTheStudysPointCountAsMeasuredThereThoughTheyMissItSlightly() {
        // a demo's Serial cell aimed at p = 0.437 measured s = 0.4366: the report warned that
        // Serial "was not measured up to s = 0.437"
        FitQuality fit = measuredFrom(0.0, 0.4366);
        assertThat(fit.extrapolates(0.437)).isFalse();
        assertThat(measuredFrom(0.0021, 0.8).extrapolates(0)).isFalse();
    }

    @Test
    void beyondTheToleranceItExtrapolates() {
        FitQuality fit = measuredFrom(0.1, 0.437);
        assertThat(fit.extrapolates(0.437 + PairedRatio.LEVEL_TOLERANCE + 1e-9)).isTrue();
        assertThat(fit.extrapolates(0.6)).isTrue();
        assertThat(fit.extrapolates(0.1 - PairedRatio.LEVEL_TOLERANCE - 1e-9)).isTrue();
        assertThat(fit.extrapolates(0.3)).isFalse();
    }
}
