package io.tenure.gclog.openj9;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Metronome (real-time) collection runs in short stop-the-world <em>quanta</em>, and its log does
 * not list them one by one: each {@code <gc-op type="heartbeat">} summarises the quanta since the
 * previous heartbeat in a {@code <quanta quantumCount=… minTimeMs=… meanTimeMs=… maxTimeMs=…>}
 * element.
 *
 * <p>tenure counts each quantum as a pause, so pause counts and totals stay exact: it emits
 * {@code quantumCount} pauses, one of {@code minTimeMs}, one of {@code maxTimeMs} and the rest
 * sharing what is left of {@code count × mean} equally. Count, total, minimum and maximum are
 * the log's; the shape between them is not known, which the reader says once in a note. All
 * quanta carry the heartbeat's timestamp.
 */
final class MetronomeQuanta {
    /** Far above a real heartbeat (about one second of 3 ms quanta, so a few hundred); more is corrupt input. */
    static final int MAX_QUANTA = 10_000;

    private MetronomeQuanta() {
    }

    static List<PauseEvent> expand(SourceLocation source, Timestamp start, OptionalLong cycleId, String quantumType,
            long count, double minMs, double meanMs, double maxMs) {
        if (count <= 0 || count > MAX_QUANTA || !(minMs >= 0) || !(meanMs >= minMs) || !(maxMs >= meanMs)
                || Double.isInfinite(maxMs)) {
            return List.of();
        }
        String name = "quantum" + (quantumType == null || quantumType.isBlank() ? "" : " (" + quantumType + ")");
        List<Double> durations = new ArrayList<>();
        if (count == 1) {
            durations.add(meanMs);
        } else {
            double rest = Math.max(0, count * meanMs - minMs - maxMs);
            durations.add(minMs);
            for (long i = 0; i < count - 2; i++) {
                durations.add(rest / (count - 2));
            }
            durations.add(maxMs);
        }
        List<PauseEvent> pauses = new ArrayList<>(durations.size());
        for (double d : durations) {
            pauses.add(new PauseEvent(source, start, cycleId, EventKind.OTHER_PAUSE, name, Optional.empty(), d,
                    Optional.empty(), Optional.empty(), Optional.empty()));
        }
        return pauses;
    }
}
