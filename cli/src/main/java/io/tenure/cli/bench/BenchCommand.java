package io.tenure.cli.bench;

import io.tenure.bench.plan.BenchRequest;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bench.run.BenchRunner;
import io.tenure.bench.run.MinHeapSearch;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ForeignFiles;
import io.tenure.cli.common.InterruptedSession;
import io.tenure.cli.common.JvmFlags;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.ProbeCacheOption;
import io.tenure.cli.common.RunOptions;
import io.tenure.cli.common.SessionOptions;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/** {@code tenure bench}: the tunable-survival benchmark across JVMs, collectors and heap configurations. */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Run the tunable-survival benchmark across JVMs, collectors and heap configurations:"
                    + " one fork of the workload per configuration, survival and repetition, into a result bundle"
                    + " (results.json, host.json, raw GC logs and JFR files, the command of every run).",
            "The defaults sweep every collector of one JDK in about 10 minutes on 2 idle cores.",
            ""
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every cell ok (or skipped)", "1:a cell failed or timed out (they are named)",
            "2:usage error (bad option, unknown JVM or collector, every cell refused at plan time, bundle exists"
                + " without --resume, bundle written by another process now or from another host)",
            "130:interrupted (Ctrl-C; 143: SIGTERM): the runs finished are kept, --resume runs the rest"})
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    JvmSelection jvmSelection;

    @Mixin
    BenchOptions options;

    @Mixin
    RunOptions runs = new RunOptions("5m", 3);

    @Mixin
    SessionOptions session;

    @Mixin
    JvmFlags jvmFlags;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of the run order and the workload (default: ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    ProbeCacheOption probeCache;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        runs.refuseOutOfBounds();
        Duration limit = runs.timeout();
        BenchMatrix matrix = BenchMatrix.resolve(jvmSelection, jvmFlags, probeCache.file(), spec.commandLine().getErr());
        ParseResult parsed = spec.commandLine().getParseResult();
        BenchRequest request = usage(() -> new BenchRequest(options.knobs(parsed), options.heaps(), options.sweep(),
                jvmFlags.jvmArgs(), matrix.variants(), runs.repeat(), seed));
        Path dir = session.directory(() -> Path.of("bench-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT))));
        runs.refuseRetryWithoutResume(session);
        Map<String, MinHeap> minHeaps = Map.of();
        List<Double> multiples = request.heaps().multiples();
        if (!multiples.isEmpty()) {
            refuseFile(dir);
            if (!session.resume() && Files.exists(dir.resolve(Bundle.RESULTS))) {
                throw new UserException(ExitCodes.USAGE, dir.resolve(Bundle.RESULTS)
                        + " already exists: pass --resume to continue it, or choose another --out");
            }
            ForeignFiles.refuse(dir);
            WorkloadTarget probe = usage(request::minHeapProbe);
            if (runs.dryRun()) {
                BenchPlanText.minHeapPlan(out, matrix, multiples, probe, dir);
                return ExitCodes.OK;
            }
            // held as the sweep is: a stop here keeps no run (the minimum heaps are written with the sweep's)
            Optional<Map<String, MinHeap>> searched = held(dir, () -> MinHeapSearch.measure(matrix.targets(),
                    matrix.byJvm()::get, probe, dir, session.resume(), limit, BenchRequest.MIN_HEAP_LIMIT_MB,
                    BenchPlanText.minHeapLines(out)));
            if (searched.isEmpty()) {
                return ExitCodes.INTERRUPTED;
            }
            minHeaps = searched.get();
        }
        Map<String, MinHeap> measured = minHeaps;
        Plan plan = usage(() -> request.plan(matrix.targets(), matrix.byJvm()::get, measured))
                .withMinHeaps(List.copyOf(minHeaps.values()));
        BenchRunner runner = new BenchRunner(new BundleWriter(dir), limit, runs.jfr(), VersionProvider.version());
        BenchRunner.Mode mode = runs.retryFailed() ? BenchRunner.Mode.RESUME_RETRYING_FAILED
                : session.resume() ? BenchRunner.Mode.RESUME : BenchRunner.Mode.FRESH;
        refuseFile(dir);
        ForeignFiles.refuse(dir);
        if (runs.dryRun()) {
            // the run's checks of the bundle, in its order (an empty plan is refused before them), writing nothing:
            // a dry run passed a changed --resume, a file or a foreign directory as --out, which the run refused
            BenchRunner.Pending pending = plan.cells().stream().allMatch(Cell::skipped) ? null : pending(runner, plan, mode);
            BenchPlanText.plan(out, plan, dir, pending, limit, runs.jfr());
            // the plan of a run that would be refused: a dry run checking a sweep said 0 for it
            BenchPlanText.refuseEmpty(plan, "");
            return ExitCodes.OK;
        }
        BenchPlanText.refusals(spec.commandLine().getErr(), plan);
        // nothing would run: an empty bundle and exit 0 read as a finished sweep
        BenchPlanText.refuseEmpty(plan, Files.exists(dir.resolve(Bundle.RESULTS)) ? ", " + dir.resolve(Bundle.RESULTS) + " left as it was"
                : Files.isDirectory(dir.resolve("minheap")) ? ", no bundle written (the minimum heaps' probe runs are in "
                        + dir.resolve("minheap") + ")" : ", no bundle written");
        Optional<BenchResults> results = held(dir, () -> {
            if (System.console() == null) {
                return runner.run(plan, mode, BenchProgress.plainLines(out));
            }
            try (BenchProgress.Bar bar = new BenchProgress.Bar(System.err)) {
                return runner.run(plan, mode, bar);
            }
        });
        return results.isEmpty() ? ExitCodes.INTERRUPTED
                : BenchResultText.print(out, spec.commandLine().getErr(), results.get(), dir);
    }

    /** The runs under a shutdown hold; empty when Ctrl-C stopped them (said on stderr). */
    private <T> Optional<T> held(Path dir, InterruptedSession.Runs<T> runs) throws IOException, InterruptedException {
        return InterruptedSession.run(spec, "bench", dir, session, List.of(BenchRunner.BundleExistsException.class,
                BenchRunner.BundleMismatchException.class, BundleException.Locked.class, BundleException.ForeignHost.class),
                runs);
    }

    /** A step of the request or its plan, whose refusals ({@link IllegalArgumentException}) are usage errors. */
    private static <T> T usage(Supplier<T> step) {
        try {
            return step.get();
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** The runs a run would do, or its refusal of the bundle, as the run words it. */
    private static BenchRunner.Pending pending(BenchRunner runner, Plan plan, BenchRunner.Mode mode) throws IOException {
        try {
            return runner.pending(plan, mode);
        } catch (BenchRunner.BundleExistsException | BenchRunner.BundleMismatchException | BundleException.ForeignHost e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    /** An {@code --out} that is a file: the run failed creating its directories, after a dry run had passed it. */
    private static void refuseFile(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UserException(ExitCodes.USAGE, dir + ": a file is there where a directory is needed (choose another --out)");
        }
    }
}
