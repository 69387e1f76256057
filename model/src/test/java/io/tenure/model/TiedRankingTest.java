package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Ties on synthetic measurements in the demo's design (one run at s = 0 and 0.8, three at 0.437):
 * platforms whose runs interleave tie, one whose runs all lie above does not.
 */
class TiedRankingTest {
    private static PlatformMeasurements platform(String name, double atZero, double[] atStudy, double atEnd) {
        List<PlatformMeasurements.Level> levels = new ArrayList<>();
        levels.add(level(0.0, atZero));
        levels.add(level(0.437, atStudy));
        levels.add(level(0.8, atEnd));
        return new PlatformMeasurements(new Platform("jvm/" + name, "", "", "jvm", name, null, null), levels, null);
    }

    private static PlatformMeasurements.Level level(double s, double... seconds) {
        List<PlatformMeasurements.Run> runs = new ArrayList<>();
        for (int r = 0; r < seconds.length; r++) {
            runs.add(new PlatformMeasurements.Run(r + 1, s, Map.of(Response.TIME, seconds[r])));
        }
        return new PlatformMeasurements.Level(s, runs, false);
    }

    private static ModelAnalysis analysis(PlatformMeasurements... platforms) {
        SurvivalModel model = SurvivalFits.fit(List.of(platforms), FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED);
        return new ModelAnalysis(model, Response.TIME, FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED);
    }

    @Test
    void platformsWhoseRunsInterleaveTieAndAClearlySlowerOneDoesNot() {
        ModelAnalysis analysis = analysis(
                platform("A", 0.90, new double[] {1.00, 1.06, 1.03}, 1.20),
                platform("B", 0.92, new double[] {1.05, 1.01, 1.04}, 1.18),
                platform("C", 1.17, new double[] {1.33, 1.36, 1.30}, 1.55));
        List<TiedRanking.Ranked> ranked = TiedRanking.rank(analysis, 0.437, p -> true);
        String text = TiedRanking.text(ranked, Platform::collector);

        assertThat(ranked).as(text).extracting(TiedRanking.Ranked::rank).containsExactly(1, 1, 3);
        assertThat(ranked).extracting(r -> r.prediction().platform().collector()).endsWith("C");
        assertThat(ranked.get(1).tiedWithAbove()).isTrue();
        assertThat(ranked.get(2).tiedWithAbove()).isFalse();
        assertThat(ranked.get(2).vsAbove().ratio().ci95Low()).isGreaterThan(1.0);
        assertThat(text).matches("1\\. [AB] = [AB] \\(ratio 1\\.\\d\\d \\[0\\.\\d\\d, 1\\.\\d\\d\\]\\), 3\\. C \\(ratio 1\\.[23]\\d"
                + " \\[1\\.\\d\\d, 1\\.\\d\\d\\]\\)");
    }

    @Test
    void sevenForksAreRankedByTheirMediansSoThatTheOrderAgreesWithTheRatios() {
        // Most of A's runs are 5 % faster than B's, three hit slow spells: the fitted curves put B
        // first, the runs' medians and the rank ratio A; ranked by the curves, the ratio printed
        // for "B, then A" would be below 1.
        ModelAnalysis analysis = analysis(
                platform("A", 0.90, new double[] {1.00, 1.01, 0.99, 1.00, 1.40, 1.45, 1.42}, 1.20),
                platform("B", 0.97, new double[] {1.05, 1.06, 1.04, 1.05, 1.05, 1.06, 1.04}, 1.30));
        assertThat(analysis.rank(0.437, null).get(0).platform().collector()).as("the curves' order").isEqualTo("B");
        List<TiedRanking.Ranked> ranked = TiedRanking.rank(analysis, 0.437, p -> true);
        assertThat(ranked).extracting(r -> r.prediction().platform().collector()).containsExactly("A", "B");
        assertThat(ranked.get(1).vsAbove().ratio().value()).isGreaterThanOrEqualTo(1.0);
    }

    @Test
    void neighboursWhoseRankRatioDisagreesWithTheirMediansSwap() {
        // The runs of temurin-25 in one demo: Parallel's median (0.526) is above G1's (0.519), but
        // most of Parallel's runs are below most of G1's: the rank ratio Parallel / G1 is 0.90.
        ModelAnalysis analysis = analysis(
                platform("Parallel", 0.30, new double[] {0.382, 0.388, 0.467, 0.526, 0.541, 0.564, 0.725}, 0.70),
                platform("G1", 0.32, new double[] {0.489, 0.506, 0.519, 0.519, 0.604, 0.621, 0.642}, 0.75));
        List<TiedRanking.Ranked> ranked = TiedRanking.rank(analysis, 0.437, p -> true);
        assertThat(ranked).extracting(r -> r.prediction().platform().collector()).containsExactly("Parallel", "G1");
        assertThat(ranked.get(1).vsAbove().ratio().value()).isGreaterThanOrEqualTo(1.0);
    }

    @Test
    void aSelectionIsRankedAmongItself() {
        ModelAnalysis analysis = analysis(
                platform("A", 0.90, new double[] {1.00, 1.02, 1.01}, 1.20),
                platform("B", 1.80, new double[] {2.00, 2.04, 2.02}, 2.40),
                platform("C", 1.17, new double[] {1.30, 1.33, 1.31}, 1.55));
        List<TiedRanking.Ranked> ranked = TiedRanking.rank(analysis, 0.437, p -> !p.collector().equals("C"));
        assertThat(ranked).extracting(r -> r.prediction().platform().collector()).containsExactly("A", "B");
        assertThat(ranked).extracting(TiedRanking.Ranked::rank).containsExactly(1, 2);
        // B against A, not against C, which ranks between them overall.
        assertThat(ranked.get(1).vsAbove().ratio().value()).isBetween(1.9, 2.1);
    }

    @Test
    void indistinguishableOnlyWithAnIntervalThatContainsOne() {
        Platform a = Platform.named("a");
        Platform b = Platform.named("b");
        assertThat(new Gap(a, b, 0.437, new Estimate(1.01, 0.97, 1.05), "").indistinguishable()).isTrue();
        assertThat(new Gap(a, b, 0.437, new Estimate(1.10, 1.02, 1.20), "").indistinguishable()).isFalse();
        assertThat(new Gap(a, b, 0.437, new Estimate(1.00, null, null), "").indistinguishable()).isFalse();
        assertThat(new Gap(a, b, 0.437, null, "no ratio").indistinguishable()).isFalse();
    }
}
