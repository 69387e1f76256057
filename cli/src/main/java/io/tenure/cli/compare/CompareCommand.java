package io.tenure.cli.compare;

import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ForeignFiles;
import io.tenure.cli.common.InterruptedSession;
import io.tenure.cli.common.JvmFlags;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.MinHeapTimeoutOption;
import io.tenure.cli.common.OutputFormatOption;
import io.tenure.cli.common.ProbeCacheOption;
import io.tenure.cli.common.RunOptions;
import io.tenure.cli.common.SessionOptions;
import io.tenure.cli.common.SizeArgument;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.compare.CompareRequest;
import io.tenure.compare.CompareRunner;
import io.tenure.compare.ConfigSpec;
import io.tenure.compare.HeapChoice;
import io.tenure.compare.ProgramSpec;
import io.tenure.compare.race.RaceRequest;
import io.tenure.io.Json;
import io.tenure.model.io.ProgramModels;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tenure compare}: the user's own program across JVMs, collectors, heaps and flags. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false, resourceBundle = "io.tenure.cli.compare.CompareHelp",
        description = {
            "Measure your own program under each JVM x collector x heap x variant: forks interleaved by repetition"
                    + " (order rotated), wall and CPU time, GC pauses, GC-thread CPU and peak RSS per run; medians with"
                    + " intervals, paired ratios, and each collector's cost split into pauses, GC-thread CPU and mutator"
                    + " slowdown (docs/COMPARE.md). Everything goes into a bundle (results.json, every run's GC log,"
                    + " output and command, and its JFR file with --jfr) that `tenure report` renders.",
            "Usage: tenure compare [OPTIONS] -- JAVA-ARGS   (what follows `java` on your program's command line)",
            ""
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every run ok", "1:a run failed or timed out (all others were still run and recorded)",
            "2:usage error (bad option, unknown JVM or collector, bundle exists without --resume)",
            "130:interrupted (Ctrl-C; 143: SIGTERM): the runs finished are kept, --resume runs the rest"})
public final class CompareCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    JvmSelection jvmSelection;

    @Option(names = "--heap", paramLabel = "SIZE", split = ",", description = "Fixed heaps (-Xms = -Xmx), e.g. 512m,1g; with --min-heap also multiples of each collector's minimum heap, e.g. 1.5x,2x,4x. Default: the JVM's own sizing.")
    List<String> heaps = new ArrayList<>();

    @Mixin
    JvmFlags jvmFlags;

    // 6: the fewest pairs whose order-statistic interval reaches 95 % (MedianInterval.MIN_VALUES); at 5 the
    // default could never tell two configurations apart
    @Mixin
    RunOptions runs = new RunOptions("10m", 6);

    @Option(names = "--warmup-runs", paramLabel = "K", defaultValue = "0", description = "Unmeasured runs per configuration first, e.g. to warm file caches (default: ${DEFAULT-VALUE}).")
    int warmupRuns;

    @Option(names = "--until-ci", paramLabel = "PCT", description = "After --repeat, add repetitions until every"
            + " wall-time interval is narrower than PCT %% of its median (a 95 %% interval: 6 runs or more), or --max-runs"
            + " is spent.")
    Double untilCi;

    @Option(names = "--max-runs", paramLabel = "N", description = "Run budget for --until-ci (measured runs in all; default: 3 x repeat x configurations).")
    Integer maxRuns;

    @Option(names = "--min-heap", description = "First find each collector's minimum heap by bisection (2 %% or 1 MB resolution).")
    boolean minHeap;

    @Option(names = "--min-heap-max", paramLabel = "SIZE", defaultValue = "16g", description = "Largest heap the minimum-heap search tries (default: ${DEFAULT-VALUE}).")
    String minHeapMax;

    @Mixin
    MinHeapTimeoutOption minHeapTimeout;

    @Mixin
    ProgramOptions programOptions;

    @Mixin
    SessionOptions session;

    @Mixin
    RaceOptions race;

    @Option(names = "--jfr", description = "Record a JFR file in every run (off by default: starting the recorder adds"
            + " start-up time to every run, which a short program measures; docs/COMPARE.md). --no-jfr is the default"
            + " and is accepted for older scripts.")
    boolean jfr;

    @Option(names = "--model", paramLabel = "FILE", description = "A model file (`tenure fit`): show its prediction for every pair, made from the first configuration's GC log, beside the measured ratio, with the error.")
    Path modelFile;

    @Mixin
    OutputFormatOption format;

    @Mixin
    ProbeCacheOption probeCache;

    @Parameters(paramLabel = "JAVA-ARGS", description = "What follows `java` on the program's command line, after --.")
    List<String> javaArgs = new ArrayList<>();

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = session.directory(() -> Path.of("compare-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT))));
        runs.refuseRetryWithoutResume(session);
        runs.refuseOutOfBounds();
        if (maxRuns != null && untilCi == null) {
            // the budget is --until-ci's alone: without it the runs are --repeat's, and --max-runs went unused unsaid
            throw new UserException(ExitCodes.USAGE, "--max-runs is the run budget of --until-ci: add --until-ci PCT,"
                    + " or set the number of runs with --repeat");
        }
        ProgramModels.LoadedModel model = CompareModel.load(modelFile);
        ProgramSpec program = programOptions.spec(javaArgs, runs.timeout(), jfr);
        List<ConfigSpec> configs = CompareConfigurations.resolve(jvmSelection, jvmFlags, heaps, javaArgs, jfr,
                probeCache.file(), err);
        CompareRequest request;
        try {
            List<HeapChoice> heapChoices = heaps.stream().map(HeapChoice::parse).toList();
            int configurations = configs.size() * Math.max(1, heapChoices.size());
            request = new CompareRequest(configs, heapChoices, program, runs.repeat(), warmupRuns, untilCi,
                    maxRuns != null ? maxRuns : 3 * runs.repeat() * configurations, minHeap,
                    SizeArgument.wholeMegabytes("--min-heap-max", minHeapMax), dir, session.resume(), runs.retryFailed(), VersionProvider.version(),
                    minHeapTimeout.limits());
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
        RaceRequest raceRequest = race.request(runs.repeat(), untilCi != null);
        if (runs.dryRun()) {
            CompareText.plan(out, request);
            return ExitCodes.OK;
        }
        ForeignFiles.refuse(dir);
        Instant started = Instant.now();
        CompareRequest planned = request;
        Optional<CompareResults> ran = InterruptedSession.run(spec, "compare", dir, session,
                List.of(CompareRunner.BundleExistsException.class),
                () -> raceRequest == null ? CompareRunner.run(planned, CompareText.progress(err))
                        : CompareRunner.run(planned, raceRequest, CompareText.progress(err)));
        if (ran.isEmpty()) {
            return ExitCodes.INTERRUPTED;
        }
        CompareResults results = ran.get();
        RaceResult raced = raceRequest == null ? null : new CompareBundle(dir).readRace().orElseThrow();
        if (model != null) {
            results = CompareModel.withModel(results, raced, dir, model);
        }
        if (format.json()) {
            out.print(Json.toPrettyString(results));
        } else {
            CompareText.results(out, results, raced, dir);
            if (raced != null) {
                RaceText.print(out, raced);
            }
        }
        out.flush();
        return CompareText.failures(err, results, runs.retryFailed(), started) ? ExitCodes.FAILED : ExitCodes.OK;
    }
}
