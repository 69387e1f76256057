package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C during {@code tenure compare}: a real SIGINT to tenure while a run is in flight. The run
 * was recorded as failed (exit code 130) and kept so by {@code --resume}; now it is left out, the
 * child is stopped, stderr says how to continue, and that command runs it.
 */
class CompareInterruptIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path work;

    @Test
    void ctrlCKeepsTheFinishedRunsAndTheResumeItPrintsRunsTheRest() throws Exception {
        // repetition 0 ends at once; repetition 1 sleeps while the marker exists, so SIGINT finds it running
        Path marker = Files.writeString(work.resolve("slow"), "");
        Path source = Files.writeString(work.resolve("Nap.java"), "public class Nap { public static void main(String[] a)"
                + " throws Exception { if (a[0].endsWith(\"-r1\") && new java.io.File(a[1]).exists()) Thread.sleep(120_000); } }\n");
        Path classes = Files.createDirectories(work.resolve("classes"));
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(), source.toString()))
                .isZero();
        Path out = work.resolve("bundle");
        List<String> args = new ArrayList<>(List.of("compare", "--gc", "serial", "--repeat", "2", "--no-jfr", "--out",
                out.toString(), "--", "-cp", classes.toString(), "Nap", "{runDir}", marker.toString()));
        Path stderr = work.resolve("stderr.txt");
        Process tenure = TenureProcess.startInOwnProcessGroup(work, work.resolve("stdout.txt"), stderr,
                args.toArray(String[]::new));
        List<ProcessHandle> children = TenureProcess.awaitChildren(tenure, "-r1", () -> true);
        assertThat(children).as("the run of repetition 1 in flight; stderr: %s", Files.readString(stderr)).isNotEmpty();
        TenureProcess.pressCtrlC(tenure);
        assertThat(tenure.waitFor(60, TimeUnit.SECONDS)).isTrue();

        String said = Files.readString(stderr, StandardCharsets.UTF_8);
        assertThat(tenure.exitValue()).as(said).isEqualTo(130);
        String resume = "tenure compare --gc serial --repeat 2 --no-jfr --out " + out + " --resume -- -cp " + classes
                + " Nap '{runDir}' " + marker;
        assertThat(said).endsWith("tenure compare: interrupted: 1 run kept in " + out + "; continue with: " + resume + "\n");
        for (ProcessHandle child : children) {
            assertThat(child.onExit().get(30, TimeUnit.SECONDS).isAlive()).as("the child is stopped").isFalse();
        }
        JsonNode kept = JSON.readTree(out.resolve("results.json").toFile());
        List<String> runs = new ArrayList<>();
        kept.get("configs").forEach(c -> c.get("runs").forEach(r -> runs.add(r.get("runId").asText() + " "
                + r.get("status").asText())));
        assertThat(runs).singleElement().satisfies(r -> assertThat(r).endsWith("-r0 ok"));

        Files.delete(marker);
        List<String> again = new ArrayList<>(List.of(resume.substring("tenure ".length()).replace("'", "").split(" ")));
        TenureProcess.Result resumed = TenureProcess.run(work, again.toArray(String[]::new));
        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        JsonNode all = JSON.readTree(out.resolve("results.json").toFile());
        assertThat(all.get("complete").asBoolean()).isTrue();
        assertThat(all.get("configs").get(0).get("runs")).hasSize(2)
                .allSatisfy(r -> assertThat(r.get("status").asText()).isEqualTo("ok"));
    }
}
