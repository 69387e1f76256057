package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A jbb bundle goes through {@code tenure fit} and {@code tenure report}: real forks of the
 * transactional workload with small work, a retention below and above the young generation, so
 * the platform has two measured survival levels and a curve.
 */
class JbbBundleTest {
    @TempDir
    Path dir;

    @Test
    void aJbbRetentionSweepIsMeasuredFittedAndReported() throws Exception {
        Path bundle = dir.resolve("jbb");
        CommandRun bench = CommandRun.of("bench", "--probe-cache", Path.of("target", "tenure-probes.json").toString(),
                "--gc", "serial", "--workload", "jbb", "--jbb-retention", "2m,24m,64m", "--heap", "256m", "--young", "16m",
                "--work", "48m", "--warmup", "16m", "--repeat", "1", "--no-jfr", "--out", bundle.toString());
        assertThat(bench.exitCode()).as(bench.out() + bench.err()).isEqualTo(ExitCodes.OK);
        assertThat(bench.out()).as("jbb's survival is its own: no p to be off").doesNotContain("off target");

        JsonNode results = new ObjectMapper().readTree(bundle.resolve("results.json").toFile());
        double[] survival = new double[3];
        int i = 0;
        for (JsonNode cell : results.get("cells")) {
            assertThat(cell.get("id").asText()).matches(".*_serial_heap256m_young16m_p0\\.0000_jbb-ret(2|24|64)");
            assertThat(cell.get("target").get("workload").asText()).isEqualTo("jbb");
            assertThat(cell.get("summary").get("survivalOffTarget").isNull()).isTrue();
            JsonNode run = cell.get("runs").get(0);
            JsonNode workload = run.get("workload");
            assertThat(workload.get("transactions").asLong()).isPositive();
            assertThat(workload.get("transactionsPerSecond").asDouble()).isPositive();
            assertThat(workload.get("responseP99Ms").asDouble()).isGreaterThanOrEqualTo(workload.get("responseP50Ms").asDouble());
            assertThat(workload.get("retentionMB").asDouble()).isEqualTo(cell.get("target").get("retentionMB").asDouble());
            survival[i++] = run.get("measuredSurvival").asDouble();
        }
        // orders kept for 2 MB die in the 16 MB young generation; kept for 4 young generations they are promoted
        assertThat(survival[0]).isLessThan(0.1);
        assertThat(survival[2]).isBetween(0.3, 0.55);

        Path model = dir.resolve("model.json");
        CommandRun fit = CommandRun.of("fit", bundle.toString(), "--out", model.toString());
        assertThat(fit.exitCode()).as(fit.out() + fit.err()).isEqualTo(ExitCodes.OK);
        assertThat(Files.readString(model)).contains("/serial/heap256m/young16m#jbb");

        Path report = dir.resolve("report");
        CommandRun html = CommandRun.of("report", bundle.toString(), "--out", report.toString());
        assertThat(html.exitCode()).as(html.out() + html.err()).isEqualTo(ExitCodes.OK);
        assertThat(Files.readString(report.resolve("index.html"))).contains("{jbb}");
    }
}
