package io.tenure.model.factors;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.Estimate;
import io.tenure.model.Platform;
import io.tenure.model.PlatformMeasurements;
import io.tenure.model.Response;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The property issue #12 asks for: a known multi-factor surface, sampled on a design with noise,
 * is recovered by the fit within its intervals (coverage over seeds), and a design point the fit
 * has not seen is predicted within the cross-validated error.
 */
class FactorRecoveryTest {
    private static final int SEEDS = 40;
    private static final int POINTS = 30;
    private static final double NOISE_SD = 0.15;
    private static final int REPLICATES = 100;

    @Test
    void theKnownSurfaceIsInsideTheBootstrapIntervalsForMostSeeds() {
        int[] covered = new int[DesignData.TERMS.size()];
        for (int seed = 0; seed < SEEDS; seed++) {
            FactorFit fit = FactorFits.fit("p", Response.TIME, "measured",
                    DesignData.sample(DesignData.TRUTH, POINTS, 1, NOISE_SD, seed), REPLICATES, seed);
            assertThat(fit.termList()).isEqualTo(DesignData.TERMS);
            for (int k = 0; k < covered.length; k++) {
                Estimate c = fit.terms().get(k).coefficient();
                if (c.ci95Low() <= DesignData.TRUTH[k] && DesignData.TRUTH[k] <= c.ci95High()) {
                    covered[k]++;
                }
            }
        }
        // Nominal 95 %; a percentile bootstrap over 30 points covers somewhat less. 80 % of 40
        // seeds rules out intervals that are centred on a biased fit or far too narrow.
        for (int k = 0; k < covered.length; k++) {
            assertThat(covered[k]).as("seeds whose interval holds %s = %s", DesignData.TERMS.get(k).id(),
                    DesignData.TRUTH[k]).isGreaterThanOrEqualTo((int) (0.8 * SEEDS));
        }
    }

    @Test
    void aHeldOutDesignPointIsPredictedWithinTheCrossValidatedError() {
        double heldOutError = 0;
        double cvError = 0;
        int within = 0;
        for (int seed = 0; seed < SEEDS; seed++) {
            List<FactorPoint> design = DesignData.sample(DesignData.TRUTH, POINTS + 1, 1, NOISE_SD, 1000 + seed);
            FactorPoint held = design.get(POINTS);
            FactorFit fit = FactorFits.fit("p", Response.TIME, "measured", design.subList(0, POINTS), 20, seed);
            double predicted = FactorFits.dot(fit.coefficients(), FactorFits.row(fit.termList(), held));
            double error = Math.abs(predicted - held.values().get(0));
            heldOutError += error / SEEDS;
            cvError += fit.quality().cvMeanAbsError() / SEEDS;
            if (error <= 2.5 * fit.quality().cvMeanAbsError()) {
                within++;
            }
        }
        // The CV error estimates the error on an unseen point: on average the two agree, and a
        // held-out point is within 2.5 CV errors (about 3 sigma of a normal error) almost always.
        assertThat(heldOutError).isBetween(0.6 * cvError, 1.5 * cvError);
        assertThat(within).isGreaterThanOrEqualTo((int) (0.9 * SEEDS));
        assertThat(cvError).isBetween(0.5 * NOISE_SD, 2 * NOISE_SD);
    }

    @Test
    void theFitIsRobustToARunThatABusyMachineSlowedDown() {
        List<FactorPoint> design = new java.util.ArrayList<>(DesignData.sample(DesignData.TRUTH, POINTS, 1, NOISE_SD, 5));
        FactorPoint slow = design.get(3);
        design.set(3, new FactorPoint(slow.survival(), slow.refStoresPerKB(), slow.oldToYoung(), slow.computePerKB(),
                slow.threads(), slow.liveSetFraction(), List.of(slow.values().get(0) * 4)));
        FactorFit fit = FactorFits.fit("p", Response.TIME, "measured", design, 20, 5);
        assertThat(fit.effect(Term.REF_STORES).orElseThrow().coefficient().value()).isCloseTo(0.03, org.assertj.core.data.Offset.offset(0.015));
        assertThat(fit.effect(Term.SURVIVAL).orElseThrow().coefficient().value()).isCloseTo(6.0, org.assertj.core.data.Offset.offset(1.0));
    }

    @Test
    void aSurvivalOnlyPlatformHasNoMultiFactorFitItsSurvivalCurveIsTheModel() {
        Random random = new Random(1);
        List<PlatformMeasurements.Level> levels = new java.util.ArrayList<>();
        for (double s : new double[] {0, 0.2, 0.4, 0.6}) {
            levels.add(new PlatformMeasurements.Level(s, List.of(new PlatformMeasurements.Run(0, s,
                    Map.of(Response.TIME, 2 + 6 * s + 0.1 * random.nextGaussian()))), false));
        }
        FactorFits.Result result = FactorFits.fit(List.of(new PlatformMeasurements(Platform.named("a"), levels, null)), 20, 1);
        assertThat(result.fits()).isEmpty();
        assertThat(result.notes()).isEmpty();
    }

