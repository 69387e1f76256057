package io.tenure.cli.bench;

import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.CellSummary;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.ThreadPeak;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.RunFailures;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What bench prints once its sweep ends: the cells' count, what was off target or cut short, refusals, thread peaks, failures. */
final class BenchResultText {
    private BenchResultText() {
    }

    static int print(PrintWriter out, PrintWriter err, BenchResults results, Path dir) {
        List<CellResult> bad = results.cells().stream()
                .filter(c -> c.status() == RunStatus.FAILED || c.status() == RunStatus.TIMEOUT).toList();
        long ok = results.cells().stream().filter(c -> c.status() == RunStatus.OK).count();
        long skipped = results.cells().stream().filter(c -> c.status() == RunStatus.SKIPPED).count();
        out.printf(Locale.ROOT, "tenure bench: %d cells ok, %d failed, %d skipped; bundle %s%n", ok, bad.size(), skipped,
                dir.resolve(Bundle.RESULTS));
        for (CellResult c : results.cells()) {
            if (c.summary() != null && Boolean.TRUE.equals(c.summary().survivalOffTarget())) {
                out.printf(Locale.ROOT, "tenure bench: off target: %s measured s = %.3f for p = %s (|s - p| > %.2f):"
                                + " its survival is not the labelled one%n", c.id(), c.summary().measuredSurvival().median(),
                        WorkloadTarget.number(c.target().survival()), CellSummary.SURVIVAL_TOLERANCE);
            }
        }
        shortMeasuredPhases(out, results);
        for (CellResult c : results.cells()) {
            if (c.notApplicable()) {
                out.printf(Locale.ROOT, "tenure bench: %s %s%n", c.id(), c.reason());
            }
        }
        // named here too, not only at the start: a long sweep's first lines have scrolled away
        RefusedCells.of(results).forEach(c -> out.println("tenure bench: " + RefusedCells.line(c)));
        for (ThreadPeak peak : ThreadPeak.of(results.cells())) {
            out.printf(Locale.ROOT, "tenure bench: threads peak: %s at p = %s: %d thread%s, %s%s (%s)%n", peak.platform(),
                    WorkloadTarget.number(peak.survival()), peak.peak().threads(), peak.peak().threads() == 1 ? "" : "s",
                    throughput(peak.peak()), !peak.peakTied() ? ""
                            : peak.points().stream().anyMatch(p -> p.lowMBps() == null || p.highMBps() == null)
                            ? "; one run per thread count gives no interval (--repeat 3 or more does), so the peak is not"
                                    + " told apart"
                            : "; its interval overlaps another thread count's, so the peak is not told apart",
                    String.join(", ", peak.points().stream().map(p -> p.threads() + ": " + throughput(p)).toList()));
        }
        out.flush();
        if (bad.isEmpty()) {
            return ExitCodes.OK;
        }
        RunFailures.print(err, "bench",
                bad.stream().map(c -> new RunFailures.Failure(c.status().json(), c.id(), c.reason())).toList());
        return ExitCodes.FAILED;
    }

    /**
     * Runs whose --measure phase --work cut short: the calibrated work is capped at --work, so a fast
     * cell (p = 0 allocates at several GB/s) measured 0.17 s of a 1 s target, under the timer and JIT
     * noise --measure is there to rise above, and only results.json said so.
     */
    private static void shortMeasuredPhases(PrintWriter out, BenchResults results) {
        List<String> examples = new ArrayList<>();
        int count = 0;
        for (CellResult c : results.cells()) {
            for (RunResult r : c.runs()) {
                RunResult.Calibration k = r.calibration();
                Double elapsed = r.times().elapsedSeconds();
                if (r.status() != RunStatus.OK || k == null || elapsed == null) {
                    continue;
                }
                if (elapsed < k.targetSeconds() / 2 && k.workMB() >= c.target().workMB() - 1e-9) {
                    count++;
                    if (examples.isEmpty()) {
                        examples.add(String.format(Locale.ROOT, "%s: %.2f s with the %s MB --work allows, at %.0f MB/s",
                                r.runId(), elapsed, WorkloadTarget.number(k.workMB()),
                                k.rateMBps() == null ? k.workMB() / elapsed : k.rateMBps()));
                    }
                }
            }
        }
        if (count > 0) {
            out.printf(Locale.ROOT, "tenure bench: note: %d run%s measured less than half of --measure: --work capped the"
                            + " calibrated work (%s); a larger --work lets the measured phase last as asked%n", count,
                    count == 1 ? "" : "s", examples.get(0));
        }
    }

    private static String throughput(ThreadPeak.Point point) {
        return String.format(Locale.ROOT, "%.0f MB/s", point.throughputMBps()) + (point.lowMBps() == null || point.highMBps() == null
                ? "" : String.format(Locale.ROOT, " [%.0f, %.0f]", point.lowMBps(), point.highMBps()));
    }
}
