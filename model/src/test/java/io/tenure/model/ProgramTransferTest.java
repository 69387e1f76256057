package io.tenure.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.tenure.model.fit.ModelKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The transfer formulas on exact data. Platform A: t = 2 + 8·s s/GB with 10 % GC overhead, so
 * its mutator takes 1.8 s/GB and its GC cost is c_A(s) = 0.2 + 8·s; platform B: t = 3 + 2·s with
 * no pauses, c_B(s) = 2·s. At s = 0.5 the benchmark gap A/B is 6/4 = 1.5, but a program that
 * spends 5 % of its time in GC on A gains little from moving to B.
 */
class ProgramTransferTest {
    private static final double[] LEVELS = {0, 0.25, 0.5, 0.75};

    private static List<Observation> exact(DoubleUnaryOperator f) {
        List<Observation> list = new ArrayList<>();
        for (double s : LEVELS) {
            list.add(new Observation(s, f.applyAsDouble(s), 0));
            list.add(new Observation(s, f.applyAsDouble(s), 1));
        }
        return list;
    }

    private static SurvivalModel model() {
        Platform a = Platform.named("A");
        Platform b = Platform.named("B");
        return new SurvivalModel(List.of(
                PlatformFit.fit(a, Response.TIME, "measured", exact(s -> 2 + 8 * s), ModelKind.LINEAR),
                PlatformFit.fit(a, Response.GC_OVERHEAD, "measured", exact(s -> 10), ModelKind.LINEAR),
                PlatformFit.fit(b, Response.TIME, "measured", exact(s -> 3 + 2 * s), ModelKind.LINEAR),
                PlatformFit.fit(b, Response.GC_OVERHEAD, "measured", exact(s -> 0), ModelKind.LINEAR)),
                List.of(), List.of(), 20, 1);
    }

    @Test
    void calibratedOnTheObservedPlatformOnlyTheGcShareScales() {
        ProgramForecast forecast = new ProgramTransfer(model(), 20, 1).predict(new ProgramProfile(0.5, 10.0, 5, "A"));
        assertThat(forecast.mode()).isEqualTo("calibrated");
        assertThat(forecast.baselineKey()).isEqualTo("A");
        ProgramForecast.ProgramPrediction first = forecast.predictions().get(0);
        assertThat(first.platform().key()).isEqualTo("B");
        // (1 − 0.05) + 0.05 · c_B / c_A = 0.95 + 0.05 · 1.0 / 4.2
        assertThat(first.relativeTime().value()).isCloseTo(0.95 + 0.05 / 4.2, within(1e-12));
        assertThat(first.relativeTime().ci95Low()).isCloseTo(0.95 + 0.05 / 4.2, within(1e-12));
        assertThat(first.gcCostSecondsPerGB().value()).isCloseTo(1.0, within(1e-12));
        assertThat(forecast.predictions().get(1).relativeTime().value()).isEqualTo(1.0);
        // 10 MB/s = 1/102.4 GB/s; benchmark GC time on A = 4.2/102.4 s per second of mutator 0.95 s
        double gc = 4.2 / 102.4;
        assertThat(forecast.benchmarkOverheadPercent()).isCloseTo(100 * gc / (0.95 + gc), within(1e-9));
    }

    @Test
    void withoutTheObservedPlatformTheAllocationVolumeDecides() {
        ProgramForecast forecast = new ProgramTransfer(model(), 20, 1).predict(new ProgramProfile(0.5, 10.0, 5, null));
        assertThat(forecast.mode()).isEqualTo("absolute");
        assertThat(forecast.baselineKey()).isEqualTo("B");
        double volume = 10 / 1024.0;
        assertThat(forecast.predictions().get(1).relativeTime().value())
                .isCloseTo((0.95 + volume * 4.2) / (0.95 + volume * 1.0), within(1e-12));
        assertThat(forecast.benchmarkOverheadPercent()).isNull();
    }

