package io.tenure.model.factors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import io.tenure.model.Platform;
import io.tenure.model.ProgramFactors;
import io.tenure.model.RatioForecast;
import io.tenure.model.Response;
import io.tenure.model.UnknownPlatformException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The v2 predictor on platforms whose surfaces are known exactly (noise-free designs), so every
 * forecast can be checked by hand against the formula in {@link MultiFactorModel}'s javadoc.
 */
class MultiFactorModelTest {
    /** A Parallel-like platform: cheap barrier (0.01 s/GB per store/KB), expensive copying. */
    private static final double[] PARALLEL = {2.0, 8.0, 0.01, 0.0, 0.01, 0.0};
    /** A G1-like platform: dearer barrier (0.04), dearer old-to-young stores, cheaper copying. */
    private static final double[] G1 = {2.2, 4.0, 0.04, 0.02, 0.01, 0.0};
    private static final Platform P = new Platform("h/jdk17/parallel", "h", "", "17", "Parallel", 256, 32);
    private static final Platform G = new Platform("h/jdk17/g1", "h", "", "17", "G1", 256, 32);
    private static final Platform E = new Platform("h/jdk17/epsilon", "h", "", "17", "Epsilon", 256, null);

    private static final MultiFactorModel MODEL = build();

    private static MultiFactorModel model() {
        return MODEL;
    }

    private static MultiFactorModel build() {
        List<FactorFit> fits = new ArrayList<>();
        fits.add(fit(P.key(), PARALLEL, 1));
        fits.add(fit(G.key(), G1, 2));
        fits.add(fit(E.key(), PARALLEL, 3));
        return new MultiFactorModel(List.of(P, G, E), fits, 100, 42);
    }

    private static FactorFit fit(String key, double[] truth, long seed) {
        List<FactorPoint> design = new ArrayList<>();
        for (FactorPoint x : DesignData.sample(truth, 24, 1, 0, seed)) {
            design.add(new FactorPoint(x.survival(), x.refStoresPerKB(), x.oldToYoung(), x.computePerKB(), 1,
                    List.of(DesignData.truth(truth, x) + 0.01 * Math.sin(x.computePerKB()))));
        }
        return FactorFits.fit(key, Response.TIME, "measured", design, 100, seed);
    }

    private static RatioForecast forecast(List<RatioForecast> all, Platform platform) {
        return all.stream().filter(f -> f.platform().equals(platform)).findFirst().orElseThrow();
    }

    @Test
    void aProgramWithKnownFactorsGetsTheFormulasRatioWithANarrowInterval() {
        // s = 0.3, 256 MB/s (4 s per GB), 10 % of its time in GC on Parallel, 32 stores per KB, y unknown (0-0.5)
        ProgramFactors program = new ProgramFactors(0.3, null, null, 256.0, 0.10, null, null, null, 32.0);
        RatioForecast g1 = forecast(model().predict(program, P.key()), G);
        // 1 + Δmut/T + o (gc_G/gc_P − 1) with Δmut = 0.2 + 0.03·32 + 0.02·32·0.25 and gc ratio 4/8
        double expected = 1 + (0.2 + 0.03 * 32 + 0.02 * 32 * 0.25) / 4 + 0.10 * (0.5 - 1);
        assertThat(g1.wallRatio().value()).isCloseTo(expected, offset(0.01));
        assertThat(g1.wallRatio().ci95Low()).isLessThan(expected).isGreaterThan(expected - 0.1);
        assertThat(g1.wallRatio().ci95High()).isGreaterThan(expected).isLessThan(expected + 0.1);
        assertThat(g1.extrapolated()).isFalse();
    }

    @Test
    void aProgramAllocatingFasterThanAnyDesignPointIsFlagged() {
        ProgramFactors program = new ProgramFactors(0.3, null, null, 1024.0, 0.10, null, null, null, 32.0);
        RatioForecast g1 = forecast(model().predict(program, P.key()), G);
        assertThat(g1.extrapolated()).isTrue();
        assertThat(g1.notes()).anyMatch(n -> n.contains("allocates faster (1.00 s/GB) than any design point"));
    }

