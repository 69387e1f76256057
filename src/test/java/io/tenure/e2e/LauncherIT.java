package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code tenure} launcher script in a copy of the repository's layout (a clone elsewhere): its
 * class-data-sharing archive is written once, used, rewritten when the jar changes or the archive
 * was cut short, and never changes what a run prints; in a directory with a space (where JDK 17
 * ignores archives) it runs without one. Its own JVM runs Serial and C1 alone, C2 for large inputs.
 */
class LauncherIT {
    private static final String TRAINING_LOG =
            "src/test/resources/fixtures/gclogs/hotspot/unified/jdk17-g1-gcstar=trace-uptime_level_tags.log";

    @TempDir
    Path temp;
    private Path clone;
    private Path jar;
    private Path log;

    @BeforeEach
    void copyTheLauncherAndTheJar() throws IOException {
        clone(temp.resolve("clone"));
        log = TenureProcess.fixtures().resolve("gclogs/cli/jdk17-serial-gc,safepoint.log");
    }

    private void clone(Path where) throws IOException {
        Path root = TenureProcess.root();
        clone = where;
        Path target = Files.createDirectories(clone.resolve("cli/target"));
        Files.createDirectories(target.resolve("lib"));
        Files.copy(root.resolve("tenure"), clone.resolve("tenure"));
        jar = Files.copy(root.resolve("cli/target/tenure.jar"), target.resolve("tenure.jar"));
        try (Stream<Path> libs = Files.list(root.resolve("cli/target/lib"))) {
            for (Path lib : libs.toList()) {
                Files.copy(lib, target.resolve("lib").resolve(lib.getFileName()));
            }
        }
        Path training = Files.createDirectories(clone.resolve(TRAINING_LOG).getParent()).resolve(Path.of(TRAINING_LOG).getFileName());
        Files.copy(root.resolve(TRAINING_LOG), training);
    }

    @Test
    void theArchiveIsWrittenOnceUsedAndNeverChangesTheOutput() throws Exception {
        TenureProcess.Result plain = TenureProcess.run(temp, "analyze", "--format", "json", log.toString());
        assertThat(plain.exitCode()).isZero();

        TenureProcess.Result first = launch(Map.of(), "analyze", "--format", "json", log.toString());
        assertThat(first).isEqualTo(plain);
        Path archive = archive();
        assertThat(archive).isNotEmptyFile();

        Path classLog = temp.resolve("classes.txt");
        TenureProcess.Result second = launch(Map.of("TENURE_JAVA_OPTS", "-Xlog:class+load=info:file=" + classLog),
                "analyze", "--format", "json", log.toString());
        assertThat(second).isEqualTo(plain);
        // picocli is compiled for Java 5: only a static archive holds it (a dynamic one skipped it),
        // and JDK 25's dump skips such classes once linked (docs/PERFORMANCE.md, "Start-up"); the
        // launcher runs the JDK the tests run on
        assertThat(Files.readString(classLog)).as("classes loaded from the archive")
                .contains("io.tenure.cli.analyze.AnalyzeCommand source: shared objects file");
        if (Runtime.version().feature() < 25) {
            assertThat(Files.readString(classLog)).contains("picocli.CommandLine source: shared objects file");
        }

        TenureProcess.Result off = launch(Map.of("TENURE_CDS", "0", "TENURE_JAVA_OPTS", "-Xlog:class+load=info:file=" + classLog),
                "analyze", "--format", "json", log.toString());
        assertThat(off).isEqualTo(plain);
        assertThat(Files.readString(classLog)).doesNotContain("io.tenure.cli.analyze.AnalyzeCommand source: shared objects file");
    }

    @Test
    void tenuresOwnJvmRunsSerialUnlessTheUserNamesACollector() throws Exception {
        Path gcLog = temp.resolve("own-gc.txt");
        TenureProcess.Result own = launch(Map.of("TENURE_JAVA_OPTS", "-Xlog:gc:file=" + gcLog), "--version");
        assertThat(own.exitCode()).as(own.err()).isZero();
        assertThat(Files.readString(gcLog)).contains("Using Serial");

        // a second collector flag would make the JVM refuse to start: the user's replaces Serial
        TenureProcess.Result named = launch(Map.of("TENURE_JAVA_OPTS", "-XX:+UseG1GC -Xlog:gc:file=" + gcLog), "--version");
        assertThat(named.exitCode()).as(named.err()).isZero();
        assertThat(Files.readString(gcLog)).contains("Using G1");
    }

