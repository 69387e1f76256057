package io.tenure.gclog.ibmtext;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import java.io.IOException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayDeque;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.regex.Matcher;

/**
 * Turns the lines of one IBM classic text log into events: every collection {@code GC(n)} is a
 * stop-the-world collection of the whole heap ({@code full}). Inside an allocation failure
 * {@code AF[n]} the world stays stopped until {@code <AF[n]: completed in N ms>}, which also
 * counts the heap expansion after the collection, so that figure is the pause; a collection
 * outside one (System.gc()) lasts what its {@code freed} line says.
 *
 * <p>The log's only clock is the wall-clock start of each collection, to the second and without
 * a time zone: it is read as UTC, so the times are right relative to each other (intervals,
 * elapsed time) and the absolute time is off by the JVM host's offset.
 */
final class IbmTextEventReader implements EventReader {
    private static final DateTimeFormatter CYCLE_START = DateTimeFormatter.ofPattern("EEE MMM d HH:mm:ss yyyy", Locale.ROOT);

    private final String file;
    private final LineReader lines;
    private final Diagnostics diagnostics;
    private final ArrayDeque<GcEvent> ready = new ArrayDeque<>();
    private Timestamp first = Timestamp.unknown();
    private Timestamp last = Timestamp.unknown();
    private long lastMillis = Long.MIN_VALUE;
    private boolean vendorReported;
    private boolean eof;
    private long lineNumber;

    /** The collection being read: its id and start, and once its {@code freed} line is read, its pause. */
    private long gcId = -1;
    private Timestamp gcStart = Timestamp.unknown();
    private Pending pending;
    /** The open allocation failure's number, or -1. */
    private long allocationFailure = -1;

    /** A collection read up to its {@code freed} line, waiting for a heap resize and for the end of its stop. */
    private static final class Pending {
        SourceLocation source;
        Timestamp start;
        long gcId;
        long usedBeforeBytes;
        long usedAfterBytes;
        long capacityBytes;
        double durationMs;
        boolean inAllocationFailure;
    }

    IbmTextEventReader(String file, LineReader lines, Diagnostics diagnostics) {
        this.file = file;
        this.lines = lines;
        this.diagnostics = diagnostics;
    }

    @Override
    public GcEvent next() throws IOException {
        while (ready.isEmpty() && !eof) {
            Line line = lines.next();
            if (line == null) {
                eof = true;
                finish();
            } else {
                lineNumber = line.number();
                String text = line.toString();
                try {
                    accept(text);
                } catch (IllegalArgumentException e) {
                    // a number no JVM prints (past a long): the line is not read
                    diagnostics.unparsed(where(), "value out of range (" + e.getMessage() + ")", text);
                }
            }
        }
        return ready.poll();
    }

    @Override
    public Timestamp firstSeen() {
        return first;
    }

    @Override
    public Timestamp lastSeen() {
        return last;
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }

    private SourceLocation where() {
        return new SourceLocation(file, lineNumber);
    }

    private void accept(String line) {
        if (line.isBlank()) {
            return;
        }
        IbmTextRule rule = IbmTextRule.classify(line);
        if (rule == null) {
            if (IbmTextRule.looksLikeOwn(line)) {
                diagnostics.unparsed(where(), "IBM verbose GC line in a form this parser does not know", line);
            } else {
                diagnostics.foreign(where(), line);
            }
            return;
        }
        reportVendor();
        switch (rule) {
            case GC_START -> start(rule.match(line));
            case GC_FREED -> freed(rule.match(line), line);
            case GC_EXPANDED_HEAP, GC_SHRUNK_HEAP -> resized(rule.match(line), line);
            case AF_START -> {
                flush();
                allocationFailure = Long.parseLong(rule.match(line).group(1));
            }
            case AF_COMPLETED -> completed(rule.match(line), line);
            default -> {
                // a known line without data tenure needs
            }
        }
    }

