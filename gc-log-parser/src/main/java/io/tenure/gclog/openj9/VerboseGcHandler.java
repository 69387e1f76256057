package io.tenure.gclog.openj9;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.platforms.Collector;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The meaning of J9 verbose GC elements: turns start and end tags into events. Holds only the
 * state of the pause being assembled, so memory stays bounded whatever the log's length.
 */
final class VerboseGcHandler {
    /** Top-level elements that carry nothing tenure reports; skipped without a word. */
    private static final Set<String> HARMLESS = Set.of(
            "af-end", "sys-end", "allocation-satisfied", "allocation-stats", "cycle-end", "concurrent-collection-end",
            "concurrent-aborted", "concurrent-halted", "percolate-collect",
            "excessive-gc-raised", "heap-resize", "tgc", "allocation-taxation", "concurrent-global-final",
            "concurrent-trace-info", "concurrent-rs-scan-start", "concurrent-rs-scan-end", "warning",
            "copy-forward", "event", "vmargs", "cycle-continue");
    private static final Set<String> JAVA5_PAUSES = Set.of("af", "sys", "con");
    private static final int MAX_COMMAND_LINE = 8192;

    private final String file;
    private final Diagnostics diagnostics;
    private final Consumer<GcEvent> out;
    private final J9Clock clock = new J9Clock();

    private PauseAssembly pause;
    /** Whether {@link #pause} began with {@code <exclusive-start>} (else with {@code <gc-start>}). */
    private boolean framed;
    private String pendingCause;
    /** True while the pause is one of the Java 5 format ({@code <af>}, {@code <sys>}, {@code <con>}). */
    private boolean java5;
    private boolean java5GcSeen;
    private MemoryTally tally;
    private MemoryTally java5Before;
    private MemoryTally java5After;
    private MemoryTally java5AfterGc;
    private String gcOpType;
    private OptionalLong gcOpContext = OptionalLong.empty();
    private Timestamp gcOpStart = Timestamp.unknown();
    private SourceLocation kickoffSource;
    private Timestamp kickoffStart = Timestamp.unknown();
    private SourceLocation concurrentSource;
    private Timestamp concurrentStart = Timestamp.unknown();
    private String policy;
    private final StringBuilder commandLine = new StringBuilder();
    private boolean quantaNoted;
    private boolean zoneNoted;
    private SourceLocation initializedAt;
    private Timestamp initializedTime = Timestamp.unknown();

    VerboseGcHandler(String file, Diagnostics diagnostics, Consumer<GcEvent> out) {
        this.file = file;
        this.diagnostics = diagnostics;
        this.out = out;
    }

    J9Clock clock() {
        return clock;
    }

    void start(XmlElement e) {
        SourceLocation at = new SourceLocation(file, e.line());
        Timestamp ts = clock.at(J9Clock.parse(e.attr("timestamp")));
        if (!zoneNoted && ts.epochMillis().isPresent()) {
            zoneNoted = true;
            diagnostics.note(at, "zoneless-time", "J9 timestamps carry no time zone; read as UTC", "");
        }
        switch (e.name()) {
            case "verbosegc" -> {
                String version = e.attr("version");
                if (version != null && !version.isBlank()) {
                    out.accept(JvmInfoEvent.version(at, ts, version));
                }
            }
            case "initialized" -> {
                clock.origin(J9Clock.parse(e.attr("timestamp")));
                initializedAt = at;
                initializedTime = ts;
            }
            case "attribute" -> {
                if ("initialized".equals(e.parent()) && "gcPolicy".equals(e.attr("name"))) {
                    policy = e.attr("value");
                }
            }
            case "vmarg" -> vmarg(e);
            case "exclusive-start" -> {
                abandon("a new exclusive access started before it ended");
                begin(at, ts, true);
            }
            case "af-start" -> cause("allocation failure");
            case "sys-start" -> cause(e.attr("reason") == null ? "system gc" : e.attr("reason"));
            case "concurrent-collection-start" -> {
                cause("concurrent collection");
                endConcurrentMark(ts);
            }
            case "concurrent-kickoff" -> {
                kickoffSource = at;
                kickoffStart = ts;
            }
            case "concurrent-start" -> {
                concurrentSource = at;
                concurrentStart = ts;
            }
            case "concurrent-end" -> endConcurrentIncrement(e, ts);
            case "cycle-start" -> {
                if (pause != null) {
                    pause.cycleStarted(e.attr("type"), e.longAttr("id"));
                }
            }
            case "gc-start" -> {
                if (pause == null) {
                    begin(at, ts, false); // no exclusive framing: the increment itself is the pause
                }
                pause.gcStarted(e.attr("type"), e.longAttr("contextid"));
            }
            case "gc-end" -> {
                if (pause != null) {
                    pause.gcEnded(e.doubleAttr("durationms"));
                }
            }
            case "mem-info" -> {
                tally = new MemoryTally();
                tally.heap(e.longAttr("free").orElse(-1), e.longAttr("total").orElse(-1));
            }
            case "mem" -> {
                if (tally != null && ("mem-info".equals(e.parent()) || "allocate".equals(e.attr("type")))) {
                    tally.area(e.attr("type"), e.longAttr("free").orElse(-1), e.longAttr("total").orElse(-1));
                }
            }
            case "gc-op" -> {
                gcOpType = e.attr("type");
                gcOpContext = e.longAttr("contextid");
                gcOpStart = ts;
                if ("syncgc".equals(gcOpType) && pause == null) {
                    PauseAssembly sync = new PauseAssembly(at, ts); // metronome's synchronous (full) collection
                    sync.gcStarted("syncgc", gcOpContext);
                    sync.toPause(e.doubleAttr("timems")).ifPresent(out);
                }
            }
            case "memory-copied" -> {
                if (pause != null && "copy forward".equals(gcOpType) && !"eden".equals(e.attr("type"))
                        && e.longAttr("bytes").orElse(0) > 0) {
                    pause.copiedFromOldRegions();
                }
            }
            case "quanta" -> quanta(e, at);
            case "exclusive-end" -> exclusiveEnd(e);
            default -> java5OrUnknown(e, at, ts);
        }
    }

