package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.model.Gap;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The model on real, noisy runs (fixture {@code model/adhoc-jdk17-serial-parallel-g1}: Serial,
 * Parallel and G1 on JDK 17 at six survival levels, three forks each, on a loaded 2-core machine;
 * see its SOURCES.md).
 */
class RealRunsTest {
    private static final Path BUNDLE =
            Path.of(System.getProperty("tenure.fixtures"), "model", "adhoc-jdk17-serial-parallel-g1");

    @Test
    void measuredSurvivalFollowsTheTargetAndCostGrowsWithIt() throws IOException {
        Bundle bundle = BundleReader.read(BUNDLE);
        for (CellResult cell : bundle.results().cells()) {
            double[] measured = cell.runs().stream().mapToDouble(r -> r.gc().measuredSurvival()).sorted().toArray();
            assertThat(measured[measured.length / 2]).isCloseTo(cell.target().survival(), within(0.03));
        }
        SurvivalModel model = BundleObservations.of(List.of(bundle)).fit(200, 1);
        List<PlatformFit> time = model.fitsFor(Response.TIME);
        assertThat(time).extracting(f -> f.platform().collector()).containsExactly("G1", "Parallel", "Serial");
        for (PlatformFit fit : time) {
            assertThat(fit.survivalSource()).isEqualTo("measured");
            assertThat(fit.observations()).hasSize(18);
            // the study's premise: copying survivors makes the same work take longer
            assertThat(fit.valueAt(0.6)).isGreaterThan(2 * fit.valueAt(0));
            assertThat(fit.fit().quality().rSquared()).isGreaterThan(0.5);
        }
        assertThat(model.fitsFor(Response.GC_OVERHEAD)).hasSize(3);
        assertThat(model.fitsFor(Response.CPU_TIME)).isEmpty(); // not recorded in this bundle
    }

    @Test
    void gapsHaveIntervalsAndAreReproducible() throws IOException {
        SurvivalModel model = BundleObservations.of(List.of(BundleReader.read(BUNDLE))).fit(200, 1);
        List<Gap> gaps = new ModelAnalysis(model, Response.TIME, 200, 1).gaps(0.437);
        assertThat(gaps).hasSize(3);
        for (Gap gap : gaps) {
            assertThat(gap.ratio().value()).isGreaterThanOrEqualTo(1.0);
            assertThat(gap.ratio().ci95Low()).isLessThan(gap.ratio().ci95High());
        }
        assertThat(new ModelAnalysis(model, Response.TIME, 200, 1).gaps(0.437)).isEqualTo(gaps);
        assertThat(new ModelAnalysis(model, Response.TIME, 200, 2).gaps(0.437)).isNotEqualTo(gaps);
    }
}