    @Test
    void anUnknownStoreRateWidensTheIntervalAndSaysWhy() {
        ProgramFactors known = new ProgramFactors(0.3, null, null, 256.0, 0.10, null, null, null, 32.0);
        ProgramFactors unknown = new ProgramFactors(0.3, null, null, 256.0, 0.10, null, null, null, null);
        RatioForecast a = forecast(model().predict(known, P.key()), G);
        RatioForecast b = forecast(model().predict(unknown, P.key()), G);
        assertThat(b.wallRatio().ci95High() - b.wallRatio().ci95Low())
                .isGreaterThan(3 * (a.wallRatio().ci95High() - a.wallRatio().ci95Low()));
        assertThat(b.notes()).anyMatch(n -> n.contains("reference-store rate unknown") && n.contains("0-64 per KB"));
    }

    @Test
    void aProgramThatComputesMoreBetweenAllocationsMovesLessBetweenCollectors() {
        ProgramFactors busy = new ProgramFactors(0.3, null, null, 1024.0, 0.10, null, null, null, 32.0);
        ProgramFactors idle = new ProgramFactors(0.3, null, null, 102.4, 0.10, null, null, null, 32.0);
        double fast = forecast(model().predict(busy, P.key()), G).wallRatio().value();
        double slow = forecast(model().predict(idle, P.key()), G).wallRatio().value();
        assertThat(Math.abs(slow - 1)).isLessThan(Math.abs(fast - 1) / 3);
    }

    @Test
    void theObservedPlatformIsOneEpsilonIsLeftOutAndAnUnknownKeyIsRefused() {
        List<RatioForecast> all = model().predict(ProgramFactors.ofSurvival(0.3), P.key());
        assertThat(all).extracting(RatioForecast::platform).containsExactlyInAnyOrder(P, G);
        assertThat(forecast(all, P).wallRatio().value()).isEqualTo(1.0);
        assertThat(forecast(all, P).wallRatio().ci95Low()).isNull();
        assertThatThrownBy(() -> model().predict(ProgramFactors.ofSurvival(0.3), "h/jdk17/zgc"))
                .isInstanceOf(UnknownPlatformException.class).hasMessageContaining("h/jdk17/parallel");
    }

    @Test
    void survivalOutsideTheDesignIsFlaggedAsExtrapolation() {
        RatioForecast g1 = forecast(model().predict(ProgramFactors.ofSurvival(0.9), P.key()), G);
        assertThat(g1.extrapolated()).isTrue();
        assertThat(g1.notes()).anyMatch(n -> n.startsWith("extrapolation: survival 0.900"));
    }
    /** Parallel-like with the live set: full collections compact it, 20 s/GB per unit of live set over heap. */
    private static final double[] PARALLEL_L = {2.0, 8.0, 0.01, 0.0, 0.01, 0.0, 20.0};
    /** G1-like with the live set: concurrent marking, 2 s/GB per unit. */
    private static final double[] G1_L = {2.2, 4.0, 0.04, 0.02, 0.01, 0.0, 2.0};
    /** The programs' share of time in GC on Parallel; they allocate 128 MB/s (8 s per GB, slower than any design point). */
    private static final double GC_SHARE = 0.4;
    private static final MultiFactorModel LIVE_SET_MODEL = new MultiFactorModel(List.of(P, G),
            List.of(fitWithLiveSet(P.key(), PARALLEL_L, 1), fitWithLiveSet(G.key(), G1_L, 2)), 100, 42);

    /** A design over the live set too (0.05-0.35 of the heap, DesignData's), noise-free. */
    private static FactorFit fitWithLiveSet(String key, double[] truth, long seed) {
        List<FactorPoint> design = new ArrayList<>();
        for (FactorPoint x : DesignData.sample(truth, 24, 1, 0, seed)) {
            design.add(new FactorPoint(x.survival(), x.refStoresPerKB(), x.oldToYoung(), x.computePerKB(), 1,
                    x.liveSetFraction(), List.of(DesignData.truth(truth, x) + 0.01 * Math.sin(x.computePerKB()))));
        }
        FactorFit fit = FactorFits.fit(key, Response.TIME, "measured", design, 100, seed);
        assertThat(fit.termList()).contains(Term.LIVE_SET);
        return fit;
    }

