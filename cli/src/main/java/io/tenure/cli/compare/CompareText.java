package io.tenure.cli.compare;

import io.tenure.bench.plan.ControlledFlags;
import io.tenure.bundle.compare.BusyMachine;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.CostSplit;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.ModelCheck;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.bundle.compare.UntilCi;
import io.tenure.cli.common.Eta;
import io.tenure.cli.common.RunFailures;
import io.tenure.compare.CompareListener;
import io.tenure.compare.CompareRequest;
import io.tenure.compare.CompareRunner;
import io.tenure.compare.ConfigSpec;
import io.tenure.compare.LauncherOptions;
import io.tenure.compare.ProgramSpec;
import io.tenure.model.RatioText;
import io.tenure.model.stats.MedianInterval;
import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The text output of {@code tenure compare}: ranking, pairs against the fastest, cost split, minimum heaps. */
final class CompareText {
    private CompareText() {
    }

    static void plan(PrintWriter out, CompareRequest request) {
        int configs = request.baseConfigs().size() * Math.max(1, request.heaps().size());
        out.printf(Locale.ROOT, "tenure compare plan: %d configurations x (%d warm-up + %d measured) runs = %d runs%s%n",
                configs, request.warmupRuns(), request.repeat(), configs * (request.warmupRuns() + request.repeat()),
                request.minHeap() ? ", after the minimum-heap search" : "");
        out.printf(Locale.ROOT, "bundle: %s%n", request.out().toAbsolutePath());
        for (ConfigSpec c : request.baseConfigs()) {
            out.printf(Locale.ROOT, "  %s: %s%n", c.id(), String.join(" ", c.flags()));
        }
        out.printf(Locale.ROOT, "heaps: %s%n", request.heaps().isEmpty() ? heapsWithoutHeapOption(request)
                : String.join(", ", request.heaps().stream().map(h -> h.megabytes() != null ? h.megabytes() + " MB"
                        : h.multiple() + "x minimum").toList()));
        // --help promises the commands: the whole command line of the first run, heap included when fixed
        ConfigSpec first = request.baseConfigs().get(0);
        Long heap = request.heaps().isEmpty() ? null : request.heaps().get(0).megabytes();
        if (request.heaps().isEmpty() || heap != null) {
            // the line its command.txt will hold: --workdir, --env and --stdin are part of what runs
            ConfigSpec config = heap == null ? first : first.withHeapMB(heap);
            Path runDir = request.out().resolve("runs").resolve(config.id() + "-r0");
            ProgramSpec program = request.program();
            out.printf(Locale.ROOT, "first measured run: %s%n", JvmLauncher.shellLine(new LaunchRequest(
                    CompareRunner.firstCommand(request, config), program.workDir(), runDir.resolve("stdout.txt"),
                    runDir.resolve("stderr.txt"), program.stdin(), program.timeout(), program.environment())));
        }
        out.flush();
    }

