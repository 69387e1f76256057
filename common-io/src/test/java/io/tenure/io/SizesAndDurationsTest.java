package io.tenure.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Sizes and durations as users type them, and the refusals that name the option. */
class SizesAndDurationsTest {
    @Test
    void sizesAreMegabytes() {
        assertThat(Sizes.megabytes("--work", "1g")).isEqualTo(1024);
        assertThat(Sizes.megabytes("--work", "512k")).isEqualTo(0.5);
        assertThat(Sizes.megabytes("--work", "0")).isZero();
        // a bare number was read as MB: one rule with durations, whose unit is never implied
        assertThatThrownBy(() -> Sizes.megabytes("--work", "300"))
                .hasMessage("--work 300: a size needs its unit, as -Xmx takes it: 300m for MB (or k, g; e.g. 512m, 2g)");
        assertThatThrownBy(() -> Sizes.megabytes("--work", "17t")).hasMessageContaining("not a size");
        assertThatThrownBy(() -> Sizes.megabytes("--work", "99999999999999g"))
                .hasMessage("--work: at most 16 TiB (16777216 MB), got '99999999999999g'");
        assertThat(Sizes.wholeMegabytes("--heap", " 2G ")).isEqualTo(2048);
        assertThatThrownBy(() -> Sizes.megabytes("--work", "lots")).hasMessage("--work: not a size: 'lots' (use e.g. 512m or 2g)");
        assertThatThrownBy(() -> Sizes.positiveMegabytes("--work", "0m")).hasMessage("--work: must be more than 0, got '0m' (e.g. 64m)");
        assertThatThrownBy(() -> Sizes.wholeMegabytes("--heap", "1.5m")).hasMessage("--heap: give a whole number of MB: '1.5m'");
    }

    @Test
    void durationsHaveAUnitExceptZero() {
        assertThat(Durations.parse("0.5s")).isEqualTo(Duration.ofMillis(500));
        assertThat(Durations.parse(" 1500MS ")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Durations.parse("2h")).isEqualTo(Duration.ofHours(2));
        assertThat(Durations.parse("0")).isEqualTo(Duration.ZERO);
        assertThatThrownBy(() -> Durations.parse("90")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Durations.parse("1e99999h")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Durations.parse("99999999999h")).isInstanceOf(Durations.TooLong.class);
    }
}
