package io.tenure.gclog.unified;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import io.tenure.platforms.Collector;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Pulls lines, lets {@link LineClassifier} name them and turns the data lines into events. Events
 * wait in a small queue because one line can complete two (an age table and its pause).
 */
final class UnifiedEventReader implements EventReader {
    /** Most events held behind an open ZGC minor collection (a whole cycle of gc* output is a few dozen). */
    static final int MAX_HELD = 4096;
    /** How many lines of other GC ids may come between a pause and its {@code gc,cpu} line. */
    static final int CPU_LOOKAHEAD = 16;

    private final String fileName;
    private final LineReader lines;
    private final Diagnostics diagnostics;
    private final Decorations decorations = new Decorations();
    private final LineClassifier classifier = new LineClassifier();
    private final PauseLine pause = new PauseLine();
    private final ConcurrentLine concurrent = new ConcurrentLine();
    private final SafepointLine safepoint = new SafepointLine();
    private final HeapAssembler heap = new HeapAssembler();
    private final TenuringAssembler tenuring = new TenuringAssembler();
    private final JvmInfoTracker jvmInfo = new JvmInfoTracker();
    private final ArrayDeque<GcEvent> ready = new ArrayDeque<>();
    private final SeenTimes seen = new SeenTimes();
    private final NestedPauses nestedPauses = new NestedPauses();
    private final ClockWatch clock = new ClockWatch();
    private final ZgcCycleLine zgcCycle = new ZgcCycleLine();
    private final RecentIds cyclesWithEvents = new RecentIds();
    private final ZgcMinorCycle minor = new ZgcMinorCycle();
    private final ShenandoahYoungCycle shenandoahYoung = new ShenandoahYoungCycle();
    private final DataLineReader[] dataLineReaders = dataLineReaders();
    /** The first pause of an open ZGC minor collection, held in {@link #ready} (with what follows it) until the heap is known. */
    private PauseEvent heldYoung;
    /** The last pause read, held in {@link #ready} until its {@code gc,cpu} line may have come. */
    private PauseEvent awaitingCpu;
    /** Lines of other GC ids read since {@link #awaitingCpu}'s pause, at most {@link #CPU_LOOKAHEAD}. */
    private int linesBeforeCpu;
    /** The GC id of the open ZGC cycle (not a minor collection) whose first pause is held until its end line gives the heap. */
    private long heldCycleId = -1;
    /** The cause the last ZGC cycle's start line named ({@code Garbage Collection (Warmup)}), and its GC id. */
    private String cycleCause;
    private long cycleCauseId = -1;
    /** The cause Shenandoah's last {@code Trigger:} or {@code Cancelling GC:} line named, for the next cycle's pauses. */
    private String pendingCause;
    /**
     * The first pause of the Shenandoah cycle that just ended, held in {@link #ready} until the {@code Metaspace:}
     * line Shenandoah writes after a cycle (without its GC id) or the next line of a cycle.
     */
    private PauseEvent awaitingMetaspace;
    private String safepointOperation;
    private boolean afterDecorated;
    private boolean exhausted;

    UnifiedEventReader(String fileName, LineReader lines, Diagnostics diagnostics) {
        this.fileName = fileName;
        this.lines = lines;
        this.diagnostics = diagnostics;
    }

    @Override
    public GcEvent next() throws IOException {
        while ((ready.isEmpty() || heldYoung != null || awaitingCpu != null || awaitingMetaspace != null
                || jvmInfo.modePending()) && !exhausted) {
            if (ready.size() > MAX_HELD) {
                awaitingMetaspace = null;
                releaseYoung(null, null); // a minor collection that never ends: its events go out without the heap
                jvmInfo.finish(ready); // nor a mode that is never told: its first one, as at the end of a log
            }
            Line line = lines.next();
            if (line == null) {
                exhausted = true;
                awaitingCpu = null;
                awaitingMetaspace = null;
                releaseYoung(null, null);
                flushTenuring();
                jvmInfo.finish(ready);
            } else {
                read(line);
            }
        }
        return ready.poll();
    }

    @Override
    public Timestamp firstSeen() {
        return seen.first();
    }

    @Override
    public Timestamp lastSeen() {
        return seen.last();
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }

