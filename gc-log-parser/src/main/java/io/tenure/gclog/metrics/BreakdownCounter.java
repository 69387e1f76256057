package io.tenure.gclog.metrics;

import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/** Accumulates {@link Breakdowns} event by event; memory is bounded by {@link #MAX_GROUPS} names per breakdown. */
public final class BreakdownCounter {
    /** Distinct names kept per breakdown; a log with more (e.g. thread names in causes) sums the rest as "other". */
    public static final int MAX_GROUPS = 64;
    static final String UNKNOWN = "unknown";
    static final String OTHER = "other";

    private final Tally byCause = new Tally();
    private final Tally byKind = new Tally();
    private final Tally phases = new Tally();
    private final Tally operations = new Tally();
    private final DurationStatistics timeToSafepoint = new DurationStatistics();
    private long safepoints;
    private long nonGcCount;
    private double nonGcStoppedMs;
    private double nonGcMaxMs;
    private boolean operationsLogged;

    public void accept(GcEvent event) {
        if (event instanceof PauseEvent pause) {
            byCause.add(pause.cause().orElse(UNKNOWN), pause.durationMs());
            byKind.add(pause.kind().label(), pause.durationMs());
        } else if (event instanceof ConcurrentPhaseEvent phase) {
            phases.add(phase.name(), phase.durationMs());
        } else if (event instanceof SafepointEvent safepoint) {
            safepoints++;
            safepoint.timeToSafepointMs().ifPresent(timeToSafepoint::record);
            String operation = safepoint.operation().orElse(UNKNOWN);
            operations.add(operation, safepoint.stoppedMs());
            if (safepoint.operation().isPresent()) {
                operationsLogged = true;
                if (!SafepointOperations.isGc(operation)) {
                    nonGcCount++;
                    nonGcStoppedMs += safepoint.stoppedMs();
                    nonGcMaxMs = Math.max(nonGcMaxMs, safepoint.stoppedMs());
                }
            }
        }
    }

    public Breakdowns breakdowns() {
        Breakdowns.SafepointBreakdown sp = safepoints == 0 ? Breakdowns.SafepointBreakdown.NONE
                : new Breakdowns.SafepointBreakdown(safepoints, timeToSafepoint.count(),
                timeToSafepoint.count() == 0 ? OptionalDouble.empty() : OptionalDouble.of(timeToSafepoint.totalMs()),
                timeToSafepoint.maxMs(), timeToSafepoint.percentileMs(99), nonGcCount,
                operationsLogged ? OptionalDouble.of(nonGcStoppedMs) : OptionalDouble.empty(),
                operationsLogged && nonGcCount > 0 ? OptionalDouble.of(nonGcMaxMs) : OptionalDouble.empty(),
                operations.groups());
        return new Breakdowns(byCause.groups(), byKind.groups(), phases.groups(), sp);
    }

    /** Count, total and maximum per name, for at most {@link #MAX_GROUPS} names. */
    private static final class Tally {
        private final Map<String, double[]> groups = new LinkedHashMap<>();

        void add(String name, double ms) {
            add(name, OptionalDouble.of(ms));
        }

        void add(String name, OptionalDouble ms) {
            String key = groups.containsKey(name) || groups.size() < MAX_GROUPS - 1 ? name : OTHER;
            double[] g = groups.computeIfAbsent(key, k -> new double[] {0, 0, Double.NaN});
            g[0]++;
            if (ms.isPresent()) {
                g[1] += ms.getAsDouble();
                g[2] = Double.isNaN(g[2]) ? ms.getAsDouble() : Math.max(g[2], ms.getAsDouble());
            }
        }

        List<Breakdowns.Group> groups() {
            List<Breakdowns.Group> list = new ArrayList<>();
            groups.forEach((name, g) -> list.add(new Breakdowns.Group(name, (long) g[0], g[1],
                    Double.isNaN(g[2]) ? OptionalDouble.empty() : OptionalDouble.of(g[2]))));
            list.sort(Comparator.comparingDouble(Breakdowns.Group::totalMs).reversed()
                    .thenComparing(Comparator.comparingLong(Breakdowns.Group::count).reversed())
                    .thenComparing(Breakdowns.Group::name));
            return list;
        }
    }
}
