package io.tenure.cli.platforms;

import io.tenure.cli.TenureCommand;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code tenure platforms} end to end in-process, on this machine's JDKs. All tests share one
 * probe cache, so the JVMs are launched once for the class; the first run's stderr progress
 * and the second run's silence are asserted too.
 */
class PlatformsCommandTest {
    private static final String TEMURIN25 = "/usr/lib/jvm/temurin-25-jdk-amd64";

    @TempDir
    static Path cacheDir;
    private static Path cacheFile;
    private static Result firstRun;

    record Result(int exitCode, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = TenureCommand.commandLine();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        List<String> all = new ArrayList<>(List.of("platforms", "--probe-cache", cacheFile.toString()));
        all.addAll(List.of(args));
        int code = cmd.execute(all.toArray(String[]::new));
        return new Result(code, out.toString(), err.toString());
    }

    @BeforeAll
    static void probeOnce() {
        cacheFile = cacheDir.resolve("probes.json");
        firstRun = run("--format", "json", "--jvm", TEMURIN25, "--jvm", "openjdk-17");
    }

    @Test
    void jsonListsTheNamedJvmsWithCollectorsAndHost() throws IOException {
        assertThat(firstRun.exitCode()).as(firstRun.err()).isZero();
        JsonNode root = new ObjectMapper().readTree(firstRun.out());

        assertThat(root.path("tool").asText()).isEqualTo("tenure");
        assertThat(root.path("host").path("os").path("name").asText()).isEqualTo(System.getProperty("os.name"));
        assertThat(root.path("host").path("cpu").path("logicalCpus").asInt()).isPositive();
        JsonNode jvms = root.path("jvms");
        assertThat(jvms).hasSize(2);
        JsonNode temurin = jvms.get(0);
        assertThat(temurin.path("id").asText()).isEqualTo("temurin-25");
        assertThat(temurin.path("featureVersion").asInt()).isEqualTo(25);
        assertThat(temurin.path("home").asText()).isEqualTo(TEMURIN25);
        assertThat(temurin.path("gcLogFlags").get(0).asText()).startsWith("-Xlog:gc*");
        assertThat(temurin.path("jfr").asBoolean()).isTrue();
        JsonNode zgc = collector(temurin, "zgc-generational");
        assertThat(zgc.path("available").asBoolean()).isTrue();
        assertThat(zgc.path("flags").get(0).asText()).isEqualTo("-XX:+UseZGC");
        assertThat(zgc.path("reason").isNull()).isTrue();
        JsonNode cms = collector(temurin, "cms");
        assertThat(cms.path("available").asBoolean()).isFalse();
        assertThat(cms.path("reason").asText()).contains("JEP 363");
        assertThat(collector(temurin, "serial").path("reclamation").asText()).isEqualTo("mark-sweep-compact");
        assertThat(jvms.get(1).path("id").asText()).isEqualTo("openjdk-17");
        assertThat(collector(jvms.get(1), "zgc").path("available").asBoolean()).isTrue();
    }

    private static JsonNode collector(JsonNode jvm, String id) {
        return StreamSupport.stream(jvm.path("collectors").spliterator(), false)
                .filter(c -> c.path("id").asText().equals(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no collector " + id + " in " + jvm));
    }

    @Test
    void firstRunShowsProgressAndTheSecondIsSilentFromTheCache() {
        assertThat(firstRun.err()).contains("probing JVMs").contains("temurin-25: -XX:+UseG1GC");
        assertThat(Files.isRegularFile(cacheFile)).isTrue();

        Result second = run("--jvm", "temurin-25");

        assertThat(second.exitCode()).isZero();
        assertThat(second.err()).isEmpty();
    }

    @Test
    void textShowsHostTableAndCollectors() {
        Result result = run("--jvm", "temurin-25");

        assertThat(result.exitCode()).isZero();
        assertThat(result.out())
                .startsWith("Host ")
                .contains("\nID ")
                .containsPattern("\ntemurin-25 +Eclipse Adoptium +25\\.")
                .contains("temurin-25 collectors (JFR: yes)")
                .containsPattern("\n  \\+ g1 +-XX:\\+UseG1GC\n")
                .containsPattern("\n  - cms +unavailable: removed in JDK 14 \\(JEP 363\\)\n");
    }

    @Test
    void aMissingPathIsAUsageError() {
        Result result = run("--jvm", "/no/such/jdk");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("tenure: error: --jvm /no/such/jdk: no such file or directory\n");
    }

    @Test
    void aPathThatIsNotAJdkIsAUsageError() {
        Result result = run("--jvm", cacheDir.toString());

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.err()).startsWith("tenure: error: --jvm: " + cacheDir + " is not a JDK");
    }

    @Test
    void anUnknownIdListsTheValidOnes() {
        Result result = run("--jvm", "nosuch-99");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.err()).startsWith("tenure: error: --jvm: unknown JVM 'nosuch-99'; valid ids: ")
                .contains("openjdk-17").contains("temurin-25");
    }

    @Test
    void aBadFormatIsAUsageError() {
        Result result = run("--format", "xml");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.err()).contains("--format");
    }
}