    void end(String name, String parent) {
        switch (name) {
            case "mem-info" -> {
                if (pause != null && tally != null) {
                    pause.memory(tally, "gc-start".equals(parent));
                }
                tally = null;
            }
            case "initialized" -> initialized();
            case "gc-op" -> gcOpType = null;
            case "gc-end" -> {
                if (pause != null && !framed) {
                    emit(pause, Double.NaN); // its own durationms, memory figures now complete
                    pause = null;
                }
            }
            case "gc" -> java5GcSeen = java5;
            default -> {
                if (java5 && JAVA5_PAUSES.contains(name) && "verbosegc".equals(parent) && pause != null) {
                    pause.memory(java5Before, true);
                    pause.memory(java5AfterGc != null ? java5AfterGc : java5After, false);
                    abandon("the collection has no total time");
                }
            }
        }
    }

    private void exclusiveEnd(XmlElement e) {
        if (pause == null) {
            // The log starts (or a rotation cut it) inside the interval: its start is unknown.
            diagnostics.warn(new SourceLocation(file, e.line()), "unmatched-exclusive-end",
                    "exclusive-end without exclusive-start (log starts mid-collection), pause skipped", e.excerpt());
            return;
        }
        emit(pause, e.doubleAttr("durationms"));
        pause = null;
    }

    /** Whether a pause is being assembled (so input ending now loses it). */
    boolean midCollection() {
        return pause != null;
    }

    /** At the end of input: what was being assembled is lost, say so. */
    void finish() {
        abandon("the log ends inside it");
        if (kickoffSource != null) {
            diagnostics.note(kickoffSource, "open-concurrent-cycle", "concurrent cycle still running when the log ends", "");
        }
    }

    private void emit(PauseAssembly p, double durationMs) {
        p.unknownType().ifPresent(t -> diagnostics.warn(p.source(), "unknown-collection-type",
                "collection type '" + t + "' not known to tenure, counted as other-pause", t));
        Optional<PauseEvent> event = p.toPause(durationMs);
        if (event.isPresent()) {
            out.accept(event.get());
        } else {
            diagnostics.warn(p.source(), "pause-without-duration", "no duration logged for this pause, skipped", "");
        }
    }

    /** Starts assembling a pause; a cause logged just before it (e.g. {@code af-start}) carries over. */
    private void begin(SourceLocation at, Timestamp ts, boolean exclusiveFramed) {
        pause = new PauseAssembly(at, ts);
        framed = exclusiveFramed;
        pause.cause(pendingCause);
        pendingCause = null;
    }

    /** Drops the pause being assembled, with an error when it had started a collection. */
    private void abandon(String why) {
        if (pause != null && (java5 || pause.hasCollection())) {
            diagnostics.error(pause.source(), "incomplete-collection", "collection dropped: " + why, "");
        }
        pause = null;
        java5 = false;
    }

    private void cause(String why) {
        if (pause != null) {
            pause.cause(why);
        } else {
            pendingCause = why;
        }
    }

    private void endConcurrentMark(Timestamp end) {
        if (kickoffSource == null) {
            return;
        }
        out.accept(new ConcurrentPhaseEvent(kickoffSource, kickoffStart, OptionalLong.empty(),
                "concurrent mark", millisBetween(kickoffStart, end)));
        kickoffSource = null;
    }

