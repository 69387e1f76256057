package io.tenure.cli.bench;

import io.tenure.bundle.BenchResults;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.PlatformKey;
import io.tenure.bundle.RunStatus;
import io.tenure.model.Crossing;
import io.tenure.model.CrossoverResult;
import io.tenure.model.Estimate;
import io.tenure.model.Gap;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.RatioText;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.TiedRanking;
import io.tenure.platforms.Collector;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The demo's terminal summary: the ranking at the study's survival, the study's question (best
 * generational against best non-generational collector), crossovers, how well the workload hit
 * its survival targets, and what failed. Everything else is in the report.
 */
final class DemoSummary {
    /** SPEC JBB2000's survival rate in the study. */
    static final double STUDY_SURVIVAL = 0.437;
    /** Share of bootstrap replicates that must cross for a crossing to count as sure in the count. */
    static final double SURE_SHARE = 0.95;

    private final SurvivalModel model;
    private final ModelAnalysis analysis;

    DemoSummary(SurvivalModel model, ModelAnalysis analysis) {
        this.model = model;
        this.analysis = analysis;
    }

    void print(PrintWriter out) {
        List<TiedRanking.Ranked> tied = TiedRanking.rank(analysis, STUDY_SURVIVAL, p -> true);
        List<Prediction> ranking = tied.stream().map(TiedRanking.Ranked::prediction).toList();
        // the column is what TiedRanking orders by: the runs' medians when every platform has enough
        // runs at s for LevelShift, else the fitted curves (a slow fork pulls a curve, not a median)
        out.printf(Locale.ROOT, "Ranking at s = %.3f (time per GB allocated, the runs' median where measured there, else the"
                + " fitted curve's; relative to the fastest, 95%% CI; a shared rank is a tie):%n", STUDY_SURVIVAL);
        int width = ranking.stream().mapToInt(p -> label(p.platform()).length()).max().orElse(8);
        for (TiedRanking.Ranked r : tied) {
            Prediction p = r.prediction();
            out.println(String.format(Locale.ROOT, "  %2d. %-" + width + "s  %7.3f s/GB  %s%s%s", r.rank(),
                    label(p.platform()), r.time(), relative(r.vsFastest()),
                    baseline(p.platform()) ? "  (zero-GC baseline)" : "",
                    p.extrapolated() ? "  (extrapolated)" : "").stripTrailing());
        }
        printPerJvm(out);
        List<Pair> pairs = new ArrayList<>();
        studyPair(ranking, null).ifPresentOrElse(pairs::add, () -> out.printf(Locale.ROOT,
                "Gap at s = %.3f: needs a fitted generational and a fitted non-generational collector%n", STUDY_SURVIVAL));
        List<String> jvms = ranking.stream().map(p -> jvmId(p.platform())).distinct().toList();
        if (jvms.size() > 1) {
            jvms.forEach(jvm -> studyPair(ranking, jvm).ifPresent(pairs::add));
        }
        for (Pair pair : pairs) {
            out.println(gapLine(pair));
        }
        heapNote(pairs).ifPresent(out::println);
        printCrossovers(out, pairs);
    }

    /**
     * Each JVM's collectors ranked among themselves with ties named, the line the report's verdict
     * carries too: what two runs of the demo must agree on.
     */
    private void printPerJvm(PrintWriter out) {
        List<String> jvms = analysis.fits().stream().map(f -> jvmId(f.platform())).distinct().toList();
        if (jvms.contains("")) {
            return;
        }
        out.printf(Locale.ROOT, "Ranking per JVM at s = %.3f (each ratio: time / the one before, 95%% CI; = marks a tie:"
                + " the runs cannot tell it from any collector of its rank, each such interval contains 1):%n", STUDY_SURVIVAL);
        for (String jvm : jvms) {
            List<TiedRanking.Ranked> ranked = TiedRanking.rank(analysis, STUDY_SURVIVAL, p -> jvm.equals(jvmId(p)));
            out.println("  " + jvm + ": " + TiedRanking.text(ranked, Platform::collector));
        }
    }

    /** The best generational and the best non-generational platform at s = 0.437, of one JVM or of all (null). */
    private record Pair(String jvm, PlatformFit generational, PlatformFit nonGenerational) {
    }

    private Optional<Pair> studyPair(List<Prediction> ranking, String jvm) {
        List<Prediction> candidates = ranking.stream().filter(p -> jvm == null || jvm.equals(jvmId(p.platform()))).toList();
        Optional<Prediction> generational = candidates.stream().filter(p -> kind(p.platform()) == Kind.GENERATIONAL).findFirst();
        Optional<Prediction> whole = candidates.stream().filter(p -> kind(p.platform()) == Kind.NON_GENERATIONAL).findFirst();
        if (generational.isEmpty() || whole.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Pair(jvm, fit(generational.get().platform()), fit(whole.get().platform())));
    }