    private void read(Line line) {
        if (line.length() == 0) {
            return;
        }
        boolean decorated = decorations.scan(line);
        if (decorated && !decorations.repeated()) {
            seen.update(decorations, line);
        }
        LineRule rule = classifier.classify(line, decorations.messageStart());
        PauseEvent cpuFor = awaitingCpu;
        awaitingCpu = null; // a pause's CPU times come right after it, or after another cycle's lines only
        if (cpuFor != null) {
            long pauseId = cpuFor.gcId().orElse(-1);
            if (rule == LineRule.CPU && classifier.gcId() == pauseId) {
                awaitingCpu = cpuFor; // read below
            } else if (rule != LineRule.CPU && classifier.hasGcId() && classifier.gcId() != pauseId
                    && ++linesBeforeCpu <= CPU_LOOKAHEAD) {
                // the concurrent cycle a G1 Concurrent Start pause begins logs its first phases, under
                // the next GC id, before the pause's own gc,cpu line (JDK 25: GC(12)'s CPU after GC(13)'s
                // "Concurrent Mark From Roots"): the pause waits across them
                awaitingCpu = cpuFor;
            }
        }
        if (awaitingMetaspace != null && (classifier.hasGcId() || rule == LineRule.TRIGGER)) {
            awaitingMetaspace = null; // the next cycle has begun: its cycle logged no metaspace
        }
        boolean continuation = !decorated && afterDecorated && line.byteAt(0) == ' ';
        afterDecorated = decorated || continuation;
        if (!decorated && rule == LineRule.OTHER && !classifier.hasGcId()) {
            // a message with a line break goes on, indented, on undecorated lines (e.g. G1's
            // WorkerPolicy trace): part of the log, not foreign
            if (!continuation && !isBlank(line)) {
                diagnostics.foreign(where(line), line);
            }
            return;
        }
        if (rule == LineRule.PAUSE_START && classifier.hasGcId()) {
            nestedPauses.started(classifier.gcId(), line.number());
        }
        if (rule.data() && !dataLineReaders[rule.ordinal()].read(line, classifier.gcId(), classifier.subjectStart())) {
            diagnostics.unparsed(where(line), reason(rule), line);
        }
        if (rule == LineRule.PAUSE || rule == LineRule.SAFEPOINT || rule == LineRule.SAFEPOINT_STOPPED) {
            double from = clock.observe(endSeconds());
            if (!Double.isNaN(from)) {
                diagnostics.warn(where(line), "time-regression", String.format(Locale.ROOT,
                        "time goes back from %.3f s to %.3f s (JVM restarted into the same file, or logs joined out of order)",
                        from, endSeconds()), line);
            }
        }
    }

    /**
     * Reads one kind of data line: {@code gcId} is the line's {@code GC(n)} or
     * {@link LineClassifier#NO_GC_ID}, {@code p} where its subject starts; false when it does not parse.
     */
    @FunctionalInterface
    private interface DataLineReader {
        boolean read(Line line, long gcId, int p);
    }

