package io.tenure.gclog.unified;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.platforms.Collector;
import java.util.Queue;

/**
 * Turns the header lines into {@link JvmInfoEvent}s, once each per JVM: the collector ({@code Using
 * G1}) and the JDK version ({@code Version: 17.0.15+6 (release)}, JDK 17+). ZGC names itself the
 * same way in both flavours, so its event waits for the first cycle line: generational ZGC writes
 * {@code Minor/Major Collection}, the original one {@code Garbage Collection}. A JVM writes its
 * header once, so a second one in a file is another JVM's (logs concatenated, a restart appending
 * to the same file, or two JVMs writing at once): it is reported again, for the analysis to split
 * runs or flag the interleaving.
 *
 * <p>While ZGC's or Shenandoah's event waits, the reader holds the events that follow
 * ({@link #modePending}): Shenandoah's first cycle starts with a concurrent phase, and a
 * collector event released after it, with the header's earlier time, read as a JVM restart. The
 * event goes in before the held events of later lines.
 *
 * <p>A log without its header (rotated, cut, or written with a selection that leaves out
 * {@code gc,init}) still names its collector by what only that collector writes: ZGC's cycle lines
 * and generation markers, G1's pause qualifiers and region counts, Shenandoah's pause names, the
 * generation names of Serial, Parallel and CMS. The first such line names it ({@link #inferred}).
 */
final class JvmInfoTracker {
    private Collector collector;
    private boolean versionSeen;
    private SourceLocation zgcSource;
    private Timestamp zgcStart;
    /** {@code Using Shenandoah} says the same in both modes: its event waits for the first pause, like ZGC's. */
    private SourceLocation shenandoahSource;
    private Timestamp shenandoahStart;

    /** Whether a ZGC or Shenandoah header waits for the line that tells its mode: events after it must wait too. */
    boolean modePending() {
        return collector == null && (zgcSource != null || shenandoahSource != null);
    }

    boolean isG1() {
        return collector == Collector.G1;
    }

    /** The collector the log has named so far (Shenandoah while its mode is not known yet), or null. */
    Collector collector() {
        return collector == null && shenandoahSource != null ? Collector.SHENANDOAH : collector;
    }

