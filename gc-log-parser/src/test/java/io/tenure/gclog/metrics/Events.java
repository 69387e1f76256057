package io.tenure.gclog.metrics;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.platforms.Collector;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** Builds events the way a parser would, for tests of the figures computed from them. */
final class Events {
    static final long KB = 1024;
    static final long MB = 1024 * KB;

    private Events() {
    }

    static PauseEvent young(String file, long line, double uptime, double ms, long heapBefore, long heapAfter) {
        return pause(file, line, uptime, ms, EventKind.YOUNG, heapBefore, heapAfter);
    }

    static PauseEvent pause(String file, long line, double uptime, double ms, EventKind kind, long heapBefore, long heapAfter) {
        return new PauseEvent(new SourceLocation(file, line), Timestamp.ofUptime(uptime), OptionalLong.of(line), kind,
                kind.label(), Optional.of("test"), ms, Optional.of(MemoryChange.of(heapBefore, heapAfter, 256 * MB)),
                Optional.empty(), Optional.empty());
    }

    static PauseEvent youngWithGenerations(String file, long line, double uptime, double ms, long heapBefore, long heapAfter,
                                           long youngBefore, long youngAfter) {
        return new PauseEvent(new SourceLocation(file, line), Timestamp.ofUptime(uptime), OptionalLong.of(line),
                EventKind.YOUNG, "Pause Young", Optional.empty(), ms, Optional.of(MemoryChange.of(heapBefore, heapAfter)),
                Optional.of(MemoryChange.of(youngBefore, youngAfter)), Optional.empty());
    }

    static PauseEvent pauseWithHeapAndId(String file, long line, double uptime, double ms, EventKind kind, long heapBefore,
            long heapAfter, long gcId) {
        return new PauseEvent(new SourceLocation(file, line), Timestamp.ofUptime(uptime), OptionalLong.of(gcId), kind, kind.label(),
                Optional.empty(), ms, Optional.of(MemoryChange.of(heapBefore, heapAfter)), Optional.empty(), Optional.empty());
    }

    static PauseEvent pauseWithId(String file, long line, double uptime, double ms, EventKind kind, long gcId) {
        return new PauseEvent(new SourceLocation(file, line), Timestamp.ofUptime(uptime), OptionalLong.of(gcId), kind,
                kind.label(), Optional.empty(), ms, Optional.empty(), Optional.empty(), Optional.empty());
    }

    static ConcurrentPhaseEvent concurrent(String file, long line, double uptime, double ms, long gcId) {
        return new ConcurrentPhaseEvent(new SourceLocation(file, line), Timestamp.ofUptime(uptime), OptionalLong.of(gcId),
                "Concurrent Mark", OptionalDouble.of(ms));
    }

    static SafepointEvent safepoint(String file, long line, double uptime, double ms) {
        return new SafepointEvent(new SourceLocation(file, line), Timestamp.ofUptime(uptime), Optional.of("G1CollectForAllocation"),
                ms, OptionalDouble.empty());
    }

    static JvmInfoEvent header(String file, long line, Timestamp at, Collector collector) {
        return JvmInfoEvent.collector(new SourceLocation(file, line), at, collector);
    }
}
