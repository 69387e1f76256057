package io.tenure.model.fit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IsotonicTest {
    @Test
    void poolsAdjacentViolatorsByWeight() {
        double[] fitted = MonotoneSplineFit.isotonic(new double[] {1, 3, 2, 4}, new double[] {1, 1, 3, 1});
        assertThat(fitted).containsExactly(1, 2.25, 2.25, 4);
    }

    @Test
    void leavesMonotoneValuesAlone() {
        assertThat(MonotoneSplineFit.isotonic(new double[] {1, 2, 2, 5}, new double[] {1, 1, 1, 1}))
                .containsExactly(1, 2, 2, 5);
    }
}
