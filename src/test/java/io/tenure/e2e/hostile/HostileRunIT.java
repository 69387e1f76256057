package io.tenure.e2e.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bench and compare as a careless user starts them: absurd numbers, directory names with every
 * character a shell or an option syntax treats specially, two writers on one bundle, option
 * variables in the environment.
 */
class HostileRunIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * A space, a comma, '=', both quotes and non-ASCII: JFR's filename=, -Xlog's file= (which cannot
     * carry a '"') and the shell line all meet them.
     */
    private static final String ODD_NAME = "a b,c=d'e \"ü";

    @TempDir
    Path work;

    @AfterEach
    void nothingLeftBehind() throws Exception {
        Tenure.assertNoStrayFiles(work);
    }

    /** --repeat 1000000000 --dry-run grew to 6 GB and did not return in 90 s; the others ran or failed in the child. */
    @Test
    void absurdNumbersAreRefusedAtOnceWithTheLimit() throws Exception {
        String cache = work.resolve("probes.json").toString();
        Tenure.Result repeat = Tenure.run(work, "bench", "--gc", "serial", "--repeat", "1000000000", "--dry-run",
                "--probe-cache", cache);
        assertThat(repeat.exitCode()).as("%s", repeat).isEqualTo(2);
        assertThat(repeat.err()).contains("--repeat").contains("1000");
        // the JVM's own start is most of it; the refusal comes before any JDK is probed
        assertThat(repeat.millis()).isLessThan(5_000);
        for (List<String> args : List.of(List.of("--object-bytes", "0"), List.of("--work", "99999999999999999g"),
                List.of("--threads", "100000"), List.of("--instances", "1000000"), List.of("--timeout", "99999999999h"),
                List.of("--heap", "99999999999999g"))) {
            List<String> command = new ArrayList<>(List.of("bench", "--gc", "serial", "--survival", "0", "--dry-run",
                    "--probe-cache", cache));
            command.addAll(args);
            Tenure.Result r = Tenure.run(work, command.toArray(String[]::new));
            assertThat(r.exitCode()).as("%s: %s", args, r).isEqualTo(2);
            assertThat(r.err()).as("%s", args).contains(args.get(0)).containsPattern("at most|<=|limit")
                    .doesNotContain("Exception");
        }
        Tenure.Result compare = Tenure.run(work, "compare", "--gc", "serial", "--repeat", "1000000000", "--dry-run",
                "--", "-version");
        assertThat(compare.exitCode()).as("%s", compare).isEqualTo(2);
        assertThat(compare.err()).contains("--repeat").contains("at most 1000");
    }

    /** A bundle directory with ',' or '=' failed with an internal error, one with a quote failed every run. */
    @Test
    void benchAndCompareRunInADirectoryOfAnyName() throws Exception {
        Path odd = Files.createDirectories(work.resolve(ODD_NAME));
        Path bench = odd.resolve("bench " + ODD_NAME);
        Tenure.Result r = Tenure.run(work, "bench", "--gc", "serial", "--heap", "64m", "--young", "16m", "--survival", "0",
                "--repeat", "1", "--work", "32m", "--warmup", "8m", "--lifetime", "8m",
                "--probe-cache", work.resolve("probes.json").toString(), "--out", bench.toString());
        assertThat(r.exitCode()).as("%s", r).isZero();
        JsonNode cell = JSON.readTree(bench.resolve("results.json").toFile()).get("cells").get(0);
        assertThat(cell.get("status").asText()).as(cell.path("reason").asText()).isEqualTo("ok");
        JsonNode run = cell.get("runs").get(0);
        assertThat(bench.resolve(run.get("gcLog").asText())).isNotEmptyFile();
        if (run.hasNonNull("jfr")) {
            assertThat(bench.resolve(run.get("jfr").asText())).isNotEmptyFile();
        }

        Path classes = nap();
        Path compare = odd.resolve("compare " + ODD_NAME);
        // --jfr: compare records no JFR file by default, and JFR's filename= is one of the syntaxes under test
        Tenure.Result c = Tenure.run(work, "compare", "--gc", "serial", "--repeat", "1", "--jfr", "--out", compare.toString(),
                "--", "-cp", classes.toString(), "Nap", "0");
        assertThat(c.exitCode()).as("%s", c).isZero();
        JsonNode compared = JSON.readTree(compare.resolve("results.json").toFile()).get("configs").get(0).get("runs").get(0);
        assertThat(compared.get("status").asText()).as(compared.path("reason").asText()).isEqualTo("ok");
        assertThat(compare.resolve(compared.get("files").get("gcLog").asText())).isNotEmptyFile();
        assertThat(compare.resolve(compared.get("files").get("jfr").asText())).isNotEmptyFile();
    }

    /** A second compare --resume on a bundle another one was writing was accepted and ran. */
    @Test
    void aSecondCompareOnABundleBeingWrittenIsRefused() throws Exception {
        Path classes = nap();
        Path marker = Files.writeString(work.resolve("slow"), "");
        Path out = work.resolve("bundle");
        List<String> args = List.of("compare", "--gc", "serial", "--repeat", "1", "--no-jfr", "--out", out.toString(), "--",
                "-cp", classes.toString(), "Nap", "120", marker.toString());
        List<String> first = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + Tenure.scratch(work), "-jar", Tenure.root().resolve("cli/target/tenure.jar").toString()));
        first.addAll(args);
        Process writer = new ProcessBuilder(first).directory(work.toFile()).redirectErrorStream(true)
                .redirectOutput(work.resolve("first.txt").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (!Files.exists(out.resolve("results.json")) && writer.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(writer.isAlive()).as(Files.readString(work.resolve("first.txt"))).isTrue();
            List<String> second = new ArrayList<>(args);
            second.add(second.indexOf("--"), "--resume");
            Tenure.Result r = Tenure.run(work, second.toArray(String[]::new));
            assertThat(r.exitCode()).as("%s", r).isEqualTo(2);
            assertThat(r.err()).contains(out + " is being written by another tenure process (pid " + writer.pid() + ")");
        } finally {
            Files.deleteIfExists(marker);
            writer.destroy();
            writer.waitFor(60, TimeUnit.SECONDS);
        }
    }

    /** compare removed the option variables from its runs without a word on screen or in results.json. */
    @Test
    void compareSaysAndRecordsTheOptionVariablesItRemoved() throws Exception {
        Path classes = nap();
        Path out = work.resolve("bundle");
        Tenure.Result r = Tenure.run(work, null, Map.of("_JAVA_OPTIONS", "-Xmn8m"), "compare", "--gc", "serial", "--repeat",
                "1", "--no-jfr", "--out", out.toString(), "--", "-cp", classes.toString(), "Nap", "0");
        assertThat(r.exitCode()).as("%s", r).isZero();
        assertThat(r.err()).contains("_JAVA_OPTIONS='-Xmn8m' set here: removed from every run's environment");
        JsonNode run = JSON.readTree(out.resolve("results.json").toFile()).get("configs").get(0).get("runs").get(0);
        assertThat(run.get("jvmOptionVariablesRemoved").get("_JAVA_OPTIONS").asText()).isEqualTo("-Xmn8m");
    }

    /** A program that sleeps its first argument in seconds while the file named second exists (or not at all). */
    private Path nap() throws Exception {
        Path source = Files.writeString(work.resolve("Nap.java"), "public class Nap { public static void main(String[] a)"
                + " throws Exception { long end = System.nanoTime() + Long.parseLong(a[0]) * 1_000_000_000L;"
                + " while (System.nanoTime() < end && (a.length < 2 || new java.io.File(a[1]).exists())) Thread.sleep(50); } }\n");
        Path classes = Files.createDirectories(work.resolve("classes"));
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(), source.toString()))
                .isZero();
        return classes;
    }
}
