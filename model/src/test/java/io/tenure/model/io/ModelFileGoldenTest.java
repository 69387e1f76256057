package io.tenure.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.io.Json;
import io.tenure.model.Observation;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import io.tenure.model.factors.FactorFit;
import io.tenure.model.factors.FactorFits;
import io.tenure.model.factors.FactorPoint;
import io.tenure.model.factors.MultiFactorModel;
import io.tenure.model.fit.ModelKind;
import io.tenure.testsupport.Golden;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The model file's exact text (golden file {@code model-file/tenure-model-3.json}; regenerate with
 * {@code -Dgolden.update=true}), a file of version 2 (the same survival curves, no multi-factor
 * fits) and a file written by the first version, {@code tenure-model/1} (a real one, from
 * docs/VALIDATION.md's run of 2026-11-22), read into the same model.
 */
class ModelFileGoldenTest {
    private static final Path RESOURCES = Path.of("src/test/resources/model-file");

    @TempDir
    Path temp;

    /** Noise-free data, so every figure in the golden file can be checked by hand. */
    private static List<Observation> line(double a, double b) {
        List<Observation> list = new ArrayList<>();
        for (double s : new double[] {0, 0.25, 0.5, 0.75}) {
            for (int r = 0; r < 2; r++) {
                list.add(new Observation(s, a + b * s, r));
            }
        }
        return list;
    }

    @Test
    void theModelFileIsItsGoldenText() throws IOException {
        Platform serial = new Platform("box/jdk17/Serial", "box", "Linux 6.1", "temurin-17", "Serial", 256, 16);
        Platform zgc = new Platform("box/jdk17/ZGC", "box", "Linux 6.1", "temurin-17", "ZGC", 256, null);
        SurvivalModel model = new SurvivalModel(List.of(
                PlatformFit.fit(serial, Response.TIME, "measured", line(2, 8)),
                PlatformFit.fit(zgc, Response.TIME, "target", line(3, 2)),
                PlatformFit.fit(serial, Response.GC_OVERHEAD, "measured", line(10, 40), ModelKind.MONOTONE_SPLINE)),
                List.of(new UnfittedPlatform(Platform.named("box/jdk17/Epsilon"), null, "no cell succeeded")),
                List.of("box/jdk17/ZGC: no measured survival; the workload's target survival p is used"), 50, 7);
        Path file = temp.resolve("model.json");
        List<FactorFit> factors = List.of(factorFit(serial.key()));
        ModelFile.save(model, factors, file);
        Golden.check(RESOURCES.resolve("tenure-model-3.json"), Files.readString(file, StandardCharsets.UTF_8));
        assertThat(ModelFile.loadDocument(file)).isEqualTo(ModelFile.document(model, factors));
        assertThat(MultiFactorModel.load(file).isEmpty()).isFalse();
    }

    /**
     * A noise-free design of y = 2 + 8s + 0.05r + 0.01c over six points: the coefficients are
     * exact, so the golden file's figures can be checked by hand.
     */
    private static FactorFit factorFit(String key) {
        double[][] x = {{0, 0, 0}, {0.2, 32, 100}, {0.4, 64, 50}, {0.6, 16, 200}, {0.1, 48, 150}, {0.5, 8, 25}};
        List<FactorPoint> points = new ArrayList<>();
        for (double[] p : x) {
            points.add(new FactorPoint(p[0], p[1], 0, p[2], 1, List.of(2 + 8 * p[0] + 0.05 * p[1] + 0.01 * p[2])));
        }
        return FactorFits.fit(key, Response.TIME, "measured", points, 20, 7);
    }

    @Test
    void aFileOfTheSecondVersionReadsAsTheSameCurvesWithoutFactors() throws IOException {
        Path v2 = RESOURCES.resolve("tenure-model-2.json");
        assertThat(Json.readTree(v2).get("schema").asText()).isEqualTo("tenure-model/2");
        SurvivalModel model = ModelFile.load(v2);
        assertThat(model.fits()).hasSize(3);
        assertThat(ModelFile.loadDocument(v2).factors()).isEmpty();
        assertThat(MultiFactorModel.load(v2).isEmpty()).isTrue();
        Path rewritten = temp.resolve("model.json");
        ModelFile.save(model, rewritten);
        assertThat(Json.readTree(rewritten).get("schema").asText()).isEqualTo("tenure-model/3");
        assertThat(ModelFile.document(ModelFile.load(rewritten))).isEqualTo(ModelFile.document(model));
    }

    @Test
    void aFileOfTheFirstVersionReadsIntoTheSameModel() throws IOException {
        Path v1 = RESOURCES.resolve("v1-validation-2026-11-22-jdk17-model-fixture.json");
        JsonNode old = Json.readTree(v1);
        SurvivalModel model = ModelFile.load(v1);

        assertThat(model.fits()).hasSize(old.get("fits").size());
        for (int i = 0; i < model.fits().size(); i++) {
            JsonNode before = old.get("fits").get(i);
            PlatformFit after = model.fits().get(i);
            assertThat(after.platform().key()).isEqualTo(before.get("platform").asText());
            assertThat(after.fit().curve().kind().id()).isEqualTo(before.get("model").asText());
            assertThat(after.observations()).hasSize(before.get("observations").size());
            JsonNode loo = before.get("quality").get("looMeanAbsError");
            assertThat(after.fit().quality().cvMeanAbsError()).isEqualTo(loo.isNull() ? null : loo.asDouble());
            if ("monotone-spline".equals(before.get("model").asText())) {
                double[] p = after.fit().curve().parameters();
                assertThat(p).hasSize(2 * before.get("knots").get("survival").size());
                assertThat(p[0]).isEqualTo(before.get("knots").get("survival").get(0).asDouble());
                assertThat(p[p.length / 2]).isEqualTo(before.get("knots").get("value").get(0).asDouble());
            }
        }
        assertThat(model.fits()).anyMatch(f -> f.fit().curve().kind() == ModelKind.MONOTONE_SPLINE);
        assertThat(model.bootstrapReplicates()).isEqualTo(old.get("bootstrap").get("replicates").asInt());

        Path rewritten = temp.resolve("model.json");
        ModelFile.save(model, rewritten);
        assertThat(Json.readTree(rewritten).get("schema").asText()).isEqualTo("tenure-model/3");
        assertThat(ModelFile.document(ModelFile.load(rewritten))).isEqualTo(ModelFile.document(model));
    }
}