    private void endConcurrentIncrement(XmlElement e, Timestamp end) {
        if (concurrentSource == null) {
            return;
        }
        String type = e.attr("type");
        out.accept(new ConcurrentPhaseEvent(concurrentSource, concurrentStart, e.longAttr("contextid"),
                type == null ? "concurrent" : type, millisBetween(concurrentStart, end)));
        concurrentSource = null;
    }

    private static OptionalDouble millisBetween(Timestamp from, Timestamp to) {
        if (from.epochMillis().isEmpty() || to.epochMillis().isEmpty()
                || to.epochMillis().getAsLong() < from.epochMillis().getAsLong()) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(to.epochMillis().getAsLong() - from.epochMillis().getAsLong());
    }

    private void quanta(XmlElement e, SourceLocation at) {
        if (!"heartbeat".equals(gcOpType)) {
            return;
        }
        long count = e.longAttr("quantumCount").orElse(0);
        var pauses = MetronomeQuanta.expand(at, gcOpStart, gcOpContext, e.attr("quantumType"), count,
                e.doubleAttr("minTimeMs"), e.doubleAttr("meanTimeMs"), e.doubleAttr("maxTimeMs"));
        if (pauses.isEmpty() && count != 0) {
            diagnostics.unparsed(at, "heartbeat quanta with inconsistent figures", e.excerpt());
            return;
        }
        if (!pauses.isEmpty() && !quantaNoted) {
            quantaNoted = true;
            diagnostics.note(at, "quanta-summarised", "metronome logs quanta as count/min/mean/max per heartbeat: "
                    + "counts, totals, min and max are exact, individual quanta in between are evened out", "");
        }
        pauses.forEach(out);
    }

    private void vmarg(XmlElement e) {
        String arg = e.attr("name");
        if (arg == null || commandLine.length() >= MAX_COMMAND_LINE) {
            return;
        }
        commandLine.append(commandLine.length() == 0 ? "" : " ").append(arg);
        String value = e.attr("value");
        if (value != null) {
            commandLine.append('=').append(value);
        }
    }

    private void initialized() {
        Optional<Collector> collector = Optional.empty();
        if (policy != null) {
            String name = policy.substring(policy.indexOf(':') + 1);
            collector = Collector.fromName(name).filter(c -> c.family() == io.tenure.platforms.JvmFamily.OPENJ9);
            if (collector.isEmpty()) {
                diagnostics.warn(initializedAt, "unknown-gc-policy", "GC policy not known to tenure", policy);
            }
        }
        if (collector.isPresent() || commandLine.length() > 0) {
            out.accept(new JvmInfoEvent(initializedAt, initializedTime, Optional.empty(), Optional.empty(),
                    collector, commandLine.length() == 0 ? Optional.empty() : Optional.of(commandLine.toString())));
        }
        commandLine.setLength(0);
    }

    private void java5OrUnknown(XmlElement e, SourceLocation at, Timestamp ts) {
        String name = e.name();
        if (JAVA5_PAUSES.contains(name) && "verbosegc".equals(e.parent())) {
            if ("con".equals(name) && !"collection".equals(e.attr("event"))) {
                return; // kickoff, "completed full sweep", ...: progress reports, no pause
            }
            abandon("a new collection started before it ended");
            begin(at, ts, true);
            pause.cause(switch (name) {
                case "af" -> "allocation failure";
                case "sys" -> "system gc";
                default -> "concurrent collection";
            });
            java5 = true;
            java5GcSeen = false;
            java5Before = new MemoryTally();
            java5After = new MemoryTally();
            java5AfterGc = null;
        } else if (java5 && pause != null) {
            java5Element(e);
        } else if ("verbosegc".equals(e.parent()) && !HARMLESS.contains(name)) {
            diagnostics.unparsed(at, "element not known to tenure", e.excerpt());
        }
    }

    private void java5Element(XmlElement e) {
        switch (e.name()) {
            case "gc" -> {
                pause.gcStarted(e.attr("type"), e.longAttr("id"));
                java5AfterGc = new MemoryTally();
            }
            case "nursery", "tenured" -> {
                long free = e.longAttr("freebytes").orElse(-1);
                long total = e.longAttr("totalbytes").orElse(-1);
                MemoryTally target = "gc".equals(e.parent()) ? java5AfterGc
                        : java5GcSeen ? java5After : java5Before;
                if (target != null) {
                    target.area(e.name(), free, total);
                }
            }
            case "time" -> {
                double total = e.doubleAttr("totalms");
                if (!Double.isNaN(total) && JAVA5_PAUSES.contains(e.parent())) {
                    pause.memory(java5Before, true);
                    pause.memory(java5AfterGc != null ? java5AfterGc : java5After, false);
                    emit(pause, total);
                    pause = null;
                    java5 = false;
                }
            }
            default -> {
                // details of the collection (timesms, refs, finalization, soa/loa ...): not needed
            }
        }
    }
}