    /**
     * The demo's case: ZGC, with no pauses to speak of, slower than G1 at every survival. Its extra
     * time at s = 0 was taken as its mutator's and dropped, so it came out faster than G1 for a
     * program observed on G1 (0.83× for the benchmark's own G1 log, where the runs measured 1.76×).
     * A collector that does its work in pauses keeps its own mutator; a concurrent collector with no
     * such collector of its JVM in the model has none to borrow and is left out.
     */
    @Test
    void aConcurrentCollectorsCostIsMeasuredFromItsJvmsStopTheWorldMutator() {
        Platform g1 = new Platform("jdk/g1", "", "", "jdk", "G1", 192, 16);
        Platform parallel = new Platform("jdk/parallel", "", "", "jdk", "Parallel", 192, 16);
        Platform zgc = new Platform("jdk/zgc", "", "", "jdk", "ZGC", 192, null);
        Platform other = new Platform("other/shenandoah", "", "", "other", "Shenandoah (generational)", 192, null);
        SurvivalModel model = modelOf(List.of(
                timeAndPauses(g1, s -> 0.4 + 0.6 * s, 25),
                timeAndPauses(parallel, s -> 0.5 + 0.4 * s, 20),
                timeAndPauses(zgc, s -> 1.0 + 0.5 * s, 1),
                timeAndPauses(other, s -> 1.0 + 0.5 * s, 1)));
        // the program is the benchmark on G1 at s = 0.5: GC is (0.7 − 0.3) / 0.7 of its time
        ProgramForecast forecast = new ProgramTransfer(model, 20, 1).predict(new ProgramProfile(0.5, null, 100 * 0.4 / 0.7, "jdk/g1"));
        // m_jdk = min(0.4 · 0.75, 0.5 · 0.8) = 0.3; c_G1 = 0.7 − 0.3 = 0.4; c_ZGC = 1.25 − 0.3 = 0.95: the runs' 1.25 / 0.7
        assertThat(prediction(forecast, "jdk/zgc").gcCostSecondsPerGB().value()).isCloseTo(0.95, within(1e-12));
        assertThat(prediction(forecast, "jdk/zgc").relativeTime().value()).isCloseTo(1.25 / 0.7, within(1e-12));
        // Parallel's pauses are its cost: c = 0.7 − 0.5 · 0.8, as before
        assertThat(prediction(forecast, "jdk/parallel").gcCostSecondsPerGB().value()).isCloseTo(0.3, within(1e-12));
        // no stop-the-world collector of "other": no mutator to measure its cost against, so it is left out
        assertThat(forecast.predictions()).extracting(p -> p.platform().key()).doesNotContain("other/shenandoah");
        ProgramTransfer transfer = new ProgramTransfer(model, 20, 1);
        assertThat(transfer.unpriced(other)).startsWith("no collector of its JVM that works in pauses (Serial, Parallel,"
                + " G1) is in the model on its host, heap and workload, so its concurrent GC work cannot be told from its"
                + " mutator time and its GC cost has no basis");
        assertThat(transfer.unpriced(zgc)).isNull();
        assertThat(transfer.unpriced(g1)).isNull();
    }

