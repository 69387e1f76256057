package io.tenure.cli;

import io.tenure.bench.bundle.BenchResults;
import io.tenure.bench.bundle.CellResult;
import io.tenure.bench.bundle.RunStatus;
import io.tenure.model.Crossing;
import io.tenure.model.CrossoverResult;
import io.tenure.model.Estimate;
import io.tenure.model.Gap;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.platforms.Collector;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The demo's terminal summary: the ranking at the study's survival, the study's question (best
 * generational against best non-generational collector), crossovers, how well the workload hit
 * its survival targets, and what failed. Everything else is in the report.
 */
final class DemoSummary {
    /** SPEC JBB2000's survival rate in the study. */
    static final double STUDY_SURVIVAL = 0.437;
    /** Crossings printed at most; the report lists them all. */
    static final int MAX_CROSSINGS = 6;

    private final SurvivalModel model;
    private final ModelAnalysis analysis;

    DemoSummary(SurvivalModel model, ModelAnalysis analysis) {
        this.model = model;
        this.analysis = analysis;
    }

    void print(PrintWriter out) {
        List<Prediction> ranking = analysis.rank(STUDY_SURVIVAL, null);
        out.printf(Locale.ROOT, "Ranking at s = %.3f (time per GB allocated; relative to the fastest, 95%% CI):%n",
                STUDY_SURVIVAL);
        int width = ranking.stream().mapToInt(p -> label(p.platform()).length()).max().orElse(8);
        int rank = 1;
        for (Prediction p : ranking) {
            out.println(String.format(Locale.ROOT, "  %2d. %-" + width + "s  %7.3f s/GB  %s%s%s", rank++,
                    label(p.platform()), p.fitted().value(), relative(p.relative()),
                    baseline(p.platform()) ? "  (zero-GC baseline)" : "",
                    p.extrapolated() ? "  (extrapolated)" : "").stripTrailing());
        }
        out.println(studyGap(ranking));
        printCrossovers(out);
    }

    /** The study's question: how much slower the best collector of one kind is than the other's. */
    private String studyGap(List<Prediction> ranking) {
        Optional<Prediction> generational = ranking.stream().filter(p -> kind(p.platform()) == Kind.GENERATIONAL).findFirst();
        Optional<Prediction> whole = ranking.stream().filter(p -> kind(p.platform()) == Kind.NON_GENERATIONAL).findFirst();
        if (generational.isEmpty() || whole.isEmpty()) {
            return String.format(Locale.ROOT, "Gap at s = %.3f: needs a generational and a non-generational collector; fitted: %s",
                    STUDY_SURVIVAL, generational.isPresent() ? "generational only" : whole.isPresent() ? "non-generational only" : "neither");
        }
        PlatformFit gen = fit(generational.get().platform());
        PlatformFit non = fit(whole.get().platform());
        boolean genFaster = gen.valueAt(STUDY_SURVIVAL) <= non.valueAt(STUDY_SURVIVAL);
        PlatformFit slower = genFaster ? non : gen;
        PlatformFit faster = genFaster ? gen : non;
        Gap gap = analysis.gap(slower, faster, STUDY_SURVIVAL);
        String ratio = gap.ratio() == null ? "n/a (" + gap.note() + ")" : interval(gap.ratio());
        return String.format(Locale.ROOT, "Gap at s = %.3f, best generational vs best non-generational: %s / %s = %s (%s faster)",
                STUDY_SURVIVAL, label(slower.platform()), label(faster.platform()), ratio,
                genFaster ? "generational" : "non-generational");
    }

    private void printCrossovers(PrintWriter out) {
        record Found(CrossoverResult pair, Crossing crossing) {
        }
        List<Found> found = new ArrayList<>();
        for (CrossoverResult r : analysis.crossovers()) {
            r.crossings().forEach(c -> found.add(new Found(r, c)));
        }
        if (found.isEmpty()) {
            out.println("Crossovers: none in [0, 1]");
            return;
        }
        found.sort(Comparator.comparingDouble((Found f) -> -f.crossing().bootstrapShare())
                .thenComparingDouble(f -> f.crossing().survival().value()));
        out.printf(Locale.ROOT, "Crossovers (%d in [0, 1]; most certain first):%n", found.size());
        for (Found f : found.subList(0, Math.min(MAX_CROSSINGS, found.size()))) {
            Crossing c = f.crossing();
            out.println(String.format(Locale.ROOT, "  %s x %s at s = %s, %s faster below; %.0f%% of replicates cross%s",
                    label(f.pair().a()), label(f.pair().b()), interval(c.survival()), labelOfKey(c.fasterBelowKey()),
                    100 * c.bootstrapShare(), c.withinFittedRange() ? "" : " (outside the measured range)"));
        }
        if (found.size() > MAX_CROSSINGS) {
            out.printf(Locale.ROOT, "  ... %d more in the report%n", found.size() - MAX_CROSSINGS);
        }
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
     * "openjdk-17 G1": the platform as people name it. The JVM id is the key's second part (the
     * bundle reader's keys are host/jvm-id/collector/heap/young; the platform's jvm field is a
     * long description); the whole key when it has another shape.
     */
    static String label(Platform p) {
        String prefix = p.host() + "/";
        if (p.collector().isEmpty() || !p.key().startsWith(prefix) || p.key().indexOf('/', prefix.length()) < 0) {
            return p.key();
        }
        return p.key().substring(prefix.length(), p.key().indexOf('/', prefix.length())) + " " + p.collector();
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
                : String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", e.value(), e.ci95Low(), e.ci95High());
    }
}
