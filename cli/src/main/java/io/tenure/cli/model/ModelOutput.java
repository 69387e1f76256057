package io.tenure.cli.model;

import io.tenure.model.CandidateScore;
import io.tenure.model.Crossing;
import io.tenure.model.CrossoverResult;
import io.tenure.model.Estimate;
import io.tenure.model.FitQuality;
import io.tenure.model.Gap;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.factors.FactorFit;
import io.tenure.model.factors.FactorQuality;
import io.tenure.model.factors.Term;
import io.tenure.model.factors.TermEffect;
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

    /**
     * The ranking by fitted value, with ties shared as the report and the demo share them
     * ({@code TiedRanking}: the 95 % interval of the ratio to the platform above,
     * and to every other platform of its rank, contains 1; {@link Gap#indistinguishable()}). It
     * numbered every platform 1, 2, 3, 4 while the report of the same bundles shared ranks.
     */
    static void printRanking(PrintWriter out, List<Prediction> ranking, List<Gap> gaps, String unit) {
        int width = ranking.stream().mapToInt(p -> p.platform().key().length()).max().orElse(8);
        String row = "  %-4s %-" + width + "s  %-10s %-22s %-26s %s";
        out.println(String.format(Locale.ROOT, row, "rank", "platform", unit, "95% band", "relative [95% CI]",
                "vs own s=0").stripTrailing());
        int rankStart = 0;
        for (int i = 0; i < ranking.size(); i++) {
            Prediction p = ranking.get(i);
            boolean tiedAbove = i > 0 && tied(gaps, p, ranking.get(i - 1));
            // ties do not chain: tied with the one above, it may still be told from another of its rank
            Prediction apartFrom = null;
            for (int j = rankStart; tiedAbove && j < i - 1 && apartFrom == null; j++) {
                apartFrom = tied(gaps, p, ranking.get(j)) ? null : ranking.get(j);
            }
            boolean tie = tiedAbove && apartFrom == null;
            rankStart = tie ? rankStart : i;
            out.println((String.format(Locale.ROOT, row, rankStart + 1, p.platform().key(), number(p.fitted().value()),
                    interval(p.fitted()),
                    p.relative() == null ? "n/a" : number(p.relative().value()) + " " + interval(p.relative()),
                    p.relativeToZeroSurvival() == null ? "n/a" : number(p.relativeToZeroSurvival().value()))
                    + (tie ? "  (tie with the one above)" : "")
                    + (apartFrom == null ? "" : "  (not told apart from the one above, but from " + apartFrom.platform().key() + ")")
                    + (p.extrapolated() ? "  (extrapolated)" : "")).stripTrailing());
        }
    }

    private static boolean tied(List<Gap> gaps, Prediction slower, Prediction faster) {
        String a = slower.platform().key();
        String b = faster.platform().key();
        return gaps.stream().anyMatch(g -> g.indistinguishable()
                && (g.numerator().key().equals(a) && g.denominator().key().equals(b)
                        || g.numerator().key().equals(b) && g.denominator().key().equals(a)));
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

    /**
     * Model v2's fits: per platform and response, the fit's quality and each term's effect as a
     * share of the platform's time at the design centre ("G1: +0.8 % per ref-store/KB [0.5, 1.1]").
     */
    static void printFactorFits(PrintWriter out, List<FactorFit> fits, int replicates) {
        // the live-set term only where a design varied it: the output of other designs stays what it was
        boolean liveSet = fits.stream().anyMatch(f -> f.effect(Term.LIVE_SET).isPresent());
        out.println("Multi-factor model: y = b0 + b_s*s + b_r*r + b_ry*r*y + b_c*c + b_t*(t-1)" + (liveSet ? " + b_l*l" : "")
                + ", s/GB (Huber);");
        out.println(String.format(Locale.ROOT, "effects in %% of the time at the design centre, 95%% intervals from %d"
                + " bootstrap replicates over design points; CV holds out whole design points:", replicates));
        for (FactorFit fit : fits) {
            FactorQuality q = fit.quality();
            out.println(String.format(Locale.ROOT, "  %s [%s]: %d points, %d runs, R²=%s, CV error %s s/GB (%s)%s",
                    fit.platform(), fit.response(), q.points(), q.runs(), optional(q.rSquared()), optional(q.cvMeanAbsError()),
                    q.cvRelativeError() == null ? "n/a" : String.format(Locale.ROOT, "%.1f %%", 100 * q.cvRelativeError()),
                    "target".equals(fit.survivalSource()) ? "  (survival = target p)" : ""));
            out.println(String.format(Locale.ROOT, "    %-28s %s s/GB %s", "at the design centre", number(fit.centreValue().value()),
                    interval(fit.centreValue())));
            for (TermEffect t : fit.terms()) {
                if (t.effectPercent() == null) {
                    continue;
                }
                Estimate e = t.effectPercent();
                out.println(String.format(Locale.ROOT, "    %-28s %+.2f %% per %s %s", t.term() + " (" + Term.fromId(t.term())
                                .map(Term::meaning).orElse("") + ")", e.value(), t.per(),
                        e.ci95Low() == null ? "[n/a]" : String.format(Locale.ROOT, "[%+.2f, %+.2f]", e.ci95Low(), e.ci95High())));
            }
        }
    }
}