    /**
     * {@code demo --gc zgc,shenandoah}: with no stop-the-world collector to borrow a mutator from,
     * each concurrent collector's own s=0 time was its mutator, its cost was cut to 0 in every
     * replicate, and the prediction came with a zero-width interval (Shenandoah at 0.48× ZGC where
     * the runs measured 1.62×). Observed on such a platform nothing has a basis: refused, saying
     * what to add; observed elsewhere, such a platform is left out.
     */
    @Test
    void aModelOfConcurrentCollectorsAloneHasNoBasisAndSaysWhatToAdd() {
        Platform zgc = new Platform("vm/openjdk-17/zgc/heap192m/young-default", "vm", "", "jdk17", "ZGC", 192, null);
        Platform shenandoah = new Platform("vm/openjdk-17/shenandoah/heap192m/young-default", "vm", "", "jdk17",
                "Shenandoah", 192, null);
        SurvivalModel model = modelOf(List.of(
                timeAndPauses(zgc, s -> 1.0 + 0.5 * s, 1),
                timeAndPauses(shenandoah, s -> 1.5 + 0.9 * s, 1)));
        ProgramTransfer transfer = new ProgramTransfer(model, 20, 1);
        assertThatThrownBy(() -> transfer.predict(new ProgramProfile(0.437, 100.0, 10, zgc.key())))
                .isInstanceOf(ModelInputException.class)
                .hasMessage("cannot predict from vm/openjdk-17/zgc/heap192m/young-default: no collector of its JVM that"
                        + " works in pauses (Serial, Parallel, G1) is in the model on its host, heap and workload, so its"
                        + " concurrent GC work cannot be told from its mutator time and its GC cost has no basis"
                        + " (docs/MODEL.md, \"borrow their JVM's mutator\"); make a model with one of the same JVM, e.g."
                        + " ./tenure demo --gc g1,zgc, or measure the program with tenure compare");
        assertThatThrownBy(() -> transfer.predict(new ProgramProfile(0.437, 100.0, 10, null)))
                .isInstanceOf(ModelInputException.class).hasMessageStartingWith("cannot predict the program: no collector");
        SurvivalTransferPredictor predictor = new SurvivalTransferPredictor(model, 20, 1);
        assertThat(predictor.whyNotPredicted(shenandoah.key())).contains("./tenure demo --gc g1,shenandoah");

        // with G1 of the same JVM beside them, both are priced, with intervals of their own
        Platform g1 = new Platform("vm/openjdk-17/g1/heap192m/young16m", "vm", "", "jdk17", "G1", 192, 16);
        SurvivalModel withG1 = modelOf(List.of(
                timeAndPauses(g1, s -> 0.4 + 0.6 * s, 25),
                timeAndPauses(zgc, s -> 1.0 + 0.5 * s, 1),
                timeAndPauses(shenandoah, s -> 1.5 + 0.9 * s, 1)));
        ProgramForecast forecast = new ProgramTransfer(withG1, 20, 1).predict(new ProgramProfile(0.437, 100.0, 10, zgc.key()));
        assertThat(prediction(forecast, shenandoah.key()).relativeTime().value()).isGreaterThan(1);
        assertThat(new SurvivalTransferPredictor(withG1, 20, 1).whyNotPredicted(shenandoah.key())).isNull();
    }

    /**
     * A model of two hosts' bundles of one JDK (tenure fit takes any number), or of a workload
     * sweep: ZGC took the least stop-the-world mutator of its JVM wherever it was measured, another
     * host's faster hardware or the plain workload's for a workload with reference stores, and
     * counted the difference as its GC cost.
     */
    @Test
    void aConcurrentCollectorBorrowsTheMutatorOfItsOwnHostHeapAndWorkloadOnly() {
        String jvm = "OpenJDK 64-Bit Server VM 17.0.21";
        Platform fastG1 = new Platform("fast/openjdk-17/g1/heap192m/young16m", "fast", "", jvm, "G1", 192, 16, 2);
        Platform slowG1 = new Platform("slow/openjdk-17/g1/heap192m/young16m", "slow", "", jvm, "G1", 192, 16, 2);
        Platform slowZgc = new Platform("slow/openjdk-17/zgc/heap192m/young-default", "slow", "", jvm, "ZGC", 192, null, 2);
        Platform storesG1 = new Platform("slow/openjdk-17/g1/heap192m/young16m#r64", "slow", "", jvm, "G1", 192, 16, 2);
        Platform storesZgc = new Platform("slow/openjdk-17/zgc/heap192m/young-default#r64", "slow", "", jvm, "ZGC", 192,
                null, 2);
        Platform bigZgc = new Platform("slow/openjdk-17/zgc/heap1024m/young-default", "slow", "", jvm, "ZGC", 1024, null, 2);
        SurvivalModel model = modelOf(List.of(
                timeAndPauses(fastG1, s -> 0.2 + 0.6 * s, 0),
                timeAndPauses(slowG1, s -> 0.4 + 0.6 * s, 0),
                timeAndPauses(slowZgc, s -> 0.8 + 0.5 * s, 0),
                timeAndPauses(storesG1, s -> 0.6 + 0.6 * s, 0),
                timeAndPauses(storesZgc, s -> 1.0 + 0.5 * s, 0),
                timeAndPauses(bigZgc, s -> 0.5 + 0.1 * s, 0)));
        ProgramForecast forecast = new ProgramTransfer(model, 20, 1).predict(
                new ProgramProfile(0.5, null, 10, slowG1.key()));
        // slow's G1 mutator, 0.4, not fast's 0.2: c = 1.05 − 0.4
        assertThat(prediction(forecast, slowZgc.key()).gcCostSecondsPerGB().value()).isCloseTo(0.65, within(1e-12));
        // the reference stores' G1 mutator, 0.6, not the plain workload's 0.4: c = 1.25 − 0.6
        assertThat(prediction(forecast, storesZgc.key()).gcCostSecondsPerGB().value()).isCloseTo(0.65, within(1e-12));
        // no stop-the-world collector at 1 GB: no mutator to borrow, left out
        assertThat(forecast.predictions()).extracting(p -> p.platform().key()).doesNotContain(bigZgc.key());
        ProgramTransfer transfer = new ProgramTransfer(model, 20, 1);
        assertThat(transfer.unpriced(bigZgc)).isNotNull();
        assertThat(transfer.unpriced(slowZgc)).isNull();
    }