    private void start(Matcher m) {
        if (pending != null && !pending.inAllocationFailure) {
            flush();
        }
        gcId = Long.parseLong(m.group(1));
        gcStart = Timestamp.unknown();
        try {
            long millis = LocalDateTime.parse(m.group(2).replaceAll(" +", " "), CYCLE_START).toInstant(ZoneOffset.UTC).toEpochMilli();
            gcStart = Timestamp.of(OptionalDouble.empty(), OptionalLong.of(millis));
            see(gcStart, millis);
        } catch (DateTimeParseException e) {
            diagnostics.warn(where(), "bad-date", "collection start date not understood; the collection has no time", m.group(2));
        }
    }

    private void freed(Matcher m, String line) {
        long id = Long.parseLong(m.group(1));
        long freedBytes = Long.parseLong(m.group(2));
        long freeBytes = Long.parseLong(m.group(3));
        long totalBytes = Long.parseLong(m.group(4));
        if (freeBytes > totalBytes || freedBytes > totalBytes - (totalBytes - freeBytes)) {
            diagnostics.unparsed(where(), "freed or free bytes larger than the heap", line);
            return;
        }
        if (pending != null) {
            flush();
        }
        Pending p = new Pending();
        p.source = where();
        p.start = id == gcId ? gcStart : Timestamp.unknown();
        p.gcId = id;
        p.usedAfterBytes = totalBytes - freeBytes;
        p.usedBeforeBytes = p.usedAfterBytes + freedBytes;
        p.capacityBytes = totalBytes;
        p.durationMs = Long.parseLong(m.group(5));
        p.inAllocationFailure = allocationFailure >= 0;
        pending = p;
        if (!p.inAllocationFailure) {
            // a System.gc() or other collection outside an allocation failure: its own time is the stop
            flush();
        }
    }

    private void resized(Matcher m, String line) {
        if (pending == null || pending.gcId != Long.parseLong(m.group(1))) {
            diagnostics.unparsed(where(), "heap resize without the collection it follows", line);
            return;
        }
        pending.capacityBytes = Long.parseLong(m.group(2));
    }

    private void completed(Matcher m, String line) {
        long af = Long.parseLong(m.group(1));
        if (af != allocationFailure) {
            diagnostics.unparsed(where(), "end of an allocation failure that did not start here", line);
            return;
        }
        allocationFailure = -1;
        if (pending != null && pending.inAllocationFailure) {
            pending.durationMs = Math.max(pending.durationMs, Long.parseLong(m.group(2)));
            flush();
        }
    }

    private void flush() {
        if (pending == null) {
            return;
        }
        Pending p = pending;
        pending = null;
        // a resize right after a collection changes the capacity, not the occupancy
        ready.add(new PauseEvent(p.source, p.start, OptionalLong.of(p.gcId), EventKind.FULL, "GC",
                p.inAllocationFailure ? Optional.of("Allocation Failure") : Optional.empty(), p.durationMs,
                Optional.of(MemoryChange.of(p.usedBeforeBytes, p.usedAfterBytes, p.capacityBytes)),
                Optional.empty(), Optional.empty()));
        OptionalLong wall = p.start.epochMillis();
        if (wall.isPresent()) {
            long end = wall.getAsLong() + Math.round(p.durationMs);
            see(Timestamp.of(OptionalDouble.empty(), OptionalLong.of(end)), end);
        }
    }

    private void finish() {
        if (pending != null && pending.inAllocationFailure) {
            diagnostics.warn(pending.source, "truncated-allocation-failure",
                    "log ends inside an allocation failure: the collection's own time is its pause", "");
        }
        flush();
    }

    private void see(Timestamp t, long millis) {
        if (first.equals(Timestamp.unknown())) {
            first = t;
        }
        if (millis < lastMillis) {
            diagnostics.warn(where(), "time-regression", "collection start earlier than the one before", "");
        } else {
            last = t;
            lastMillis = millis;
        }
    }

    private void reportVendor() {
        if (!vendorReported) {
            vendorReported = true;
            ready.add(new JvmInfoEvent(where(), Timestamp.unknown(), Optional.of("IBM"), Optional.empty(),
                    Optional.empty(), Optional.empty()));
        }
    }
}
