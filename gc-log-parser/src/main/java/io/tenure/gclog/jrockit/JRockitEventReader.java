package io.tenure.gclog.jrockit;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.regex.Matcher;

/**
 * Turns the lines of one JRockit log into events. With {@code -Xverbose:gcpause} a collection's
 * pauses and phases come first and its summary (the heap before and after) last, so they are held
 * until the summary and the heap goes on the collection's first pause; without it the summary
 * alone becomes one pause as long as the sum of the collection's pauses. Events are released in
 * input order once no collection is open, and at the latest after {@link #MAX_HELD} of them.
 *
 * <p>Kinds: a young collection's first pause is {@code young} (its others {@code other-pause});
 * an old collection with a concurrent mark is a concurrent cycle, its {@code OC:Initial} pause
 * {@code initial-mark}, {@code OC:Main} {@code remark}, the rest {@code other-pause}; an old
 * collection without one stops the world for all of it: {@code full}.
 */
final class JRockitEventReader implements EventReader {
    static final int MAX_HELD = 4096;

    private final String file;
    private final LineReader lines;
    private final Diagnostics diagnostics;
    private final ArrayDeque<GcEvent> ready = new ArrayDeque<>();
    /** Events of collections whose summary has not come yet, and the ones after them, in input order. */
    private final List<Held> held = new ArrayList<>();
    private Timestamp first = Timestamp.unknown();
    private Timestamp last = Timestamp.unknown();
    private boolean vendorReported;
    private boolean eof;
    private long lineNumber;

    /** A pause or phase of collection {@code tag} ({@code OC#3}), as read. */
    private record Held(String tag, boolean pause, SourceLocation source, double startSeconds, double durationMs,
            String name, GcEvent done) {
    }

