package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C during {@code tenure bench}: a real SIGINT to the process group of a real bench (tenure
 * and the fork in flight, as a terminal sends it) while its second run is in flight. tenure
 * exited 130 without a word, and the fork that died of the same SIGINT could be recorded as
 * failed, which {@code --resume} kept; now the run in flight is left out, stderr names the bundle
 * and the command that continues it, and that command finishes the bundle.
 */
class BenchInterruptIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** SIGINT's bit in /proc/PID/status's SigIgn mask. */
    private static final int SIGINT = 2;

    @TempDir
    Path work;

    @Test
    void ctrlCKeepsTheFinishedRunsAndTheResumeItPrintsRunsTheRest() throws Exception {
        Path out = work.resolve("bundle");
        Path probes = work.resolve("probes.json");
        // two cells of one run each, measured for 1 s: the second is in flight for a second or more
        List<String> args = List.of("bench", "--gc", "serial", "--survival", "0.1,0.3", "--repeat", "1", "--heap", "128m",
                "--warmup", "16m", "--work", "8g", "--measure", "1s", "--no-jfr", "--probe-cache", probes.toString(),
                "--out", out.toString());
        Path stderr = work.resolve("stderr.txt");
        Process tenure = TenureProcess.startInOwnProcessGroup(work, work.resolve("stdout.txt"), stderr,
                args.toArray(String[]::new));
        // the first run recorded, so the fork running now is the second's
        List<ProcessHandle> forks = TenureProcess.awaitChildren(tenure, "SurvivalWorkload", () -> recordedRuns(out).size() == 1);
        assertThat(forks).as("the second run in flight; stderr: %s", Files.readString(stderr)).isNotEmpty();
        // tenure's JVM runs by now (the perl that reset SIGINT has exec'd it): Ctrl-C must reach it
        assertThat(sigintIgnored(tenure.pid())).as("SIGINT ignored in tenure's JVM although the start reset it").isFalse();
        TenureProcess.pressCtrlC(tenure);
        assertThat(tenure.waitFor(60, TimeUnit.SECONDS)).isTrue();

        String said = Files.readString(stderr, StandardCharsets.UTF_8);
        assertThat(tenure.exitValue()).as(said).isEqualTo(130);
        String resume = "tenure " + String.join(" ", args) + " --resume";
        assertThat(said).endsWith("tenure bench: interrupted: 1 run kept in " + out + "; continue with: " + resume + "\n");
        for (ProcessHandle fork : forks) {
            assertThat(fork.onExit().get(30, TimeUnit.SECONDS).isAlive()).as("the fork is stopped").isFalse();
        }
        assertThat(recordedRuns(out)).singleElement().satisfies(r -> assertThat(r).endsWith(" ok"));

        List<String> again = new ArrayList<>(List.of(resume.substring("tenure ".length()).split(" ")));
        TenureProcess.Result resumed = TenureProcess.run(work, again.toArray(String[]::new));
        assertThat(resumed.exitCode()).as(resumed.err()).isZero();
        assertThat(resumed.out()).contains("tenure bench: 1 runs to do (1 already done)", "2 cells ok, 0 failed");
        assertThat(recordedRuns(out)).hasSize(2).allSatisfy(r -> assertThat(r).endsWith(" ok"));
    }

    /** "RUN-ID STATUS" of every run in the bundle's results.json; none before it is written. */
    private static List<String> recordedRuns(Path bundle) throws Exception {
        Path results = bundle.resolve("results.json");
        List<String> runs = new ArrayList<>();
        if (Files.exists(results)) {
            // written atomically: never half a file
            JsonNode kept = JSON.readTree(results.toFile());
            kept.get("cells").forEach(c -> c.get("runs").forEach(r -> runs.add(r.get("runId").asText() + " "
                    + r.get("status").asText())));
        }
        return runs;
    }

    /** Whether process {@code pid} ignores SIGINT, which a child inherits from a background job's JVM. */
    private static boolean sigintIgnored(long pid) throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("SigIgn:")) {
                return new BigInteger(line.substring("SigIgn:".length()).strip(), 16).testBit(SIGINT - 1);
            }
        }
        return false;
    }
}
