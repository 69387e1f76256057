package io.tenure.cli;

import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code fit} and {@code report} refuse to write, with the message and exit code a user sees. */
class OutputGuardsTest {
    private static final double[] LEVELS = {0, 0.25, 0.5, 0.75};

    @TempDir
    Path temp;

    private Path bundle() throws IOException {
        return new ContractBundle().platform("serial", true, LEVELS, 2, s -> 2 + 8 * s)
                .platform("zgc", false, LEVELS, 2, s -> 3 + 2 * s).write(temp.resolve("bundle"));
    }

    /** {@code fit b --out b/results.json} replaced the bundle's results with the model and exited 0. */
    @Test
    void fitRefusesToWriteTheModelOverTheBundleItReads() throws IOException {
        Path bundle = bundle();
        Path results = bundle.resolve("results.json");
        String before = Files.readString(results);

        CommandRun run = CommandRun.of("fit", bundle.toString(), "--out", results.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tenure: error: --out " + results + " names the input " + results
                + "; refusing to overwrite it (choose another path)\n");
        assertThat(Files.readString(results)).isEqualTo(before);
    }

    /** A model beside the bundle's files is what {@code tenure demo} writes, and is fine. */
    @Test
    void fitWritesTheModelIntoTheBundleDirectory() throws IOException {
        Path bundle = bundle();
        Path model = bundle.resolve("tenure-model.json");

        CommandRun run = CommandRun.of("fit", bundle.toString(), "--out", model.toString());
        CommandRun again = CommandRun.of("fit", bundle.toString(), "--out", model.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(model).isNotEmptyFile();
    }

    /** It printed "/tmp/.qa.q0kso601vl2s.tmp -> /tmp/qa: Is a directory", after the whole fit. */
    @Test
    void fitRefusesADirectoryAsOut() throws IOException {
        Path bundle = bundle();
        Path dir = Files.createDirectories(temp.resolve("models"));

        CommandRun run = CommandRun.of("fit", bundle.toString(), "--out", dir.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tenure: error: --out " + dir + " is a directory; name the file to write\n");
    }

    /** A parent that is a file: the message names the --out path, not a temporary file. */
    @Test
    void fitNamesAnOutThatCannotBeCreated() throws IOException {
        Path bundle = bundle();
        Path file = Files.writeString(temp.resolve("file.txt"), "x");
        Path out = file.resolve("m.json");

        CommandRun run = CommandRun.of("fit", bundle.toString(), "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).isEqualTo("tenure: error: cannot write " + out + ": " + file + " is not a directory\n");
    }

    /** {@code report --out FILE} fitted every bundle, then printed "tenure: error: FILE" alone. */
    @Test
    void reportRefusesAFileAsOut() throws IOException {
        Path bundle = bundle();
        Path file = Files.writeString(temp.resolve("report.txt"), "x");

        CommandRun run = CommandRun.of("report", bundle.toString(), "--out", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tenure: error: --out " + file
                + " is a file; name the directory to write the report into\n");
        assertThat(Files.readString(file)).isEqualTo("x");
    }
}
