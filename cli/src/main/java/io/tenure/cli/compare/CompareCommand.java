package io.tenure.cli.compare;

import io.tenure.bench.plan.BenchJvms;
import io.tenure.bench.plan.PlatformJvm;
import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.cli.common.Eta;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.ForeignFiles;
import io.tenure.cli.common.InterruptedSession;
import io.tenure.cli.common.JvmFlags;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.RunFailures;
import io.tenure.cli.common.RunOptions;
import io.tenure.cli.common.SessionOptions;
import io.tenure.cli.common.ShutdownHold;
import io.tenure.cli.common.SizeArgument;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.compare.CompareListener;
import io.tenure.compare.CompareRequest;
import io.tenure.compare.CompareRunner;
import io.tenure.compare.ConfigSpec;
import io.tenure.compare.HeapChoice;
import io.tenure.compare.ModelChecks;
import io.tenure.compare.ProgramSpec;
import io.tenure.compare.race.RaceRequest;
import io.tenure.harness.SessionStopped;
import io.tenure.io.Json;
import io.tenure.model.ModelInputException;
import io.tenure.model.io.ProgramModels;
import io.tenure.platforms.Collector;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.UnknownJvmException;
import io.tenure.platforms.launch.JvmLauncher;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
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
                    + " JFR file, output and command) that `tenure report` renders.",
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

    @Option(names = "--ready", paramLabel = "REGEX", description = "Start-up time: from launch to the first stdout line matching REGEX.")
    String ready;

    @Option(names = "--measure-from", paramLabel = "REGEX", description = "Time only the phase from the first stdout line matching REGEX to exit (programs with their own warm-up).")
    String measureFrom;

    @Option(names = "--command", paramLabel = "SCRIPT", description = "Run a launcher instead of java: a command line (split on blanks) with {jvmOptions} where the JVM options go and optionally {java} for the launcher, e.g. 'bin/server.sh JAVA={java} OPTS={jvmOptions}'.")
    String command;

    @Option(names = "--workdir", paramLabel = "DIR", description = "Working directory of the program (default: the current one).")
    Path workdir;

    @Option(names = "--env", paramLabel = "K=V", description = "An environment variable for the program; repeatable.")
    List<String> env = new ArrayList<>();

    @Option(names = "--stdin", paramLabel = "FILE", description = "A file the program reads as standard input (default: empty).")
    Path stdin;

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

    /** What compare prints: an enum, so picocli refuses other values and completion offers these. */
    enum OutputFormat { text, json }

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text or json (the bundle's results.json) (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Option(names = "--probe-cache", paramLabel = "FILE", description = "Probe cache file, shared with `tenure platforms`.")
    Path probeCacheFile;

    @Parameters(paramLabel = "JAVA-ARGS", description = "What follows `java` on the program's command line, after --.")
    List<String> javaArgs = new ArrayList<>();

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = session.directory(() -> Path.of("compare-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT))));
        runs.refuseRetryWithoutResume(session);
        if (maxRuns != null && untilCi == null) {
            // the budget is --until-ci's alone: without it the runs are --repeat's, and --max-runs went unused unsaid
            throw new UserException(ExitCodes.USAGE, "--max-runs is the run budget of --until-ci: add --until-ci PCT,"
                    + " or set the number of runs with --repeat");
        }
        ProgramModels.LoadedModel model = model();
        ProgramSpec program = program();
        List<ConfigSpec> configs = baseConfigs();
        CompareRequest request;
        try {
            List<HeapChoice> heapChoices = heaps.stream().map(HeapChoice::parse).toList();
            int configurations = configs.size() * Math.max(1, heapChoices.size());
            request = new CompareRequest(configs, heapChoices, program, runs.repeat(), warmupRuns, untilCi,
                    maxRuns != null ? maxRuns : 3 * runs.repeat() * configurations, minHeap,
                    SizeArgument.wholeMegabytes("--min-heap-max", minHeapMax), dir, session.resume(), runs.retryFailed(), VersionProvider.version());
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
        RaceRequest raceRequest = race.request(runs.repeat(), untilCi != null);
        if (runs.dryRun()) {
            CompareText.plan(out, request);
            return ExitCodes.OK;
        }
        ForeignFiles.refuse(dir);
        CompareResults results;
        Instant started = Instant.now();
        // on Ctrl-C the JVM halts once its shutdown hooks end, and exits 130 whatever this returns
        ShutdownHold hold = new ShutdownHold(Duration.ofSeconds(10));
        try {
            results = raceRequest == null ? CompareRunner.run(request, progress(err))
                    : CompareRunner.run(request, raceRequest, progress(err));
        } catch (CompareRunner.BundleExistsException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        } catch (SessionStopped e) {
            return InterruptedSession.report(spec, "compare", e, dir, session.out() != null, session.resume());
        } finally {
            hold.close();
        }
        if (model != null) {
            results = withModel(results, dir, model);
        }
        if (format == OutputFormat.json) {
            out.print(Json.toPrettyString(results));
        } else {
            CompareText.results(out, results, dir);
            if (raceRequest != null) {
                RaceText.print(out, Json.mapper().readValue(dir.resolve(RaceResult.FILE).toFile(), RaceResult.class));
            }
        }
        out.flush();
        List<CompareRun> bad = results.configs().stream().flatMap(c -> c.runs().stream())
                .filter(r -> r.status() != io.tenure.bundle.compare.RunStatus.OK).toList();
        RunFailures.print(err, "compare",
                bad.stream().map(r -> new RunFailures.Failure(r.status().json(), r.runId(), r.reason())).toList());
        if (runs.retryFailed()) {
            // a failed run older than this session was not run again: its configuration was not named, and the
            // failures above read as the retry's own
            List<String> kept = results.configs().stream().filter(c -> c.runs().stream().anyMatch(r ->
                    r.status() != io.tenure.bundle.compare.RunStatus.OK
                            && (r.startedAt() == null || Instant.parse(r.startedAt()).isBefore(started))))
                    .map(ConfigResult::id).toList();
            if (!kept.isEmpty()) {
                err.printf(Locale.ROOT, "tenure compare: --retry-failed kept the failed runs of %s: %s not among the"
                                + " configurations named this time; name %s as before (--jvm, --gc, --heap, --variant) to run"
                                + " them again%n", String.join(", ", kept), kept.size() == 1 ? "it is" : "they are",
                        kept.size() == 1 ? "it" : "them");
                err.flush();
            }
        }
        return bad.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** The model of --model, read before anything runs so that a bad file costs no measurement. */
    private ProgramModels.LoadedModel model() throws IOException {
        if (modelFile == null) {
            return null;
        }
        if (!Files.isRegularFile(modelFile)) {
            throw new UserException(ExitCodes.USAGE, "--model: no such file: " + modelFile);
        }
        try {
            return ProgramModels.load(modelFile, null, null);
        } catch (ModelInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    /** The results with the model's checks, written back into the bundle. */
    private static CompareResults withModel(CompareResults results, Path dir, ProgramModels.LoadedModel model)
            throws IOException {
        CompareResults checked = new CompareResults(results.schema(), results.tool(), results.toolVersion(),
                results.createdAt(), results.updatedAt(), results.complete(), results.settings(), results.configs(),
                results.pairs(), results.costSplit(), results.minHeap(), ModelChecks.of(results, dir, model),
                results.untilCi());
        new CompareBundle(dir).write(checked);
        return checked;
    }

    private static CompareListener progress(PrintWriter err) {
        return new CompareListener() {
            private final Eta eta = new Eta();
            private int finished;

            @Override
            public void runStarted(String runId, int index, int total) {
                // the pace of the runs finished so far in this invocation (a race runs its blocks one after another)
                err.printf(Locale.ROOT, "tenure compare: [%d/%d] %s%s%n", index + 1, total, runId,
                        finished == 0 ? "" : "  (eta " + Eta.format(eta.after(finished, total - index)) + ")");
                err.flush();
            }

            @Override
            public void runFinished(CompareRun run) {
                finished++;
                err.printf(Locale.ROOT, "tenure compare:   %s %s%n", run.status().json(),
                        run.wallSeconds() == null ? "" : String.format(Locale.ROOT, "%.3f s", run.wallSeconds()));
                err.flush();
            }

            @Override
            public void note(String message) {
                err.println("tenure compare: " + message);
                err.flush();
            }
        };
    }

    private ProgramSpec program() {
        Path workDir = workdir != null ? workdir : Path.of("").toAbsolutePath();
        if (!Files.isDirectory(workDir)) {
            throw new UserException(ExitCodes.USAGE, "--workdir: not a directory: " + workDir);
        }
        if (stdin != null && Files.isDirectory(stdin)) {
            // readable, so it passed, and every run then failed to start: the session died at its first run
            throw new UserException(ExitCodes.USAGE, "--stdin: " + stdin + " is a directory; give the file the program"
                    + " reads as standard input");
        }
        if (stdin != null && !Files.isReadable(stdin)) {
            throw new UserException(ExitCodes.USAGE, "--stdin: cannot read " + stdin);
        }
        Map<String, String> environment = new LinkedHashMap<>();
        for (String kv : env) {
            int eq = kv.indexOf('=');
            if (eq < 1) {
                throw new UserException(ExitCodes.USAGE, "--env: expected K=V, got '" + kv + "'");
            }
            if (JvmLauncher.JVM_OPTION_VARIABLES.contains(kv.substring(0, eq))) {
                // the launcher removes these so that every run runs the options it records; --env put them
                // back, and a heap or collector given there silently replaced the configuration's
                throw new UserException(ExitCodes.USAGE, "--env: " + kv.substring(0, eq) + " hands the JVM options that no"
                        + " run records and no check sees: give them as --jvm-arg FLAG (every configuration) or --variant"
                        + " NAME=FLAGS (one of its own)");
            }
            environment.put(kv.substring(0, eq), kv.substring(eq + 1));
        }
        try {
            return new ProgramSpec(javaArgs, command, workDir, environment, stdin, runs.timeout(),
                    pattern("--ready", ready), pattern("--measure-from", measureFrom), jfr);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
    }

    private static Pattern pattern(String option, String regex) {
        if (regex == null) {
            return null;
        }
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new UserException(ExitCodes.USAGE, option + ": not a regular expression: " + e.getDescription()
                    + " in '" + regex + "'", e);
        }
    }

    /** JVM × collector × variant, through the platforms module as `tenure bench` resolves them. */
    private List<ConfigSpec> baseConfigs() {
        ProbeCache probes = ProbeCache.at(probeCacheFile != null ? probeCacheFile : ProbeCache.defaultLocation());
        PrintWriter err = spec.commandLine().getErr();
        probes.loadProblem().ifPresent(problem -> err.println("tenure: warning: " + problem));
        Map<String, List<String>> variantFlags = variants();
        ConfigurationFlags check = new ConfigurationFlags(heaps);
        jvmFlags.jvmArgs().forEach(flag -> check.refuse("--jvm-arg", flag));
        variantFlags.forEach((name, flags) -> flags.forEach(flag -> check.refuse("--variant " + name, flag)));
        check.refuseInJavaArgs(javaArgs, err);
        List<ConfigSpec> configs = new ArrayList<>();
        try {
            List<PlatformJvm> targets = BenchJvms.resolve(jvmSelection.jvms(), probes, what -> {
                err.println("tenure: probing " + what);
                err.flush();
            });
            Map<PlatformJvm, List<Collector>> chosen = chooseCollectors(targets, err);
            for (PlatformJvm jvm : targets) {
                boolean recordJfr = jfr && !jvm.jfrFlags(Path.of("probe.jfr")).isEmpty();
                for (Collector c : chosen.get(jvm)) {
                    for (Map.Entry<String, List<String>> v : variantFlags.entrySet()) {
                        List<String> extra = new ArrayList<>(jvmFlags.jvmArgs());
                        extra.addAll(v.getValue());
                        configs.add(new ConfigSpec(jvm.jvm(), c, jvm.collectorFlags(c), null, v.getKey(), extra, recordJfr));
                    }
                }
            }
        } catch (UnknownJvmException e) {
            throw new UserException(ExitCodes.USAGE, "--jvm: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        } finally {
            probes.save().ifPresent(problem -> err.println("tenure: warning: " + problem));
        }
        return configs;
    }

    /**
     * The collectors per JVM: every available one but Epsilon by default; else the named ones a
     * JVM has. A name only some JVMs have ({@code zgc}: non-generational ZGC is gone in JDK 24)
     * is skipped where absent, with a note; a name no JVM has is a usage error.
     */
    private Map<PlatformJvm, List<Collector>> chooseCollectors(List<PlatformJvm> targets, PrintWriter err) {
        Map<PlatformJvm, List<Collector>> chosen = new LinkedHashMap<>();
        for (PlatformJvm jvm : targets) {
            chosen.put(jvm, jvmSelection.collectors().isEmpty()
                    ? jvm.collectors().stream().filter(c -> c != Collector.EPSILON).toList() : new ArrayList<>());
        }
        for (String name : jvmSelection.collectors()) {
            String lastProblem = null;
            boolean somewhere = false;
            for (PlatformJvm jvm : targets) {
                try {
                    chosen.get(jvm).addAll(BenchJvms.collectors(jvm, List.of(name)));
                    somewhere = true;
                } catch (IllegalArgumentException e) {
                    lastProblem = e.getMessage();
                    if (targets.size() > 1) {
                        err.println("tenure compare: note: " + e.getMessage() + " (skipped there)");
                    }
                }
            }
            if (!somewhere) {
                throw new UserException(ExitCodes.USAGE, "--gc: " + lastProblem);
            }
        }
        return chosen;
    }

    private Map<String, List<String>> variants() {
        Map<String, List<String>> map = new LinkedHashMap<>();
        if (jvmFlags.variants().isEmpty()) {
            map.put(null, List.of());
            return map;
        }
        for (String v : jvmFlags.variants()) {
            int eq = v.indexOf('=');
            if (eq < 1) {
                throw new UserException(ExitCodes.USAGE, "--variant: expected NAME=FLAGS, got '" + v + "'");
            }
            String flags = v.substring(eq + 1).strip();
            if (map.put(v.substring(0, eq).strip(), flags.isEmpty() ? List.of() : List.of(flags.split("\\s+"))) != null) {
                throw new UserException(ExitCodes.USAGE, "--variant: the name '" + v.substring(0, eq) + "' is given twice");
            }
        }
        return map;
    }
}