    /** The study's question: how much slower the best collector of one kind is than the other's. */
    private String gapLine(Pair pair) {
        // which one is faster comes from the estimate the ratio does (the runs where measured there),
        // so that "slower / faster" is never below 1
        Gap nonGenOverGen = analysis.gap(pair.nonGenerational(), pair.generational(), STUDY_SURVIVAL);
        boolean genFaster = nonGenOverGen.ratio() != null ? nonGenOverGen.ratio().value() >= 1
                : pair.generational().valueAt(STUDY_SURVIVAL) <= pair.nonGenerational().valueAt(STUDY_SURVIVAL);
        PlatformFit slower = genFaster ? pair.nonGenerational() : pair.generational();
        PlatformFit faster = genFaster ? pair.generational() : pair.nonGenerational();
        Gap gap = genFaster ? nonGenOverGen : analysis.gap(slower, faster, STUDY_SURVIVAL);
        String ratio = gap.ratio() == null ? "n/a (" + gap.note() + ")" : interval(gap.ratio());
        return String.format(Locale.ROOT, "Gap at s = %.3f, best generational vs best non-generational%s: %s / %s = %s (%s)",
                STUDY_SURVIVAL, pair.jvm() == null ? "" : " on " + pair.jvm(), label(slower.platform()),
                label(faster.platform()), ratio, gap.indistinguishable() ? "the runs cannot tell them apart"
                        : (genFaster ? "generational" : "non-generational") + " faster");
    }

    /**
     * Which kind of collector wins at s = 0.437 depends on the heap more than on anything else the
     * demo fixes: on 2 cores ZGC went from 1.5 times Parallel's time at 256 MB to 0.4 times at 1 GB
     * (docs/BENCHMARK.md, "Other heaps"), so the gap lines name the heap they hold for.
     */
    private static Optional<String> heapNote(List<Pair> pairs) {
        List<Integer> heaps = pairs.stream().flatMap(p -> Stream.of(p.generational(), p.nonGenerational()))
                .map(f -> f.platform().heapMB()).distinct().toList();
        if (heaps.size() != 1 || heaps.get(0) == null) {
            return Optional.empty();
        }
        // a command that runs as printed: --heap 1.5x alone was refused (a minimum heap needs --lifetime), and bench's
        // default collectors and survivals are a 10-minute sweep of another question
        String bench = pairs.stream().filter(p -> jvmId(p.generational().platform()).equals(jvmId(p.nonGenerational().platform()))
                        && !jvmId(p.generational().platform()).isEmpty()).findFirst()
                .map(p -> String.format(Locale.ROOT, "tenure bench --jvm %s --gc %s,%s --survival %s --heap 1.5x,2x,3x,6x"
                                + " --lifetime %.0fm --young %dm", jvmId(p.generational().platform()),
                        PlatformKey.parse(p.generational().platform().key()).collectorId(),
                        PlatformKey.parse(p.nonGenerational().platform().key()).collectorId(), STUDY_SURVIVAL,
                        DemoPlan.LIFETIME_MB, DemoPlan.YOUNG_MB))
                .orElse(String.format(Locale.ROOT, "tenure bench --heap 1.5x,2x,3x,6x --lifetime %.0fm", DemoPlan.LIFETIME_MB));
        return Optional.of(String.format(Locale.ROOT, "  (for a %d MB heap: a concurrent collector gains with heap room and loses"
                + " without it; '%s' measures by how much)", heaps.get(0), bench));
    }

    /**
     * Where the pairs of the gap lines cross: the study's question again, over the whole range.
     * Every other pair's crossings are counted here and listed in the report; with many platforms
     * and few forks most of them are noise, so they are not printed.
     */
    private void printCrossovers(PrintWriter out, List<Pair> pairs) {
        List<String> lines = new ArrayList<>();
        for (Pair pair : pairs) {
            CrossoverResult r = analysis.crossover(pair.generational(), pair.nonGenerational());
            String names = "  " + label(pair.generational().platform()) + " x " + label(pair.nonGenerational().platform()) + ": ";
            String line = names + (r.crossings().isEmpty() ? r.note() : "");
            for (Crossing c : r.crossings()) {
                lines.add(names + String.format(Locale.ROOT, "s = %s, %s faster below; %.0f%% of replicates cross%s",
                        interval(c.survival()), labelOfKey(c.fasterBelowKey()), 100 * c.bootstrapShare(),
                        c.withinFittedRange() ? "" : " (outside the measured range)"));
            }
            if (r.crossings().isEmpty() && !lines.contains(line)) {
                lines.add(line);
            }
        }
        int all = 0;
        int sure = 0;
        for (CrossoverResult r : analysis.crossovers()) {
            for (Crossing c : r.crossings()) {
                all++;
                sure += c.bootstrapShare() >= SURE_SHARE && c.withinFittedRange() ? 1 : 0;
            }
        }
        if (all == 0) {
            out.println("Crossovers: none in [0, 1]");
            return;
        }
        out.printf(Locale.ROOT, "Crossovers: %d in [0, 1] among all pairs, %d crossed by at least %.0f%% of the bootstrap"
                + " replicates inside the measured range (all in the report)%s%n", all, sure, 100 * SURE_SHARE,
                lines.isEmpty() ? "" : "; of the gap pairs:");
        lines.stream().distinct().forEach(out::println);
    }