    /**
     * C1 alone for tenure's own JVM, except for a log command given more than 512 MiB of input (a
     * sparse file here: only its size is read before the JVM starts); options the user gives win.
     */
    @Test
    void c1AloneUnlessALogCommandReadsMoreThanHalfAGigabyte() throws Exception {
        Map<String, String> flags = Map.of("TENURE_JAVA_OPTS", "-XX:+PrintFlagsFinal");
        TenureProcess.Result small = launch(flags, "analyze", "--format", "json", log.toString());
        assertThat(small.exitCode()).as(small.err()).isZero();
        assertThat(small.out()).containsPattern("TieredStopAtLevel += 1 ");

        Path big = temp.resolve("big.log");
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            file.setLength((1L << 29) + (1L << 20));
        }
        TenureProcess.Result large = launch(flags, "analyze", big.toString());
        assertThat(large.out()).as(large.err()).containsPattern("TieredStopAtLevel += 4 ")
                .containsPattern("Tier4InvocationThreshold += 50000 ");

        TenureProcess.Result user = launch(Map.of("TENURE_JAVA_OPTS", "-XX:+PrintFlagsFinal -XX:TieredStopAtLevel=4"),
                "analyze", "--format", "json", log.toString());
        assertThat(user.out()).containsPattern("TieredStopAtLevel += 4 ");
    }

    @Test
    void aNewerJarGetsANewArchive() throws Exception {
        assertThat(launch(Map.of(), "--version").exitCode()).isZero();
        Path archive = archive();
        FileTime old = FileTime.fromMillis(System.currentTimeMillis() - 60_000);
        Files.setLastModifiedTime(archive, old);
        Files.setLastModifiedTime(jar, FileTime.fromMillis(System.currentTimeMillis() - 30_000));

        assertThat(launch(Map.of(), "--version").exitCode()).isZero();
        assertThat(Files.getLastModifiedTime(archive())).isGreaterThan(Files.getLastModifiedTime(jar));
    }

    @Test
    void aTruncatedArchiveIsNeverUsedAndIsWrittenAgain() throws Exception {
        TenureProcess.Result plain = TenureProcess.run(temp, "analyze", "--format", "json", log.toString());
        assertThat(launch(Map.of(), "--version").exitCode()).isZero();
        Path archive = archive();
        assertThat(archive.toFile().setWritable(true)).isTrue();
        byte[] whole = Files.readAllBytes(archive);
        // a disk that filled up while it was copied: JDK 17 would crash on it (SIGBUS), not refuse it
        Files.write(archive, java.util.Arrays.copyOf(whole, whole.length / 2));
        Files.setLastModifiedTime(archive, FileTime.fromMillis(System.currentTimeMillis()));

        assertThat(launch(Map.of(), "analyze", "--format", "json", log.toString())).isEqualTo(plain);
        assertThat(Files.size(archive())).as("written again, whole")
                .isEqualTo(Long.parseLong(Files.readString(Path.of(archive() + ".size")).strip()));
    }

    @Test
    void inADirectoryWithASpaceItRunsWithoutAnArchive() throws Exception {
        clone(temp.resolve("a clone"));
        TenureProcess.Result plain = TenureProcess.run(temp, "analyze", "--format", "json", log.toString());

        assertThat(launch(Map.of(), "analyze", "--format", "json", log.toString())).isEqualTo(plain);
        try (Stream<Path> files = Files.list(clone.resolve("cli/target"))) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.startsWith("tenure-cds"));
        }
    }

    private Path archive() throws IOException {
        try (Stream<Path> files = Files.list(clone.resolve("cli/target"))) {
            List<Path> archives = files.filter(p -> p.getFileName().toString().matches("tenure-cds.*\\.jsa")).toList();
            assertThat(archives).as("one class-data archive beside the jar").hasSize(1);
            return archives.get(0);
        }
    }

    /** Runs the copied launcher with this JVM as JAVA_HOME and {@code environment} added. */
    private TenureProcess.Result launch(Map<String, String> environment, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", clone.resolve("tenure").toString()));
        command.addAll(List.of(args));
        Path out = temp.resolve("out.txt");
        Path err = temp.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(temp.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().remove("TENURE_JAVA_OPTS");
        builder.environment().remove("TENURE_CDS");
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the launcher did not finish in 5 minutes: " + command);
        }
        return new TenureProcess.Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
