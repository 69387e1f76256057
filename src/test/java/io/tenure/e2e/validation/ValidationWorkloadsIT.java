package io.tenure.e2e.validation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URISyntaxException;
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
 * Smoke test of the validation workloads (docs/VALIDATION.md): each runs in a child JVM with a GC
 * log, on a tiny amount of work, and writes the measured phase the summariser reads. The real
 * validation runs are minutes long and are not part of the build.
 */
class ValidationWorkloadsIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path work;
    private static Path classes;
    private static String classpath;

    @BeforeAll
    static void compileWorkloads() throws IOException, URISyntaxException {
        Path sources = Path.of(System.getProperty("tenure.root"), "validation", "src");
        List<String> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).map(Path::toString).collect(Collectors.toList());
        }
        assertThat(files).as("validation workload sources under " + sources).hasSize(3);
        String h2Jar = Path.of(org.h2.Driver.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        classes = work.resolve("classes");
        classpath = classes + java.io.File.pathSeparator + h2Jar;
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("--release", "17", "-Xlint:all", "-Werror", "-cp", h2Jar,
                "-d", classes.toString()));
        args.addAll(files);
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac exit code").isZero();
    }

    @Test
    void javacWorkloadCompilesATreeAndReportsItsMeasuredPhase() throws Exception {
        Path tree = work.resolve("tree/org/example");
        Files.createDirectories(tree);
        for (int i = 0; i < 3; i++) {
            // the workload compiles with --release 8, as for Commons Math
            Files.writeString(tree.resolve("C" + i + ".java"), "package org.example;\npublic class C" + i
                    + " { java.util.List<String> names() { return java.util.Collections.singletonList(\"" + i + "\"); } }\n");
        }
        JsonNode result = runChild("javac", "io.tenure.validation.JavacWorkload", work.resolve("tree").toString(), "1", "2");
        assertThat(result.get("operations").asLong()).isEqualTo(6);
        assertThat(result.get("operationUnit").asText()).isEqualTo("source files compiled");
    }

    @Test
    void h2WorkloadRunsTransactionsAndReportsItsMeasuredPhase() throws Exception {
        JsonNode result = runChild("h2", "io.tenure.validation.H2Workload", "20", "50");
        assertThat(result.get("operations").asLong()).isEqualTo(50);
        assertThat(result.get("allocatedMB").asDouble()).isPositive();
    }

    private static JsonNode runChild(String name, String mainClass, String... args) throws Exception {
        Path result = work.resolve(name + ".json");
        Path log = work.resolve(name + "-gc.log");
        Path output = work.resolve(name + ".out");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-Xms128m", "-Xmx128m", "-Xlog:gc:file=" + log + ":uptime,time,level,tags",
                "-cp", classpath, mainClass, result.toString()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!child.waitFor(3, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            throw new AssertionError("workload did not finish in 3 minutes: " + command);
        }
        assertThat(child.exitValue()).as("exit code of %s; output:%n%s", command,
                Files.readString(output, StandardCharsets.UTF_8)).isZero();
        JsonNode json = JSON.readTree(result.toFile());
        assertThat(json.get("workload").asText()).isEqualTo(name);
        assertThat(json.get("wallSeconds").asDouble()).isPositive();
        assertThat(json.get("cpuSeconds").asDouble()).isNotNegative();
        assertThat(json.get("measuredEndUptimeMs").asLong()).isGreaterThanOrEqualTo(json.get("measuredStartUptimeMs").asLong());
        assertThat(log).as("the child's GC log").isNotEmptyFile();
        return json;
    }
}
