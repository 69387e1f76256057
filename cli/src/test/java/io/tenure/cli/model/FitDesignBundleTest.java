package io.tenure.cli.model;

import io.tenure.cli.CommandRun;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.factors.MultiFactorModel;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure fit} on a real design bundle (fixture {@code model/design-jdk17-parallel-g1-lhs8})
 * prints model v2's effects per platform after the survival curves, and saves them in the model
 * file, from which the v2 predictor is built in one call.
 */
class FitDesignBundleTest {
    private static final Path BUNDLE = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
            "model", "design-jdk17-parallel-g1-lhs8");

    @TempDir
    Path temp;

    @Test
    void fitPrintsEachPlatformsEffectsWithIntervalsAndSavesThem() throws IOException {
        Path model = temp.resolve("tenure-model.json");
        CommandRun fit = CommandRun.of("fit", BUNDLE.toString(), "--out", model.toString());
        assertThat(fit.exitCode()).as(fit.err()).isZero();
        String text = fit.out();
        assertThat(text).contains("Time per GB allocated (s/GB) vs survival s:")
                .contains("Multi-factor model: y = b0 + b_s*s + b_r*r + b_ry*r*y + b_c*c + b_t*(t-1), s/GB (Huber);");
        for (String platform : new String[] {"vm/openjdk-17/parallel/heap128m/young16m", "vm/openjdk-17/g1/heap128m/young16m"}) {
            for (String response : new String[] {"time", "cpu-time"}) {
                assertThat(text).containsPattern(platform.replace(".", "\\.") + " \\[" + response
                        + "\\]: 8 points, 8 runs, R²=\\S+, CV error \\S+ s/GB \\([0-9.]+ %\\)");
            }
        }
        assertThat(text).containsPattern("r \\(every reference store, with its barrier\\) [+-][0-9.]+ % per ref-store/KB"
                + " \\[[+-][0-9.]+, [+-][0-9.]+\\]");
        assertThat(MultiFactorModel.load(model).isEmpty()).isFalse();
    }
}