    /** A platform's fitted time per GB and its pause share, exact at every level. */
    private static List<PlatformFit> timeAndPauses(Platform platform, DoubleUnaryOperator time, double pausePercent) {
        return List.of(PlatformFit.fit(platform, Response.TIME, "measured", exact(time), ModelKind.LINEAR),
                PlatformFit.fit(platform, Response.GC_OVERHEAD, "measured", exact(s -> pausePercent), ModelKind.LINEAR));
    }

    private static SurvivalModel modelOf(List<List<PlatformFit>> platforms) {
        return new SurvivalModel(platforms.stream().flatMap(List::stream).toList(), List.of(), List.of(), 20, 1);
    }

    private static ProgramForecast.ProgramPrediction prediction(ProgramForecast forecast, String key) {
        return forecast.predictions().stream().filter(p -> p.platform().key().equals(key)).findFirst().orElseThrow();
    }

    @Test
    void withNeitherPlatformNorAllocationRateThereIsNothingToScale() {
        assertThatThrownBy(() -> new ProgramTransfer(model(), 20, 1).predict(new ProgramProfile(0.5, null, 5, null)))
                .isInstanceOf(ModelInputException.class)
                .hasMessage("cannot predict the program: its platform is not in the model and its allocation rate is unknown");
        assertThatThrownBy(() -> new ProgramTransfer(model(), 20, 1).predict(new ProgramProfile(0.5, 1.0, 5, "C")))
                .hasMessage("no platform with key 'C' in the model");
        assertThatThrownBy(() -> new ProgramProfile(0.5, 1.0, Double.NaN, null)).hasMessageContaining("GC overhead");
    }

    @Test
    void aGapWithANonPositiveDenominatorIsExplainedNotNaN() {
        SurvivalModel model = new SurvivalModel(List.of(
                PlatformFit.fit(Platform.named("up"), Response.TIME, "measured", exact(s -> 1 + s), ModelKind.LINEAR),
                PlatformFit.fit(Platform.named("down"), Response.TIME, "measured", exact(s -> 1 - 2 * s), ModelKind.LINEAR)),
                List.of(), List.of(), 10, 1);
        Gap gap = new ModelAnalysis(model, Response.TIME, 10, 1).gaps(0.75).get(0);
        assertThat(gap.ratio()).isNull();
        assertThat(gap.note()).isEqualTo("no ratio: down's fitted time at s=0.750 is -0.5000, not positive");
    }
}
