package io.tenure.cli.model;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.VersionProvider;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.testsupport.Golden;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exact JSON of {@code tenure fit} ({@code tenure-fit/1}) and {@code tenure predict}
 * ({@code tenure-predict/1} at a survival, {@code tenure-predict/2} from a log), on the noise-free bundle of {@link FitPredictCommandTest} and the
 * real Serial log of {@link PredictFromLogTest}. The temporary directory and the tool version are
 * the only text replaced (by {@code TMP} and {@code VERSION}), so the files stay valid for the
 * JSON Schema contract test.
 */
class ModelJsonGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    @TempDir
    Path temp;
    Path model;

    @BeforeEach
    void fit() throws IOException {
        Path bundle = FitPredictCommandTest.serialZgcBundle(temp.resolve("bundle"));
        model = temp.resolve("model.json");
        CommandRun run = CommandRun.of("fit", bundle.toString(), "--out", model.toString(), "--bootstrap", "20",
                "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Golden.check(GOLDEN.resolve("tenure-fit-1.json"), normalised(run.out()));
    }

    @Test
    void predictAtAGivenSurvival() throws IOException {
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--survival", "0.9", "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Golden.check(GOLDEN.resolve("tenure-predict-1.json"), normalised(run.out()));
    }

    @Test
    void predictFromALogAnswersForTheProgram() throws IOException {
        Path log = Path.of(System.getProperty("tenure.fixtures"), "model", "jdk17-serial-churn-gc.log");
        // the panel figures of the format's fixture, not docs/validation-error.json's, which change with every panel run
        Path validation = Path.of("src/test/resources/validation-error/tenure-validation-error-1.json");
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", log.toString(),
                "--validation-error", validation.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Golden.check(GOLDEN.resolve("tenure-predict-2-from-log.json"),
                normalised(run.out()).replace(log.getParent().toString(), "FIXTURES"));
    }

    private String normalised(String json) {
        return json.replace(temp.toString(), "TMP").replace("\"version\" : \"" + VersionProvider.version() + "\"",
                "\"version\" : \"VERSION\"");
    }
}
