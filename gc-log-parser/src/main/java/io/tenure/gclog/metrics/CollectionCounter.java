package io.tenure.gclog.metrics;

import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;

/**
 * Counts events by kind and concurrent cycles. A concurrent cycle counts once however many
 * pauses and phases it had: events of a cycle share a GC id ({@code GC(n)}), so a cycle is
 * counted when a cycle event arrives with an id other than the last cycle event's; logs without
 * ids count the pauses that start a cycle (initial mark, and G1's young pause that starts one).
 * With ids, G1's concurrent-start pause is not a cycle event: it is a young collection with an id
 * of its own, and the cycle it starts logs its phases under the next id.
 */
final class CollectionCounter {
    private final EnumMap<EventKind, Long> byKind = new EnumMap<>(EventKind.class);
    private long concurrentCycles;
    private OptionalLong lastCycleId = OptionalLong.empty();

    void count(EventKind kind, GcEvent event) {
        byKind.merge(kind, 1L, Long::sum);
        if (event instanceof PauseEvent pause && pause.concurrentStart() && event.gcId().isEmpty()) {
            concurrentCycles++;
            return;
        }
        boolean cycleEvent = kind == EventKind.CONCURRENT || kind == EventKind.INITIAL_MARK || kind == EventKind.REMARK
                || kind == EventKind.CLEANUP;
        if (!cycleEvent) {
            return;
        }
        OptionalLong id = event.gcId();
        if (id.isPresent()) {
            if (!id.equals(lastCycleId)) {
                concurrentCycles++;
                lastCycleId = id;
            }
        } else if (kind == EventKind.INITIAL_MARK) {
            concurrentCycles++;
        }
    }

    long count(EventKind kind) {
        return byKind.getOrDefault(kind, 0L);
    }

    GcSummary.CollectionCounts collections() {
        return new GcSummary.CollectionCounts(count(EventKind.YOUNG), count(EventKind.MIXED), count(EventKind.FULL),
                concurrentCycles);
    }

    Map<String, Long> byLabel() {
        Map<String, Long> labels = new LinkedHashMap<>();
        for (EventKind kind : EventKind.values()) {
            labels.put(kind.label(), count(kind));
        }
        return labels;
    }
}
