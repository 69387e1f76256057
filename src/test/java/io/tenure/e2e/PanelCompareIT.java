package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.testsupport.Requirements;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure compare} on the validation panel's third-party programs (docs/VALIDATION.md):
 * Lucene, PMD and Rhino, at tiny work, under two collectors, timed from the workloads' marker line
 * ({@code --measure-from}). javac and H2 are {@link CompareIT}'s. The programs come from the local
 * Maven repository, resolved offline ({@code mvn -o}) from {@code validation/programs/pom.xml}: the
 * test needs no network; {@code validation/panel.sh fetch} (run by {@code .ci/run}) puts them there,
 * and without them the test is skipped (component {@code panel}).
 */
class PanelCompareIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MARKER = "tenure-validation: measured phase starts";

    @TempDir
    static Path work;
    private static String classpath;
    private static Path tree;

    @BeforeAll
    static void resolveAndCompile() throws IOException, InterruptedException {
        Path root = TenureProcess.root();
        Path cpFile = work.resolve("cp.txt");
        List<String> mvn = new ArrayList<>(List.of("mvn", "-B", "-q", "-o", "-f", root.resolve("validation/programs/pom.xml").toString(),
                "dependency:build-classpath", "-Dmdep.outputFile=" + cpFile));
        String repo = System.getProperty("maven.repo.local");
        if (repo != null) {
            mvn.add("-Dmaven.repo.local=" + repo);
        }
        Path mvnOut = work.resolve("mvn.txt");
        int exit;
        try {
            Process p = new ProcessBuilder(mvn).redirectErrorStream(true).redirectOutput(mvnOut.toFile()).start();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new AssertionError("mvn dependency:build-classpath did not finish in 5 minutes");
            }
            exit = p.exitValue();
        } catch (IOException e) {
            exit = -1;
            Files.writeString(mvnOut, "cannot start mvn: " + e.getMessage());
        }
        String why = exit == 0 ? "" : "mvn -o could not resolve validation/programs/pom.xml (exit " + exit + "): "
                + lastLine(Files.readString(mvnOut, StandardCharsets.UTF_8));
        Requirements.assumeAvailable("panel", exit == 0, why);
        String programs = Files.readString(cpFile, StandardCharsets.UTF_8).strip();

        Path classes = work.resolve("classes");
        List<String> files = new ArrayList<>();
        for (String dir : new String[] {"validation/src", "validation/panel/src"}) {
            try (Stream<Path> walk = Files.walk(root.resolve(dir))) {
                files.addAll(walk.filter(f -> f.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList()));
            }
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("--release", "17", "-Xlint:all", "-Werror", "-cp", programs, "-d", classes.toString()));
        args.addAll(files);
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac exit code").isZero();
        classpath = classes + File.pathSeparator + programs;

        tree = work.resolve("tree");
        Path pkg = tree.resolve("org/example");
        Files.createDirectories(pkg);
        for (int i = 0; i < 6; i++) {
            Files.writeString(pkg.resolve("C" + i + ".java"), "package org.example;\n\n/** Class " + i + ". */\npublic class C" + i
                    + " {\n    private int count;\n\n    public int next(int step) {\n        if (step > 0) {\n            count += step;\n"
                    + "        }\n        return count;\n    }\n}\n");
        }
    }

    private static String lastLine(String text) {
        String[] lines = text.strip().split("\n");
        return lines[lines.length - 1];
    }

    @Test
    void lucene() throws Exception {
        comparesAndTimesTheMeasuredPhase("lucene", "io.tenure.validation.LuceneWorkload", tree.toString(), "1", "2", "20", "50");
    }

    @Test
    void pmd() throws Exception {
        comparesAndTimesTheMeasuredPhase("pmd", "io.tenure.validation.PmdWorkload", tree.toString(), "1", "1");
    }

    @Test
    void rhino() throws Exception {
        comparesAndTimesTheMeasuredPhase("rhino", "io.tenure.validation.RhinoWorkload", "1", "2");
    }

    /** Two collectors, one run each: both ok, timed from the marker, the workload's own result written, the log analysable. */
    private static void comparesAndTimesTheMeasuredPhase(String name, String main, String... workloadArgs) throws Exception {
        Path out = work.resolve(name);
        List<String> args = new ArrayList<>(List.of("compare", "--gc", "serial,parallel", "--heap", "96m", "--repeat", "1",
                "--no-jfr", "--measure-from", MARKER, "--format", "json", "--out", out.toString(), "--", "-cp", classpath, main,
                "{runDir}/result.json"));
        args.addAll(List.of(workloadArgs));
        TenureProcess.Result result = TenureProcess.run(work, args.toArray(String[]::new));
        assertThat(result.exitCode()).as(result.err()).isZero();
        JsonNode results = JSON.readTree(result.out());
        assertThat(results.get("configs")).hasSize(2);
        for (JsonNode config : results.get("configs")) {
            JsonNode run = config.get("runs").get(0);
            assertThat(run.get("status").asText()).as(run.toString()).isEqualTo("ok");
            // timed from the marker: the JVM's start-up and the workload's warm-up are outside wallSeconds
            assertThat(run.get("wallSeconds").asDouble()).isPositive().isLessThan(run.get("totalWallSeconds").asDouble());
            Path runDir = out.resolve("runs").resolve(run.get("runId").asText());
            JsonNode own = JSON.readTree(runDir.resolve("result.json").toFile());
            assertThat(own.get("workload").asText()).isEqualTo(name);
            assertThat(own.get("operations").asLong()).isPositive();
            // the child's own phase lies within the run (not compared with wallSeconds: tenure sees the
            // marker through a pipe, late by up to seconds on a loaded machine, so either may be longer)
            assertThat(own.get("wallSeconds").asDouble()).isLessThan(run.get("totalWallSeconds").asDouble());
            Path log = out.resolve(run.get("files").get("gcLog").asText());
            TenureProcess.Result analysis = TenureProcess.run(work, "analyze", "--format", "json", log.toString());
            assertThat(analysis.exitCode()).as(analysis.err()).isZero();
            assertThat(JSON.readTree(analysis.out()).get("runs")).isNotEmpty();
        }
    }
}
