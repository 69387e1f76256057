package io.tenure.cli;

import io.tenure.model.CandidateScore;
import io.tenure.model.CrossoverResult;
import io.tenure.model.Crossing;
import io.tenure.model.Estimate;
import io.tenure.model.FitQuality;
import io.tenure.model.Gap;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * Text renderings of fits, rankings, gaps and crossovers, shared by {@code tenure fit} and
 * {@code tenure predict} (their JSON is {@code io.tenure.model.io}'s records). Every number goes
 * through {@link Locale#ROOT}.
 */
final class ModelOutput {
    private ModelOutput() {
    }

    static String number(double value) {
        return String.format(Locale.ROOT, "%.4g", value);
    }

    static String optional(Double value) {
        return value == null ? "n/a" : number(value);
    }

    static String interval(Estimate estimate) {
        return estimate.ci95Low() == null ? "[n/a]"
                : "[" + number(estimate.ci95Low()) + ", " + number(estimate.ci95High()) + "]";
    }

    static void printFit(PrintWriter out, PlatformFit fit) {
        FitQuality q = fit.fit().quality();
        out.println("  " + fit.platform().key() + ("target".equals(fit.survivalSource()) ? "  (survival = target p)" : ""));
        out.println("    model       " + fit.fit().curve().describe());
        out.println(String.format(Locale.ROOT,
                "    quality     R²=%s  residual SE=%s  LOO error=%s  (%d runs, %d survival levels, s %.3f–%.3f)",
                optional(q.rSquared()), optional(q.residualStandardError()), optional(q.cvMeanAbsError()),
                q.observations(), q.distinctSurvivals(), q.survivalMin(), q.survivalMax()));
        StringBuilder candidates = new StringBuilder("    candidates ");
        for (CandidateScore c : fit.fit().candidates()) {
            candidates.append(' ').append(c.kind().id()).append('=')
                    .append(c.cvMeanAbsError() == null ? "-" : number(c.cvMeanAbsError()));
        }
        if (!fit.fit().candidates().isEmpty()) {
            out.println(candidates);
        }
    }

    static void printRanking(PrintWriter out, List<Prediction> ranking, String unit) {
        int width = ranking.stream().mapToInt(p -> p.platform().key().length()).max().orElse(8);
        String row = "  %-4s %-" + width + "s  %-10s %-22s %-26s %s";
        out.println(String.format(Locale.ROOT, row, "rank", "platform", unit, "95% band", "relative [95% CI]",
                "vs own s=0").stripTrailing());
        int rank = 1;
        for (Prediction p : ranking) {
            out.println((String.format(Locale.ROOT, row, rank++, p.platform().key(), number(p.fitted().value()),
                    interval(p.fitted()),
                    p.relative() == null ? "n/a" : number(p.relative().value()) + " " + interval(p.relative()),
                    p.relativeToZeroSurvival() == null ? "n/a" : number(p.relativeToZeroSurvival().value()))
                    + (p.extrapolated() ? "  (extrapolated)" : "")).stripTrailing());
        }
    }

    static void printGaps(PrintWriter out, List<Gap> gaps) {
        if (gaps.isEmpty()) {
            out.println("  (one platform: no gap)");
        }
        for (Gap gap : gaps) {
            out.println("  " + gap.numerator().key() + " / " + gap.denominator().key() + " = "
                    + (gap.ratio() == null ? "n/a (" + gap.note() + ")"
                            : number(gap.ratio().value()) + " " + interval(gap.ratio())));
        }
    }

    static void printCrossovers(PrintWriter out, List<CrossoverResult> results) {
        if (results.isEmpty()) {
            out.println("  (one platform: no crossover)");
        }
        for (CrossoverResult result : results) {
            String pair = "  " + result.a().key() + " vs " + result.b().key() + ": ";
            if (result.crossings().isEmpty()) {
                out.println(pair + result.note());
                continue;
            }
            for (Crossing c : result.crossings()) {
                out.println(pair + String.format(Locale.ROOT, "s = %s %s, faster below: %s, %.0f%% of replicates cross%s",
                        number(c.survival().value()), interval(c.survival()), c.fasterBelowKey(),
                        100 * c.bootstrapShare(), c.withinFittedRange() ? "" : " (outside the measured range)"));
            }
        }
    }
}
