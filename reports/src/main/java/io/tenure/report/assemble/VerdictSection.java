package io.tenure.report.assemble;

import io.tenure.bundle.BundleObservations.LocatedCell;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.PlatformKey;
import io.tenure.bundle.RunStatus;
import io.tenure.model.Estimate;
import io.tenure.model.Gap;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.RatioText;
import io.tenure.model.TiedRanking;
import io.tenure.model.TiedRanking.Ranked;
import io.tenure.report.ChartSpec;
import io.tenure.report.Section;
import io.tenure.report.Table;
import io.tenure.report.Table.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The verdict a team reads first: the ranking at the study's survival with ties, the gap between
 * the fastest and the slowest there with its interval, and what to distrust (cells off their
 * survival target, failed cells, extrapolated figures). Its sentences lead the report's summary;
 * its section holds the ranking table and the headline chart.
 */
final class VerdictSection {
    /** A cell whose measured survival misses its target p by more than this is off target (BENCHMARK.md's pilot hit ±0.01). */
    static final double OFF_TARGET = 0.03;
    /** Cells named in a warning sentence; the rest are counted. */
    private static final int NAMED = 3;

    private VerdictSection() {
    }

    /** Every platform, ranked with ties by the model's rule ({@link TiedRanking}). */
    static List<Ranked> rank(ModelAnalysis time, double s) {
        return TiedRanking.rank(time, s, p -> true);
    }

    /**
     * The verdict section, and its sentences appended to {@code summary}.
     *
     * @param time     the execution-time analysis, or null when no platform has a fitted time
     * @param headline the chart of every platform's curve, or null without a fitted time
     */
    static Section build(ModelAnalysis time, ChartSpec headline, PlatformLabels labels,
                         Map<String, List<LocatedCell>> cells, List<String> summary) {
        double s = GapSections.STUDY_SURVIVAL;
        List<String> paragraphs = new ArrayList<>();
        List<Table> tables = new ArrayList<>();
        List<String> sentences = new ArrayList<>();
        if (time != null) {
            List<Ranked> ranked = rank(time, s);
            sentences.add(rankingSentence(ranked, labels, s));
            perJvm(time, labels, s).ifPresent(sentences::add);
            if (ranked.size() > 1) {
                sentences.add(gapSentence(time, ranked, labels, s));
            }
            List<String> extrapolated = ranked.stream().filter(r -> r.prediction().extrapolated())
                    .map(r -> labels.label(r.prediction().platform().key())).toList();
            if (!extrapolated.isEmpty()) {
                sentences.add(String.format(Locale.ROOT, "Warning: %s %s not measured up to s = %.3f; %s figures there "
                        + "extrapolate the fitted curve.", named(extrapolated), extrapolated.size() == 1 ? "was" : "were", s,
                        extrapolated.size() == 1 ? "its" : "their"));
            }
            tables.add(rankingTable(ranked, labels, s));
            // the table showed the runs' medians under "fitted time", beside the gaps table's fitted
            // values for the same s: two different times for one platform, neither explained
            String which = fromRuns(ranked)
                    ? "time per GB allocated at s = %.3f, the survival the study measured for SPEC JBB2000: the "
                            + "median of its runs there (every platform has enough of them; the gaps below read the "
                            + "fitted curves, which pass near but not through these medians)."
                    : "fitted time per GB allocated at s = %.3f, the survival the study measured for SPEC JBB2000.";
            paragraphs.add(String.format(Locale.ROOT, "Every platform's " + which + " A platform shares a rank when the "
                    + "95 %% bootstrap interval of its time ratio to each platform of that rank contains 1: the runs cannot "
                    + "tell it apart from any of them.", s));
        } else {
            sentences.add("No platform has a fitted execution time: no ranking and no gap.");
        }
        offTarget(cells, labels).ifPresent(sentences::add);
        failed(cells, labels).ifPresent(sentences::add);
        summary.addAll(sentences);
        return new Section("verdict", String.format(Locale.ROOT, "Ranking at s = %.3f", s), paragraphs,
                headline == null ? List.of() : List.of(headline), tables, List.of());
    }

