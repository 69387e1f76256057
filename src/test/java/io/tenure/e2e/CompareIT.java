package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.testsupport.Requirements;
import io.tenure.testsupport.TestJdks;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure compare} on the real programs of {@code validation/} (javac and H2, on small work):
 * the bundle, the printed ranking, pairs and cost split, a kill and a resume that loses no
 * finished run, {@code tenure analyze} of a kept GC log, and {@code tenure report} of the bundle
 * in real Chromium.
 */
class CompareIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path work;
    private static String classpath;
    private static Path tree;

    @BeforeAll
    static void compileWorkloads() throws IOException, URISyntaxException {
        Path sources = TenureProcess.root().resolve("validation/src");
        List<String> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList());
        }
        String h2Jar = Path.of(org.h2.Driver.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Path classes = work.resolve("classes");
        classpath = classes + File.pathSeparator + h2Jar;
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("--release", "17", "-cp", h2Jar, "-d", classes.toString()));
        args.addAll(files);
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac exit code").isZero();
        tree = work.resolve("tree");
        Path pkg = tree.resolve("org/example");
        Files.createDirectories(pkg);
        for (int i = 0; i < 4; i++) {
            Files.writeString(pkg.resolve("C" + i + ".java"), "package org.example;\npublic class C" + i
                    + " { java.util.List<String> names() { return java.util.Collections.singletonList(\"" + i + "\"); } }\n");
        }
    }

    private static List<String> javacCompare(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("compare", "--gc", "serial,parallel", "--heap", "64m", "--repeat", "2",
                "--no-jfr", "--out", out.toString()));
        args.addAll(List.of(extra));
        args.addAll(List.of("--", "-cp", classpath, "io.tenure.validation.JavacWorkload", "{runDir}/result.json",
                tree.toString(), "0", "1"));
        return args;
    }

    @Test
    void javacKilledResumedReportedAndAnalysed() throws Exception {
        Path out = work.resolve("javac");
        List<String> args = javacCompare(out);
        // first session: killed (SIGKILL, no shutdown hook) once a run is in the bundle
        Process first = TenureProcess.start(work, args.toArray(String[]::new));
        JsonNode before = null;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && first.isAlive()) {
            Path results = out.resolve("results.json");
            if (Files.exists(results)) {
                JsonNode tree = JSON.readTree(results.toFile());
                if (runs(tree).size() >= 1) {
                    before = tree;
                    break;
                }
            }
            Thread.sleep(50);
        }
        List<ProcessHandle> children = first.descendants().toList();
        first.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        // SIGKILL runs no shutdown hook: the run in progress goes on as an orphan; let it end first
        for (ProcessHandle child : children) {
            child.onExit().get(3, TimeUnit.MINUTES);
        }
        assertThat(before).as("results.json with a finished run before the kill").isNotNull();
        Map<String, JsonNode> finished = runs(JSON.readTree(out.resolve("results.json").toFile()));
        assertThat(finished).isNotEmpty();

        List<String> resume = new ArrayList<>(args);
        resume.add(resume.indexOf("--out"), "--resume");
        TenureProcess.Result result = TenureProcess.run(work, resume.toArray(String[]::new));
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).contains("Ranking", "Paired ratios against the fastest", "Cost split", "results.json");
        JsonNode results = JSON.readTree(out.resolve("results.json").toFile());
        assertThat(results.get("schema").asText()).isEqualTo("tenure-compare/1");
        assertThat(results.get("complete").asBoolean()).isTrue();
        Map<String, JsonNode> all = runs(results);
        assertThat(all).hasSize(4);
        finished.forEach((id, run) -> assertThat(all.get(id)).as("run %s kept as it was", id).isEqualTo(run));
        for (JsonNode run : all.values()) {
            assertThat(run.get("status").asText()).as(run.path("reason").asText()).isEqualTo("ok");
            // the workload's own measurement of its phase lies inside what tenure measured of the whole run
            JsonNode own = JSON.readTree(out.resolve("runs").resolve(run.get("runId").asText()).resolve("result.json").toFile());
            assertThat(own.get("wallSeconds").asDouble()).isLessThan(run.get("wallSeconds").asDouble());
            assertThat(own.get("cpuSeconds").asDouble()).isLessThanOrEqualTo(run.get("cpuSeconds").asDouble() + 0.02);
        }
        assertThat(results.get("pairs")).hasSize(1);
        assertThat(results.get("costSplit")).hasSize(2);

        String log = out.resolve(all.values().iterator().next().get("files").get("gcLog").asText()).toString();
        TenureProcess.Result analyze = TenureProcess.run(work, "analyze", log);
        assertThat(analyze.exitCode()).as(analyze.err()).isZero();

        Path report = work.resolve("report");
        TenureProcess.Result rendered = TenureProcess.run(work, "report", out.toString(), "--out", report.toString());
        assertThat(rendered.exitCode()).as(rendered.err()).isZero();
        String md = Files.readString(report.resolve("report.md"), StandardCharsets.UTF_8);
        assertThat(md).contains("Ranking", "Paired ratios", "Cost split", "Pause timelines");
        Chromium chromium = Chromium.find().orElse(null);
        Requirements.assumeAvailable("chromium", chromium != null, "no Chromium on the PATH; .ci/run installs it");
        Chromium.Output page = chromium.dumpDom(report.resolve("index.html"));
        assertThat(page.consoleLines()).as("console output of the compare report").isEmpty();
        assertThat(page.dom()).contains("tenure-selfcheck").doesNotContain("\"errors\":[{");
    }

    @Test
    void h2UnderTwoCollectors() throws Exception {
        Path out = work.resolve("h2");
        TenureProcess.Result result = TenureProcess.run(work, "compare", "--gc", "g1,parallel", "--repeat", "1", "--no-jfr",
                "--format", "json", "--out", out.toString(), "--", "-cp", classpath, "io.tenure.validation.H2Workload",
                "{runDir}/result.json", "10", "30");
        assertThat(result.exitCode()).as(result.err()).isZero();
        JsonNode results = JSON.readTree(result.out());
        assertThat(results.get("configs")).hasSize(2);
        for (JsonNode run : runs(results).values()) {
            assertThat(run.get("status").asText()).isEqualTo("ok");
            // the JVM running tenure; from JDK 25 it publishes its own GC CPU counter (docs/COMPARE.md)
            assertThat(run.get("gcCpuSource").asText()).isEqualTo(Runtime.version().feature() >= 25 ? "perf-counters" : "proc-threads");
            assertThat(run.get("peakRssMB").asDouble()).isPositive();
        }
    }

    /**
     * {@code compare --model}: a tiny allocation program (48-byte arrays, about 30 % kept in a FIFO) under
     * Serial and Parallel in the heap of the committed JDK 17 model fixture; per pair the model's
     * prediction from the first configuration's GC log beside the measured ratio.
     */
    @Test
    void modelBesideTheMeasurement() throws Exception {
        Path jdk17 = TestJdks.assumeJdk("jdk17");
        Path churn = work.resolve("churn");
        Files.createDirectories(churn);
        Files.writeString(churn.resolve("Churn.java"), "import java.util.ArrayDeque;\n"
                + "public class Churn { public static void main(String[] a) { ArrayDeque<byte[]> live = new ArrayDeque<>();"
                + " double acc = 0; for (long i = 0; i < 6_000_000L; i++) { byte[] b = new byte[48]; acc += 0.3;"
                + " if (acc >= 1) { acc -= 1; live.addLast(b); if (live.size() > 200_000) live.removeFirst(); } }"
                + " System.out.println(live.size()); } }\n");
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17", "-d", churn.toString(),
                churn.resolve("Churn.java").toString())).as("javac exit code").isZero();
        Path out = work.resolve("churn-model");
        Path model = TenureProcess.fixtures().resolve("model/v1-validation-2026-11-22-jdk17-model.json");
        TenureProcess.Result result = TenureProcess.run(work, "compare", "--jvm", jdk17.toString(), "--gc", "serial,parallel",
                "--heap", "384m", "--jvm-arg", "-Xmn48m", "--repeat", "2", "--no-jfr", "--model", model.toString(),
                "--out", out.toString(), "--", "-cp", churn.toString(), "Churn");
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).contains("Model against measurement (survival-transfer/1");
        JsonNode results = JSON.readTree(out.resolve("results.json").toFile());
        assertThat(results.get("model")).hasSize(1);
        JsonNode check = results.get("model").get(0);
        JsonNode pair = results.get("pairs").get(0);
        // two repetitions give no 95 % interval of the measured ratio: the check says so and has none
        assertThat(check.get("note").asText()).isEqualTo("no measured interval: 2 pairs; 6 are needed for a 95 % interval:"
                + " --repeat 6 or more");
        assertThat(check.get("measuredCi95Low").isNull()).isTrue();
        assertThat(check.get("observed").asText()).isEqualTo(results.at("/configs/0/id").asText());
        assertThat(List.of(check.get("platformA").asText(), check.get("platformB").asText())).containsExactlyInAnyOrder(
                "vm/openjdk-17/Serial/heap384m/young48m", "vm/openjdk-17/Parallel/heap384m/young48m");
        double predicted = check.get("predictedRatio").asDouble();
        double measured = pair.at("/wallRatio/median").asDouble();
        assertThat(check.get("measuredRatio").asDouble()).isEqualTo(measured);
        assertThat(check.get("errorPercent").asDouble())
                .isCloseTo(100 * (predicted - measured) / measured, within(1e-9));

        Path report = work.resolve("churn-report");
        TenureProcess.Result rendered = TenureProcess.run(work, "report", out.toString(), "--out", report.toString());
        assertThat(rendered.exitCode()).as(rendered.err()).isZero();
        assertThat(Files.readString(report.resolve("report.md"), StandardCharsets.UTF_8))
                .contains("Model against measurement", "survival-transfer/1");
    }

    private static Map<String, JsonNode> runs(JsonNode results) {
        Map<String, JsonNode> runs = new HashMap<>();
        for (JsonNode config : results.get("configs")) {
            for (Iterator<JsonNode> it = config.get("runs").elements(); it.hasNext(); ) {
                JsonNode run = it.next();
                runs.put(run.get("runId").asText(), run);
            }
        }
        return runs;
    }
}