    /**
     * The reader of each data rule, by ordinal. A table rather than a switch so that the JIT
     * compiles each kind of line on its own when it is hot: one method with every kind inlined
     * (a switch) took C2 0.7 s to compile, more than a third of the whole parse of a 190 MB log,
     * and had to be compiled again whenever a rare kind first turned up. The many kinds behind
     * the one call site keep it from being inlined.
     */
    private DataLineReader[] dataLineReaders() {
        DataLineReader[] readers = new DataLineReader[LineRule.values().length];
        readers[LineRule.PAUSE.ordinal()] = (line, gcId, p) -> readPause(line, gcId);
        readers[LineRule.CONCURRENT_PHASE.ordinal()] = (line, gcId, p) -> readConcurrent(line, gcId);
        readers[LineRule.SAFEPOINT_BEGIN.ordinal()] = (line, gcId, p) -> {
            safepointOperation = Bytes.text(line, p + "Entering safepoint region: ".length(), line.length());
            return true;
        };
        readers[LineRule.SAFEPOINT_STOPPED.ordinal()] = (line, gcId, p) -> {
            if (!safepoint.parseStopped(line, p)) {
                return false;
            }
            safepoint.operation = safepointOperation;
            safepointOperation = null;
            addSafepoint(line);
            return true;
        };
        readers[LineRule.SAFEPOINT.ordinal()] = (line, gcId, p) -> {
            if (!safepoint.parseJdk17(line, p)) {
                return false;
            }
            addSafepoint(line);
            return true;
        };
        readers[LineRule.TENURING_HEADER.ordinal()] = (line, gcId, p) -> {
            flushTenuring();
            tenuring.begin(where(line), decorations.timestamp(), gcId);
            return tenuring.header(line, p);
        };
        readers[LineRule.TENURING_TABLE.ordinal()] = (line, gcId, p) -> {
            startTenuringIfNeeded(line, gcId);
            return tenuring.table(line, p);
        };
        readers[LineRule.TENURING_AGE.ordinal()] = (line, gcId, p) -> {
            startTenuringIfNeeded(line, gcId);
            return tenuring.age(line, p);
        };
        readers[LineRule.CPU.ordinal()] = (line, gcId, p) -> readCpu(line, p);
        readers[LineRule.METASPACE.ordinal()] = (line, gcId, p) -> {
            if (!heap.metaspace(line, gcId, p)) {
                return false;
            }
            MemoryChange after = heap.unattributedMetaspace();
            if (after != null && awaitingMetaspace != null) {
                replace(awaitingMetaspace, awaitingMetaspace.withMetaspace(after));
                awaitingMetaspace = null;
            }
            return true;
        };
        readers[LineRule.TRIGGER.ordinal()] = (line, gcId, p) -> {
            String cause = ShenandoahTrigger.cause(line, p);
            if (cause != null) {
                pendingCause = cause;
            }
            return true;
        };
        readers[LineRule.REGION_SIZE.ordinal()] = (line, gcId, p) -> heap.regionSize(line, p);
        readers[LineRule.HEAP_AT_GC.ordinal()] = (line, gcId, p) -> heap.heapAtGc(line, gcId, p);
        readers[LineRule.G1_HEAP_USED.ordinal()] = (line, gcId, p) -> heap.g1HeapUsed(line, gcId, p);
        readers[LineRule.REGIONS.ordinal()] = (line, gcId, p) -> {
            jvmInfo.inferred(Collector.G1, where(line), decorations.timestamp(), ready); // regions: G1's alone
            return heap.regions(line, gcId, p);
        };
        readers[LineRule.GENERATION.ordinal()] = (line, gcId, p) -> {
            jvmInfo.inferred(line.regionMatches(p, "DefNew") ? Collector.SERIAL
                    : line.regionMatches(p, "PSYoungGen") || line.regionMatches(p, "ParOldGen") ? Collector.PARALLEL
                    : line.regionMatches(p, "ParNew") || line.regionMatches(p, "CMS") ? Collector.CMS : null,
                    where(line), decorations.timestamp(), ready);
            return heap.generation(line, gcId, p);
        };
        readers[LineRule.COLLECTOR.ordinal()] = jvmInfoReader(LineRule.COLLECTOR);
        readers[LineRule.VERSION.ordinal()] = jvmInfoReader(LineRule.VERSION);
        readers[LineRule.ZGC_GENERATIONAL_CYCLE.ordinal()] = zgcCycleReader(LineRule.ZGC_GENERATIONAL_CYCLE);
        readers[LineRule.ZGC_CYCLE.ordinal()] = zgcCycleReader(LineRule.ZGC_CYCLE);
        readers[LineRule.ZGC_STATISTICS.ordinal()] = (line, gcId, p) -> minor.statistics(line, gcId, p);
        for (LineRule rule : LineRule.values()) {
            if (rule.data() != (readers[rule.ordinal()] != null)) {
                throw new AssertionError(rule + (rule.data() ? " has no reader" : " is not a data rule but has a reader"));
            }
        }
        return readers;
    }

    private DataLineReader jvmInfoReader(LineRule rule) {
        return (line, gcId, p) -> jvmInfo.read(rule, line, p, where(line), decorations, ready);
    }

    private DataLineReader zgcCycleReader(LineRule rule) {
        return (line, gcId, p) -> {
            boolean end = ZgcCycleLine.isEnd(line, p);
            if (heldYoung != null && gcId == minor.gcId() && end) {
                releaseYoung(minor.heap(), minor.young());
            }
            if (heldYoung != null && gcId == heldCycleId && end && zgcCycle.parse(line, p)) {
                releaseYoung(MemoryChange.of(zgcCycle.heapBeforeBytes, zgcCycle.heapAfterBytes), null);
            }
            if (!end && gcId >= 0) {
                cycleCause = ZgcCycleLine.cause(line, p);
                cycleCauseId = gcId;
            }
            return jvmInfo.read(rule, line, p, where(line), decorations, ready) && readZgcCycle(line, gcId, p);
        };
    }

