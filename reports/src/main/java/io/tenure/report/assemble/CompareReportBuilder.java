package io.tenure.report.assemble;

import io.tenure.bundle.compare.BusyMachine;
import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.CostSplit;
import io.tenure.bundle.compare.HeapCurves;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.ModelCheck;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.bundle.compare.UntilCi;
import io.tenure.model.stats.MedianInterval;
import io.tenure.report.ChartSpec;
import io.tenure.report.ChartSpec.Axis;
import io.tenure.report.ChartSpec.Series;
import io.tenure.report.ChartSpec.SeriesKind;
import io.tenure.report.Provenance;
import io.tenure.report.ReportModel;
import io.tenure.report.Section;
import io.tenure.report.Table;
import io.tenure.report.Table.Column;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The report of a compare bundle ({@code tenure compare}): the ranking with intervals, the paired
 * ratios, the cost split, start-up, minimum heaps, the model beside the measurement, and the
 * pause timeline of every run from its kept GC log.
 */
public final class CompareReportBuilder {
    private static final int TITLE_LENGTH = 120;

    private CompareReportBuilder() {
    }

    /** True when {@code dir} is a compare bundle (its results.json declares tenure-compare/1). */
    public static boolean isCompareBundle(Path dir) {
        return CompareBundle.isCompareBundle(dir);
    }

    /** The report of a compare bundle read by {@link ReportSources#compare}. */
    public static ReportModel build(CompareReportData data, List<String> commandLine, String toolVersion, String createdAt) {
        CompareResults results = data.results();
        List<ConfigResult> ranked = ranked(results);
        List<Section> sections = new ArrayList<>();
        sections.add(ranking(ranked, data.race() != null));
        if (data.race() != null) {
            // the race's winners are the answer a race was run for
            sections.add(race(data.race()));
        }
        if (ranked.size() > 1) {
            sections.add(pairs(results, data.race()));
        }
        sections.add(costSplit(results));
        if (ranked.stream().anyMatch(c -> c.summary().readySeconds() != null)) {
            sections.add(startUp(ranked));
        }
        if (!results.minHeap().isEmpty()) {
            sections.add(minHeap(results));
        }
        if (!results.model().isEmpty()) {
            sections.add(model(results));
        }
        List<HeapCurves> curves = HeapCurves.of(results);
        if (!curves.isEmpty()) {
            sections.add(heapCurves(curves));
        }
        sections.add(timelines(data));
        List<String> summary = new ArrayList<>();
        if (!ranked.isEmpty() && ranked.get(0).summary().wallSeconds() != null) {
            ConfigResult best = ranked.get(0);
            summary.add(String.format(Locale.ROOT, "Fastest: %s, median %.3f s (%s %.3f to %.3f s) over %d runs.",
                    best.id(), best.summary().wallSeconds().median(), bracket(best.summary().measuredRuns()),
                    best.summary().wallSeconds().ci95Low(), best.summary().wallSeconds().ci95High(),
                    best.summary().measuredRuns()));
            // in a race, fewer pairs are the race's doing: its outcome says more than a count of them
            summary.add(data.race() != null ? raceSummary(data.race()) : notToldApart(results, best.id(), ranked.size() - 1));
        }
        List<CompareRun> bad = results.configs().stream().flatMap(c -> c.runs().stream())
                .filter(r -> r.status() != RunStatus.OK).toList();
        if (!bad.isEmpty()) {
            // a session whose runs all failed has no figure: the summary is then the only place that says why
            summary.add(String.format(Locale.ROOT, "Warning: %d run%s failed or timed out and %s in no figure: %s.", bad.size(),
                    bad.size() == 1 ? "" : "s", bad.size() == 1 ? "is" : "are", String.join("; ", bad.stream().limit(5)
                            .map(r -> r.runId() + " " + r.status().json() + " (" + r.reason().lines().findFirst().orElse("")
                                    + ")").toList()) + (bad.size() > 5 ? "; ..." : "")));
        }
        BusyMachine.of(results).map(b -> "Warning: " + b.warning() + ".").ifPresent(summary::add);
        untilCi(results.untilCi()).ifPresent(summary::add);
        if (!results.complete()) {
            summary.add("The session is not complete: runs are still to come (or it was stopped; --resume continues it).");
        }
        List<String> commands = results.configs().stream()
                .flatMap(c -> c.runs().stream().limit(1)).map(r -> String.join(" ", r.command())).toList();
        return new ReportModel(ReportModel.SCHEMA, "compare", "tenure compare: " + programName(results),
                new Provenance("tenure", toolVersion, createdAt, commandLine, List.of("compare bundle " + data.directory()), commands),
                summary, sections);
    }

