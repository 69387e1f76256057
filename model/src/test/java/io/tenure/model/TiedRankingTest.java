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

    /** Seven runs spread evenly over ±3 % (in logarithms) around {@code center}. */
    private static double[] sevenRuns(double center) {
        double[] runs = new double[7];
        for (int r = 0; r < runs.length; r++) {
            runs[r] = center * Math.exp(0.01 * (r - 3));
        }
        return runs;
    }

    @Test
    void aPlatformTiedWithTheOneAboveButToldApartFromTheFirstOfItsRankStartsANewRank() {
        // With 7 runs a side the interval is the 9th to the 41st of the 49 log differences: here the
        // shift ± 0.03. A to B and B to C shift by 0.02 (intervals hold 1), A to C by 0.04 (it does not).
        ModelAnalysis analysis = analysis(
                platform("A", 0.90, sevenRuns(1.0), 1.20),
                platform("B", 0.92, sevenRuns(Math.exp(0.02)), 1.22),
                platform("C", 0.94, sevenRuns(Math.exp(0.04)), 1.24));
        List<TiedRanking.Ranked> ranked = TiedRanking.rank(analysis, 0.437, p -> true);
        String text = TiedRanking.text(ranked, Platform::collector);

        assertThat(ranked).as(text).extracting(r -> r.prediction().platform().collector()).containsExactly("A", "B", "C");
        assertThat(ranked).as(text).extracting(TiedRanking.Ranked::rank).containsExactly(1, 1, 3);
        TiedRanking.Ranked c = ranked.get(2);
        assertThat(c.vsAbove().indistinguishable()).as("C vs B").isTrue();
        assertThat(c.tiedWithAbove()).isFalse();
        assertThat(c.apartFrom().denominator().collector()).isEqualTo("A");
        assertThat(c.apartFrom().ratio().ci95Low()).isGreaterThan(1.0);
        assertThat(ranked.get(1).tiedWithAbove()).isTrue();
        assertThat(ranked.get(1).apartFrom()).isNull();
        assertThat(text).isEqualTo("1. A = B (ratio 1.02 [0.99, 1.05]), 3. C (ratio 1.02 [0.99, 1.05] vs B, but 1.04 [1.01, 1.07] vs A)");
    }

    @Test
    void aRankIsJoinedOnlyWhenTheRunsCannotTellTheNewcomerFromAnyOfItsMembers() {
        // B and C tie, so do C and D, and B and D do not; rank 1 (A alone) is told apart from all.
        ModelAnalysis analysis = analysis(
                platform("A", 0.50, sevenRuns(0.6), 0.70),
                platform("B", 0.90, sevenRuns(1.0), 1.20),
                platform("C", 0.92, sevenRuns(Math.exp(0.02)), 1.22),
                platform("D", 0.94, sevenRuns(Math.exp(0.04)), 1.24),
                platform("E", 0.95, sevenRuns(Math.exp(0.05)), 1.25));
        List<TiedRanking.Ranked> ranked = TiedRanking.rank(analysis, 0.437, p -> true);
        String text = TiedRanking.text(ranked, Platform::collector);

        // D starts rank 4; E (0.01 above D, 0.03 above C) joins it, as D is its rank's only member
        assertThat(ranked).as(text).extracting(TiedRanking.Ranked::rank).containsExactly(1, 2, 2, 4, 4);
        assertThat(text).startsWith("1. A, 2. B (ratio 1.67 ").contains(" = C (ratio 1.02 [0.99, 1.05]), 4. D (ratio 1.02 "
                + "[0.99, 1.05] vs C, but 1.04 [1.01, 1.07] vs B) = E (ratio 1.01 ");
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