    private boolean readPause(Line line, long gcId) {
        if (!pause.parse(line, classifier.bodyStart(), classifier.subjectStart(), jvmInfo.isG1())) {
            return false;
        }
        if (jvmInfo.collector() == Collector.SHENANDOAH) {
            jvmInfo.shenandoahPause(pause.name, ready);
        }
        if (jvmInfo.collector() == null) {
            Collector named = JvmInfoTracker.fromPause(pause.name);
            if (named == null && pause.cause != null && pause.cause.startsWith("G1 ")) {
                named = Collector.G1;
            }
            jvmInfo.inferred(named, where(line), decorations.timestamp(), ready);
        }
        flushTenuring();
        cyclesWithEvents.add(gcId);
        double durationMs = pause.durationMs;
        double ownMs = nestedPauses.ownDurationMs(gcId, pause.kind, line.number(), endSeconds(), durationMs,
                jvmInfo.collector());
        if (ownMs != durationMs) {
            diagnostics.note(where(line), "nested-pause", String.format(Locale.ROOT,
                    "encloses another pause; counted as %.3f ms of its %.3f ms", ownMs, durationMs), line);
            durationMs = ownMs;
        }
        CycleHeap generations = gcId < 0 ? null : heap.take(gcId);
        if (pendingCause != null && gcId >= 0 && gcId != cycleCauseId) {
            // the first pause of a Shenandoah cycle: the trigger line before it named the cycle's cause
            cycleCause = pendingCause;
            cycleCauseId = gcId;
            pendingCause = null;
        }
        // a ZGC or Shenandoah pause names no cause: its cycle's start or trigger line did
        String cause = pause.cause == null && gcId >= 0 && gcId == cycleCauseId ? cycleCause : pause.cause;
        long regionBytes = heap.regionBytes();
        // the start is where the whole pause began, even when only part of it is this pause's own
        PauseEvent event = new PauseEvent(where(line), decorations.timestamp().minusSeconds(pause.durationMs / 1000),
                id(gcId), pause.kind, pause.name, Optional.ofNullable(cause), durationMs,
                pause.hasHeap ? Optional.of(heapChange(generations)) : Optional.empty(),
                generations == null ? Optional.empty() : generations.young(regionBytes),
                generations == null ? Optional.empty() : generations.old(regionBytes), pause.concurrentStart,
                generations == null ? Optional.empty() : generations.metaspace(),
                generations == null ? Optional.empty() : generations.humongous(regionBytes), Optional.empty(),
                generations == null ? Optional.empty() : generations.eden(regionBytes),
                generations == null ? Optional.empty() : generations.survivor(regionBytes));
        ready.add(event);
        awaitingCpu = gcId >= 0 ? event : null;
        linesBeforeCpu = 0;
        if (pause.kind == EventKind.FULL && gcId >= 0 && jvmInfo.collector() == Collector.SHENANDOAH) {
            awaitingMetaspace = event; // a degenerated or full collection is a cycle of its own
        }
        if (pause.kind == EventKind.YOUNG && gcId >= 0 && pause.name.startsWith("y: ")) {
            releaseYoung(null, null);
            heldYoung = event;
            minor.begin(gcId);
        } else if (pause.kind == EventKind.YOUNG && gcId >= 0 && pause.name.startsWith("Pause Init Mark")) {
            releaseYoung(null, null);
            heldYoung = event;
            shenandoahYoung.begin(gcId);
        } else if (pause.kind == EventKind.INITIAL_MARK && gcId >= 0 && jvmInfo.collector() == Collector.SHENANDOAH
                && pause.name.startsWith("Pause Init Mark")) {
            // a single-generation Shenandoah cycle: its cleanup lines give the heap, as for a young cycle
            releaseYoung(null, null);
            heldYoung = event;
            shenandoahYoung.begin(gcId);
        } else if (heldYoung != null && gcId == shenandoahYoung.gcId() && pause.name.startsWith("Pause Final Update Refs")) {
            shenandoahYoung.markUpdateRefsDone();
        } else if (pause.kind == EventKind.INITIAL_MARK && gcId >= 0 && !pause.hasHeap
                && (jvmInfo.collector() == Collector.ZGC || jvmInfo.collector() == Collector.ZGC_GENERATIONAL)) {
            // a whole-heap ZGC cycle (JDK 11-23, or generational ZGC's major): its end line gives the heap
            releaseYoung(null, null);
            heldYoung = event;
            heldCycleId = gcId;
        }
        return true;
    }

