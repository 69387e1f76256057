package io.tenure.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.model.ModelAnalysis;
import io.tenure.model.ModelInputException;
import io.tenure.model.Observation;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import io.tenure.model.fit.ModelKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelFileTest {
    @TempDir
    Path temp;

    private static List<Observation> data(double a, double b, long seed) {
        Random random = new Random(seed);
        List<Observation> list = new ArrayList<>();
        for (double s : new double[] {0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8}) {
            for (int r = 0; r < 3; r++) {
                list.add(new Observation(s, a + b * s * s + 0.1 * random.nextGaussian(), r));
            }
        }
        return list;
    }

    @Test
    void roundTripKeepsFitsQualityObservationsAndBootstrapIntervals() throws IOException {
        Platform a = new Platform("h/jdk17/G1", "h", "Linux 6.1", "jdk17", "G1", 512, null, 2);
        Platform b = Platform.named("h/jdk17/Serial");
        SurvivalModel model = new SurvivalModel(List.of(
                PlatformFit.fit(a, Response.TIME, "measured", data(2, 5, 1)),
                PlatformFit.fit(b, Response.TIME, "measured", data(1, 9, 2)),
                PlatformFit.fit(b, Response.GC_OVERHEAD, "measured", data(1, 9, 3), ModelKind.MONOTONE_SPLINE)),
                List.of(new UnfittedPlatform(Platform.named("h/jdk17/ZGC"), null, "no cell succeeded")),
                List.of("a note"), 50, 7);
        Path file = temp.resolve("sub/model.json");
        ModelFile.save(model, file);
        SurvivalModel loaded = ModelFile.load(file);

        assertThat(loaded.fits()).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(loaded.fits().get(i).fit().curve()).isEqualTo(model.fits().get(i).fit().curve());
            assertThat(loaded.fits().get(i).fit().quality()).isEqualTo(model.fits().get(i).fit().quality());
            assertThat(loaded.fits().get(i).observations()).isEqualTo(model.fits().get(i).observations());
            assertThat(loaded.fits().get(i).platform()).isEqualTo(model.fits().get(i).platform());
        }
        assertThat(loaded.unfitted()).isEqualTo(model.unfitted());
        assertThat(loaded.notes()).containsExactly("a note");
        assertThat(loaded.fits().get(0).fit().candidates()).isEqualTo(model.fits().get(0).fit().candidates());
        assertThat(new ModelAnalysis(loaded, Response.TIME, 50, 7).gaps(0.437))
                .isEqualTo(new ModelAnalysis(model, Response.TIME, 50, 7).gaps(0.437));
        assertThat(Files.list(file.getParent())).containsExactly(file); // no temporary left behind
        // CPUs are written where known, and a platform without them has no key (as in older files)
        assertThat(loaded.fits().get(0).platform().cpus()).isEqualTo(2);
        assertThat(loaded.fits().get(1).platform().cpus()).isNull();
        assertThat(Files.readString(file)).containsOnlyOnce("\"cpus\"");
        ModelFile.save(loaded, file);
        assertThat(ModelFile.document(ModelFile.load(file))).isEqualTo(ModelFile.document(model));
    }

    @Test
    void aFileOfAnotherSchemaIsRefusedClearly() throws IOException {
        Path file = temp.resolve("other.json");
        Files.writeString(file, "{\"schema\": \"tenure-bench/1\"}");
        assertThatThrownBy(() -> ModelFile.load(file)).isInstanceOf(ModelInputException.class)
                .hasMessage(file + ": schema: not a tenure model file of a version this tenure reads"
                        + " (found 'tenure-bench/1', expected 'tenure-model/3')");
    }

    /** A directory (a bundle given as --model) was "Is a directory", without a path. */
    @Test
    void aDirectoryIsRefusedNamingTheModelInside() throws IOException {
        Path bundle = Files.createDirectories(temp.resolve("bundle"));
        assertThatThrownBy(() -> ModelFile.load(bundle)).isInstanceOf(ModelInputException.class)
                .hasMessage(bundle + ": a directory, not a model file");

        Files.writeString(bundle.resolve("tenure-model.json"), "{}");
        assertThatThrownBy(() -> ModelFile.load(bundle)).isInstanceOf(ModelInputException.class)
                .hasMessage(bundle + ": a directory, not a model file (its model is " + bundle.resolve("tenure-model.json")
                        + ")");
    }

    @Test
    void aMissingParameterIsNamed() throws IOException {
        Path file = temp.resolve("model.json");
        SurvivalModel model = new SurvivalModel(List.of(
                PlatformFit.fit(Platform.named("p"), Response.TIME, "measured", data(2, 5, 1), ModelKind.LINEAR)),
                List.of(), List.of(), 10, 1);
        ModelFile.save(model, file);
        Files.writeString(file, Files.readString(file).replace("\"b\" :", "\"slope\" :"));
        assertThatThrownBy(() -> ModelFile.load(file)).isInstanceOf(ModelInputException.class)
                .hasMessage(file + ": fits[0].parameters.b: missing");
    }

    /** A negative intercept made predict print -6.500 s/GB with a negative interval, exit 0; bundles were refused for less. */
    @Test
    void negativeOrNonFiniteFiguresAreRefusedWithTheFieldNamed() throws IOException {
        Path file = temp.resolve("model.json");
        SurvivalModel model = new SurvivalModel(List.of(
                PlatformFit.fit(Platform.named("p"), Response.TIME, "measured", data(2, 5, 1), ModelKind.LINEAR)),
                List.of(), List.of(), 10, 1);
        ModelFile.save(model, file);
        String saved = Files.readString(file);
        String a = "\"a\" : " + saved.replaceAll("(?s).*\"a\" : ([-0-9.eE]+).*", "$1");

        Files.writeString(file, saved.replace(a, "\"a\" : -10.0"));
        assertThatThrownBy(() -> ModelFile.load(file)).isInstanceOf(ModelInputException.class)
                .hasMessageStartingWith(file + ": fits[0].parameters: the curve a + b*s gives -")
                .hasMessageEndingWith("within the range it was fitted on (0.000-0.800); a time per GB allocated (s/GB) cannot be negative");

        Files.writeString(file, saved.replace(a, "\"a\" : 1e999"));
        assertThatThrownBy(() -> ModelFile.load(file)).isInstanceOf(ModelInputException.class)
                .hasMessage(file + ": fits[0].parameters.a: Infinity is not a finite number");

        Files.writeString(file, saved.replaceFirst("\"value\" : [0-9.eE]+", "\"value\" : -3.5"));
        assertThatThrownBy(() -> ModelFile.load(file)).isInstanceOf(ModelInputException.class)
                .hasMessage(file + ": fits[0].observations[0].value: -3.5 is negative; a time per GB allocated (s/GB) cannot be");
    }
}
