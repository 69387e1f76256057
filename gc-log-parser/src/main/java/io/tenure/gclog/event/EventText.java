package io.tenure.gclog.event;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One canonical, stable text line per event, for golden files and debugging. Every field is
 * written (absent ones as {@code -}), numbers with {@link Locale#ROOT}, times to the microsecond,
 * so a golden diff shows exactly what a parser change altered.
 *
 * <pre>
 * 12:pause young "Pause Young (Normal)" cause="G1 Evacuation Pause" gc=3 up=1.234567 wall=- dur=2.345000ms heap=25165824->4194304/268435456 young=20971520->1048576/- old=-
 * </pre>
 */
public final class EventText {
    private EventText() {
    }

    public static String format(GcEvent event) {
        StringBuilder s = new StringBuilder(160);
        s.append(event.source().line()).append(':');
        if (event instanceof PauseEvent p) {
            s.append("pause ").append(p.kind().label()).append(' ').append(quote(p.name()));
            s.append(" cause=").append(p.cause().map(EventText::quote).orElse("-"));
            common(s, p);
            s.append(" dur=").append(ms(p.durationMs())).append("ms");
            s.append(" heap=").append(memory(p.heap()));
            s.append(" young=").append(memory(p.young()));
            s.append(" old=").append(memory(p.old()));
            if (p.concurrentStart()) {
                s.append(" concurrent-start");
            }
            // written only where the log gives them, so that a golden line changes only where a figure appears
            p.eden().ifPresent(e -> s.append(" eden=").append(memory(p.eden())));
            p.survivor().ifPresent(e -> s.append(" survivor=").append(memory(p.survivor())));
            p.humongous().ifPresent(h -> s.append(" humongous=").append(memory(p.humongous())));
            p.metaspace().ifPresent(m -> s.append(" meta=").append(memory(p.metaspace())));
            p.cpu().ifPresent(c -> s.append(" cpu=").append(ms(c.userMs())).append('/').append(ms(c.sysMs()))
                    .append('/').append(ms(c.realMs())).append("ms"));
        } else if (event instanceof ConcurrentPhaseEvent c) {
            s.append("concurrent ").append(quote(c.name()));
            common(s, c);
            s.append(" dur=").append(ms(c.durationMs())).append(c.durationMs().isPresent() ? "ms" : "");
            if (c.heap().isPresent()) {
                // only cycle lines carry a heap; phase lines keep their short form
                s.append(" heap=").append(memory(c.heap()));
            }
        } else if (event instanceof SafepointEvent sp) {
            s.append("safepoint ").append(sp.operation().map(EventText::quote).orElse("-"));
            common(s, sp);
            s.append(" stopped=").append(ms(sp.stoppedMs())).append("ms");
            s.append(" ttsp=").append(ms(sp.timeToSafepointMs())).append(sp.timeToSafepointMs().isPresent() ? "ms" : "");
        } else if (event instanceof TenuringEvent t) {
            s.append("tenuring");
            common(s, t);
            s.append(" threshold=").append(number(t.tenuringThreshold()));
            s.append(" desired=").append(number(t.desiredSurvivorBytes()));
            s.append(" ages=").append(ages(t.bytesByAge()));
        } else if (event instanceof JvmInfoEvent j) {
            s.append("jvm");
            common(s, j);
            s.append(" vendor=").append(j.vendor().map(EventText::quote).orElse("-"));
            s.append(" version=").append(j.version().map(EventText::quote).orElse("-"));
            s.append(" collector=").append(j.collector().map(c -> c.id()).orElse("-"));
            s.append(" cmd=").append(j.commandLine().map(EventText::quote).orElse("-"));
        } else {
            throw new AssertionError(event);
        }
        return s.toString();
    }

    /**
     * A marker a reader handed over ({@link MarkerSink}), in the same form:
     * {@code 412:marker to-space-exhausted up=0.841112 wall=1795316170118 value=- "jdk.EvacuationFailed GC(12) ..."}.
     */
    public static String format(Marker marker, Timestamp at) {
        StringBuilder s = new StringBuilder(200);
        s.append(marker.source().line()).append(":marker ").append(marker.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        time(s, at);
        s.append(" value=").append(marker.value().isPresent()
                ? String.format(Locale.ROOT, "%.6f", marker.value().getAsDouble()) : "-");
        s.append(' ').append(quote(marker.text()));
        return s.toString();
    }

    private static void common(StringBuilder s, GcEvent e) {
        s.append(" gc=").append(number(e.gcId()));
        time(s, e.start());
    }

    private static void time(StringBuilder s, Timestamp t) {
        OptionalDouble up = t.uptimeSeconds();
        s.append(" up=").append(up.isPresent() ? String.format(Locale.ROOT, "%.6f", up.getAsDouble()) : "-");
        s.append(" wall=").append(number(t.epochMillis()));
    }

    private static String memory(Optional<MemoryChange> m) {
        if (m.isEmpty()) {
            return "-";
        }
        MemoryChange c = m.get();
        return c.beforeBytes() + "->" + c.afterBytes() + "/" + number(c.capacityBytes());
    }

    private static String ages(List<Long> bytesByAge) {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < bytesByAge.size(); i++) {
            s.append(i == 0 ? "" : ",").append(bytesByAge.get(i));
        }
        return s.append(']').toString();
    }

    private static String ms(double value) {
        return String.format(Locale.ROOT, "%.6f", value);
    }

    private static String ms(OptionalDouble value) {
        return value.isPresent() ? ms(value.getAsDouble()) : "-";
    }

    private static String number(OptionalLong value) {
        return value.isPresent() ? Long.toString(value.getAsLong()) : "-";
    }

    private static String number(OptionalInt value) {
        return value.isPresent() ? Integer.toString(value.getAsInt()) : "-";
    }

    private static String quote(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
