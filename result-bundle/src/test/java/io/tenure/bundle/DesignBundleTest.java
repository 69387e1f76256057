package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.ProgramFactors;
import io.tenure.model.RatioForecast;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.factors.FactorFit;
import io.tenure.model.factors.FactorFits;
import io.tenure.model.factors.MultiFactorModel;
import io.tenure.model.factors.Term;
import io.tenure.model.io.ModelFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Model v2 on a real design bundle (fixture {@code model/design-jdk17-parallel-g1-lhs8}: Parallel
 * and G1 on JDK 17, {@code tenure bench --design lhs:8} over survival, reference stores and
 * compute, one fork each at 64 MB of work on a loaded 2-core machine; see SOURCES.md). The runs
 * are short and noisy, so this checks what the fit must do with any such bundle, not its values.
 */
class DesignBundleTest {
    private static final Path BUNDLE =
            Path.of(System.getProperty("tenure.fixtures"), "model", "design-jdk17-parallel-g1-lhs8");

    @TempDir
    Path temp;

    @Test
    void theDesignIsRecordedAndEveryPlatformGetsAMultiFactorFitOfTheKnobsItVaried() throws IOException {
        Bundle bundle = BundleReader.read(BUNDLE);
        BenchResults.Design design = bundle.results().settings().design();
        assertThat(design.method()).isEqualTo("lhs");
        assertThat(design.points()).isEqualTo(8);
        assertThat(design.ranges()).extracting(BenchResults.KnobRange::knob).containsExactly("survival", "ref-stores", "compute");

        BundleObservations observations = BundleObservations.of(List.of(bundle));
        FactorFits.Result result = observations.fitFactors(200, 42);
        assertThat(result.notes()).isEmpty();
        assertThat(result.fits()).extracting(FactorFit::response).containsExactlyInAnyOrder("time", "cpu-time", "time",
                "cpu-time");
        for (FactorFit fit : result.fits()) {
            assertThat(fit.termList()).containsExactly(Term.INTERCEPT, Term.SURVIVAL, Term.REF_STORES, Term.COMPUTE);
            assertThat(fit.quality().points()).isEqualTo(8);
            assertThat(fit.quality().cvMeanAbsError()).isNotNull().isPositive();
            assertThat(fit.terms()).allSatisfy(t -> assertThat(t.coefficient().ci95Low()).isNotNull());
            double[] values = fit.points().stream().flatMap(p -> p.values().stream()).mapToDouble(Double::doubleValue)
                    .sorted().toArray();
            assertThat(fit.centreValue().value()).isBetween(values[0], values[values.length - 1]);
            assertThat(fit.range("ref-stores").orElseThrow().max()).isLessThanOrEqualTo(64);
        }
        // same points, replicates and seed: the same intervals
        assertThat(observations.fitFactors(200, 42)).isEqualTo(result);

        // the survival curves are still fitted, as for any bundle (Fig. 5 of report)
        SurvivalModel model = observations.fit(200, 42);
        assertThat(model.fitsFor(Response.TIME)).hasSize(2);

        Path file = temp.resolve("tenure-model.json");
        ModelFile.save(model, result.fits(), file);
        MultiFactorModel predictor = MultiFactorModel.load(file);
        String parallel = result.fits().stream().map(FactorFit::platform).filter(k -> k.contains("/parallel/")).findFirst()
                .orElseThrow();
        List<RatioForecast> forecasts = predictor.predict(
                new ProgramFactors(0.2, 0.1, 0.3, 100.0, 0.05, null, null, null, null), parallel);
        assertThat(forecasts).hasSize(2);
        RatioForecast g1 = forecasts.stream().filter(f -> f.platform().collector().equals("G1")).findFirst().orElseThrow();
        assertThat(g1.wallRatio().ci95Low()).isLessThanOrEqualTo(g1.wallRatio().value());
        assertThat(g1.wallRatio().ci95High()).isGreaterThanOrEqualTo(g1.wallRatio().value());
        assertThat(g1.cpuRatio()).isNotNull();
        assertThat(g1.notes()).anyMatch(n -> n.contains("reference-store rate unknown"));
    }
}
