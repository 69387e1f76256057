package io.tenure.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The ranking at one survival with ties: the one place that decides when two platforms are
 * indistinguishable ({@link Gap#indistinguishable()}), for the report's verdict and the demo alike.
 *
 * <p>Competition ranking ("1, 1, 3"): a platform shares the rank of the one above it when the
 * 95 % interval of its time ratio (slower / faster) to every platform of that rank contains 1,
 * i.e. the runs cannot tell it apart from any of them. Ties do not chain: with A = B and B = C
 * but C / A clear of 1, C starts rank 3, since "1. A = B = C" would tell the reader that all
 * three are indistinguishable while the runs do tell A and C apart. The text then names both
 * ratios, the one to B that holds 1 and the one to A that does not ({@link #text}).
 */
public final class TiedRanking {
    private TiedRanking() {
    }

    /**
     * One ranked platform.
     *
     * @param time      its time per unit of work at s, by what the ranking ordered on: the median of its
     *                  runs there when every platform has enough of them, else its fitted curve's value
     * @param vsFastest this platform / the first of the ranking, by the same estimate as the ratios
     *                  between neighbours (1 for the first; the fitted curves' fastest may be another
     *                  platform when the ranking follows the runs), null when it cannot be computed
     * @param rank      its shared rank, from 1
     * @param vsAbove   this platform / the one ranked just above it, null for the first
     * @param apartFrom when the runs cannot tell this platform from the one just above but can tell
     *                  it from another platform of that one's rank: this platform / the first such
     *                  (in ranking order, so the rank's fastest when it is one of them), the reason
     *                  it does not share that rank; null otherwise
     * @param fromRuns  whether {@code time} is the median of the runs (true) or the fitted curve's
     *                  value (false): the two differ, and a table must say which it shows
     */
    public record Ranked(Prediction prediction, double time, Estimate vsFastest, int rank, Gap vsAbove,
                         Gap apartFrom, boolean fromRuns) {
        public Ranked {
            if (apartFrom != null && (vsAbove == null || !vsAbove.indistinguishable() || apartFrom.indistinguishable())) {
                throw new IllegalArgumentException("apartFrom is for a platform tied with the one above and told apart "
                        + "from another of its rank: " + vsAbove + ", " + apartFrom);
            }
        }

        /**
         * Shares the rank of the platform above: the 95 % interval of its time ratio to that one,
         * and to every other platform of that rank, contains 1.
         */
        public boolean tiedWithAbove() {
            return vsAbove != null && vsAbove.indistinguishable() && apartFrom == null;
        }
    }

    /**
     * The platforms {@code which} selects, ranked at {@code s}, fastest first. When every one of
     * them was measured at s with enough runs for {@link LevelShift}, the ratios come from those
     * runs, and so does the order: by their medians, then neighbours whose rank ratio says the
     * lower one is the faster swap places (a median and the median of all pairwise differences
     * can disagree on close, skewed samples), so that no printed ratio is below 1. Else by the
     * fitted curves.
     */
    public static List<Ranked> rank(ModelAnalysis analysis, double s, Predicate<Platform> which) {
        List<Prediction> ranking = analysis.rank(s, null).stream().filter(p -> which.test(p.platform())).toList();
        Map<Prediction, Double> medians = new HashMap<>();
        ranking.forEach(p -> {
            Double median = LevelShift.medianAtLevel(fit(analysis, p).observations(), s);
            if (median != null) {
                medians.put(p, median);
            }
        });
        if (medians.size() == ranking.size()) {
            List<Prediction> order = new ArrayList<>(ranking.stream().sorted(Comparator.comparingDouble(medians::get)).toList());
            // a bubble pass per platform at most: rank ratios need not be transitive, so stop there
            for (int pass = 0; pass < order.size(); pass++) {
                boolean swapped = false;
                for (int i = 1; i < order.size(); i++) {
                    Estimate ratio = analysis.gap(fit(analysis, order.get(i)), fit(analysis, order.get(i - 1)), s).ratio();
                    if (ratio != null && ratio.value() < 1) {
                        order.add(i - 1, order.remove(i));
                        swapped = true;
                    }
                }
                if (!swapped) {
                    break;
                }
            }
            ranking = order;
        }
        boolean byRuns = medians.size() == ranking.size();
        List<Ranked> ranked = new ArrayList<>();
        int rankStart = 0;
        for (int i = 0; i < ranking.size(); i++) {
            Prediction p = ranking.get(i);
            double time = byRuns ? medians.get(p) : p.fitted().value();
            if (i == 0) {
                Estimate itself = byRuns || p.relative() == null ? new Estimate(1, 1.0, 1.0) : p.relative();
                ranked.add(new Ranked(p, time, itself, 1, null, null, byRuns));
                continue;
            }
            Estimate vsFastest = byRuns
                    ? analysis.gap(fit(analysis, p), fit(analysis, ranking.get(0)), s).ratio() : p.relative();
            Gap gap = analysis.gap(fit(analysis, p), fit(analysis, ranking.get(i - 1)), s);
            Gap apartFrom = null;
            if (gap.indistinguishable()) {
                // the rest of the rank above, fastest first: indistinguishability is not transitive
                for (int j = rankStart; j < i - 1 && apartFrom == null; j++) {
                    Gap other = analysis.gap(fit(analysis, p), fit(analysis, ranking.get(j)), s);
                    apartFrom = other.indistinguishable() ? null : other;
                }
            }
            if (!gap.indistinguishable() || apartFrom != null) {
                rankStart = i;
            }
            ranked.add(new Ranked(p, time, vsFastest, rankStart + 1, gap, apartFrom, byRuns));
        }
        return ranked;
    }

    /**
     * The ranking in one line, ties named: "1. Parallel = G1 (ratio 1.01 [0.97, 1.05]), 3. Serial
     * (ratio 1.12 [1.05, 1.20])"; each ratio is the platform's time over the one before it. A
     * platform not told from the one before but told from another of its rank shows both ratios,
     * so that an interval holding 1 beside a new rank does not read as a mistake: "1. A = B (ratio
     * 1.02 [0.99, 1.05]), 3. C (ratio 1.02 [0.99, 1.05] vs B, but 1.04 [1.01, 1.07] vs A)".
     */
    public static String text(List<Ranked> ranked, Function<Platform, String> label) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < ranked.size(); i++) {
            Ranked r = ranked.get(i);
            if (i > 0) {
                text.append(r.tiedWithAbove() ? " = " : ", ");
            }
            if (!r.tiedWithAbove()) {
                text.append(r.rank()).append(". ");
            }
            text.append(label.apply(r.prediction().platform()));
            if (r.apartFrom() != null) {
                text.append(" (ratio ").append(ratio(r.vsAbove())).append(" vs ").append(label.apply(r.vsAbove().denominator()))
                        .append(", but ").append(ratio(r.apartFrom())).append(" vs ")
                        .append(label.apply(r.apartFrom().denominator())).append(')');
            } else if (r.vsAbove() != null) {
                text.append(" (ratio ").append(ratio(r.vsAbove())).append(')');
            }
        }
        return text.toString();
    }

    private static String ratio(Gap gap) {
        Estimate e = gap.ratio();
        if (e == null) {
            return "n/a";
        }
        return e.ci95Low() == null ? String.format(Locale.ROOT, "%.2f, no interval", e.value())
                : RatioText.interval(e.value(), e.ci95Low(), e.ci95High(), 2);
    }

    private static PlatformFit fit(ModelAnalysis analysis, Prediction p) {
        return analysis.fits().stream().filter(f -> f.platform().key().equals(p.platform().key())).findFirst().orElseThrow();
    }
}