    /** "95 % interval" from {@value MedianInterval#MIN_VALUES} runs on, "range of n runs" below. */
    private static String bracket(int runs) {
        String label = MedianInterval.label(runs, "run");
        return runs >= MedianInterval.MIN_VALUES ? label + " interval" : label + ":";
    }

    /** A race's outcome in a sentence: its winners, the eliminated and the set aside, the runs it spent. */
    private static String raceSummary(RaceResult race) {
        String best = race.winners().isEmpty() ? "none" : race.winners().get(0).config();
        int others = race.winners().size() - 1;
        return String.format(Locale.ROOT, "Race: %s the best%s; %d eliminated; %d of %d runs (%.0f %%) spent (section Race).",
                best, others == 0 ? ", the only winner" : String.format(Locale.ROOT, ", %d more among the winners (%d set aside)",
                        others, race.setAside().size()), race.eliminated().size(), race.runsSpent(), race.exhaustiveRuns(),
                100.0 * race.runsSpent() / Math.max(1, race.exhaustiveRuns()));
    }

    /**
     * How many other configurations the runs do not tell apart from the fastest, and why: an
     * interval that holds 1, or fewer pairs than a 95 % interval needs (told apart by
     * {@link PairResult#toldApart}, so a bundle written before that rule is read by it too).
     */
    private static String notToldApart(CompareResults results, String best, int others) {
        List<PairResult> withBest = results.pairs().stream()
                .filter(p -> (p.a().equals(best) || p.b().equals(best)) && !p.toldApart()).toList();
        long tooFew = withBest.stream().filter(p -> p.pairedRuns() < MedianInterval.MIN_VALUES).count();
        long holdsOne = withBest.size() - tooFew;
        List<String> why = new ArrayList<>();
        if (holdsOne > 0) {
            why.add(holdsOne + " indistinguishable (the paired wall-time ratio interval holds 1)");
        }
        if (tooFew > 0) {
            why.add(String.format(Locale.ROOT, "%d with fewer than %d pairs, too few for a 95 %% interval%s", tooFew,
                    MedianInterval.MIN_VALUES, results.settings().repeat() < MedianInterval.MIN_VALUES
                            ? " (--repeat " + MedianInterval.MIN_VALUES + " or more)" : ""));
        }
        return withBest.size() + " of " + others + " other configurations " + (withBest.size() == 1 ? "is" : "are")
                + " not told apart from it" + (why.isEmpty() ? "." : ": " + String.join("; ", why) + ".");
    }

