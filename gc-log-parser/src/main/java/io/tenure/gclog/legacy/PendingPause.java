package io.tenure.gclog.legacy;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A collection whose record text is complete but which may still receive lines: G1 prints its
 * memory summary ({@code [Eden: ...]}) and {@code [Times: ...]} after the record closes.
 */
final class PendingPause {
    final SourceLocation source;
    final Timestamp start;
    final OptionalLong gcId;
    EventKind kind;
    String name;
    Optional<String> cause = Optional.empty();
    /** The collector's own figure ({@code , 0.0123 secs]}), NaN when absent. */
    double secs = Double.NaN;
    /** {@code real=} of {@code [Times: ...]}, NaN when absent. */
    double realSecs = Double.NaN;
    /** {@code user=} and {@code sys=} of {@code [Times: ...]}, NaN when absent. */
    double userSecs = Double.NaN;
    double sysSecs = Double.NaN;
    /** Metaspace or the permanent generation: {@code [Metaspace: 2815K->2815K(1056768K)]}, {@code [PSPermGen: ...]}. */
    MemoryChange metaspace;
    /** Seconds of collections nested in this one (CMS scavenge before remark), counted there. */
    double nestedSecs;
    MemoryChange heap;
    MemoryChange young;
    MemoryChange old;
    /** G1's {@code [Eden: ... Survivors: ...]}: the young generation's two parts. */
    MemoryChange eden;
    MemoryChange survivor;
    /** G1's {@code (young) (initial-mark)}: a young collection that also starts marking. */
    boolean concurrentStart;

    PendingPause(SourceLocation source, Timestamp start, OptionalLong gcId) {
        this.source = source;
        this.start = start;
        this.gcId = gcId;
    }

    boolean hasDuration() {
        return !Double.isNaN(secs) || !Double.isNaN(realSecs);
    }

    /**
     * The pause as an event. Duration is the collector's own {@code secs} figure: it has
     * sub-microsecond resolution, where {@code real=} is rounded to 10 ms, which would turn most
     * young pauses of a healthy JVM into 0 or 10 ms. {@code real=} is the fallback when a record
     * lost its figure. A nested collection's time is taken out so the safepoint is counted once.
     */
    PauseEvent toEvent() {
        double seconds = Double.isNaN(secs) ? realSecs : secs;
        double ms = Math.max(0, seconds - nestedSecs) * 1000.0;
        Optional<CpuTime> cpu = Double.isNaN(userSecs) || Double.isNaN(sysSecs) || Double.isNaN(realSecs)
                ? Optional.empty() : Optional.of(CpuTime.ofSeconds(userSecs, sysSecs, realSecs));
        return new PauseEvent(source, start, gcId, kind, name, cause, ms,
                Optional.ofNullable(heap), Optional.ofNullable(young), Optional.ofNullable(old), concurrentStart,
                Optional.ofNullable(metaspace), Optional.empty(), cpu, Optional.ofNullable(eden),
                Optional.ofNullable(survivor));
    }
}
