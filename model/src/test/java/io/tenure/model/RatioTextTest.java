package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RatioTextTest {
    @Test
    void aBoundOnEitherSideOfOneNeverPrintsAsOne() {
        assertThat(RatioText.interval(1.123, 0.9996, 1.27, 3)).isEqualTo("1.123 [0.9996, 1.270]");
        assertThat(RatioText.interval(1.107, 1.0004, 1.289, 3)).isEqualTo("1.107 [1.0004, 1.289]");
        assertThat(RatioText.bound(0.999996, 2)).isEqualTo("0.999996");
        assertThat(RatioText.bound(1.000_000_1, 3)).as("beyond the digits any run resolves").isEqualTo("1.000000");
    }

    @Test
    void otherBoundsKeepTheirDigits() {
        assertThat(RatioText.interval(1.0, 1.0, 1.0, 3)).isEqualTo("1.000 [1.000, 1.000]");
        assertThat(RatioText.interval(1.76, 1.558, 2.12, 2)).isEqualTo("1.76 [1.56, 2.12]");
        assertThat(RatioText.bound(0.994, 2)).isEqualTo("0.99");
        assertThat(RatioText.bound(1.006, 2)).isEqualTo("1.01");
    }
}
