package io.tenure.cli.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.Estimate;
import io.tenure.model.Gap;
import io.tenure.model.Platform;
import io.tenure.model.Prediction;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ranking {@code fit} and {@code predict} print shares ranks by the rule of {@code TiedRanking}. */
class ModelOutputTest {
    private static final Platform A = Platform.named("a");
    private static final Platform B = Platform.named("b");
    private static final Platform C = Platform.named("c");

    private static Prediction at(Platform p, double value) {
        return new Prediction(p, new Estimate(value, value * 0.99, value * 1.01), null, null, false);
    }

    private static Gap gap(Platform slower, Platform faster, double value, double low, double high) {
        return new Gap(slower, faster, 0.437, new Estimate(value, low, high), "");
    }

    @Test
    void aPlatformTiedWithTheOneAboveButToldApartFromTheFirstOfItsRankDoesNotShareTheRank() {
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            ModelOutput.printRanking(out, List.of(at(A, 1.00), at(B, 1.03), at(C, 1.07)),
                    List.of(gap(B, A, 1.03, 0.98, 1.08), gap(C, B, 1.03, 0.98, 1.08), gap(C, A, 1.07, 1.02, 1.12)), "s/GB");
        }
        List<String> rows = text.toString().lines().skip(1).toList();
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0)).startsWith("  1    a ");
        assertThat(rows.get(1)).startsWith("  1    b ").endsWith("(tie with the one above)");
        assertThat(rows.get(2)).startsWith("  3    c ").endsWith("(not told apart from the one above, but from a)");
    }
}