    /**
     * Whether --until-ci met its target: a budget spent with intervals far wider than asked for
     * ended like a target met, exit 0 and not a word.
     */
    private static void untilCi(PrintWriter out, UntilCi untilCi) {
        if (untilCi == null) {
            return;
        }
        if (untilCi.reached()) {
            out.printf(Locale.ROOT, "--until-ci %s %%: reached, every wall-time interval narrower than %s %% of its median"
                    + " (%d measured runs)%n", percent(untilCi.targetPercent()), percent(untilCi.targetPercent()),
                    untilCi.measuredRuns());
            return;
        }
        out.printf(Locale.ROOT, "--until-ci %s %%: not reached, --max-runs %d spent (%d measured runs); wall-time"
                        + " intervals still wider:%n", percent(untilCi.targetPercent()), untilCi.maxRuns(),
                untilCi.measuredRuns());
        for (UntilCi.Width w : untilCi.notReached()) {
            String width = w.widthPercent() == null ? "no interval" : percent(w.widthPercent()) + " % of the median";
            String short95 = w.measuredRuns() < MedianInterval.MIN_VALUES
                    ? ", not a 95 % interval below " + MedianInterval.MIN_VALUES + " runs" : "";
            out.printf(Locale.ROOT, "  %-36s %s (%d runs ok%s)%n", w.config(), width, w.measuredRuns(), short95);
        }
        out.println("  more runs narrow them: add --resume and a larger --max-runs");
    }

    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * The heaps of runs without --heap: the JVM's own sizing unless the options given (--jvm-arg,
     * --variant, those of JAVA-ARGS) set it; "default sizing" beside a user's -Xmx1g told them their
     * flag was not used.
     */
    private static String heapsWithoutHeapOption(CompareRequest request) {
        List<String> programOptions = LauncherOptions.of(request.program().javaArgs()).jvmOptions();
        Map<String, List<String>> byConfig = new LinkedHashMap<>();
        for (ConfigSpec c : request.baseConfigs()) {
            List<String> options = new ArrayList<>(c.extraFlags());
            options.addAll(programOptions);
            byConfig.put(c.id(), options.stream().filter(CompareText::sizesTheHeap).toList());
        }
        String defaults = "the JVM's default sizing";
        if (new HashSet<>(byConfig.values()).size() == 1) {
            List<String> flags = byConfig.values().iterator().next();
            return flags.isEmpty() ? defaults : String.join(" ", flags) + ", from the JVM options given (no --heap: what"
                    + " they leave open, the JVM sizes itself)";
        }
        return "from the JVM options given (no --heap: what they leave open, the JVM sizes itself): "
                + String.join("; ", byConfig.entrySet().stream().map(e -> e.getKey() + " "
                        + (e.getValue().isEmpty() ? defaults : String.join(" ", e.getValue()))).toList());
    }

    private static boolean sizesTheHeap(String flag) {
        String f = flag.strip();
        return ControlledFlags.kindOf(f).filter(kind -> kind == ControlledFlags.HEAP).isPresent()
                && !f.matches("-XX:[+-]AlwaysPreTouch") || f.matches("-XX:(Max|Min|Initial)RAMPercentage=.*");
    }

    static void results(PrintWriter out, CompareResults results, RaceResult race, Path dir) {
        List<ConfigResult> ranked = results.configs().stream()
                .sorted(Comparator.comparingDouble(c -> c.summary().wallSeconds() == null ? Double.MAX_VALUE
                        : c.summary().wallSeconds().median()))
                .toList();
        out.println("Ranking (median wall time [interval, its kind at the end of the line]; MAD % = median absolute"
                + " deviation of the wall times, in % of the median; CPU = all threads of the process):");
        out.printf(Locale.ROOT, "  %-4s %-36s %-26s %6s %-26s %9s %9s %9s %5s  %s%n", "#", "configuration", "wall s", "MAD %",
                "cpu s", "pause s", "gc-cpu s", "rss MB", "runs", "interval");
        int rank = 1;
        for (ConfigResult c : ranked) {
            ConfigResult.ConfigSummary s = c.summary();
            out.printf(Locale.ROOT, "  %-4d %-36s %-26s %6s %-26s %9s %9s %9s %5s  %s%n", rank++, c.id(), ci(s.wallSeconds()),
                    CompareWarnings.spread(c), ci(s.cpuSeconds()), median(s.gcPauseSeconds()), median(s.gcCpuSeconds()),
                    median(s.peakRssMB()), s.measuredRuns() + (s.failedRuns() > 0 ? "+" + s.failedRuns() + "!" : ""),
                    MedianInterval.label(s.measuredRuns(), "run"));
        }
        untilCi(out, results.untilCi());
        if (ranked.stream().anyMatch(c -> c.summary().readySeconds() != null)) {
            out.println();
            out.println("Start-up (launch to the --ready line, median [interval of the kind the ranking names]):");
            for (ConfigResult c : ranked) {
                out.printf(Locale.ROOT, "  %-36s %s%n", c.id(), ci(c.summary().readySeconds()));
            }
        }
        if (!ranked.isEmpty() && ranked.size() > 1) {
            String best = ranked.get(0).id();
            out.println();
            out.println("Paired ratios against the fastest (" + best + "), runs of the same repetition (geometric"
                    + " mean of the ratios with its 95 % t-interval from 6 pairs on, the range of the ratios below):");
            out.printf(Locale.ROOT, "  %-36s %-26s %-26s %-16s %s%n", "configuration", "wall ratio", "cpu ratio", "interval",
                    "verdict");
            for (ConfigResult c : ranked.subList(1, ranked.size())) {
                PairResult p = pair(results, c.id(), best);
                if (p == null) {
                    continue;
                }
                boolean flipped = p.a().equals(best);
                out.printf(Locale.ROOT, "  %-36s %-26s %-26s %-16s %s%n", c.id(), ratio(p.wallRatio(), flipped),
                        ratio(p.cpuRatio(), flipped), MedianInterval.label(p.pairedRuns(), "pair"),
                        verdict(p, flipped, results.settings().repeat(), race));
            }
        }
        CompareWarnings.print(out, results);
        out.println();
        out.println("Cost split (Cai et al. 2022; medians of whole runs; docs/COMPARE.md):");
        out.printf(Locale.ROOT, "  %-36s %9s %9s %11s %11s %9s %9s %11s %11s%n", "configuration", "wall s", "pause s",
                "mutator s", "slowdown s", "cpu s", "gc-cpu s", "mutator s", "slowdown s");
        for (CostSplit s : results.costSplit()) {
            out.printf(Locale.ROOT, "  %-36s %9s %9s %11s %11s %9s %9s %11s %11s%n", s.config(), num(s.wallSeconds()),
                    num(s.gcPauseSeconds()), num(s.wallRemainderSeconds()), num(s.wallMutatorSlowdownSeconds()),
                    num(s.cpuSeconds()), num(s.gcCpuSeconds()), num(s.cpuRemainderSeconds()),
                    num(s.cpuMutatorSlowdownSeconds()));
        }
        if (!results.minHeap().isEmpty()) {
            out.println();
            out.println("Minimum heap (bisection of -Xms = -Xmx):");
            for (MinHeap m : results.minHeap()) {
                long thrashed = m.probes().stream().filter(p -> p.reason() != null && p.reason().startsWith("thrashing")).count();
                out.printf(Locale.ROOT, "  %-20s %-12s %s (resolution %d MB, %d runs%s)%n", m.jvm(), m.collector(),
                        m.minHeapMB() == null ? "none found" : m.minHeapMB() + " MB", m.resolutionMB(), m.probes().size(),
                        thrashed == 0 ? "" : ", " + thrashed + " killed as thrashing: --min-heap-timeout");
            }
        }
        HeapCurveText.print(out, results);
        if (!results.model().isEmpty()) {
            out.println();
            modelChecks(out, results.model());
        }
        out.println();
        out.printf(Locale.ROOT, "bundle: %s%n", dir.resolve("results.json"));
    }

    /** compare --model: predicted beside measured, per pair. */
    static void modelChecks(PrintWriter out, List<ModelCheck> checks) {
        ModelCheck any = checks.get(0);
        out.println("Model against measurement (" + any.predictor() + ", predicted from the GC log of "
                + (any.observed() == null ? "no configuration" : any.observed()) + "; wall ratio a/b):");
        out.printf(Locale.ROOT, "  %-36s %-36s %-26s %-26s %9s %s%n", "a", "b", "predicted", "measured", "error %", "");
        for (ModelCheck c : checks) {
            out.printf(Locale.ROOT, "  %-36s %-36s %-26s %-26s %9s %s%n", c.a(), c.b(),
                    interval(c.predictedRatio(), c.predictedCi95Low(), c.predictedCi95High()),
                    interval(c.measuredRatio(), c.measuredCi95Low(), c.measuredCi95High()),
                    c.errorPercent() == null ? "-" : String.format(Locale.ROOT, "%+.1f", c.errorPercent()),
                    (c.predictedRatio() != null && c.withinInterval() ? "within the measured interval" : "")
                            + (c.note() == null ? "" : (c.withinInterval() ? "; " : "") + c.note()));
        }
    }

    /** A predicted or measured ratio with its interval; a bound just off 1 shows its side ({@link RatioText}). */
    private static String interval(Double value, Double low, Double high) {
        if (value == null) {
            return "-";
        }
        return low == null ? String.format(Locale.ROOT, "%.3f", value) : RatioText.interval(value, low, high, 3);
    }

    private static PairResult pair(CompareResults results, String x, String y) {
        return results.pairs().stream().filter(p -> p.a().equals(x) && p.b().equals(y) || p.a().equals(y) && p.b().equals(x))
                .findFirst().orElse(null);
    }

    /**
     * A configuration against the fastest: slower or faster only when the pair is told apart (the
     * ranking is by each one's median, the verdict by the paired ratios, which can disagree),
     * indistinguishable when its interval holds 1, and otherwise not told apart, with why.
     */
    private static String verdict(PairResult p, boolean flipped, int repeat, RaceResult race) {
        if (p.toldApart()) {
            double overFastest = flipped ? 1 / p.wallRatio().median() : p.wallRatio().median();
            return overFastest > 1 ? "slower" : "faster";
        }
        return p.pairedRuns() >= MedianInterval.MIN_VALUES ? "indistinguishable" : "not told apart (" + p.whyNotToldApart(repeat, race) + ")";
    }

    private static String ratio(MedianInterval r, boolean flipped) {
        if (r == null) {
            return "-";
        }
        if (flipped) {
            return RatioText.interval(1 / r.median(), 1 / r.ci95High(), 1 / r.ci95Low(), 3);
        }
        return RatioText.interval(r.median(), r.ci95Low(), r.ci95High(), 3);
    }

    private static String ci(MedianInterval m) {
        return m == null ? "-" : String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", m.median(), m.ci95Low(), m.ci95High());
    }

    private static String median(MedianInterval m) {
        return m == null ? "-" : num(m.median());
    }

    private static String num(Double d) {
        return d == null ? "-" : String.format(Locale.ROOT, "%.3f", d);
    }

    /** The runs as they start and end, and the session's notes, on stderr. */
    static CompareListener progress(PrintWriter err) {
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
                // said as it happens, so that the machine can be quieted before more runs are spent
                err.printf(Locale.ROOT, "tenure compare:   %s %s%s%n", run.status().json(),
                        run.wallSeconds() == null ? "" : String.format(Locale.ROOT, "%.3f s", run.wallSeconds()),
                        !BusyMachine.isBusy(run) ? "" : String.format(Locale.ROOT,
                                " (busy machine: other processes used %.1f cores)", run.otherCores()));
                err.flush();
            }

            @Override
            public void note(String message) {
                err.println("tenure compare: " + message);
                err.flush();
            }
        };
    }

    /**
     * The failed runs, in full for the first few; after {@code --retry-failed}, the configurations
     * whose failed runs were kept (not named this time, so not run again). Whether any run failed.
     */
    static boolean failures(PrintWriter err, CompareResults results, boolean retryFailed, Instant started) {
        List<CompareRun> bad = results.configs().stream().flatMap(c -> c.runs().stream())
                .filter(r -> r.status() != RunStatus.OK).toList();
        RunFailures.print(err, "compare",
                bad.stream().map(r -> new RunFailures.Failure(r.status().json(), r.runId(), r.reason())).toList());
        if (retryFailed) {
            // a failed run older than this session was not run again: its configuration was not named, and the
            // failures above read as the retry's own
            List<String> kept = results.configs().stream().filter(c -> c.runs().stream().anyMatch(r ->
                    r.status() != RunStatus.OK
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
        return !bad.isEmpty();
    }
}
