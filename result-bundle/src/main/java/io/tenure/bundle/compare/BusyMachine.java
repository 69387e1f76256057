package io.tenure.bundle.compare;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The runs of a compare session during which other processes kept the machine busy
 * ({@link CompareRun#otherCpuSeconds}). Their times are perturbed, and no statistic of the runs
 * alone tells by how much: a build started beside a race's first block made its runs up to twice as
 * slow, and the race then decided nothing before its seventh block.
 *
 * @param busyRuns     the measured runs during which others used {@value #BUSY_CORES} cores or more on average
 * @param measuredRuns every measured run of the session
 * @param busiest      the busy run with the most
 */
public record BusyMachine(List<CompareRun> busyRuns, long measuredRuns, CompareRun busiest) {
    /**
     * A quarter of a core or more used by others on average makes a run one on a busy machine: on
     * an idle 2-core machine runs showed 0 to 0.07 cores, beside a spinning process 0.7 to 0.9, and
     * beside a Maven build 0.9 to 1.2 (validation/notes/busy-machine.md).
     */
    public static final double BUSY_CORES = 0.25;

    public BusyMachine {
        busyRuns = List.copyOf(busyRuns);
    }

    /** True when others used {@value #BUSY_CORES} cores or more on average during {@code run}. */
    public static boolean isBusy(CompareRun run) {
        Double others = run.otherCores();
        return others != null && others >= BUSY_CORES;
    }

    /** The busy runs of {@code results}, or empty when there are none (or no run has the figure). */
    public static Optional<BusyMachine> of(CompareResults results) {
        List<CompareRun> measured = results.configs().stream().flatMap(c -> c.runs().stream()).filter(CompareRun::measured)
                .toList();
        List<CompareRun> busy = measured.stream().filter(BusyMachine::isBusy).toList();
        return busy.stream().max(Comparator.comparingDouble(CompareRun::otherCores))
                .map(worst -> new BusyMachine(busy, measured.size(), worst));
    }

    /** The warning in words, for the text and the report. */
    public String warning() {
        return String.format(Locale.ROOT, "busy machine: other processes used %.2f cores or more on average during %d of"
                        + " %d runs, the most (%.1f cores) during %s (runs/%s): those runs are perturbed; measure on a quiet"
                        + " machine, unless these processes are part of the program", BUSY_CORES, busyRuns.size(),
                measuredRuns, busiest.otherCores(), busiest.runId(), busiest.runId());
    }
}
