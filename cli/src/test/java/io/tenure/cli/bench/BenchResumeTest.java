package io.tenure.cli.bench;

import io.tenure.cli.Main;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** A {@code tenure bench} process killed mid-matrix is continued by {@code --resume} without redoing finished runs. */
class BenchResumeTest {
    @TempDir
    Path dir;

    @Test
    void killedRunnerIsResumedWithoutRedoingFinishedRuns() throws Exception {
        Path bundle = dir.resolve("bundle");
        List<String> args = List.of("bench", "--gc", "serial", "--survival", "0.1,0.2,0.3", "--repeat", "2",
                "--heap", "64m", "--young", "16m", "--lifetime", "20m", "--work", "32m", "--warmup", "8m", "--no-jfr",
                "--out", bundle.toString());
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(args);
        Process runner = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("runner.txt").toFile()).start();
        Map<String, String> before;
        try {
            before = waitForRuns(bundle, 2, runner);
        } finally {
            // Kill it hard, as a crash or `kill -9` would: no shutdown hook runs. Its child goes
            // too, as it would with the terminal's process group.
            runner.descendants().forEach(ProcessHandle::destroyForcibly);
            runner.destroyForcibly();
            runner.waitFor();
        }
        assertThat(before).hasSizeBetween(2, 5);
        before = runs(bundle);

        StringWriter out = new StringWriter();
        CommandLine cmd = TenureCommand.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(new StringWriter(), true));
        List<String> resume = new ArrayList<>(args);
        resume.add("--resume");
        assertThat(cmd.execute(resume.toArray(String[]::new))).as(out.toString()).isEqualTo(ExitCodes.OK);

        assertThat(out.toString()).contains("runs to do (" + before.size() + " already done)");
        Map<String, String> after = runs(bundle);
        assertThat(after).hasSize(6);
        before.forEach((id, startedAt) -> assertThat(after.get(id)).as("%s not redone", id).isEqualTo(startedAt));
    }

    private static Map<String, String> waitForRuns(Path bundle, int wanted, Process runner) throws Exception {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (System.nanoTime() < deadline) {
            Map<String, String> runs = runs(bundle);
            if (runs.size() >= wanted) {
                return runs;
            }
            assertThat(runner.isAlive()).as("runner still running").isTrue();
            Thread.sleep(100);
        }
        throw new AssertionError("the runner did not finish " + wanted + " runs in 120 s");
    }

    /** Run id → startedAt of every run recorded in the bundle. */
    private static Map<String, String> runs(Path bundle) throws IOException {
        Map<String, String> runs = new LinkedHashMap<>();
        Path results = bundle.resolve("results.json");
        if (!Files.exists(results)) {
            return runs;
        }
        JsonNode root = new ObjectMapper().readTree(results.toFile());
        for (JsonNode cell : root.get("cells")) {
            for (JsonNode run : cell.get("runs")) {
                runs.put(run.get("runId").asText(), run.get("startedAt").asText());
            }
        }
        return runs;
    }
}
