package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged {@code tenure}, as the validation panel scripts it: {@code profile} and
 * {@code predict --log} on a real program's log (javac compiling tenure's own sources on JDK 17
 * with Parallel, with its JFR recording; fixtures {@code model/}) against the committed model
 * fixture (JDK 17 Serial, Parallel and G1 from the 2026-11-22 validation). The answer is about the
 * program, relative to the platform found from its log, and no longer the benchmark's ranking
 * with Epsilon first.
 */
class PredictFromLogIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path MODEL_FIXTURES = TenureProcess.fixtures().resolve("model");
    private static final String LOG = MODEL_FIXTURES.resolve("jdk17-parallel-javac-gc.log").toString();
    private static final String JFR = MODEL_FIXTURES.resolve("jdk17-parallel-javac.jfr").toString();
    private static final String MODEL = MODEL_FIXTURES.resolve("v1-validation-2026-11-22-jdk17-model.json").toString();

    @TempDir
    Path work;

    @Test
    void profileOfTheRealLogAsJson() throws Exception {
        TenureProcess.Result result = TenureProcess.run(work, "profile", LOG, "--jfr", JFR, "--format", "json");
        assertThat(result.exitCode()).as(result.err()).isZero();
        JsonNode profile = JSON.readTree(result.out());
        assertThat(profile.get("schema").asText()).isEqualTo("tenure-profile/1");
        assertThat(profile.at("/jvm/collector").asText()).isEqualTo("Parallel");
        assertThat(profile.at("/jvm/major").asInt()).isEqualTo(17);
        assertThat(profile.at("/maxHeapMB").asDouble()).isEqualTo(384.0);
        assertThat(profile.at("/survival/youngCollections").asLong()).isPositive();
        assertThat(profile.at("/allocation/rateMBps").isNumber()).isTrue();
        assertThat(profile.at("/gcTime/cpuFractionBasis").asText()).isEqualTo("process-cpu");
        assertThat(profile.at("/threads/javaThreadsPeak").asInt()).isPositive();
        assertThat(profile.at("/unknown/0/factor").asText()).isEqualTo("refStoresPerKB");
    }

    @Test
    void predictAnswersForTheProgramFromItsLog() throws Exception {
        TenureProcess.Result json = TenureProcess.run(work, "predict", "--model", MODEL, "--log", LOG, "--jfr", JFR,
                "--bootstrap", "50", "--format", "json");
        assertThat(json.exitCode()).as(json.err()).isZero();
        JsonNode root = JSON.readTree(json.out());
        assertThat(root.get("schema").asText()).isEqualTo("tenure-predict/2");
        assertThat(root.at("/observed/platform").asText()).isEqualTo("vm/openjdk-17/Parallel/heap384m/young48m");
        assertThat(root.at("/observed/source").asText()).isEqualTo("log");
        List<String> platforms = root.get("predictions").findValuesAsText("platform");
        assertThat(platforms).containsExactlyInAnyOrder("vm/openjdk-17/G1/heap384m/young48m",
                "vm/openjdk-17/Serial/heap384m/young48m");
        for (JsonNode p : root.get("predictions")) {
            assertThat(p.get("sameJvm").asBoolean()).isTrue();
            assertThat(p.at("/wallRatio/ci95Low").asDouble()).isLessThanOrEqualTo(p.at("/wallRatio/value").asDouble());
            assertThat(p.at("/wallRatio/ci95High").asDouble()).isGreaterThanOrEqualTo(p.at("/wallRatio/value").asDouble());
        }
        assertThat(root.at("/noDifference/wallRatio").asDouble()).isEqualTo(1.0);
        // validated only once the panel engineer commits docs/validation-error.json; either way it says which
        assertThat(root.get("validated").asBoolean()).isEqualTo(!root.get("validation").isNull());

        TenureProcess.Result text = TenureProcess.run(work, "predict", "--model", MODEL, "--log", LOG, "--bootstrap", "50");
        assertThat(text.exitCode()).as(text.err()).isZero();
        List<String> lines = text.out().lines().toList();
        assertThat(lines.get(0)).startsWith("Program: " + LOG + " (Parallel on JVM 17");
        assertThat(text.out()).contains("under G1 this program would take ", " of its time under Parallel",
                "\"no difference\" answer: 1.00×", "error on the validation panel: ")
                .doesNotContain("Epsilon", "Benchmark");
    }
}