    boolean read(LineRule rule, Line line, int p, SourceLocation where, Decorations decorations, Queue<GcEvent> out) {
        switch (rule) {
            case COLLECTOR:
                boolean initializing = line.byteAt(p) == 'I';
                Collector named = initializing ? Collector.ZGC : CollectorNames.fromUsingLine(line, p);
                if (named == null) {
                    return false;
                }
                // ZGC writes "Initializing The Z ..." and later "Using The Z ...": only the first starts a JVM
                boolean known = collector != null || zgcSource != null;
                if (known && (initializing || named != Collector.ZGC)) {
                    // another JVM's header: it names its own collector (and version)
                    resolveZgc(Collector.ZGC, out);
                    collector = null;
                    zgcSource = null;
                    versionSeen = false;
                } else if (known) {
                    return true;
                }
                if (named == Collector.ZGC) {
                    if (zgcSource == null) {
                        zgcSource = where;
                        zgcStart = decorations.timestamp();
                    }
                } else if (named == Collector.SHENANDOAH) {
                    if (shenandoahSource == null) {
                        shenandoahSource = where;
                        shenandoahStart = decorations.timestamp();
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
                if (versionSeen) {
                    // another JVM's header, its version line first (JDK 17+ write "Using" before it,
                    // older ones only "Using"): its collector is named anew
                    resolveZgc(Collector.ZGC, out);
                    collector = null;
                    zgcSource = null;
                }
                versionSeen = true;
                out.add(JvmInfoEvent.version(where, decorations.timestamp(), Bytes.text(line, start, end)));
                return true;
            case ZGC_GENERATIONAL_CYCLE:
                resolveZgc(Collector.ZGC_GENERATIONAL, out);
                inferred(Collector.ZGC_GENERATIONAL, where, decorations.timestamp(), out);
                return true;
            case ZGC_CYCLE:
                resolveZgc(Collector.ZGC, out);
                inferred(Collector.ZGC, where, decorations.timestamp(), out);
                return true;
            default:
                throw new AssertionError(rule);
        }
    }

    /** Names {@code named} as the collector when the log has not named one (no header): once. */
    void inferred(Collector named, SourceLocation where, Timestamp at, Queue<GcEvent> out) {
        if (collector == null && zgcSource == null && shenandoahSource == null && named != null) {
            collector = named;
            out.add(JvmInfoEvent.collector(where, at, named));
        }
    }

    /** The collector only it writes a pause of this name, or null ({@code Pause Young (Allocation Failure)} is anyone's). */
    static Collector fromPause(String name) {
        if (name.startsWith("y: ") || name.startsWith("Y: ") || name.startsWith("O: ")) {
            return Collector.ZGC_GENERATIONAL;
        }
        if (name.startsWith("Pause Mark Start") || name.startsWith("Pause Mark End") || name.startsWith("Pause Relocate Start")) {
            return Collector.ZGC;
        }
        if (name.startsWith("Pause Init Mark") || name.startsWith("Pause Final Mark") || name.startsWith("Pause Degenerated GC")
                || name.startsWith("Pause Init Update Refs") || name.startsWith("Pause Final Update Refs")
                || name.startsWith("Pause Final Roots")) {
            return shenandoahMode(name);
        }
        if (name.startsWith("Pause Young (Normal)") || name.startsWith("Pause Young (Concurrent Start)")
                || name.startsWith("Pause Young (Prepare Mixed)") || name.startsWith("Pause Young (Mixed)")
                || name.startsWith("Pause Young (Concurrent End)") || name.startsWith("Pause Mixed")) {
            return Collector.G1;
        }
        return null;
    }

    /** Generational Shenandoah qualifies every cycle's pauses with the generation it collects. */
    static Collector shenandoahMode(String pauseName) {
        return pauseName.contains("(Young)") || pauseName.contains("(Global)") || pauseName.contains("(Old)")
                ? Collector.SHENANDOAH_GENERATIONAL : Collector.SHENANDOAH;
    }

    /** A pause after {@code Using Shenandoah}: its name tells the mode. */
    void shenandoahPause(String pauseName, Queue<GcEvent> out) {
        if (shenandoahSource != null && collector == null) {
            collector = shenandoahMode(pauseName);
            addInLineOrder(out, JvmInfoEvent.collector(shenandoahSource, shenandoahStart, collector));
        }
        shenandoahSource = null;
    }

    /** At the end of the log: a ZGC or Shenandoah that never collected is reported in its first mode. */
    void finish(Queue<GcEvent> out) {
        resolveZgc(Collector.ZGC, out);
        if (shenandoahSource != null && collector == null) {
            collector = Collector.SHENANDOAH;
            addInLineOrder(out, JvmInfoEvent.collector(shenandoahSource, shenandoahStart, collector));
        }
        shenandoahSource = null;
    }

    private void resolveZgc(Collector flavour, Queue<GcEvent> out) {
        if (zgcSource != null && collector == null) {
            collector = flavour;
            addInLineOrder(out, JvmInfoEvent.collector(zgcSource, zgcStart, flavour));
        }
        zgcSource = null;
    }

    /** Adds a header's event before the waiting events of later lines (the queue holds one file's events). */
    private static void addInLineOrder(Queue<GcEvent> out, GcEvent header) {
        int n = out.size();
        boolean placed = false;
        for (int i = 0; i < n; i++) {
            GcEvent waiting = out.poll();
            if (!placed && waiting.source().line() > header.source().line()) {
                out.add(header);
                placed = true;
            }
            out.add(waiting);
        }
        if (!placed) {
            out.add(header);
        }
    }
}