    /**
     * The whole heap before and after the pause. The pause line rounds to whole megabytes
     * ({@code 25M->23M(92M)}), too coarse for a survival rate: with a 32 MB young generation
     * every s would be a multiple of 1/32. When the same cycle logged both generations in
     * kilobytes (Serial, Parallel, CMS {@code gc,heap}) and their sum agrees with the pause line
     * within its rounding, the sum is the heap; the capacity stays the pause line's. G1 gives no
     * generation in kilobytes, but with {@code gc+heap=debug} its heap blocks before and after the
     * collection do ({@code garbage-first heap total 65536K, used 30703K}): taken the same way.
     */
    private MemoryChange heapChange(CycleHeap generations) {
        if (generations != null && generations.heapUsedBefore >= 0 && generations.heapUsedAfter >= 0
                && withinRounding(generations.heapUsedBefore, pause.heapBeforeBytes)
                && withinRounding(generations.heapUsedAfter, pause.heapAfterBytes)) {
            return MemoryChange.of(generations.heapUsedBefore, generations.heapUsedAfter, pause.heapCapacityBytes);
        }
        if (generations != null && generations.youngBefore >= 0 && generations.youngAfter >= 0
                && generations.oldBefore >= 0 && generations.oldAfter >= 0) {
            long before = generations.youngBefore + generations.oldBefore;
            long after = generations.youngAfter + generations.oldAfter;
            if (withinRounding(before, pause.heapBeforeBytes) && withinRounding(after, pause.heapAfterBytes)) {
                return MemoryChange.of(before, after, pause.heapCapacityBytes);
            }
        }
        return MemoryChange.of(pause.heapBeforeBytes, pause.heapAfterBytes, pause.heapCapacityBytes);
    }

    /** True when {@code exact} rounds to {@code logged}: within a megabyte and a percent. */
    private static boolean withinRounding(long exact, long logged) {
        return Math.abs(exact - logged) <= (1L << 20) + logged / 100;
    }

    /** The line's time on whichever clock it has, in seconds; NaN without time stamps. */
    private double endSeconds() {
        if (decorations.hasUptime()) {
            return decorations.uptimeSeconds();
        }
        return decorations.hasEpoch() ? decorations.epochMillis() / 1000.0 : Double.NaN;
    }

    /**
     * A ZGC cycle's end line. With {@code -Xlog:gc} it is all the log says of the cycle, so it
     * becomes a concurrent event with the cycle's heap; with {@code gc*} the cycle's pauses and
     * phases were read already and the line adds nothing.
     */
    private boolean readZgcCycle(Line line, long gcId, int p) {
        if (!ZgcCycleLine.isEnd(line, p)) {
            return true; // the start marker
        }
        if (!zgcCycle.parse(line, p)) {
            return false;
        }
        if (gcId >= 0 && !cyclesWithEvents.contains(gcId)) {
            boolean timed = !Double.isNaN(zgcCycle.durationMs);
            ready.add(new ConcurrentPhaseEvent(where(line),
                    timed ? decorations.timestamp().minusSeconds(zgcCycle.durationMs / 1000) : decorations.timestamp(),
                    id(gcId), zgcCycle.name, timed ? OptionalDouble.of(zgcCycle.durationMs) : OptionalDouble.empty(),
                    Optional.of(MemoryChange.of(zgcCycle.heapBeforeBytes, zgcCycle.heapAfterBytes))));
        }
        return true;
    }

    private boolean readConcurrent(Line line, long gcId) {
        if (!concurrent.parse(line, classifier.bodyStart(), classifier.subjectStart())) {
            return false;
        }
        if (heldYoung != null && gcId == shenandoahYoung.gcId()) {
            if (concurrent.name.startsWith("Concurrent cleanup") && !shenandoahYoung.cleanup(line, classifier.subjectStart())) {
                return false;
            }
            if (concurrent.name.startsWith("Concurrent cleanup") && shenandoahYoung.updateRefsDone()) {
                // a single-generation cycle's last cleanup, after update-refs: the cycle has freed all it will
                cyclesWithEvents.add(gcId);
                ready.add(new ConcurrentPhaseEvent(where(line),
                        decorations.timestamp().minusSeconds(concurrent.durationMs / 1000), id(gcId), concurrent.name,
                        OptionalDouble.of(concurrent.durationMs)));
                awaitingMetaspace = releaseYoung(shenandoahYoung.heap(), null);
                return true;
            }
            if (concurrent.name.startsWith("Concurrent reset after collect")) {
                // the last phase of a young cycle: everything it freed has been logged
                cyclesWithEvents.add(gcId);
                ready.add(new ConcurrentPhaseEvent(where(line),
                        decorations.timestamp().minusSeconds(concurrent.durationMs / 1000), id(gcId), concurrent.name,
                        OptionalDouble.of(concurrent.durationMs)));
                awaitingMetaspace = releaseYoung(shenandoahYoung.heap(), null);
                return true;
            }
        }
        cyclesWithEvents.add(gcId);
        ready.add(new ConcurrentPhaseEvent(where(line),
                decorations.timestamp().minusSeconds(concurrent.durationMs / 1000), id(gcId), concurrent.name,
                OptionalDouble.of(concurrent.durationMs)));
        return true;
    }