    /** The live set moves the GC part with survival: gc_X = b_s·s + b_l·l. */
    private static double expectedWithLiveSet(double l) {
        double gcRatio = (4.0 * 0.3 + 2.0 * l) / (8.0 * 0.3 + 20.0 * l);
        return 1 + (0.2 + 0.03 * 32 + 0.02 * 32 * 0.25) / 8 + GC_SHARE * (gcRatio - 1);
    }

    @Test
    void theProgramsLiveSetEntersTheGcPartOfTheRatio() {
        ProgramFactors small = new ProgramFactors(0.3, null, null, 128.0, GC_SHARE, null, 0.1, null, 32.0);
        ProgramFactors large = new ProgramFactors(0.3, null, null, 128.0, GC_SHARE, null, 0.3, null, 32.0);
        RatioForecast a = forecast(LIVE_SET_MODEL.predict(small, P.key()), G);
        RatioForecast b = forecast(LIVE_SET_MODEL.predict(large, P.key()), G);
        assertThat(a.wallRatio().value()).isCloseTo(expectedWithLiveSet(0.1), offset(0.01));
        assertThat(b.wallRatio().value()).isCloseTo(expectedWithLiveSet(0.3), offset(0.01));
        // a larger live set costs Parallel's compaction more than G1's marking: G1 gains on Parallel
        assertThat(b.wallRatio().value()).isLessThan(a.wallRatio().value() - 0.005);
        assertThat(a.extrapolated()).isFalse();
        assertThat(a.notes()).noneMatch(n -> n.contains("live set"));
    }

    @Test
    void anUnknownLiveSetIsTheDesignsMidpointWithAWiderIntervalAndSaysWhy() {
        ProgramFactors known = new ProgramFactors(0.3, null, null, 128.0, GC_SHARE, null, 0.2, null, 32.0);
        ProgramFactors unknown = new ProgramFactors(0.3, null, null, 128.0, GC_SHARE, null, null, null, 32.0);
        RatioForecast a = forecast(LIVE_SET_MODEL.predict(known, P.key()), G);
        RatioForecast b = forecast(LIVE_SET_MODEL.predict(unknown, P.key()), G);
        KnobRange range = fitWithLiveSet(P.key(), PARALLEL_L, 1).range("live-set").orElseThrow();
        assertThat(b.wallRatio().value()).isCloseTo(expectedWithLiveSet((range.min() + range.max()) / 2), offset(0.01));
        assertThat(b.wallRatio().ci95High() - b.wallRatio().ci95Low())
                .isGreaterThan(1.3 * (a.wallRatio().ci95High() - a.wallRatio().ci95Low()));
        assertThat(b.notes()).anyMatch(n -> n.startsWith("live set over the heap unknown") && n.contains("(the design's)"));
        // the model without the term (a design that did not vary the live set) has nothing to widen
        assertThat(forecast(model().predict(unknown, P.key()), G).notes()).noneMatch(n -> n.contains("live set"));
    }

    @Test
    void aLiveSetOutsideTheDesignIsFlaggedAsExtrapolation() {
        ProgramFactors program = new ProgramFactors(0.3, null, null, 128.0, GC_SHARE, null, 0.6, null, 32.0);
        RatioForecast g1 = forecast(LIVE_SET_MODEL.predict(program, P.key()), G);
        assertThat(g1.extrapolated()).isTrue();
        assertThat(g1.notes()).anyMatch(n -> n.startsWith("extrapolation: live set 0.600 of the heap outside"));
        // the same program on a model without the live-set term is not extrapolated for it
        assertThat(forecast(model().predict(program, P.key()), G).extrapolated()).isFalse();
    }
}
