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
     * A quarter of a core or more used by others on average makes a run one on a busy machine: an
     * idle machine here shows a few hundredths (kernel threads, agents), a build beside the runs one
     * to two cores.
     */
    public static final double BUSY_CORES = 0.25;

    public BusyMachine {
        busyRuns = List.copyOf(busyRuns);
    }

    /** The busy runs of {@code results}, or empty when there are none (or no run has the figure). */
    public static Optional<BusyMachine> of(CompareResults results) {
        List<CompareRun> measured = results.configs().stream().flatMap(c -> c.runs().stream()).filter(CompareRun::measured)
                .toList();
        List<CompareRun> busy = measured.stream().filter(r -> r.otherCores() != null && r.otherCores() >= BUSY_CORES).toList();
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