    /**
     * How --until-ci ended when it was not reached: the intervals are then wider than the user
     * asked, which the text said and the report did not. Nothing when it was reached or not asked.
     */
    private static Optional<String> untilCi(UntilCi untilCi) {
        if (untilCi == null || untilCi.reached()) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "Warning: --until-ci %.1f %% was not reached: --max-runs %d was spent"
                + " (%d measured runs) with wall-time intervals still wider: %s. More runs narrow them: --resume with a"
                + " larger --max-runs.", untilCi.targetPercent(), untilCi.maxRuns(), untilCi.measuredRuns(),
                String.join("; ", untilCi.notReached().stream().map(w -> w.config() + " " + (w.widthPercent() == null
                        ? "no interval" : String.format(Locale.ROOT, "%.1f %%", w.widthPercent())) + " (" + w.measuredRuns()
                        + " runs" + (w.measuredRuns() < MedianInterval.MIN_VALUES ? ", too few for a 95 % interval" : "") + ")")
                        .toList())));
    }

    /**
     * The program as the report's title: its class path as "…" and at most {@value #TITLE_LENGTH}
     * characters, since a class path of forty jars made the title a page long. The whole command
     * is in the provenance.
     */
    private static String programName(CompareResults results) {
        String name = results.settings().command() != null ? results.settings().command()
                : String.join(" ", withoutClassPath(results.settings().javaArgs()));
        return name.length() <= TITLE_LENGTH ? name : name.substring(0, TITLE_LENGTH - 1) + "…";
    }

    private static List<String> withoutClassPath(List<String> javaArgs) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < javaArgs.size(); i++) {
            String arg = javaArgs.get(i);
            if (arg.startsWith("--class-path=")) {
                out.add("--class-path=…");
            } else if ((arg.equals("-cp") || arg.equals("-classpath") || arg.equals("--class-path")) && i + 1 < javaArgs.size()) {
                out.add(arg);
                out.add("…");
                i++;
            } else {
                out.add(arg);
            }
        }
        return out;
    }

    private static List<ConfigResult> ranked(CompareResults results) {
        return results.configs().stream().sorted(Comparator.comparingDouble(
                c -> c.summary().wallSeconds() == null ? Double.MAX_VALUE : c.summary().wallSeconds().median())).toList();
    }

    private static Section ranking(List<ConfigResult> ranked, boolean raced) {
        List<List<Object>> rows = new ArrayList<>();
        List<double[]> medians = new ArrayList<>();
        List<double[]> bands = new ArrayList<>();
        int rank = 1;
        for (ConfigResult c : ranked) {
            ConfigResult.ConfigSummary s = c.summary();
            rows.add(Arrays.asList(rank, c.id(), c.jvm().id(), c.collector(), c.heapMB(), median(s.wallSeconds()),
                    low(s.wallSeconds()), high(s.wallSeconds()), MedianInterval.label(s.measuredRuns(), "run"),
                    median(s.cpuSeconds()), median(s.gcPauseSeconds()), median(s.gcCpuSeconds()), median(s.peakRssMB()),
                    s.measuredRuns(), s.failedRuns()));
            if (s.wallSeconds() != null) {
                medians.add(new double[] {rank, s.wallSeconds().median()});
                bands.add(new double[] {rank, s.wallSeconds().ci95Low(), s.wallSeconds().ci95High()});
            }
            rank++;
        }
        Table table = new Table("ranking", "Configurations by median wall time", List.of(Column.number("rank", "", 0),
                Column.text("configuration"), Column.text("JVM"), Column.text("collector"), Column.number("heap", "MB", 0),
                Column.number("wall", "s", 4), Column.number("wall low", "s", 4),
                Column.number("wall high", "s", 4), Column.text("interval"), Column.number("CPU", "s", 4),
                Column.number("GC pauses", "s", 3), Column.number("GC-thread CPU", "s", 3), Column.number("peak RSS", "MB", 4),
                Column.number("runs", "", 0), Column.number("failed", "", 0)), rows);
        ChartSpec chart = new ChartSpec("ranking-chart", "Median wall time with its interval",
                "x: the rank in the table; the band is the order-statistic 95 % interval of the median from "
                        + MedianInterval.MIN_VALUES + " runs on, the range of the runs below.",
                Axis.of("rank", ""), Axis.of("wall time", "s"),
                List.of(new Series("interval", SeriesKind.BAND, 0, bands), new Series("median", SeriesKind.SCATTER, 0, medians)));
        return new Section("ranking", "Ranking", List.of(
                (raced ? "The race ran the configurations in blocks, one run of each configuration still measured per block"
                        + " with the order rotated, so machine drift reaches every configuration alike; one eliminated or set"
                        + " aside has the runs of its blocks only (section Race). "
                        : "Each configuration ran the program the same number of times, the runs of all configurations"
                        + " interleaved by repetition with the order rotated, so machine drift reaches every configuration alike. ")
                        + "Wall low and high bound its median: a 95 % interval from " + MedianInterval.MIN_VALUES
                        + " runs on, the range of the runs below (column interval). Wall time is launch to exit; CPU is every"
                        + " thread of the process (the kernel's account at exit)."),
                List.of(chart), List.of(table), List.of());
    }

    private static Section pairs(CompareResults results, RaceResult race) {
        List<List<Object>> rows = new ArrayList<>();
        boolean signTest = false;
        for (PairResult p : results.pairs()) {
            signTest |= p.ratioMethod() == null;
            rows.add(Arrays.asList(p.a(), p.b(), p.pairedRuns(), median(p.wallRatio()), low(p.wallRatio()),
                    high(p.wallRatio()), median(p.cpuRatio()), low(p.cpuRatio()), high(p.cpuRatio()),
                    MedianInterval.label(p.pairedRuns(), "pair"),
                    p.toldApart() ? "yes" : "no (" + p.whyNotToldApart(results.settings().repeat(), race) + ")"));
        }
        Table table = new Table("pairs", "Paired ratios a / b", List.of(Column.text("a"), Column.text("b"),
                Column.number("paired runs", "", 0), Column.number("wall ratio", "", 4), Column.number("wall low", "", 4),
                Column.number("wall high", "", 4), Column.number("CPU ratio", "", 4), Column.number("CPU low", "", 4),
                Column.number("CPU high", "", 4), Column.text("interval"), Column.text("distinguishable")), rows);
        // bundles before the t-interval recorded no method: their figures are the median and the sign test's interval
        String estimate = signTest ? "the median of the ratios with the sign test's 95 % interval, which assumes no distribution"
                : "the geometric mean of the ratios with the 95 % t-interval of their logarithms";
        return new Section("pairs", "Paired ratios", List.of(
                "The ratio of two configurations' runs of the same repetition (minutes apart, under the same load): "
                        + estimate + ". A pair whose wall-time interval holds 1 is indistinguishable: these runs do not show"
                        + " that either is faster. Below " + MedianInterval.MIN_VALUES + " pairs no interval reaches 95 %"
                        + " (the one shown is the range of the ratios, which covers less): the pair is not told apart,"
                        + " whatever its ratios."),
                List.of(), List.of(table), List.of());
    }

    private static Section costSplit(CompareResults results) {
        List<List<Object>> rows = new ArrayList<>();
        List<double[]> pause = new ArrayList<>();
        List<double[]> slowdown = new ArrayList<>();
        List<double[]> baseline = new ArrayList<>();
        int x = 1;
        for (CostSplit s : results.costSplit()) {
            rows.add(Arrays.asList(s.config(), s.wallSeconds(), s.gcPauseSeconds(), s.wallRemainderSeconds(),
                    s.wallMutatorSlowdownSeconds(), s.wallLowerBoundOverhead(), s.cpuSeconds(), s.gcCpuSeconds(),
                    s.cpuRemainderSeconds(), s.cpuMutatorSlowdownSeconds(), s.cpuLowerBoundOverhead()));
            if (s.wallSeconds() != null && s.gcPauseSeconds() != null && s.wallMutatorSlowdownSeconds() != null) {
                double base = s.wallRemainderSeconds() - s.wallMutatorSlowdownSeconds();
                baseline.add(new double[] {x, base});
                slowdown.add(new double[] {x, base + s.wallMutatorSlowdownSeconds()});
                pause.add(new double[] {x, s.wallSeconds()});
            }
            x++;
        }
        Table table = new Table("cost-split", "Cost split (medians of whole runs)", List.of(Column.text("configuration"),
                Column.number("wall", "s", 4), Column.number("GC pauses", "s", 3), Column.number("wall - pauses", "s", 4),
                Column.number("mutator slowdown (wall)", "s", 3), Column.number("lower-bound overhead (wall)", "", 3),
                Column.number("CPU", "s", 4), Column.number("GC-thread CPU", "s", 3), Column.number("CPU - GC CPU", "s", 4),
                Column.number("mutator slowdown (CPU)", "s", 3), Column.number("lower-bound overhead (CPU)", "", 3)), rows);
        // Stacked by drawing the cumulative heights back to front: baseline, + slowdown, + pauses.
        ChartSpec chart = new ChartSpec("cost-split-chart", "Wall time split: baseline mutator, mutator slowdown, GC pauses",
                "x: the configuration's row in the table. Three cumulative bars per configuration: the smallest mutator "
                        + "time of all configurations (baseline), plus this configuration's excess over it (mutator "
                        + "slowdown), plus its pauses (= its wall time).",
                Axis.of("configuration (row)", ""), Axis.of("wall time", "s"),
                List.of(new Series("GC pauses", SeriesKind.BAR, 2, pause),
                        new Series("mutator slowdown (barriers, locality)", SeriesKind.BAR, 1, slowdown),
                        new Series("baseline mutator", SeriesKind.BAR, 0, baseline)));
        return new Section("cost-split", "Cost split", List.of(
                "After Cai, Blackburn et al., \"Distilling the Real Cost of Production Garbage Collectors\" (ISPASS 2022): "
                        + "a run's time is what the collector visibly takes (stop-the-world pauses in wall time; its threads' "
                        + "CPU in CPU time) plus the rest. The smallest rest over all configurations is the baseline; a "
                        + "configuration's excess over it is a mutator slowdown the collector causes invisibly (barriers, "
                        + "cache locality). The figures are lower bounds: the baseline itself includes some GC cost."),
                // only a session that timed a phase has two kinds of time to tell apart
                List.of(chart), List.of(table), results.settings().measureFrom() == null ? List.of()
                        : List.of("With --measure-from the ranking times the phase after the marker, the cost split whole runs."));
    }

    private static Section startUp(List<ConfigResult> ranked) {
        List<List<Object>> rows = new ArrayList<>();
        for (ConfigResult c : ranked) {
            MedianInterval r = c.summary().readySeconds();
            rows.add(Arrays.asList(c.id(), median(r), low(r), high(r)));
        }
        return new Section("start-up", "Start-up", List.of(
                "Time from launch to the first output line matching --ready, as the JBoss study measured start-up."),
                List.of(), List.of(new Table("start-up", "Start-up time", List.of(Column.text("configuration"),
                        Column.number("ready", "s", 4), Column.number("95 % low", "s", 4), Column.number("95 % high", "s", 4)),
                        rows)), List.of());
    }

    private static Section minHeap(CompareResults results) {
        List<List<Object>> rows = new ArrayList<>();
        for (MinHeap m : results.minHeap()) {
            rows.add(Arrays.asList(m.jvm(), m.collector(), m.minHeapMB(), m.resolutionMB(), m.probes().size()));
        }
        return new Section("min-heap", "Minimum heap", List.of(
                "The smallest -Xms = -Xmx in which the program completed, by bisection to 2 % or 1 MB: the heap multiples "
                        + "GC research compares collectors at are multiples of it."),
                List.of(), List.of(new Table("min-heap", "Minimum heap per collector", List.of(Column.text("JVM"),
                        Column.text("collector"), Column.number("minimum heap", "MB", 0), Column.number("resolution", "MB", 0),
                        Column.number("runs", "", 0)), rows)), List.of());
    }

    private static Section model(CompareResults results) {
        List<List<Object>> rows = new ArrayList<>();
        for (ModelCheck m : results.model()) {
            rows.add(Arrays.asList(m.a(), m.b(), m.predictedRatio(), m.predictedCi95Low(), m.predictedCi95High(),
                    m.measuredRatio(), m.measuredCi95Low(), m.measuredCi95High(), m.errorPercent(),
                    // no measured interval (too few pairs): neither yes nor no
                    m.predictedRatio() == null || m.measuredCi95Low() == null ? "-" : m.withinInterval() ? "yes" : "no",
                    m.note() == null ? "" : m.note()));
        }
        ModelCheck first = results.model().get(0);
        return new Section("model", "Model against measurement", List.of("The model's (" + first.predictor()
                        + ") predicted wall-time ratio a / b beside the measured one: predicted as `tenure predict --log` does"
                        + " from the GC log of " + (first.observed() == null ? "the first configuration" : first.observed())
                        + " (the observed platform), each configuration matched to a model platform by collector, JVM and"
                        + " heap. Error = (predicted − measured) / measured. A predicted interval is given only for pairs"
                        + " with the observed configuration."),
                List.of(), List.of(new Table("model", "Predicted and measured ratios", List.of(Column.text("a"),
                        Column.text("b"), Column.number("predicted", "", 4), Column.number("predicted 95 % low", "", 4),
                        Column.number("predicted 95 % high", "", 4), Column.number("measured", "", 4),
                        Column.number("measured 95 % low", "", 4), Column.number("measured 95 % high", "", 4),
                        Column.number("error", "%", 1), Column.text("within measured interval"), Column.text("note")),
                        rows)), List.of());
    }

    /** compare --race: how it ended, the winners, the eliminated with their block and evidence, the runs spent. */
    private static Section race(RaceResult race) {
        List<List<Object>> winners = new ArrayList<>();
        for (RaceResult.Standing s : race.winners()) {
            winners.add(Arrays.asList(s.config(), s.ratio(), s.ci95Low(), s.ci95High(), s.interval(),
                    Objects.requireNonNullElse(s.note(race.margin()), "")));
        }
        List<List<Object>> eliminated = new ArrayList<>();
        for (RaceResult.Elimination e : race.eliminated()) {
            eliminated.add(Arrays.asList(e.config(), e.block(), e.best(), e.ratio(), e.pValue(), e.blocks()));
        }
        List<List<Object>> setAside = new ArrayList<>();
        for (RaceResult.SetAside a : race.setAside()) {
            setAside.add(Arrays.asList(a.config(), a.block(), a.best(), a.ratio(), 100 * a.decisionChance(), a.blocksToDecide()));
        }
        String ending = switch (race.ending()) {
            case ONE_LEFT -> "one configuration was left";
            case TIE -> "the configurations left are a tie: equivalent within the margin";
            case BUDGET -> "the blocks or the budget ran out with several left that the runs did not tell apart from the margin";
            case NOT_DECIDABLE -> "the configurations left were set aside: the blocks left could not tell them apart from the"
                    + " margin";
        };
        return new Section("race", "Race", List.of(String.format(Locale.ROOT, "The configurations were measured in blocks"
                        + " (one run of each still in the race, order rotated); after each block from the third, those slower"
                        + " than the best by more than %.1f %% (one-sided paired t-test on log ratios, Holm, family-wise error"
                        + " %.0f %%) were eliminated, and those the blocks left could not decide were set aside. After %d of at most %d blocks %s. Runs: %d, against %d for the exhaustive"
                        + " design (docs/COMPARE.md).", 100 * race.margin(), 100 * race.alpha(), race.blocks(), race.maxBlocks(),
                        ending, race.runsSpent(), race.exhaustiveRuns())), List.of(),
                List.of(new Table("race-winners", "Winners, the best first: wall time over the best's", List.of(
                                Column.text("configuration"), Column.number("ratio", "", 3), Column.number("low", "", 3),
                                Column.number("high", "", 3), Column.text("interval"), Column.text("note")), winners),
                        new Table("race-eliminated", "Eliminated, in the order they fell", List.of(Column.text("configuration"),
                                Column.number("after block", "", 0), Column.text("best"), Column.number("ratio", "", 3),
                                Column.number("p-value", "", 6), Column.number("blocks", "", 0)), eliminated),
                        new Table("race-set-aside", "Set aside (among the winners, measured no more): the chance that the"
                                + " blocks left would eliminate them or show them equivalent, and about how many blocks in all"
                                + " would decide them", List.of(Column.text("configuration"), Column.number("after block", "", 0),
                                Column.text("best"), Column.number("ratio", "", 3), Column.number("chance to decide", "%", 0),
                                Column.number("blocks to decide", "", 0)), setAside)),
                List.of());
    }

    /** Wall time against heap per collector: the means measured and the fitted T(H) = T∞ · (1 + c / (H/L − 1)). */
    private static Section heapCurves(List<HeapCurves> curves) {
        List<Series> series = new ArrayList<>();
        List<List<Object>> rows = new ArrayList<>();
        int group = 0;
        for (HeapCurves h : curves) {
            List<double[]> measured = new ArrayList<>();
            for (int i = 0; i < h.heapsMB().length; i++) {
                double[] t = h.times().get(i);
                measured.add(new double[] {h.heapsMB()[i], Arrays.stream(t).average().orElseThrow()});
            }
            List<double[]> fitted = new ArrayList<>();
            double low = h.heapsMB()[0];
            double high = h.heapsMB()[h.heapsMB().length - 1];
            for (int i = 0; i <= 60; i++) {
                double heap = low + (high - low) * i / 60;
                fitted.add(new double[] {heap, h.curve().time(heap)});
            }
            series.add(new Series(h.label() + " measured", SeriesKind.SCATTER, group, measured));
            series.add(new Series(h.label() + " fit", SeriesKind.LINE, group, fitted));
            group++;
            rows.add(Arrays.asList(h.label(), h.curve().tInfinity(), h.curve().tInfinityLow(), h.curve().tInfinityHigh(),
                    h.curve().c(), h.curve().liveMB(), h.within(0.02).heapMB(), h.within(0.05).heapMB(),
                    h.within(0.05).beyondLargest() ? "both" : h.within(0.02).beyondLargest() ? "within 2 %" : "no",
                    h.leaveOneHeapOutErrorPercent()));
        }
        ChartSpec chart = new ChartSpec("heap-curve-chart", "Wall time against heap size, measured and fitted",
                "Points: the mean wall time at each heap; lines: T(H) = Tinf (1 + c / (H/L - 1)), L the minimum heap.",
                Axis.of("heap", "MB"), Axis.of("wall time", "s"), series);
        Table table = new Table("heap-curve", "Heap curve per collector", List.of(Column.text("collector"),
                Column.number("Tinf", "s", 4), Column.number("Tinf 95 % low", "s", 4), Column.number("Tinf 95 % high", "s", 4),
                Column.number("c", "", 3), Column.number("L", "MB", 0), Column.number("within 2 %", "MB", 0),
                Column.number("within 5 %", "MB", 0), Column.text("beyond the heaps measured"),
                Column.number("leave-one-heap-out error", "%", 1)), rows);
        return new Section("heap-curve", "Heap curve", List.of("Each collector measured at three heaps or more, its wall"
                + " time fitted against the heap: Tinf is the time with an unbounded heap, c the GC cost at twice the minimum"
                + " heap as a fraction of it; the smallest heaps within 2 % and 5 % of Tinf are read from the fit (beyond the"
                + " largest heap measured, from its extrapolation), whose leave-one-heap-out error says how far to trust"
                + " them (docs/COMPARE.md)."), List.of(chart), List.of(table),
                List.of());
    }

    private static Section timelines(CompareReportData data) {
        List<ChartSpec> charts = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        int group = 0;
        for (ConfigResult c : data.results().configs()) {
            for (CompareRun run : c.runs()) {
                KeptLog kept = data.logs().get(run);
                if (kept == null) {
                    continue;
                }
                if (kept.isMissing()) {
                    notes.add(run.runId() + ": its GC log " + kept.file() + " is not in the bundle.");
                } else if (kept.log() == null) {
                    notes.add(run.runId() + ": its GC log could not be read: " + kept.unreadable());
                } else if (kept.log().timeline().pausesByKind().isEmpty()) {
                    notes.add(run.runId() + ": no pause in its GC log.");
                } else {
                    charts.add(RunSections.timeline("timeline-" + id(run.runId()), run.runId() + " (" + run.status().json() + ")",
                            run.command().isEmpty() ? "" : String.join(" ", run.command()), kept.log().timeline(), group));
                }
            }
            group++;
        }
        return new Section("timelines", "Pause timelines", List.of(
                "Every run's stop-the-world pauses by kind, with the heap before and after, from the GC log kept in the bundle."),
                charts, List.of(), notes);
    }

    private static String id(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]", "-");
    }

    private static Double median(MedianInterval m) {
        return part(m, MedianInterval::median);
    }

    private static Double low(MedianInterval m) {
        return part(m, MedianInterval::ci95Low);
    }

    private static Double high(MedianInterval m) {
        return part(m, MedianInterval::ci95High);
    }

    private static Double part(MedianInterval m, Function<MedianInterval, Double> f) {
        return m == null ? null : f.apply(m);
    }
}
