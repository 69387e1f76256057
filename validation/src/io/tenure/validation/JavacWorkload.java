package io.tenure.validation;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Validation workload (a): the JDK's own compiler, through {@code javax.tools}, compiling a real
 * source tree (every {@code .java} file under a directory) into a scratch directory, several times.
 *
 * <p>Usage: {@code JavacWorkload RESULT.json SOURCE_DIR WARMUP_ROUNDS MEASURED_ROUNDS}. A round is
 * one full compilation with a fresh file manager (nothing cached between rounds); the warm-up rounds
 * let the JIT compile javac before the measured ones.
 */
public final class JavacWorkload {
    private JavacWorkload() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: JavacWorkload RESULT.json SOURCE_DIR WARMUP_ROUNDS MEASURED_ROUNDS");
        }
        Path result = Paths.get(args[0]);
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Paths.get(args[1]))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        }
        if (sources.isEmpty()) {
            throw new IllegalArgumentException("no .java files under " + args[1]);
        }
        int warmup = Integer.parseInt(args[2]);
        int measured = Integer.parseInt(args[3]);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this Java runtime has no compiler (a JRE, not a JDK?)");
        }
        for (int i = 0; i < warmup; i++) {
            compile(javac, sources);
        }
        MeasuredPhase phase = new MeasuredPhase();
        phase.start();
        for (int i = 0; i < measured; i++) {
            compile(javac, sources);
        }
        phase.finish(result, "javac", (long) measured * sources.size(), "source files compiled");
    }

    private static void compile(JavaCompiler javac, List<Path> sources) throws IOException {
        Path out = Files.createTempDirectory("tenure-validation-javac");
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            List<String> options = new ArrayList<>(List.of("-proc:none", "-nowarn", "-Xlint:none", "-g",
                    "-encoding", "UTF-8", "--release", "8", "-d", out.toString()));
            // javac's messages are kept, not printed: the tree's notes are not our business, but an error is
            StringWriter messages = new StringWriter();
            boolean ok = javac.getTask(messages, files, null, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            if (!ok) {
                String text = messages.toString();
                throw new IllegalStateException("javac failed on the source tree " + options + ":\n"
                        + text.substring(0, Math.min(text.length(), 4000)));
            }
        } finally {
            try (Stream<Path> walk = Files.walk(out)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                    Files.delete(p);
                }
            }
        }
    }
}
