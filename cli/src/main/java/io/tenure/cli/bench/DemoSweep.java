package io.tenure.cli.bench;

import io.tenure.bench.plan.Plan;
import io.tenure.bench.run.BenchRunner;
import io.tenure.bench.run.RunListener;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleReader;
import io.tenure.bundle.BundleWriter;
import io.tenure.cli.common.DurationArgument;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/** The demo's sweep: bench's runner with the demo's time limit, a resumed demo checked to be the same demo. */
final class DemoSweep {
    private DemoSweep() {
    }

    /** The demo's forks into the bundle in {@code dir}, continuing it with {@code resume}. */
    static BenchResults run(Plan plan, Path dir, boolean resume, PrintWriter stdout) throws IOException, InterruptedException {
        BenchRunner runner = new BenchRunner(new BundleWriter(dir), DurationArgument.timeout("2m"), false,
                VersionProvider.version());
        BenchRunner.Mode mode = resume ? BenchRunner.Mode.RESUME : BenchRunner.Mode.FRESH;
        if (resume) {
            refuseAnotherDemo(plan, dir);
        }
        try {
            if (System.console() != null) {
                try (BenchProgress.Bar bar = new BenchProgress.Bar(System.err)) {
                    return runner.run(plan, mode, bar);
                }
            }
            RunListener lines = BenchProgress.plainLines(stdout);
            return runner.run(plan, mode, lines);
        } catch (BenchRunner.BundleExistsException e) {
            // the message names the fix already: it was said twice
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        } catch (BenchRunner.BundleMismatchException | BundleException.Locked | BundleException.ForeignHost e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** A resumed demo continues the demo that wrote the bundle, or is refused naming what changed ({@link DemoResume}). */
    private static void refuseAnotherDemo(Plan plan, Path dir) throws IOException {
        BenchResults previous;
        try {
            previous = BundleReader.results(dir.resolve(Bundle.RESULTS)).orElse(null);
        } catch (BundleException e) {
            return; // not a bundle the runner can continue either: its own refusal says why
        }
        String mismatch = previous == null ? null : DemoResume.mismatch(plan, previous);
        if (mismatch != null) {
            throw new UserException(ExitCodes.USAGE, dir + ": " + mismatch);
        }
    }
}
