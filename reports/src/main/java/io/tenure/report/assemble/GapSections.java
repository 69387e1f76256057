package io.tenure.report.assemble;

import io.tenure.model.CrossoverResult;
import io.tenure.model.Crossing;
import io.tenure.model.Estimate;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.RatioText;
import io.tenure.report.Section;
import io.tenure.report.Table;
import io.tenure.report.Table.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The gap between platforms at the survival rates that matter (the study's JBB at 0.437, each
 * production log's own), where the fastest platform changes, and the crossovers with their
 * intervals (the study's Fig. 2 and its reading of Fig. 5).
 */
final class GapSections {
    /** The survival the study measured for SPEC JBB2000 from its verbose GC output. */
    static final double STUDY_SURVIVAL = 0.437;
    private static final int WINNER_STEPS = 200;

    /** A survival to read the gap at, and where it comes from. */
    record At(String label, double survival) {
    }

    /** The study's point; its ranking and gap lead the summary through {@link VerdictSection}, with ties. */
    static final At STUDY = new At("the study's SPEC JBB2000", STUDY_SURVIVAL);

    private GapSections() {
    }

    static Section gaps(ModelAnalysis time, List<At> points, PlatformLabels labels, List<String> summary) {
        List<List<Object>> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (At at : points) {
            List<Prediction> ranking = time.rank(at.survival(), null);
            int rank = 1;
            for (Prediction p : ranking) {
                List<Object> row = new ArrayList<>();
                row.add(at.label());
                row.add(at.survival());
                row.add(rank++);
                row.add(labels.label(p.platform().key()));
                row.add(p.fitted().value());
                row.add(p.fitted().ci95Low());
                row.add(p.fitted().ci95High());
                row.add(p.relative() == null ? null : p.relative().value());
                row.add(p.relative() == null ? null : p.relative().ci95Low());
                row.add(p.relative() == null ? null : p.relative().ci95High());
                row.add(p.extrapolated() ? "yes" : "no");
                rows.add(row);
            }
            if (ranking.size() > 1 && at != STUDY) {
                Prediction slowest = ranking.get(ranking.size() - 1);
                // read as the study's gap is (VerdictSection): an interval holding 1 tells the two apart no more
                // here, and a log's survival beyond the measured ones is a reading of the curves' extension
                Estimate ratio = slowest.relative();
                boolean tied = ratio != null && ratio.ci95Low() != null && ratio.ci95Low() <= 1 && ratio.ci95High() >= 1;
                summary.add(String.format(Locale.ROOT, "At s = %.3f (%s) %s is fastest; %s takes %s%s%s.", at.survival(),
                        at.label(), labels.label(ranking.get(0).platform().key()), labels.label(slowest.platform().key()),
                        ratio == null ? "an unknown multiple" : times(slowest),
                        tied ? "; the interval contains 1, so even these two are not told apart" : "",
                        ranking.stream().anyMatch(Prediction::extrapolated)
                                ? "; extrapolated: not every platform was measured at this survival" : ""));
            }
            if (ranking.stream().anyMatch(Prediction::extrapolated)) {
                notes.add(String.format(Locale.ROOT, "At s = %.3f some platforms were not measured that far: their "
                        + "figures extrapolate the fitted curve (column \"extrapolated\").", at.survival()));
            }
        }
        Table table = new Table("gaps", "Every platform against the fastest at each survival", List.of(
                Column.text("at"), Column.number("survival", "", 3), Column.number("rank", "", 1), Column.text("platform"),
                Column.number("time", "s/GB", 4), Column.number("time CI low", "s/GB", 4),
                Column.number("time CI high", "s/GB", 4), Column.number("× fastest", "", 3),
                Column.number("× CI low", "", 3), Column.number("× CI high", "", 3), Column.text("extrapolated")), rows);
        return new Section("gaps", "Gaps at the survival rates that matter", List.of(
                "The study traced a 48 % platform gap to survival: at SPEC JBB2000's s = 0.437 one OS/JVM pairing took 1.37× "
                        + "as long as another. This table reads every platform's fitted time at that survival and at each "
                        + "analysed log's own, relative to the fastest platform there, with 95 % bootstrap intervals."),
                List.of(), List.of(table, winners(time, labels)), notes);
    }

    static Section crossovers(ModelAnalysis time, PlatformLabels labels, List<String> summary) {
        List<List<Object>> rows = new ArrayList<>();
        int within = 0;
        for (CrossoverResult result : time.crossovers()) {
            for (Crossing c : result.crossings()) {
                String a = labels.label(result.a().key());
                String b = labels.label(result.b().key());
                String below = labels.label(c.fasterBelowKey());
                String above = below.equals(a) ? b : a;
                rows.add(Arrays.asList(a, b, c.survival().value(), c.survival().ci95Low(), c.survival().ci95High(),
                        c.bootstrapShare(), c.withinFittedRange() ? "yes" : "no", below, above));
                if (c.withinFittedRange()) {
                    within++;
                }
            }
        }
        // counted, not listed: the summary is the verdict's first screen, and crossovers of curves
        // the ranking cannot tell apart are mostly noise; the table lists them all
        if (within > 0) {
            summary.add(String.format(Locale.ROOT, "%d crossover%s within the measured range: see Crossovers.",
                    within, within == 1 ? "" : "s"));
        }
        Table table = new Table("crossovers", "Crossovers", List.of(Column.text("platform A"), Column.text("platform B"),
                Column.number("survival", "", 3), Column.number("CI low", "", 3), Column.number("CI high", "", 3),
                Column.number("replicates crossing", "share", 3), Column.text("within measured range"),
                Column.text("faster below"), Column.text("faster above")), rows);
        return new Section("crossovers", "Crossovers", List.of(
                "Where two platforms' time curves cross, the better choice depends on the program's survival rate. "
                        + "\"replicates crossing\" is the share of bootstrap refits that cross at all: how sure the crossing is."),
                List.of(), List.of(table), rows.isEmpty() ? List.of("No two time curves cross in [0, 1].") : List.of());
    }

    /** The fastest platform over survival, as ranges: where the winner changes. */
    private static Table winners(ModelAnalysis time, PlatformLabels labels) {
        List<List<Object>> rows = new ArrayList<>();
        String current = null;
        double from = 0;
        for (int i = 0; i <= WINNER_STEPS; i++) {
            double s = (double) i / WINNER_STEPS;
            String winner = time.fits().stream().min(Comparator.comparingDouble((PlatformFit f) -> f.valueAt(s))
                    .thenComparing(f -> f.platform().key())).map(f -> f.platform().key()).orElseThrow();
            if (current != null && !winner.equals(current)) {
                rows.add(Arrays.asList(from, (double) (i - 1) / WINNER_STEPS, labels.label(current)));
                from = s;
            }
            current = winner;
        }
        rows.add(Arrays.asList(from, 1.0, labels.label(current)));
        return new Table("fastest-by-survival", "Fastest platform by survival (fitted curves, extrapolated beyond the "
                + "measured range)", List.of(Column.number("from s", "", 3), Column.number("to s", "", 3),
                Column.text("fastest")), rows);
    }

    private static String times(Prediction p) {
        return p.relative().ci95Low() == null
                ? String.format(Locale.ROOT, "%.2f× as long", p.relative().value())
                : String.format(Locale.ROOT, "%.2f× as long (95 %% CI %s–%s)", p.relative().value(),
                RatioText.bound(p.relative().ci95Low(), 2), RatioText.bound(p.relative().ci95High(), 2));
    }
}
