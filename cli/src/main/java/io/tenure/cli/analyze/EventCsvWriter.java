package io.tenure.cli.analyze;

import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.metrics.EventListener;
import io.tenure.io.AtomicFiles;
import io.tenure.io.CsvTable;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * {@code tenure analyze --events FILE.csv}: one row per pause, concurrent phase and safepoint, as
 * the analysis streams them, through {@link CsvTable} (cause strings and file names come from the
 * logs and must not start a spreadsheet formula). Rows stream through {@link AtomicFiles#open} (a
 * log's events do not fit in memory): to a temporary file beside a regular target, which replaces
 * the target only when the analysis succeeded, so a failed run never leaves half a file; straight
 * into a device, FIFO or descriptor ({@code /dev/null}, a named pipe, {@code /dev/stdout}), which
 * is never replaced.
 */
final class EventCsvWriter implements EventListener, Closeable {
    static final List<String> COLUMNS = Stream.concat(Stream.of("file", "line", "uptimeSeconds", "gcId", "kind", "name",
            "cause", "durationMs", "heapBeforeBytes", "heapAfterBytes", "heapCapacityBytes", "youngBeforeBytes",
            "youngAfterBytes", "time"), PauseDetailCells.COLUMNS.stream()).toList();

    private final AtomicFiles.Staged staged;
    private final Writer out;
    private final CsvTable table;

    EventCsvWriter(Path target) throws IOException {
        this.staged = AtomicFiles.open(target);
        this.out = new OutputStreamWriter(staged.stream(), StandardCharsets.UTF_8);
        this.table = CsvTable.open(out, COLUMNS);
    }

    @Override
    public void onEvent(GcEvent event) throws IOException {
        if (event instanceof PauseEvent p) {
            row(p, p.kind(), p.name(), p.cause(), OptionalDouble.of(p.durationMs()), p.heap(), p.young());
        } else if (event instanceof ConcurrentPhaseEvent c) {
            row(c, EventKind.CONCURRENT, c.name(), Optional.empty(), c.durationMs(), Optional.empty(), Optional.empty());
        } else if (event instanceof SafepointEvent s) {
            row(s, EventKind.SAFEPOINT, s.operation().orElse(""), Optional.empty(), OptionalDouble.of(s.stoppedMs()),
                    Optional.empty(), Optional.empty());
        } else if (!(event instanceof TenuringEvent) && !(event instanceof JvmInfoEvent)) {
            throw new AssertionError(event);
        }
    }

    private void row(GcEvent e, EventKind kind, String name, Optional<String> cause, OptionalDouble durationMs,
                     Optional<MemoryChange> heap, Optional<MemoryChange> young) throws IOException {
        OptionalLong capacity = heap.isPresent() ? heap.get().capacityBytes() : OptionalLong.empty();
        List<String> cells = new ArrayList<>(COLUMNS.size());
        Collections.addAll(cells, e.source().file(), Long.toString(e.source().line()),
                Figures.format(e.start().uptimeSeconds(), 6, ""), Figures.format(e.gcId(), ""), kind.label(), name,
                cause.orElse(""), Figures.format(durationMs, 6, ""),
                heap.map(h -> Long.toString(h.beforeBytes())).orElse(""), heap.map(h -> Long.toString(h.afterBytes())).orElse(""),
                Figures.format(capacity, ""), young.map(y -> Long.toString(y.beforeBytes())).orElse(""),
                young.map(y -> Long.toString(y.afterBytes())).orElse(""), wallClock(e.start()));
        cells.addAll(PauseDetailCells.of(e));
        table.row(cells);
    }

    /**
     * The wall-clock time stamp in ISO-8601 UTC, or empty: the only time a log decorated with
     * {@code time} alone (or a JDK 8 log with date stamps only) gives its events.
     */
    private static String wallClock(Timestamp t) {
        return t.epochMillis().isPresent() ? Instant.ofEpochMilli(t.epochMillis().getAsLong()).toString() : "";
    }

    /** Puts the finished file in place, through {@link AtomicFiles}. */
    void commit() throws IOException {
        table.close();
        out.flush();
        staged.commit();
    }

    /** Discards the rows unless {@link #commit()} ran. */
    @Override
    public void close() throws IOException {
        staged.close();
    }
}