    /**
     * Measured survival against the target p, over generational cells (the others have no young
     * collection, so their survival is p by definition).
     */
    static String fidelity(BenchResults results) {
        double sum = 0;
        double worst = -1;
        String worstCell = "";
        int n = 0;
        for (CellResult c : results.cells()) {
            Double measured = c.summary() == null || c.summary().measuredSurvival() == null ? null
                    : c.summary().measuredSurvival().median();
            if (c.status() != RunStatus.OK || measured == null || !generational(c.collector())) {
                continue;
            }
            double error = Math.abs(measured - c.target().survival());
            sum += error;
            n++;
            if (error > worst) {
                worst = error;
                worstCell = String.format(Locale.ROOT, "%s %s at p = %.3f: %.3f", c.jvm().id(), c.collectorName(),
                        c.target().survival(), measured);
            }
        }
        if (n == 0) {
            return "Survival fidelity: no generational cell measured survival";
        }
        return String.format(Locale.ROOT, "Survival fidelity (measured median vs target p, %d generational cells):"
                + " mean |error| %.3f, worst %.3f (%s)", n, sum / n, worst, worstCell);
    }

    /**
     * "6 of 9 cells ok, 3 refused before running": every cell of the plan counts, so that cells the
     * plan refused are not left out of the total (they were, and a demo with 8 refused cells of 18
     * printed "10 of 10 cells ok").
     */
    static String cellCount(BenchResults results) {
        long ok = results.cells().stream().filter(c -> c.status() == RunStatus.OK).count();
        long refused = RefusedCells.of(results).size();
        return String.format(Locale.ROOT, "%d of %d cells ok%s", ok, results.cells().size(),
                refused == 0 ? "" : ", " + refused + " refused before running");
    }

    /** Failed and timed-out cells with the first line of their reason. */
    static List<String> failures(BenchResults results) {
        List<String> lines = new ArrayList<>();
        for (CellResult c : results.cells()) {
            if (c.status() == RunStatus.FAILED || c.status() == RunStatus.TIMEOUT) {
                String reason = c.reason() == null ? "" : c.reason().lines().findFirst().orElse("");
                lines.add(c.status().json() + " " + c.id() + ": " + reason);
            }
        }
        return lines;
    }

    private enum Kind { GENERATIONAL, NON_GENERATIONAL, BASELINE, UNKNOWN }

    private static Kind kind(Platform p) {
        Optional<Collector> c = Collector.fromName(p.collector());
        if (c.isEmpty()) {
            return Kind.UNKNOWN;
        }
        if (DemoPlan.baseline(c.get())) {
            return Kind.BASELINE;
        }
        return c.get().generational() ? Kind.GENERATIONAL : Kind.NON_GENERATIONAL;
    }

    private static boolean baseline(Platform p) {
        return kind(p) == Kind.BASELINE;
    }

    private static boolean generational(String collectorId) {
        return collectorId != null && Collector.fromName(collectorId).map(Collector::generational).orElse(false);
    }

    private PlatformFit fit(Platform p) {
        return model.find(p.key(), Response.TIME).orElseThrow();
    }

    /**
     * "openjdk-17 G1": the platform as people name it, from its {@link PlatformKey}; the whole key
     * when it has another shape.
     */
    static String label(Platform p) {
        String jvm = jvmId(p);
        return jvm.isEmpty() || p.collector().isEmpty() ? p.key() : jvm + " " + p.collector();
    }

    /** The JVM id from the key, or "" when the key has another shape. */
    static String jvmId(Platform p) {
        try {
            return PlatformKey.parse(p.key()).jvmId();
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private String labelOfKey(String key) {
        return model.fits().stream().map(PlatformFit::platform).filter(p -> p.key().equals(key)).findFirst()
                .map(DemoSummary::label).orElse(key);
    }

    private static String relative(Estimate e) {
        return e == null ? "n/a" : interval(e);
    }

    static String interval(Estimate e) {
        return e.ci95Low() == null ? String.format(Locale.ROOT, "%.3f", e.value())
                : RatioText.interval(e.value(), e.ci95Low(), e.ci95High(), 3);
    }
}
