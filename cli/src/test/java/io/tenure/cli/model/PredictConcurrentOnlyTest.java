package io.tenure.cli.model;

import io.tenure.cli.CommandRun;
import io.tenure.cli.ContractBundle;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Model v1 prices a concurrent collector (ZGC, Shenandoah) against a stop-the-world mutator of its
 * JVM (docs/MODEL.md). On the real two-JVM demo model (fixture
 * {@code model/demo-openjdk-17-temurin-25-g1-zgc-shenandoah}) with G1 taken out, a concurrent
 * collector with none beside it was predicted with a zero-width interval from a GC cost cut to 0;
 * now it is left out with the reason, and a prediction observed on it is refused.
 */
class PredictConcurrentOnlyTest {
    private static final Path BUNDLE = Path.of(System.getProperty("tenure.fixtures"))
            .resolve("model/demo-openjdk-17-temurin-25-g1-zgc-shenandoah");
    private static final Path LOG = BUNDLE.resolve("runs/openjdk-17_g1_heap192m_young16m_p0.4370_r1/gc.measured.log");
    private static final String OPENJDK_ZGC = "vm/openjdk-17/zgc/heap192m/young-default";
    private static final String TEMURIN_SHENANDOAH = "vm/temurin-25/shenandoah/heap192m/young-default";

    @TempDir
    Path temp;

    /** The demo's model without the platforms {@code drop} names, as if the demo had not run them. */
    private Path modelWithout(Predicate<String> drop) throws IOException {
        ObjectNode model = (ObjectNode) ContractBundle.JSON.readTree(BUNDLE.resolve("tenure-model.json").toFile());
        remove((ArrayNode) model.get("platforms"), p -> drop.test(p.get("key").asText()));
        remove((ArrayNode) model.get("fits"), f -> drop.test(f.get("platform").asText()));
        Path file = temp.resolve("model.json");
        ContractBundle.JSON.writeValue(file.toFile(), model);
        return file;
    }

    private static void remove(ArrayNode array, Predicate<JsonNode> drop) {
        for (Iterator<JsonNode> it = array.elements(); it.hasNext(); ) {
            if (drop.test(it.next())) {
                it.remove();
            }
        }
    }

    @Test
    void observedOnAConcurrentCollectorWithNoStopTheWorldOneItIsRefusedSayingWhatToAdd() throws IOException {
        Path model = modelWithout(key -> key.contains("/g1/"));
        CommandRun run = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(),
                "--observed", OPENJDK_ZGC);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tenure: error: cannot predict from " + OPENJDK_ZGC + ": no collector of its JVM"
                + " that works in pauses (Serial, Parallel, G1) is in the model on its host, heap and workload, so its"
                + " concurrent GC work cannot be told from its mutator time and its GC cost has no basis (docs/MODEL.md,"
                + " \"borrow their JVM's mutator\"); make a model with one of the same JVM, e.g. ./tenure demo --gc g1,zgc,"
                + " or measure the program with tenure compare\n");
    }

    @Test
    void aConcurrentCollectorWithNoStopTheWorldOneOfItsJvmIsLeftOutWithTheReason() throws IOException {
        Path model = modelWithout(key -> key.startsWith("vm/temurin-25/g1/"));
        CommandRun json = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString(), "--format", "json");
        assertThat(json.exitCode()).as(json.err()).isZero();
        JsonNode root = ContractBundle.JSON.readTree(json.out());
        assertThat(root.at("/observed/platform").asText()).isEqualTo("vm/openjdk-17/g1/heap192m/young16m");
        // openjdk-17's ZGC borrows its G1's mutator: predicted, with an interval
        assertThat(root.get("predictions")).extracting(p -> p.get("platform").asText()).containsExactly(OPENJDK_ZGC);
        JsonNode zgc = root.get("predictions").get(0);
        assertThat(zgc.at("/wallRatio/ci95High").asDouble()).isGreaterThan(zgc.at("/wallRatio/ci95Low").asDouble());
        assertThat(root.get("excluded")).hasSize(1);
        assertThat(root.at("/excluded/0/platform").asText()).isEqualTo(TEMURIN_SHENANDOAH);
        assertThat(root.at("/excluded/0/reason").asText()).startsWith("no collector of its JVM that works in pauses")
                .contains("e.g. ./tenure demo --gc g1,shenandoah");

        CommandRun text = CommandRun.of("predict", "--model", model.toString(), "--log", LOG.toString());
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("  left out: " + TEMURIN_SHENANDOAH + ": no collector of its JVM that works in"
                + " pauses").doesNotContain("under Shenandoah");
    }
}