    JRockitEventReader(String file, LineReader lines, Diagnostics diagnostics) {
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
                if (!held.isEmpty()) {
                    diagnostics.warn(held.get(0).source(), "collection-without-summary",
                            "log ends before the summary of this collection: its pauses are read without the heap", "");
                    release(held.size());
                }
            } else {
                lineNumber = line.number();
                String text = line.toString();
                try {
                    accept(text);
                } catch (IllegalArgumentException e) {
                    // a number no JVM prints (past a long, an infinite duration): the line is not read
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
        Matcher decoration = JRockitRule.DECORATION.matcher(line);
        if (!decoration.lookingAt()) {
            diagnostics.foreign(where(), line);
            return;
        }
        String module = decoration.group(2);
        String message = line.substring(decoration.end());
        JRockitRule rule = JRockitRule.classify(message);
        if (rule == null) {
            if (module.equals("memory") || module.equals("gcpause")) {
                diagnostics.unparsed(where(), "JRockit " + module + " line in a form this parser does not know", line);
            } else {
                diagnostics.foreign(where(), line); // compiler, class loading ...: not GC output
            }
            return;
        }
        reportVendor();
        switch (rule) {
            case PAUSE, CONCURRENT -> phase(rule.match(message), rule == JRockitRule.PAUSE);
            case COLLECTION -> collection(rule.match(message));
            case GC_MODE -> {
                // the strategy's name is JRockit's own; tenure's collector list has no JRockit entry
            }
            default -> {
                // a known line without data tenure needs
            }
        }
    }

    private void phase(Matcher m, boolean pause) {
        String tag = m.group(1) + "#" + m.group(2);
        double from = seconds(m.group(4));
        double to = seconds(m.group(5));
        see(from);
        see(to);
        held.add(new Held(tag, pause, where(), from, decimal(m.group(3)), m.group(6), null));
        if (held.size() >= MAX_HELD) {
            diagnostics.warn(held.get(0).source(), "collection-without-summary",
                    "no summary after " + MAX_HELD + " pauses and phases: they are read without the heap", "");
            release(held.size());
        }
    }

    private void collection(Matcher m) {
        String type = m.group(1);
        String tag = type + "#" + m.group(2);
        double from = seconds(m.group(3));
        double to = seconds(m.group(4));
        see(from);
        see(to);
        MemoryChange heap = MemoryChange.of(kb(m.group(5)), kb(m.group(6)), kb(m.group(7)));
        OptionalLong id = type.equals("OC") ? OptionalLong.of(Long.parseLong(m.group(2))) : OptionalLong.empty();
        boolean young = type.equals("YC");
        boolean concurrent = false;
        boolean anyPause = false;
        for (Held h : held) {
            if (h.tag().equals(tag) && h.done() == null) {
                concurrent |= !h.pause();
                anyPause |= h.pause();
            }
        }
        if (!anyPause) {
            // no -Xverbose:gcpause: the summary is all there is; its pauses are summed into one
            double sumMs = decimal(m.group(9));
            held.add(new Held(tag, true, where(), from, sumMs, type, new PauseEvent(where(),
                    Timestamp.ofUptime(from), id, young ? EventKind.YOUNG : EventKind.FULL, type, Optional.empty(),
                    sumMs, Optional.of(heap), Optional.empty(), Optional.empty())));
        }
        boolean firstPause = true;
        for (int i = 0; i < held.size(); i++) {
            Held h = held.get(i);
            if (!h.tag().equals(tag) || h.done() != null) {
                continue;
            }
            GcEvent event;
            if (h.pause()) {
                EventKind kind = young ? (firstPause ? EventKind.YOUNG : EventKind.OTHER_PAUSE)
                        : !concurrent ? EventKind.FULL
                        : h.name().endsWith(":Initial") ? EventKind.INITIAL_MARK
                        : h.name().endsWith(":Main") ? EventKind.REMARK : EventKind.OTHER_PAUSE;
                event = new PauseEvent(h.source(), Timestamp.ofUptime(h.startSeconds()), id, kind, h.name(),
                        Optional.empty(), h.durationMs(), firstPause ? Optional.of(heap) : Optional.empty(),
                        Optional.empty(), Optional.empty());
                firstPause = false;
            } else {
                event = new ConcurrentPhaseEvent(h.source(), Timestamp.ofUptime(h.startSeconds()), id, h.name(),
                        OptionalDouble.of(h.durationMs()));
            }
            held.set(i, new Held(h.tag(), h.pause(), h.source(), h.startSeconds(), h.durationMs(), h.name(), event));
        }
        int releasable = 0;
        while (releasable < held.size() && held.get(releasable).done() != null) {
            releasable++;
        }
        release(releasable);
    }

    /** Moves the first {@code count} held entries to the output, as they are (no heap when unresolved). */
    private void release(int count) {
        for (int i = 0; i < count; i++) {
            Held h = held.get(i);
            if (h.done() != null) {
                ready.add(h.done());
            } else if (h.pause()) {
                ready.add(new PauseEvent(h.source(), Timestamp.ofUptime(h.startSeconds()), OptionalLong.empty(),
                        h.tag().startsWith("YC") ? EventKind.YOUNG : EventKind.OTHER_PAUSE, h.name(), Optional.empty(),
                        h.durationMs(), Optional.empty(), Optional.empty(), Optional.empty()));
            } else {
                ready.add(new ConcurrentPhaseEvent(h.source(), Timestamp.ofUptime(h.startSeconds()), OptionalLong.empty(),
                        h.name(), OptionalDouble.of(h.durationMs())));
            }
        }
        held.subList(0, count).clear();
    }

    private static double seconds(String decimal) {
        return decimal(decimal);
    }

    private static double decimal(String text) {
        return Double.parseDouble(text.replace(',', '.'));
    }

    private static long kb(String digits) {
        return Long.parseLong(digits) * 1024;
    }

    private void see(double uptimeSeconds) {
        Timestamp t = Timestamp.ofUptime(uptimeSeconds);
        if (first.equals(Timestamp.unknown()) || uptimeSeconds < first.uptimeSeconds().getAsDouble()) {
            first = t;
        }
        if (last.equals(Timestamp.unknown()) || uptimeSeconds > last.uptimeSeconds().getAsDouble()) {
            last = t;
        }
    }

    private void reportVendor() {
        if (!vendorReported) {
            vendorReported = true;
            ready.add(new JvmInfoEvent(where(), Timestamp.unknown(), Optional.of("Oracle JRockit"), Optional.empty(),
                    Optional.empty(), Optional.empty()));
        }
    }
}
