package io.tenure.cli.compare;

import io.tenure.bundle.compare.BusyMachine;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.PairResult;
import io.tenure.compare.RunChecks;
import io.tenure.model.RatioText;
import io.tenure.model.stats.MedianInterval;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What compare's figures need said beside them: each configuration's spread, and warnings for
 * outlier runs, outlier pairs (with the sign test's interval as the robustness check) and drift.
 */
final class CompareWarnings {
    private CompareWarnings() {
    }

    /** A configuration's spread: the MAD of its wall times in percent of the median. */
    static String spread(ConfigResult config) {
        Double mad = RunChecks.wallMadPercent(config);
        return mad == null ? "-" : String.format(Locale.ROOT, "%.1f", mad);
    }

    /** The warnings, one line each, or nothing. */
    static void print(PrintWriter out, CompareResults results) {
        List<String> lines = new ArrayList<>();
        for (ConfigResult c : results.configs()) {
            for (RunChecks.OutlierRun o : RunChecks.outlierRuns(c)) {
                lines.add(String.format(Locale.ROOT, "outlier run: %s repetition %d took %.3f s against a median of %.3f s"
                        + " (runs/%s-r%d)", o.config(), o.repetition(), o.wallSeconds(), o.median(), o.config(), o.repetition()));
            }
            RunChecks.Drift drift = RunChecks.drift(c);
            if (drift != null) {
                lines.add(String.format(Locale.ROOT, "drift: %s's last %d runs took %+.1f %% against its first %d"
                                + " (beyond the noise between runs): the machine's load changed during the session",
                        drift.config(), drift.runsEach(), 100 * (drift.ratio() - 1), drift.runsEach()));
            }
        }
        BusyMachine.of(results).map(BusyMachine::warning).ifPresent(lines::add);
        for (PairResult p : results.pairs()) {
            if (!p.outlierRepetitions().isEmpty() && p.wallRatioSignTest() != null) {
                MedianInterval s = p.wallRatioSignTest();
                lines.add(String.format(Locale.ROOT, "outlier pair: %s / %s in repetition%s %s; the sign test's interval,"
                                + " which an outlier barely moves: %s", p.a(), p.b(), p.outlierRepetitions().size() == 1 ? "" : "s",
                        String.join(", ", p.outlierRepetitions().stream().map(String::valueOf).toList()),
                        RatioText.interval(s.median(), s.ci95Low(), s.ci95High(), 3)));
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        out.println();
        out.println("Warnings:");
        lines.forEach(l -> out.println("  " + l));
    }
}
