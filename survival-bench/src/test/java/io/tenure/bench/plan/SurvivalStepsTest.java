package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SurvivalStepsTest {
    @Test
    void rangeIsInclusiveAndExact() {
        assertThat(SurvivalSteps.parse("0:1:0.1")).containsExactly(0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0);
        assertThat(SurvivalSteps.parse("0.05:0.95:0.45")).containsExactly(0.05, 0.5, 0.95);
    }

    @Test
    void listKeepsItsOrder() {
        assertThat(SurvivalSteps.parse("0.1, 0.437,0.8")).isEqualTo(List.of(0.1, 0.437, 0.8));
    }

    @Test
    void badInputIsExplained() {
        assertThatThrownBy(() -> SurvivalSteps.parse("0:1")).hasMessageContaining("FROM:TO:STEP");
        assertThatThrownBy(() -> SurvivalSteps.parse("0:1:0")).hasMessageContaining("step > 0");
        assertThatThrownBy(() -> SurvivalSteps.parse("0.5,1.5")).hasMessageContaining("within [0,1]");
        assertThatThrownBy(() -> SurvivalSteps.parse("abc")).hasMessageContaining("not a number: 'abc'");
    }
}
