package io.tenure.cli.bench;

import io.tenure.cli.TenureCommand;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code bench --dry-run} refuses what the run refuses, with the same message and exit code, and on
 * {@code --resume} shows what is left to run. It passed an {@code --out} that is a file, a foreign
 * directory and a resume with changed settings, all of which the run refused, and on a resume said
 * "12 runs" with r1 first when 8 were done.
 */
class BenchDryRunTest {
    @TempDir
    Path dir;

    /** A sweep of two short cells. */
    private static final List<String> SMALL = List.of("--gc", "serial", "--survival", "0.1,0.2", "--heap", "64m", "--young",
            "8m", "--lifetime", "16m", "--work", "16m", "--warmup", "0m", "--no-jfr");

    private record Result(int code, String out, String err) {
        /** The error line, after any "probing" lines of a cold probe cache. */
        String error() {
            return err.lines().filter(l -> l.startsWith("tenure: error: ")).reduce((a, b) -> b).orElse("");
        }
    }

    private static Result bench(List<String> args, String... more) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = TenureCommand.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        List<String> all = new ArrayList<>(List.of("bench", "--probe-cache", Path.of("target", "tenure-probes.json").toString()));
        all.addAll(args);
        all.addAll(List.of(more));
        return new Result(cmd.execute(all.toArray(String[]::new)), out.toString(), err.toString());
    }

    /** The dry run and the run of the same arguments both refuse, in the same words. */
    private static String refusedAlike(List<String> args, String... more) {
        List<String> dry = new ArrayList<>(List.of(more));
        dry.add("--dry-run");
        Result dryRun = bench(args, dry.toArray(String[]::new));
        Result run = bench(args, more);
        assertThat(run.code()).as(run.out() + run.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(dryRun.code()).as(dryRun.out() + dryRun.err()).isEqualTo(ExitCodes.USAGE);
        assertThat(dryRun.error()).isNotEmpty().isEqualTo(run.error());
        return run.error();
    }

    @Test
    void anOutThatIsAFileOrAForeignDirectoryIsRefusedByTheDryRunAsByTheRun() throws Exception {
        Path file = Files.writeString(dir.resolve("results.json"), "{}");
        assertThat(refusedAlike(SMALL, "--out", file.toString()))
                .isEqualTo("tenure: error: " + file + ": a file is there where a directory is needed (choose another --out)");
        Path foreign = Files.createDirectories(dir.resolve("mine"));
        Files.writeString(foreign.resolve("notes.txt"), "my notes");
        assertThat(refusedAlike(SMALL, "--out", foreign.toString())).startsWith("tenure: error: --out " + foreign
                + " holds files of its own and no bundle (notes.txt)");
        assertThat(foreign.resolve("runs")).doesNotExist();
    }

    @Test
    void onResumeTheDryRunRefusesChangedSettingsAndShowsWhatIsLeft() {
        Path bundle = dir.resolve("bundle");
        Result first = bench(SMALL, "--repeat", "1", "--out", bundle.toString());
        assertThat(first.code()).as(first.out() + first.err()).isEqualTo(ExitCodes.OK);

        // a bundle there: without --resume, and with other settings, both refuse alike
        assertThat(refusedAlike(SMALL, "--repeat", "1", "--out", bundle.toString()))
                .isEqualTo("tenure: error: " + bundle.resolve("results.json") + " already exists: pass --resume to continue"
                        + " it, or choose another --out");
        List<String> changed = new ArrayList<>(SMALL);
        changed.set(changed.indexOf("--work") + 1, "32m");
        assertThat(refusedAlike(changed, "--repeat", "1", "--resume", "--out", bundle.toString()))
                .contains("was run with other settings than this invocation asks for (workMB 16.0 then, 32.0 now)");

        // two more repetitions: 2 of 6 runs are done, the first run shown is one left to do
        Result more = bench(SMALL, "--repeat", "3", "--resume", "--out", bundle.toString(), "--dry-run");
        assertThat(more.code()).as(more.err()).isEqualTo(ExitCodes.OK);
        assertThat(more.out()).contains("tenure bench plan: 2 cells (0 skipped) x 3 repetitions = 6 runs, 2 already done in"
                + " the bundle: 4 to run, estimated ").contains("[1 of 3 runs done] ");
        assertThat(more.out().lines().filter(l -> l.startsWith("first run: ")).findFirst().orElseThrow())
                .doesNotContain("_r1/").containsPattern("_r[23]/");
        // all done: nothing to run, no first run
        Result none = bench(SMALL, "--repeat", "1", "--resume", "--out", bundle.toString(), "--dry-run");
        assertThat(none.code()).as(none.err()).isEqualTo(ExitCodes.OK);
        assertThat(none.out()).contains("= 2 runs, 2 already done in the bundle: 0 to run, estimated 0m00s")
                .doesNotContain("first run: ");
    }
}
