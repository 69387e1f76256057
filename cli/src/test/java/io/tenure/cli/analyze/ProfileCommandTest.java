package io.tenure.cli.analyze;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.VersionProvider;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.testsupport.Golden;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure profile}: the exact JSON ({@code tenure-profile/1}) and text of a real program's log
 * (a factorization program's JDK 24 Serial log from microsoft/gctoolkit's test data, with header,
 * {@code gc+cpu} lines and full collections), and the exit codes.
 */
class ProfileCommandTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final Path CORPUS = Path.of(System.getProperty("tenure.fixtures"), "corpus", "gctoolkit");
    private static final Path LOG = CORPUS.resolve("gctoolkit-gclogs__unified__serial__factorization-serialgc-tip.log");

    @Test
    void profileOfARealLog() throws IOException {
        CommandRun json = CommandRun.of("profile", LOG.toString(), "--format", "json");
        assertThat(json.exitCode()).as(json.err()).isZero();
        Golden.check(GOLDEN.resolve("tenure-profile-1.json"), normalised(json.out()));
        CommandRun text = CommandRun.of("profile", LOG.toString());
        assertThat(text.exitCode()).as(text.err()).isZero();
        Golden.check(GOLDEN.resolve("tenure-profile-1.txt"), normalised(text.out()));
    }

    /** A ZGC log of one concurrent cycle read "concurrent      1 cycles". */
    @Test
    void oneCycleIsSingular() {
        Path zgc = Path.of(System.getProperty("tenure.fixtures"), "gclogs", "hotspot", "unified",
                "corpus-gcviewer-jdk11-zgc-gcstar-uptime_level_tags.log");

        CommandRun run = CommandRun.of("profile", zgc.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("  concurrent      1 cycle, ").doesNotContain("1 cycles");
    }

    @Test
    void exitCodes() {
        CommandRun missing = CommandRun.of("profile", CORPUS.resolve("no-such.log").toString());
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).startsWith("tenure: error: no such file: ");

        CommandRun twoPrograms = CommandRun.of("profile", LOG.toString(),
                CORPUS.resolve("gctoolkit-gclogs__unified__parallel__parallelgc.log").toString());
        assertThat(twoPrograms.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(twoPrograms.err()).contains("the logs of one program are needed");

        // a directory of many programs' logs (a bundle's runs) names three, not every one of them
        CommandRun many = CommandRun.of("profile", CORPUS.toString());
        assertThat(many.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(many.err()).matches("(?s)tenure: error: the logs of one program are needed \\(a file or one rotated"
                + " set\\); these are [0-9]+ different logs: [^;]+; [^;]+; [^;]+; and [0-9]+ more\n");

        CommandRun notJfr = CommandRun.of("profile", LOG.toString(), "--jfr", LOG.toString());
        assertThat(notJfr.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(notJfr.err()).contains(": not a JFR recording tenure can read");

        assertThat(CommandRun.of("profile").exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    /**
     * A gzip cut in half: the profile of what came before the damage is printed, and the damage is
     * said (stderr, and a note in the profile) with exit 1, as tenure analyze does; it used to be
     * a profile of half the run, exit 0, without a word.
     */
    @Test
    void aDamagedLogIsProfiledUpToTheDamageAndExitsOne(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(buffer)) {
            gzip.write(Files.readAllBytes(CORPUS.resolve("gctoolkit-gclogs__unified__parallel__parallelgc.log")));
        }
        Path cut = dir.resolve("gc.log.gz");
        Files.write(cut, Arrays.copyOf(buffer.toByteArray(), buffer.size() / 2));

        CommandRun run = CommandRun.of("profile", cut.toString());

        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.out()).startsWith("Program profile of " + cut).contains("note: damaged input: " + cut + ":");
        assertThat(run.err()).startsWith("tenure: error: damaged input: " + cut + ":").contains("truncated gzip stream");
    }

    private static String normalised(String out) {
        return out.replace(CORPUS.toString(), "FIXTURES").replace("\"version\" : \"" + VersionProvider.version() + "\"",
                "\"version\" : \"VERSION\"");
    }
}
