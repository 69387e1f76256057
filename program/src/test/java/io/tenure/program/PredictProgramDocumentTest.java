package io.tenure.program;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.Estimate;
import org.junit.jupiter.api.Test;

/** How a predicted ratio and its interval read in the text of {@code tenure predict}. */
class PredictProgramDocumentTest {
    @Test
    void aRatioPrintsWithTwoDecimalsAndItsInterval() {
        assertThat(PredictProgramDocument.ratio(new Estimate(1.0812, 1.0234, 1.1499))).isEqualTo("1.08× [1.02, 1.15]");
        assertThat(PredictProgramDocument.ratio(new Estimate(1.08, null, null))).isEqualTo("1.08× (no interval)");
    }

    @Test
    void aBoundOnOneSideOfOneDoesNotPrintAsOne() {
        // [1.00, 1.04] read as an interval that holds 1 whichever side its lower bound lay on
        assertThat(PredictProgramDocument.ratio(new Estimate(1.01, 0.9996, 1.04))).isEqualTo("1.01× [0.9996, 1.04]");
        assertThat(PredictProgramDocument.ratio(new Estimate(1.01, 1.003, 1.04))).isEqualTo("1.01× [1.003, 1.04]");
        assertThat(PredictProgramDocument.ratio(new Estimate(1.0, 1.0, 1.0))).isEqualTo("1.00× [1.00, 1.00]");
    }
}