    /**
     * Lets the held minor-collection pause and the events after it go, with the collection's heap
     * and young generation when known (a copy of the pause in its place in the queue).
     *
     * @return the pause as it now stands in the queue, or null when none was held
     */
    private PauseEvent releaseYoung(MemoryChange heapChange, MemoryChange youngChange) {
        if (heldYoung == null) {
            return null;
        }
        PauseEvent held = heldYoung;
        heldYoung = null;
        minor.end();
        shenandoahYoung.end();
        heldCycleId = -1;
        if (heapChange == null) {
            return held;
        }
        PauseEvent released = held.withHeap(Optional.of(heapChange), Optional.ofNullable(youngChange));
        replace(held, released);
        return released;
    }

    /** Puts {@code by} in {@code event}'s place in the queue. */
    private void replace(PauseEvent event, PauseEvent by) {
        int n = ready.size();
        for (int i = 0; i < n; i++) {
            GcEvent e = ready.poll();
            ready.add(e == event ? by : e);
        }
    }

    /**
     * A {@code gc,cpu} line: the times of the pause just before it (its collection's whole work,
     * which for a pause is the pause). A line that follows no pause of its GC id (a concurrent
     * cycle's, or the pause was cut off) gives nothing to attach to and is taken as read.
     */
    private boolean readCpu(Line line, int p) {
        CpuTime times = CpuLine.parse(line, p);
        if (times == null) {
            return false;
        }
        PauseEvent pauseEvent = awaitingCpu;
        awaitingCpu = null;
        if (pauseEvent != null) {
            PauseEvent withCpu = pauseEvent.withCpu(times);
            replace(pauseEvent, withCpu);
            if (heldYoung == pauseEvent) {
                heldYoung = withCpu;
            }
            if (awaitingMetaspace == pauseEvent) {
                awaitingMetaspace = withCpu;
            }
        }
        return true;
    }

    private void addSafepoint(Line line) {
        ready.add(new SafepointEvent(where(line), decorations.timestamp().minusSeconds(safepoint.stoppedMs / 1000),
                Optional.ofNullable(safepoint.operation), safepoint.stoppedMs,
                Double.isNaN(safepoint.timeToSafepointMs) ? OptionalDouble.empty()
                        : OptionalDouble.of(safepoint.timeToSafepointMs)));
    }

    private void startTenuringIfNeeded(Line line, long gcId) {
        if (!tenuring.active() || tenuring.gcId() != gcId) {
            flushTenuring();
            tenuring.begin(where(line), decorations.timestamp(), gcId);
        }
    }

    private void flushTenuring() {
        TenuringEvent table = tenuring.flush();
        if (table != null) {
            ready.add(table);
        }
    }

    private SourceLocation where(Line line) {
        return new SourceLocation(fileName, line.number());
    }

    private static OptionalLong id(long gcId) {
        return gcId < 0 ? OptionalLong.empty() : OptionalLong.of(gcId);
    }

    /** Why a line of {@code rule} did not parse, with the parser's own words where it has them. */
    private String reason(LineRule rule) {
        String label = rule.name().toLowerCase(Locale.ROOT).replace('_', ' ') + " line not understood";
        switch (rule) {
            case PAUSE:
                return label + ": " + pause.failure;
            case CONCURRENT_PHASE:
                return label + ": " + concurrent.failure;
            case ZGC_CYCLE:
            case ZGC_GENERATIONAL_CYCLE:
                return label + ": " + zgcCycle.failure;
            case SAFEPOINT:
            case SAFEPOINT_STOPPED:
                return label + ": " + safepoint.failure;
            default:
                return label;
        }
    }

    private static boolean isBlank(Line line) {
        for (int i = 0; i < line.length(); i++) {
            if (line.byteAt(i) > ' ') {
                return false;
            }
        }
        return true;
    }
}
