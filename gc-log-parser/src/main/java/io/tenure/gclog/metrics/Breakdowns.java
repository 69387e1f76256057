package io.tenure.gclog.metrics;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Where the time went, split by what the log names: pauses by cause and by kind, concurrent
 * phases by name, safepoints by VM operation with time-to-safepoint and non-GC stopped time.
 * Groups are ordered by total time, longest first; at most {@link BreakdownCounter#MAX_GROUPS}
 * names each, the rest summed as {@code "other"}.
 */
public record Breakdowns(List<Group> pausesByCause, List<Group> pausesByKind, List<Group> concurrentPhases,
                         SafepointBreakdown safepoints) {
    public static final Breakdowns NONE = new Breakdowns(List.of(), List.of(), List.of(), SafepointBreakdown.NONE);

    public Breakdowns {
        pausesByCause = List.copyOf(pausesByCause);
        pausesByKind = List.copyOf(pausesByKind);
        concurrentPhases = List.copyOf(concurrentPhases);
        Objects.requireNonNull(safepoints, "safepoints");
    }

    /**
     * Events sharing a name.
     *
     * @param name    the cause, kind, phase or VM operation; {@code "unknown"} when the log does not say
     * @param count   how many
     * @param totalMs their summed duration; for concurrent phases only those that logged one
     * @param maxMs   the longest, empty when none logged a duration
     */
    public record Group(String name, long count, double totalMs, OptionalDouble maxMs) {
        public Group {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(maxMs, "maxMs");
            if (count < 0 || !(totalMs >= 0)) {
                throw new IllegalArgumentException("count and total must be >= 0: " + count + ", " + totalMs);
            }
        }
    }

    /**
     * Safepoints (GC or not) and the time threads took to reach them.
     *
     * @param count               safepoints logged
     * @param timeToSafepointCount how many logged their time to safepoint
     * @param timeToSafepointTotalMs summed time to safepoint, empty when none was logged
     * @param timeToSafepointMaxMs   the longest
     * @param timeToSafepointP99Ms   its 99th percentile
     * @param nonGcCount          safepoints whose VM operation is not a collection (empty operation: not counted)
     * @param nonGcStoppedMs      the time those stopped the application, empty when no operation was logged
     * @param nonGcMaxStoppedMs   the longest of them
     * @param byOperation         stopped time by VM operation
     */
    public record SafepointBreakdown(long count, long timeToSafepointCount, OptionalDouble timeToSafepointTotalMs,
                                     OptionalDouble timeToSafepointMaxMs, OptionalDouble timeToSafepointP99Ms,
                                     long nonGcCount, OptionalDouble nonGcStoppedMs, OptionalDouble nonGcMaxStoppedMs,
                                     List<Group> byOperation) {
        public static final SafepointBreakdown NONE = new SafepointBreakdown(0, 0, OptionalDouble.empty(),
                OptionalDouble.empty(), OptionalDouble.empty(), 0, OptionalDouble.empty(), OptionalDouble.empty(), List.of());

        public SafepointBreakdown {
            Objects.requireNonNull(timeToSafepointTotalMs, "timeToSafepointTotalMs");
            Objects.requireNonNull(timeToSafepointMaxMs, "timeToSafepointMaxMs");
            Objects.requireNonNull(timeToSafepointP99Ms, "timeToSafepointP99Ms");
            Objects.requireNonNull(nonGcStoppedMs, "nonGcStoppedMs");
            Objects.requireNonNull(nonGcMaxStoppedMs, "nonGcMaxStoppedMs");
            byOperation = List.copyOf(byOperation);
        }
    }
}
