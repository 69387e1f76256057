package io.tenure.gclog;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.metrics.GcSummary;
import java.util.List;
import java.util.Objects;

/**
 * One GC log as {@link GcLogs} read it: a file, or the files of a rotated set stitched in the order
 * the JVM wrote them, with its figures, its JVM runs and what is wrong in it.
 *
 * <p>A log holds more than one JVM run when the JVM restarted and wrote to the same log name; the
 * log's {@link #summary()} adds the runs up, each {@link Run} has its own figures and its events.
 *
 * @param name          the log's name: the file name, the common name of a rotated set, or the
 *                      source name given with a stream
 * @param format        the format detected from the log's content
 * @param summary       the figures of the whole log (pauses, intervals, overhead, allocation and
 *                      promotion rates, survival, heap, CPU, diagnostics), as
 *                      {@code tenure analyze --format json} prints them; a figure the log cannot
 *                      give is empty, never 0
 * @param runs          the JVM runs in time order, each with its figures and events
 * @param findings      what is wrong or worth changing, most severe first ({@code tenure analyze}'s
 *                      findings), each with the lines that show it and the flag to change
 * @param eventsNotKept events read and counted in the figures but not kept in {@link Run#events()},
 *                      because the log had more than {@link GcLogs.Reader#maxEvents()}; 0 when
 *                      every event is there
 */
public record GcLog(String name, LogFormat format, GcSummary summary, List<Run> runs, List<Finding> findings,
                    long eventsNotKept) {
    public GcLog {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(summary, "summary");
        runs = List.copyOf(runs);
        findings = List.copyOf(findings);
        if (eventsNotKept < 0) {
            throw new IllegalArgumentException("eventsNotKept < 0: " + eventsNotKept);
        }
    }

    /** The files read, oldest first (one for a single file; {@code archive!member} for an archive's member). */
    public List<String> inputs() {
        return summary.inputs();
    }

    /**
     * One run of a JVM inside the log.
     *
     * @param index     1-based, in time order
     * @param startedBy what started it: {@code "log start"}, {@code "uptime reset"} or {@code "new JVM header"}
     * @param summary   the run's own figures (without the per-collection survival series, which the log's summary holds)
     * @param events    the run's events in the order the log wrote them: pauses, concurrent phases,
     *                  safepoints, tenuring distributions and JVM facts ({@link GcEvent}'s sealed
     *                  subtypes), each with its {@link SourceLocation}
     */
    public record Run(int index, String startedBy, GcSummary summary, List<GcEvent> events) {
        public Run {
            if (index < 1) {
                throw new IllegalArgumentException("index < 1: " + index);
            }
            Objects.requireNonNull(startedBy, "startedBy");
            Objects.requireNonNull(summary, "summary");
            events = List.copyOf(events);
        }
    }
}
