package io.tenure.cli.compare;

import io.tenure.bundle.compare.RaceResult;
import io.tenure.model.RatioText;
import java.io.PrintWriter;
import java.util.Locale;

/** The text of a race's outcome ({@code race.json}): how it ended, the winners, the eliminated, the runs spent. */
final class RaceText {
    private RaceText() {
    }

    static void print(PrintWriter out, RaceResult race) {
        out.println();
        String ending = switch (race.ending()) {
            case ONE_LEFT -> "one configuration left";
            case TIE -> "a tie: the configurations left are equivalent within the margin";
            case BUDGET -> race.winners().size() == 1 ? "one configuration left"
                    : "not decided: the budget ran out with several left, not told apart from the margin";
            case NOT_DECIDABLE -> "not decided: the blocks left could not tell those left from the margin, so they were"
                    + " set aside";
        };
        out.printf(Locale.ROOT, "Race (margin %s %%, family-wise error %s %%, %d of at most %d blocks): %s%n",
                num(100 * race.margin()), num(100 * race.alpha()), race.blocks(), race.maxBlocks(), ending);
        out.println(race.winners().size() == 1 ? "  winner:" : "  winners (wall time over the best's, paired by block):");
        for (RaceResult.Standing s : race.winners()) {
            String ratio = s.ratio() == null ? "-" : s.ci95Low() == null ? String.format(Locale.ROOT, "%.3f", s.ratio())
                    : RatioText.interval(s.ratio(), s.ci95Low(), s.ci95High(), 3) + " " + s.interval();
            String note = s.note(race.margin());
            out.printf(Locale.ROOT, "    %-36s %s%s%n", s.config(), ratio, note == null ? "" : "  (" + note + ")");
        }
        if (!race.eliminated().isEmpty()) {
            out.println("  eliminated (slower than the best by more than the margin; one-sided paired t-test, Holm):");
            for (RaceResult.Elimination e : race.eliminated()) {
                out.printf(Locale.ROOT, "    %-36s after block %d: %.3f x %s over %d blocks, p = %.2g%n", e.config(), e.block(),
                        e.ratio(), e.best(), e.blocks(), e.pValue());
            }
        }
        if (!race.setAside().isEmpty()) {
            out.println("  set aside (among the winners; the blocks left had little chance to eliminate them or show them"
                    + " equivalent):");
            for (RaceResult.SetAside a : race.setAside()) {
                out.printf(Locale.ROOT, "    %-36s after block %d: %.3f x %s, %.0f %% chance to decide, %s%n", a.config(), a.block(),
                        a.ratio(), a.best(), 100 * a.decisionChance(), blocksNeeded(a.blocksToDecide()));
            }
        }
        out.printf(Locale.ROOT, "  runs: %d measured, against %d for every configuration at every block (%.0f %%)%n",
                race.runsSpent(), race.exhaustiveRuns(), race.exhaustiveRuns() == 0 ? 0.0
                        : 100.0 * race.runsSpent() / race.exhaustiveRuns());
    }

    /** Past a thousand blocks the count says only that no race of a sensible length decides it. */
    private static String blocksNeeded(Integer blocks) {
        return blocks == null ? "on the margin" : blocks > 1000 ? "over 1000 blocks needed" : "about " + blocks + " blocks needed";
    }

    private static String num(double d) {
        return d == Math.rint(d) ? String.format(Locale.ROOT, "%.0f", d) : String.format(Locale.ROOT, "%.1f", d);
    }
}
