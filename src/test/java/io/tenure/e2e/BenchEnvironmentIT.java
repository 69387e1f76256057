package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's shell that sets {@code _JAVA_OPTIONS=-Xmn8m} must not resize the benchmark: every
 * child runs the young generation its cell names, and the bundle says the variable was set and
 * removed (issue #8 item 3, "Done when").
 */
class BenchEnvironmentIT {
    /** A Parallel heap print: {@code eden space 26624K}, {@code from space 3072K}, {@code to   space 3072K}. */
    private static final Pattern SPACE = Pattern.compile("\\b(eden|from|to)\\s+space (\\d+)K");

    @TempDir
    Path work;

    @Test
    void anOptionVariableInTenuresEnvironmentResizesNoCellAndIsRecorded() throws Exception {
        Path bundle = work.resolve("bundle");
        TenureProcess.Result result = TenureProcess.run(work, Map.of("_JAVA_OPTIONS", "-Xmn8m"),
                "bench", "--gc", "parallel", "--young", "32m", "--heap", "128m", "--survival", "0,0.3", "--repeat", "1",
                "--work", "64m", "--warmup", "16m", "--lifetime", "40m", "--no-jfr",
                "--probe-cache", work.resolve("probes.json").toString(), "--out", bundle.toString());
        assertThat(result.exitCode()).as("stdout:%n%s%nstderr:%n%s", result.out(), result.err()).isZero();
        assertThat(result.out()).contains("tenure bench: 2 cells ok, 0 failed, 0 skipped");

        JsonNode results = new ObjectMapper().readTree(bundle.resolve("results.json").toFile());
        JsonNode cells = results.get("cells");
        assertThat(cells).hasSize(2);
        for (JsonNode cell : cells) {
            assertThat(cell.get("status").asText()).as(cell.path("reason").asText()).isEqualTo("ok");
            assertThat(cell.get("youngMB").asLong()).isEqualTo(32);
            JsonNode run = cell.get("runs").get(0);
            assertThat(run.get("jvmOptionVariablesRemoved").get("_JAVA_OPTIONS").asText()).isEqualTo("-Xmn8m");

            JsonNode workload = new ObjectMapper().readTree(bundle.resolve(run.get("workloadResult").asText()).toFile());
            List<String> inputArguments = new ArrayList<>();
            workload.get("inputArguments").forEach(a -> inputArguments.add(a.asText()));
            assertThat(inputArguments).contains("-Xmn32m").doesNotContain("-Xmn8m");

            assertThat(youngGenerationKilobytes(bundle.resolve(run.get("gcLog").asText())))
                    .as("eden + from + to of %s", run.get("gcLog").asText()).isEqualTo(32 * 1024);
        }
    }

    /** The young generation's size from the first heap print of a Parallel GC log. */
    private static long youngGenerationKilobytes(Path gcLog) throws Exception {
        long eden = -1;
        long from = -1;
        long to = -1;
        for (String line : Files.readAllLines(gcLog)) {
            Matcher m = SPACE.matcher(line);
            if (m.find()) {
                long kb = Long.parseLong(m.group(2));
                switch (m.group(1)) {
                    case "eden" -> eden = eden < 0 ? kb : eden;
                    case "from" -> from = from < 0 ? kb : from;
                    default -> to = to < 0 ? kb : to;
                }
            }
            if (eden >= 0 && from >= 0 && to >= 0) {
                return eden + from + to;
            }
        }
        throw new AssertionError(gcLog + ": no eden/from/to heap lines");
    }
}
