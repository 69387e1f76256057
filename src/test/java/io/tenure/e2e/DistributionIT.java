package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive as a user installs it (docs/INSTALL.md): target/release/tenure-VERSION.tar.gz
 * unpacked into a directory whose name has a space, made read-only, {@code bin/tenure} linked from a
 * directory on the PATH and run from another working directory. Nothing may be written into the
 * installation (checked by comparing a listing, since root, as CI runs, writes through a-w); the
 * class-data-sharing archive goes to the user's cache directory.
 */
class DistributionIT {
    private static final String VERSION = System.getProperty("tenure.version");

    @TempDir
    static Path temp;
    private static Path install;
    private static Path home;
    private static Map<String, String> before;

    record Result(int exitCode, String out, String err) {
    }

    @BeforeAll
    static void unpackIntoAReadOnlyDirectoryWithASpace() throws Exception {
        Path archive = Path.of(System.getProperty("tenure.archive"));
        assertThat(archive).as("the archive the distribution module builds before this module").isRegularFile();
        install = Files.createDirectories(temp.resolve("opt with space"));
        assertThat(command(temp, Map.of(), "tar", "-xzf", archive.toString(), "-C", install.toString()).exitCode()).isZero();
        try (Stream<Path> top = Files.list(install)) {
            assertThat(top.map(p -> p.getFileName().toString())).as("one top directory").containsExactly("tenure-" + VERSION);
        }
        home = install.resolve("tenure-" + VERSION);
        assertThat(command(temp, Map.of(), "chmod", "-R", "a-w", install.toString()).exitCode()).isZero();
        before = listing(install);
    }

    @AfterAll
    static void writableAgainForCleanUp() throws Exception {
        if (install != null) {
            command(temp, Map.of(), "chmod", "-R", "u+w", install.toString());
        }
    }

    @Test
    void theArchiveHoldsTheLauncherTheJarsTheCompletionAndTheLicences() throws IOException {
        assertThat(home.resolve("bin/tenure")).isExecutable();
        // the launcher as written, its version filled in and nothing else changed by the build's filtering
        assertThat(Files.readString(home.resolve("bin/tenure"))).contains("\nversion=" + VERSION + "\n").isEqualTo(
                Files.readString(TenureProcess.root().resolve("distribution/src/bin/tenure")).replace("@project.version@", VERSION));
        assertThat(home.resolve("lib/tenure.jar")).isNotEmptyFile();
        try (Stream<Path> lib = Files.list(home.resolve("lib"))) {
            assertThat(lib.map(p -> p.getFileName().toString())).contains("xz-1.10.jar", "aircompressor-2.0.2.jar",
                    "commons-compress-1.28.0.jar", "gcviewer-1.36.jar", "duckdb_jdbc-1.4.4.0.jar");
        }
        for (String file : List.of("LICENSE", "NOTICE", "README.md", "share/bash-completion/completions/tenure")) {
            assertThat(home.resolve(file)).isNotEmptyFile();
        }
        // troff man pages come from -Prelease (Asciidoctor is slow)
        if (Boolean.getBoolean("tenure.release")) {
            for (String page : List.of("tenure.1", "tenure-analyze.1", "tenure-demo.1")) {
                assertThat(home.resolve("man/man1").resolve(page)).isNotEmptyFile();
            }
        }
    }

    /** POSIX sh: dash parses it and ShellCheck (where installed) finds nothing in it as sh. */
    @Test
    void theLauncherIsPosixShell() throws Exception {
        String launcher = home.resolve("bin/tenure").toString();
        for (String shell : List.of("sh", "dash", "shellcheck")) {
            if (command(temp, Map.of(), "sh", "-c", "command -v " + shell).exitCode() != 0) {
                continue;
            }
            Result check = shell.equals("shellcheck") ? command(temp, Map.of(), shell, "-s", "sh", launcher)
                    : command(temp, Map.of(), shell, "-n", launcher);
            assertThat(check.exitCode()).as("%s: %s%s", shell, check.out(), check.err()).isZero();
        }
    }

    @Test
    void bashCompletesTheCommandFromTheInstalledScript() throws Exception {
        Result result = command(temp, Map.of(), "bash", "-c", "source \"$1\" && complete -p tenure",
                "bash", home.resolve("share/bash-completion/completions/tenure").toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).startsWith("complete ").endsWith(" tenure\n");
    }