    private static String rankingSentence(List<Ranked> ranked, PlatformLabels labels, double s) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "Ranking at s = %.3f (fastest first; = marks a "
                + "tie): ", s));
        for (int i = 0; i < ranked.size(); i++) {
            Ranked r = ranked.get(i);
            if (i > 0) {
                text.append(r.tiedWithAbove() ? " = " : ", ");
            }
            if (i == 0 || !r.tiedWithAbove()) {
                text.append(r.rank()).append(". ");
            }
            text.append(labels.label(r.prediction().platform().key()));
            if (r.apartFrom() != null) {
                // without it "= B, 4. C" beside a table whose C / B interval holds 1 reads as a slip
                text.append(" (told apart from ").append(labels.label(r.apartFrom().denominator().key()))
                        .append(", though not from the one above)");
            }
        }
        return text.append('.').toString();
    }

    /**
     * With platforms of more than one JVM, each JVM's collectors ranked among themselves, ties
     * named with their ratio: the sentence {@code tenure demo} prints, word for word.
     */
    private static Optional<String> perJvm(ModelAnalysis time, PlatformLabels labels, double s) {
        List<String> jvms = time.fits().stream().map(f -> jvmId(f.platform())).distinct().toList();
        if (jvms.size() < 2 || jvms.contains("")) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        for (String jvm : jvms) {
            List<Ranked> ranked = TiedRanking.rank(time, s, p -> jvm.equals(jvmId(p)));
            parts.add(jvm + ": " + TiedRanking.text(ranked, p -> labels.collectorLabel(p.key())));
        }
        return Optional.of(String.format(Locale.ROOT, "Per JVM at s = %.3f (each ratio: time / the one before; = marks a tie, "
                + "its 95 %% interval to every platform of the rank contains 1): %s.", s, String.join("; ", parts)));
    }

    /** The JVM id of a platform from its key, "" when the key has another shape. */
    static String jvmId(Platform p) {
        try {
            return PlatformKey.parse(p.key()).jvmId();
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    /** The spread the study reported: the slowest platform against the fastest. */
    private static String gapSentence(ModelAnalysis time, List<Ranked> ranked, PlatformLabels labels, double s) {
        Prediction fastest = ranked.get(0).prediction();
        Prediction slowest = ranked.get(ranked.size() - 1).prediction();
        Gap gap = time.gap(fit(time, slowest), fit(time, fastest), s);
        String names = labels.label(slowest.platform().key()) + " takes ";
        if (gap.ratio() == null) {
            return String.format(Locale.ROOT, "Gap at s = %.3f: %s%s as long as %s (%s).", s, names, "an unknown multiple",
                    labels.label(fastest.platform().key()), gap.note());
        }
        Estimate ratio = gap.ratio();
        String interval = ratio.ci95Low() == null ? "no interval: too few bootstrap replicates"
                : "95 % CI " + RatioText.bound(ratio.ci95Low(), 2) + "–" + RatioText.bound(ratio.ci95High(), 2);
        String reading = ratio.ci95Low() == null ? ""
                : gap.indistinguishable() ? "; the interval contains 1, so even these two are not told apart"
                : "; the interval excludes 1";
        return String.format(Locale.ROOT, "Gap at s = %.3f: %s%.2f× as long as %s (%s)%s.", s, names, ratio.value(),
                labels.label(fastest.platform().key()), interval, reading);
    }

    private static Table rankingTable(List<Ranked> ranked, PlatformLabels labels, double s) {
        List<List<Object>> rows = new ArrayList<>();
        for (Ranked r : ranked) {
            Prediction p = r.prediction();
            // the time the ranking ordered on, and the ratio to its first row by the same estimate
            Estimate relative = r.vsFastest();
            Estimate above = r.vsAbove() == null ? null : r.vsAbove().ratio();
            rows.add(Arrays.asList(r.rank(), labels.label(p.platform().key()), r.time(),
                    relative == null ? null : relative.value(), relative == null ? null : relative.ci95Low(),
                    relative == null ? null : relative.ci95High(), above == null ? null : above.value(),
                    above == null ? null : above.ci95Low(), above == null ? null : above.ci95High(), reading(r, labels),
                    p.extrapolated() ? "yes" : "no"));
        }
        return new Table("ranking", String.format(Locale.ROOT, "Ranking at s = %.3f, ties shared", s), List.of(
                Column.number("rank", "", 1), Column.text("platform"),
                Column.number(fromRuns(ranked) ? "median time" : "time", "s/GB", 4),
                Column.number("× fastest", "", 3), Column.number("× fastest CI low", "", 3),
                Column.number("× fastest CI high", "", 3), Column.number("× the one above", "", 3),
                Column.number("× above CI low", "", 3), Column.number("× above CI high", "", 3), Column.text("reading"),
                Column.text("extrapolated")), rows);
    }

    private static boolean fromRuns(List<Ranked> ranked) {
        return !ranked.isEmpty() && ranked.get(0).fromRuns();
    }

    private static String reading(Ranked r, PlatformLabels labels) {
        if (r.vsAbove() == null) {
            return "fastest";
        }
        if (r.vsAbove().ratio() == null || r.vsAbove().ratio().ci95Low() == null) {
            return "no interval";
        }
        if (r.apartFrom() != null) {
            // the "× above" interval holds 1 on a row with a rank of its own: say which ratio does not
            Estimate apart = r.apartFrom().ratio();
            String ratio = apart == null ? "no ratio" : apart.ci95Low() == null
                    ? String.format(Locale.ROOT, "%.3f, no interval", apart.value())
                    : RatioText.interval(apart.value(), apart.ci95Low(), apart.ci95High(), 3);
            return "not told apart from the one above, but from " + labels.label(r.apartFrom().denominator().key())
                    + " of that rank (× " + ratio + ")";
        }
        return r.tiedWithAbove() ? "tie with the one above" : "slower than the one above";
    }

    /** Generational cells whose measured survival misses the target: their points sit at the wrong s. */
    private static Optional<String> offTarget(Map<String, List<LocatedCell>> cells,
                                                        PlatformLabels labels) {
        List<String> named = new ArrayList<>();
        double worst = 0;
        for (Map.Entry<String, List<LocatedCell>> entry : cells.entrySet()) {
            for (LocatedCell l : entry.getValue()) {
                Double measured = measured(l.cell());
                if (measured == null || l.cell().target() == null) {
                    continue;
                }
                double error = Math.abs(measured - l.cell().target().survival());
                if (error > OFF_TARGET) {
                    worst = Math.max(worst, error);
                    named.add(String.format(Locale.ROOT, "%s at p = %.2f measured %.3f", labels.label(entry.getKey()),
                            l.cell().target().survival(), measured));
                }
            }
        }
        if (named.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "Warning: %d cell%s off %s survival target (|s − p| > "
                + "%.2f, worst %.3f): %s.", named.size(), named.size() == 1 ? "" : "s", named.size() == 1 ? "its" : "their",
                OFF_TARGET, worst, named(named)));
    }

    /** The median survival measured over a cell's ok runs, or null (failed, or no young collection to measure). */
    private static Double measured(CellResult cell) {
        if (cell.status() != RunStatus.OK || cell.summary() == null || cell.summary().measuredSurvival() == null) {
            return null;
        }
        Double median = cell.summary().measuredSurvival().median();
        return median == null || !Double.isFinite(median) ? null : median;
    }

    private static Optional<String> failed(Map<String, List<LocatedCell>> cells, PlatformLabels labels) {
        List<String> named = new ArrayList<>();
        for (Map.Entry<String, List<LocatedCell>> entry : cells.entrySet()) {
            for (LocatedCell l : entry.getValue()) {
                RunStatus status = l.cell().status();
                if (status == RunStatus.OK || status == RunStatus.SKIPPED) {
                    continue;
                }
                String reason = l.cell().reason() == null ? "" : l.cell().reason().lines().findFirst().orElse("");
                named.add(String.format(Locale.ROOT, "%s%s %s%s", labels.label(entry.getKey()),
                        l.cell().target() == null ? "" : String.format(Locale.ROOT, " at p = %.2f", l.cell().target().survival()),
                        status.json(), reason.isBlank() ? "" : " (" + shorten(reason) + ")"));
            }
        }
        if (named.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "Warning: %d cell%s failed or timed out and %s in no fit "
                + "(see Failed cells): %s.", named.size(), named.size() == 1 ? "" : "s", named.size() == 1 ? "is" : "are",
                named(named)));
    }

    private static String named(List<String> items) {
        if (items.size() <= NAMED) {
            return String.join("; ", items);
        }
        return String.join("; ", items.subList(0, NAMED)) + String.format(Locale.ROOT, "; and %d more", items.size() - NAMED);
    }

    private static String shorten(String reason) {
        return reason.length() <= 120 ? reason : reason.substring(0, 119) + "…";
    }


    private static PlatformFit fit(ModelAnalysis time, Prediction p) {
        return time.fits().stream().filter(f -> f.platform().key().equals(p.platform().key())).findFirst().orElseThrow();
    }
}