    @Test
    void tooFewDesignPointsAreReportedNotFitted() {
        List<FactorPoint> design = DesignData.sample(DesignData.TRUTH, 6, 1, NOISE_SD, 3);
        List<PlatformMeasurements.Level> levels = design.stream().map(p -> new PlatformMeasurements.Level(p.survival(),
                List.of(new PlatformMeasurements.Run(0, p.survival(), Map.of(Response.TIME, p.values().get(0)))), false,
                new io.tenure.model.DesignKnobs(p.refStoresPerKB(), p.oldToYoung(), p.computePerKB(), p.threads()))).toList();
        FactorFits.Result result = FactorFits.fit(List.of(new PlatformMeasurements(Platform.named("a"), levels, null)), 20, 1);
        assertThat(result.fits()).isEmpty();
        assertThat(result.notes()).singleElement().asString().contains("6 design points for 6 terms").contains("at least 8");
    }
    /** The live set as a cell's knob: the runs' measured fraction (median) where the targets vary, else the target. */
    @Test
    void theLiveSetIsTheMeasuredOneWhereTheDesignVariedItAndStaysOutWhereItDidNot() {
        List<FactorPoint> design = DesignData.sample(DesignData.TRUTH, POINTS, 1, NOISE_SD, 11);
        List<PlatformMeasurements.Level> varied = new java.util.ArrayList<>();
        List<PlatformMeasurements.Level> fixed = new java.util.ArrayList<>();
        for (FactorPoint p : design) {
            // the workload holds a little less than asked (its set fills as it runs): measured = 0.9 x target ± 0.002
            List<PlatformMeasurements.Run> runs = List.of(
                    new PlatformMeasurements.Run(0, p.survival(), Map.of(Response.TIME, p.values().get(0)), 0.9 * p.liveSetFraction()),
                    new PlatformMeasurements.Run(1, p.survival(), Map.of(Response.TIME, p.values().get(0)), 0.9 * p.liveSetFraction() + 0.002),
                    new PlatformMeasurements.Run(2, p.survival(), Map.of(Response.TIME, p.values().get(0)), 0.9 * p.liveSetFraction() - 0.002));
            varied.add(new PlatformMeasurements.Level(p.survival(), runs, false, new io.tenure.model.DesignKnobs(
                    p.refStoresPerKB(), p.oldToYoung(), p.computePerKB(), p.threads(), p.liveSetFraction())));
            fixed.add(new PlatformMeasurements.Level(p.survival(), runs, false, new io.tenure.model.DesignKnobs(
                    p.refStoresPerKB(), p.oldToYoung(), p.computePerKB(), p.threads(), 0.2)));
        }
        List<FactorPoint> points = FactorFits.points(varied, Response.TIME);
        for (int i = 0; i < POINTS; i++) {
            assertThat(points.get(i).liveSetFraction()).isCloseTo(0.9 * design.get(i).liveSetFraction(),
                    org.assertj.core.data.Offset.offset(1e-12));
        }
        FactorFit fit = FactorFits.fit("p", Response.TIME, "measured", points, 20, 1);
        assertThat(fit.termList()).contains(Term.LIVE_SET);
        assertThat(fit.range("live-set")).hasValueSatisfying(r -> assertThat(r.max()).isLessThanOrEqualTo(0.9 * 0.35 + 0.002));

        // one --live-set for every point: the measured fractions differ by noise alone, the knob did not vary
        List<FactorPoint> one = FactorFits.points(fixed, Response.TIME);
        assertThat(one).extracting(FactorPoint::liveSetFraction).containsOnly(0.2);
        FactorFit without = FactorFits.fit("p", Response.TIME, "measured", one, 20, 1);
        assertThat(without.termList()).doesNotContain(Term.LIVE_SET).contains(Term.SURVIVAL, Term.REF_STORES);
        // a design without the knob: no live set, no term, no live-set range (its model file reads as before)
        List<FactorPoint> none = design.stream().map(p -> new FactorPoint(p.survival(), p.refStoresPerKB(), p.oldToYoung(),
                p.computePerKB(), p.threads(), p.values())).toList();
        FactorFit old = FactorFits.fit("p", Response.TIME, "measured", none, 20, 1);
        assertThat(old.termList()).doesNotContain(Term.LIVE_SET);
        assertThat(old.range("live-set")).isEmpty();
    }

    @Test
    void pointsWithAndWithoutALiveSetAreNotFittedTogether() {
        List<FactorPoint> design = new java.util.ArrayList<>(DesignData.sample(DesignData.TRUTH, POINTS, 1, NOISE_SD, 12));
        FactorPoint p = design.get(0);
        design.set(0, new FactorPoint(p.survival(), p.refStoresPerKB(), p.oldToYoung(), p.computePerKB(), p.threads(),
                p.values()));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FactorFits.fit("p", Response.TIME, "measured", design, 20, 1))
                .hasMessageContaining("29 of 30 design points set a live set");
    }
}
