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

    /** G1-like with a thread term: 0.5 s/GB per allocating thread beyond the first (Parallel: none). */
    private static final double[] G1_T = {2.2, 4.0, 0.04, 0.02, 0.01, 0.5};
    private static final Platform P2 = new Platform("h/jdk17/parallel", "h", "", "17", "Parallel", 256, 32, 2);
    private static final Platform G2 = new Platform("h/jdk17/g1", "h", "", "17", "G1", 256, 32, 2);

    /** A design over 1-2 threads (DesignData's) on platforms of {@code cpus} CPUs, noise-free. */
    private static MultiFactorModel threadModel(Platform parallel, Platform g1) {
        return new MultiFactorModel(List.of(parallel, g1),
                List.of(fitWithThreads(parallel.key(), PARALLEL, 1), fitWithThreads(g1.key(), G1_T, 2)), 100, 42);
    }

    private static FactorFit fitWithThreads(String key, double[] truth, long seed) {
        List<FactorPoint> design = new ArrayList<>();
        for (FactorPoint x : DesignData.sample(truth, 24, 1, 0, seed)) {
            design.add(new FactorPoint(x.survival(), x.refStoresPerKB(), x.oldToYoung(), x.computePerKB(), x.threads(),
                    List.of(DesignData.truth(truth, x) + 0.01 * Math.sin(x.computePerKB()))));
        }
        FactorFit fit = FactorFits.fit(key, Response.TIME, "measured", design, 100, seed);
        assertThat(fit.termList()).contains(Term.EXTRA_THREADS);
        return fit;
    }

    private static ProgramFactors withThreadsPerCpu(Double perCpu) {
        return new ProgramFactors(0.3, null, null, 256.0, 0.10, null, null, perCpu, 32.0);
    }

    /** The formula with t allocating threads in the design's units. */
    private static double expectedWithThreads(double t) {
        return 1 + (0.2 + 0.03 * 32 + 0.02 * 32 * 0.25 + 0.5 * (t - 1)) / 4 + 0.10 * (0.5 - 1);
    }

    @Test
    void theProgramsAllocatingThreadsPerCpuBecomeTheDesignsThreadsOnItsCpus() {
        MultiFactorModel model = threadModel(P2, G2);
        // one allocating thread per CPU: two threads on the design's 2 CPUs; half a thread per CPU: one
        RatioForecast two = forecast(model.predict(withThreadsPerCpu(1.0), P2.key()), G2);
        RatioForecast one = forecast(model.predict(withThreadsPerCpu(0.5), P2.key()), G2);
        assertThat(two.wallRatio().value()).isCloseTo(expectedWithThreads(2), offset(0.01));
        assertThat(one.wallRatio().value()).isCloseTo(expectedWithThreads(1), offset(0.01));
        assertThat(two.notes()).anyMatch(n -> n.equals("allocating threads: 1.00 per CPU (JFR), 2.0 on the design's 2 CPUs"));
        assertThat(two.extrapolated()).isFalse();
        // fewer than one thread in the design's units contends no more than one: the design's least
        RatioForecast few = forecast(model.predict(withThreadsPerCpu(0.125), P2.key()), G2);
        assertThat(few.wallRatio().value()).isCloseTo(expectedWithThreads(1), offset(0.01));
        assertThat(few.extrapolated()).isFalse();
    }

    @Test
    void measuredThreadsNarrowTheIntervalThatUnknownThreadsWiden() {
        MultiFactorModel model = threadModel(P2, G2);
        RatioForecast known = forecast(model.predict(withThreadsPerCpu(0.75), P2.key()), G2);
        RatioForecast unknown = forecast(model.predict(withThreadsPerCpu(null), P2.key()), G2);
        assertThat(unknown.wallRatio().value()).isCloseTo(expectedWithThreads(1.5), offset(0.01));
        assertThat(unknown.wallRatio().ci95High() - unknown.wallRatio().ci95Low())
                .isGreaterThan(1.8 * (known.wallRatio().ci95High() - known.wallRatio().ci95Low()));
        assertThat(unknown.notes()).anyMatch(n -> n.startsWith("allocating threads unknown (give the run's JFR recording)"));
        // a model whose bundles did not record their CPUs cannot place a per-CPU figure: drawn, and said so
        RatioForecast noCpus = forecast(threadModel(P, G).predict(withThreadsPerCpu(0.75), P.key()), G);
        assertThat(noCpus.notes()).anyMatch(n -> n.startsWith("allocating threads unknown (the model does not say its CPUs)"));
    }

    @Test
    void moreAllocatingThreadsThanTheDesignRanIsFlaggedAsExtrapolation() {
        RatioForecast g1 = forecast(threadModel(P2, G2).predict(withThreadsPerCpu(2.0), P2.key()), G2);
        assertThat(g1.extrapolated()).isTrue();
        assertThat(g1.notes()).anyMatch(n -> n.startsWith("extrapolation: 4.0 allocating threads outside h/jdk17/g1's"));
        // a model whose design did not vary the threads prices none: nothing to extrapolate
        assertThat(forecast(model().predict(withThreadsPerCpu(2.0), P.key()), G).extrapolated()).isFalse();
    }

    /** A ZGC-like platform: the dearest barrier (0.08), the cheapest survivors. */
    private static final double[] ZGC_LIKE = {2.4, 2.0, 0.08, 0.0, 0.01, 0.0};
    private static final Platform Z = new Platform("h/jdk17/zgc", "h", "", "17", "ZGC", 256, null);
    private static final MultiFactorModel THREE = new MultiFactorModel(List.of(P, G, Z),
            List.of(fit(P.key(), PARALLEL, 1), fit(G.key(), G1, 2), fit(Z.key(), ZGC_LIKE, 4)), 100, 42);

    /** X/G1 by the formula for the program below (s 0.3, 4 s per GB, o 0.10, y at 0.25, one thread) at r stores per KB. */
    private static double overG1(double[] x, double r) {
        double mut = (x[0] - G1[0]) + (x[2] - G1[2]) * r + (x[3] - G1[3]) * r * 0.25;
        return 1 + mut / 4 + 0.10 * (x[1] / G1[1] - 1);
    }

    @Test
    void aMeasuredRatioUnderAnotherCollectorPinsTheStoreRateForTheRest() {
        ProgramFactors program = new ProgramFactors(0.3, null, null, 256.0, 0.10, null, null, null, null);
        // the program makes 32 stores per KB; compare measured it under Parallel and G1 (noise-free here)
        MeasuredRatios measured = new MeasuredRatios(java.util.Map.of(P.key(), overG1(PARALLEL, 32)), java.util.Map.of(),
                "compare bundle");
        assertThat(THREE.calibratedRefStores(program, G.key(), measured).orElseThrow()).isCloseTo(32, offset(0.5));

        RatioForecast calibrated = forecast(THREE.predict(program, G.key(), measured), Z);
        RatioForecast drawn = forecast(THREE.predict(program, G.key()), Z);
        assertThat(calibrated.wallRatio().value()).isCloseTo(overG1(ZGC_LIKE, 32), offset(0.01));
        // drawn over 0-64 the point is the range's middle (also 32 here); the calibration narrows the interval
        assertThat(calibrated.wallRatio().ci95High() - calibrated.wallRatio().ci95Low())
                .isLessThan((drawn.wallRatio().ci95High() - drawn.wallRatio().ci95Low()) / 3);
        assertThat(calibrated.notes()).anyMatch(n -> n.startsWith("reference-store rate calibrated on the program's measured"
                + " h/jdk17/parallel (compare bundle): 32.")).noneMatch(n -> n.startsWith("reference-store rate unknown"));
        assertThat(forecast(THREE.predict(program, G.key(), measured), P).notes())
                .anyMatch(n -> n.startsWith("measured: 0.770"));

        // a program with few stores: the calibration finds that too, and ZGC's forecast falls with it
        MeasuredRatios few = new MeasuredRatios(java.util.Map.of(P.key(), overG1(PARALLEL, 4)), java.util.Map.of(), "b");
        assertThat(THREE.calibratedRefStores(program, G.key(), few).orElseThrow()).isCloseTo(4, offset(0.5));
        assertThat(forecast(THREE.predict(program, G.key(), few), Z).wallRatio().value())
                .isCloseTo(overG1(ZGC_LIKE, 4), offset(0.01));
    }

    @Test
    void aMeasuredRatioBeyondAnyRateEndsAtTheRangeAndSaysSo() {
        ProgramFactors program = new ProgramFactors(0.3, null, null, 256.0, 0.10, null, null, null, null);
        // Parallel measured slower than G1 at any store rate the design covers: r = 0 fits best
        MeasuredRatios beyond = new MeasuredRatios(java.util.Map.of(P.key(), 1.5), java.util.Map.of(), "b");
        assertThat(THREE.calibratedRefStores(program, G.key(), beyond).orElseThrow()).isCloseTo(0, offset(1e-6));
        assertThat(forecast(THREE.predict(program, G.key(), beyond), Z).notes())
                .anyMatch(n -> n.contains("an end of the design's range 0-64"));
        // a known rate is kept; the measured ratios are not used
        ProgramFactors known = new ProgramFactors(0.3, null, null, 256.0, 0.10, null, null, null, 32.0);
        assertThat(THREE.calibratedRefStores(known, G.key(), beyond)).isEmpty();
        assertThat(forecast(THREE.predict(known, G.key(), beyond), Z).wallRatio().value())
                .isEqualTo(forecast(THREE.predict(known, G.key()), Z).wallRatio().value());
    }
}