    @Test
    void aLinkOnThePathRunsEveryKindOfCommandAndWritesOnlyToTheCache() throws Exception {
        Path path = Files.createDirectories(temp.resolve("path"));
        Files.createSymbolicLink(path.resolve("tenure"), home.resolve("bin/tenure"));
        Path work = Files.createDirectories(temp.resolve("work"));
        Path cache = temp.resolve("cache");
        Map<String, String> env = Map.of("PATH", path + ":" + System.getenv("PATH"), "JAVA_HOME", System.getProperty("java.home"),
                "XDG_CACHE_HOME", cache.toString());

        Result version = tenure(work, env, "--version");
        assertThat(version.exitCode()).as(version.err()).isZero();
        assertThat(version.out()).startsWith("tenure " + VERSION + " (commit ");
        assertThat(version.err()).isEmpty();

        Path log = TenureProcess.fixtures().resolve(PackageIT.CORPUS_PLAIN);
        Path classLog = temp.resolve("classes.txt");
        Map<String, String> logging = new TreeMap<>(env);
        logging.put("TENURE_JAVA_OPTS", "-Xlog:class+load=info:file=" + classLog);
        Result analyze = tenure(work, logging, "analyze", "--format", "json", log.toString());
        assertThat(analyze.exitCode()).as(analyze.err()).isZero();
        assertThat(analyze.out()).containsPattern("\"pauses\":\\{\"count\":[1-9]");
        // the class-data-sharing archive is in the cache, and used although the installation's path has a space
        try (Stream<Path> files = Files.walk(cache)) {
            assertThat(files.filter(p -> p.toString().endsWith(".jsa"))).singleElement()
                    .satisfies(jsa -> assertThat(jsa.toString()).startsWith(cache.resolve("tenure/" + VERSION + "-").toString()));
        }
        assertThat(Files.readString(classLog)).contains("io.tenure.cli.analyze.AnalyzeCommand source: shared objects file");

        Result demo = tenure(work, env, "demo", "--quick", "--out", "demo");
        assertThat(demo.exitCode()).as(demo.out() + demo.err()).isZero();
        assertThat(demo.out()).contains("tenure demo: 6 of 6 cells ok on ");
        assertThat(work.resolve("demo/results.json")).isNotEmptyFile();

        // POSIX sh: dash runs the launcher as well (through the link, so it resolves its own location)
        if (command(temp, Map.of(), "sh", "-c", "command -v dash").exitCode() == 0) {
            Result dash = command(work, env, "dash", path.resolve("tenure").toString(), "--version");
            assertThat(dash.exitCode()).as(dash.err()).isZero();
            assertThat(dash.out()).startsWith("tenure " + VERSION);
        }

        assertThat(listing(install)).as("the installation after the runs").isEqualTo(before);
    }

    @Test
    void withoutJava17TheLauncherSaysWhatToDo() throws Exception {
        Path work = Files.createDirectories(temp.resolve("nojava"));
        Result noHome = command(work, Map.of("JAVA_HOME", work.resolve("nowhere").toString()), home.resolve("bin/tenure").toString(),
                "--version");
        assertThat(noHome.exitCode()).isEqualTo(1);
        assertThat(noHome.err()).isEqualTo("tenure: JAVA_HOME is " + work.resolve("nowhere") + ", which has no bin/java: set"
                + " JAVA_HOME to a Java 17 or later installation, or unset it to use the java on the PATH\n");

        // a Java 11 (its release file says so; its java is never started)
        Path old = Files.createDirectories(work.resolve("jdk-11/bin"));
        Files.writeString(work.resolve("jdk-11/release"), "JAVA_VERSION=\"11.0.2\"\n");
        Files.writeString(old.resolve("java"), "#!/bin/sh\nexit 3\n");
        assertThat(old.resolve("java").toFile().setExecutable(true)).isTrue();
        Result tooOld = command(work, Map.of("JAVA_HOME", work.resolve("jdk-11").toString()), home.resolve("bin/tenure").toString(),
                "--version");
        assertThat(tooOld.exitCode()).isEqualTo(1);
        assertThat(tooOld.err()).isEqualTo("tenure: " + old.resolve("java") + " is Java 11.0.2; tenure needs Java 17 or later:"
                + " set JAVA_HOME to a Java 17+ installation (https://adoptium.net)\n");

        // no JAVA_HOME and no java on the PATH: only the tools the launcher uses
        Path tools = Files.createDirectories(work.resolve("tools"));
        for (String tool : List.of("dirname", "readlink", "sed", "cut", "cksum", "mkdir", "rm", "ln", "mv", "find", "wc", "tr", "du")) {
            Result where = command(work, Map.of(), "sh", "-c", "command -v " + tool);
            Files.createSymbolicLink(tools.resolve(tool), Path.of(where.out().strip()));
        }
        Map<String, String> env = new TreeMap<>();
        env.put("PATH", tools.toString());
        env.put("JAVA_HOME", "");
        Result none = command(work, env, "/bin/sh", home.resolve("bin/tenure").toString(), "--version");
        assertThat(none.exitCode()).isEqualTo(1);
        assertThat(none.err()).isEqualTo("tenure: no Java found: tenure needs Java 17 or later; install one (https://adoptium.net)"
                + " and set JAVA_HOME to it or put its bin on the PATH\n");
    }

    /** tenure through a shell that finds it on the PATH, as a user types it. */
    private static Result tenure(Path work, Map<String, String> env, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("/bin/sh", "-c", "exec tenure \"$@\"", "sh"));
        command.addAll(List.of(args));
        return command(work, env, command.toArray(String[]::new));
    }

    private static Result command(Path work, Map<String, String> env, String... command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("dist-out", ".txt");
        Path err = Files.createTempFile("dist-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile()).redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            builder.environment().putAll(env);
            Process process = builder.start();
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("did not finish in 10 minutes: " + List.of(command));
            }
            return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** Every path under {@code dir} with its size and modification time. */
    private static Map<String, String> listing(Path dir) throws IOException {
        Map<String, String> listing = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.toList()) {
                BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class,
                        java.nio.file.LinkOption.NOFOLLOW_LINKS);
                listing.put(dir.relativize(file).toString(), attributes.size() + " " + attributes.lastModifiedTime());
            }
        }
        return listing;
    }
}
