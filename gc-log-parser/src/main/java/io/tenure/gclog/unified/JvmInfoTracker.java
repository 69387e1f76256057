package io.tenure.gclog.unified;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.platforms.Collector;
import java.util.Queue;

/**
 * Turns the header lines into {@link JvmInfoEvent}s, once each: the collector ({@code Using G1})
 * and the JDK version ({@code Version: 17.0.15+6 (release)}, JDK 17+). ZGC names itself the same
 * way in both flavours, so its event waits for the first cycle line: generational ZGC writes
 * {@code Minor/Major Collection}, the original one {@code Garbage Collection}.
 */
final class JvmInfoTracker {
    private Collector collector;
    private boolean versionSeen;
    private SourceLocation zgcSource;
    private Timestamp zgcStart;

    boolean isG1() {
        return collector == Collector.G1;
    }

    /** The collector the log has named so far, or null. */
    Collector collector() {
        return collector;
    }

    boolean read(LineRule rule, Line line, int p, SourceLocation where, Decorations decorations, Queue<GcEvent> out) {
        switch (rule) {
            case COLLECTOR:
                Collector named = line.byteAt(p) == 'I' ? Collector.ZGC : CollectorNames.fromUsingLine(line, p);
                if (collector != null || named == null) {
                    return named != null;
                }
                if (named == Collector.ZGC) {
                    if (zgcSource == null) {
                        zgcSource = where;
                        zgcStart = decorations.timestamp();
                    }
                } else {
                    collector = named;
                    out.add(JvmInfoEvent.collector(where, decorations.timestamp(), named));
                }
                return true;
            case VERSION:
                int start = p + "Version: ".length();
                int end = line.indexOf(" (", start);
                if (end < 0) {
                    end = line.length();
                }
                if (end <= start) {
                    return false;
                }
                if (!versionSeen) {
                    versionSeen = true;
                    out.add(JvmInfoEvent.version(where, decorations.timestamp(), Bytes.text(line, start, end)));
                }
                return true;
            case ZGC_GENERATIONAL_CYCLE:
                resolveZgc(Collector.ZGC_GENERATIONAL, out);
                return true;
            case ZGC_CYCLE:
                resolveZgc(Collector.ZGC, out);
                return true;
            default:
                throw new AssertionError(rule);
        }
    }

    /** At the end of the log: a ZGC that never collected is reported as ZGC. */
    void finish(Queue<GcEvent> out) {
        resolveZgc(Collector.ZGC, out);
    }

    private void resolveZgc(Collector flavour, Queue<GcEvent> out) {
        if (zgcSource != null && collector == null) {
            collector = flavour;
            out.add(JvmInfoEvent.collector(zgcSource, zgcStart, flavour));
        }
        zgcSource = null;
    }
}
