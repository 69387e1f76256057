package io.tenure.report.assemble;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.ModelAnalysis;
import io.tenure.model.Platform;
import io.tenure.model.PlatformMeasurements;
import io.tenure.model.PlatformMeasurements.Level;
import io.tenure.model.PlatformMeasurements.Run;
import io.tenure.model.Response;
import io.tenure.model.SurvivalFits;
import io.tenure.model.SurvivalModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The summary line of a log's survival reads its gap as the study's is read: an interval that
 * holds 1 says the two are not told apart, and a survival past the measured ones says the figures
 * are extrapolated. It said "X is fastest; Y takes 1.08x as long (95 % CI 0.82-1.26)" at s = 1.000
 * for platforms measured up to s = 0.6.
 */
class GapSectionsTest {
    private static PlatformMeasurements platform(String collector, DoubleUnaryOperator secondsPerGB, double noise) {
        Platform platform = new Platform("vm/openjdk-17/" + collector, "vm", "Linux", "openjdk-17", collector, 512, 32);
        List<Level> levels = new ArrayList<>();
        int rep = 0;
        for (double s : new double[] {0, 0.3, 0.6}) {
            List<Run> runs = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                double value = secondsPerGB.applyAsDouble(s) * (1 + noise * (r - 1));
                runs.add(new Run(++rep, s, Map.of(Response.TIME, value)));
            }
            levels.add(new Level(s, runs, false));
        }
        return new PlatformMeasurements(platform, levels, null);
    }

    @Test
    void aLogsGapThatHoldsOneOrIsExtrapolatedSaysSo() {
        SurvivalModel model = SurvivalFits.fit(List.of(platform("serial", s -> 1 + s, 0.3),
                platform("parallel", s -> 1.05 + s, 0.3)), 200, 42);
        ModelAnalysis time = new ModelAnalysis(model, Response.TIME, 200, 42);
        List<String> summary = new ArrayList<>();
        GapSections.gaps(time, List.of(GapSections.STUDY, new GapSections.At("prod.log", 0.95)),
                new PlatformLabels(model.fitsFor(Response.TIME).stream().map(f -> f.platform()).toList()), summary);
        assertThat(summary).hasSize(1);
        assertThat(summary.get(0)).startsWith("At s = 0.950 (prod.log) ")
                .contains("; the interval contains 1, so even these two are not told apart")
                .endsWith("; extrapolated: not every platform was measured at this survival.");
    }
}
