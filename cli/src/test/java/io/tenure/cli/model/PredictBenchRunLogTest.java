package io.tenure.cli.model;

import io.tenure.cli.CommandRun;
import io.tenure.cli.ContractBundle;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code predict --log} on a benchmark run's {@code gc.measured.log}, which has no {@code Version:}
 * line: in a real two-JVM demo bundle (fixture {@code model/demo-openjdk-17-temurin-25-g1-zgc-shenandoah},
 * G1 on openjdk-17 and on temurin-25, same heap) the observed platform is the run's own JVM's, read
 * from its record in the bundle; the same log outside a bundle is refused rather than matched to
 * either JVM's G1 by heap alone, and {@code --observed} picks.
 */
class PredictBenchRunLogTest {
    private static final Path BUNDLE = Path.of(System.getProperty("tenure.fixtures"))
            .resolve("model/demo-openjdk-17-temurin-25-g1-zgc-shenandoah");
    private static final Path MODEL = BUNDLE.resolve("tenure-model.json");
    private static final String TEMURIN_G1 = "vm/temurin-25/g1/heap192m/young16m";
    private static final String OPENJDK_G1 = "vm/openjdk-17/g1/heap192m/young16m";

    @TempDir
    Path temp;

    private static Path measuredLog(String jvm) {
        return BUNDLE.resolve("runs/" + jvm + "_g1_heap192m_young16m_p0.4370_r1/gc.measured.log");
    }

    @Test
    void aMeasuredLogInItsBundleIsMatchedToItsOwnJvm() throws IOException {
        for (String[] jvmAndKey : new String[][] {{"temurin-25", TEMURIN_G1}, {"openjdk-17", OPENJDK_G1}}) {
            Path log = measuredLog(jvmAndKey[0]);
            assertThat(Files.readString(log)).doesNotContain("Version:").doesNotContain("Using G1");
            CommandRun run = CommandRun.of("predict", "--model", MODEL.toString(), "--log", log.toString(), "--format", "json");
            assertThat(run.exitCode()).as(run.err()).isZero();
            JsonNode root = ContractBundle.JSON.readTree(run.out());
            assertThat(root.at("/observed/platform").asText()).as(jvmAndKey[0]).isEqualTo(jvmAndKey[1]);
            assertThat(root.at("/observed/source").asText()).isEqualTo("log");
        }
        CommandRun text = CommandRun.of("predict", "--model", MODEL.toString(), "--log", measuredLog("temurin-25").toString());
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("Observed platform: " + TEMURIN_G1 + " (found from the log: collector G1, JVM 25,")
                .contains("; JVM from the run's record in its bundle, the log names none)");
    }

    /**
     * Every prediction of model v1 carries its assumptions; the JSON repeated them in each of the
     * three predictions of this two-JVM model. They are now said once, at the top.
     */
    @Test
    void theJsonSaysEachNoteOnce() throws IOException {
        CommandRun run = CommandRun.of("predict", "--model", MODEL.toString(), "--log", measuredLog("temurin-25").toString(),
                "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(run.out());
        assertThat(root.get("predictions")).hasSize(3);
        List<String> notes = new ArrayList<>();
        root.get("notes").forEach(n -> notes.add(n.asText()));
        root.get("predictions").forEach(p -> p.get("notes").forEach(n -> notes.add(n.asText())));
        assertThat(notes).doesNotHaveDuplicates().contains("model v1 prices survival and pause share only; CPU share,"
                + " live set, threads and reference stores are not in it");
        assertThat(root.get("predictions")).allSatisfy(p -> assertThat(p.get("notes")).isEmpty());
    }

    @Test
    void theSameLogOutsideItsBundleIsRefusedAndNamesTheWayToPick() throws IOException {
        Path log = Files.copy(measuredLog("temurin-25"), temp.resolve("gc.measured.log"));
        CommandRun run = CommandRun.of("predict", "--model", MODEL.toString(), "--log", log.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tenure: error: the log does not say which JVM wrote it (no 'Version:' line; a"
                + " benchmark run's gc.measured.log has none, its gc.log has), and the model has G1 on several JVMs: "
                + OPENJDK_G1 + ", " + TEMURIN_G1 + "; give --observed KEY to name the platform it ran on\n");

        CommandRun picked = CommandRun.of("predict", "--model", MODEL.toString(), "--log", log.toString(),
                "--observed", TEMURIN_G1, "--format", "json");
        assertThat(picked.exitCode()).as(picked.err()).isZero();
        assertThat(ContractBundle.JSON.readTree(picked.out()).at("/observed/platform").asText()).isEqualTo(TEMURIN_G1);
    }
}
