package io.tenure.gclog.jfr;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MarkerSink;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.io.ScratchSpace;
import java.io.EOFException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jdk.jfr.Timespan;
import jdk.jfr.ValueDescriptor;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedObject;

/**
 * Streams a recording event by event. A collection's pauses are built once its events are in (or
 * once {@link #MAX_OPEN_CYCLES} later collections have started), then pass through a
 * {@link TimeOrderBuffer} so that consumers see time order. A recording that is cut or corrupt
 * ends the read with a diagnostic; what was read before stands. The chunk headers are checked
 * first ({@link ChunkHeaders}): the JDK's reader waits forever on a header that looks unfinished,
 * so only the chunks before the first implausible header are handed to it. Failures the recording
 * holds as events of their own (G1's {@code jdk.EvacuationFailed}, ZGC's {@code jdk.ZAllocationStall} and its collections
 * started by one) become markers for the findings,
 * handed to the {@link MarkerSink} in time order among the events.
 */
final class JfrEventReader implements EventReader {
    /** Collections kept open for late events; G1 interleaves an old cycle with young ones. */
    static final int MAX_OPEN_CYCLES = 256;
    private static final int MAX_OPEN_SAFEPOINTS = 64;

    private final String file;
    private final RecordingSource source;
    private final Diagnostics diagnostics;
    private final MarkerSink markers;
    private final Map<Long, GcCycle> open = new LinkedHashMap<>();
    private final Map<Long, RecordedEvent> safepoints = new LinkedHashMap<>();
    private final TimeOrderBuffer buffer = new TimeOrderBuffer();
    private RecordingPump recording;
    /** The recording's path, for the message when its first chunk cannot be read. */
    private Path recordingPath;
    /**
     * Every event takes at least a byte of the file: a reader that yields more events than that
     * is looping over damaged data (seen with mutated recordings) and is stopped.
     */
    private long maxEvents;
    private long index;
    private boolean done;
    private Instant jvmStart;
    private Instant first;
    private Instant last;
    private boolean collectorSeen;
    private boolean vendorSeen;
    /** Why only a prefix of the recording's chunks is read; null when the whole file is. */
    private ChunkHeaders.Verdict damage;
    /** The temporary copy of that prefix, deleted on close. */
    private Path prefix;

    JfrEventReader(String file, RecordingSource source, Diagnostics diagnostics, MarkerSink markers) {
        this.file = file;
        this.source = source;
        this.diagnostics = diagnostics;
        this.markers = markers;
        Optional<Path> path = source.path();
        if (path.isEmpty()) {
            diagnostics.error(where(1), "recording-too-large",
                    "recording larger than " + (RecordingSource.MAX_COPY_BYTES >> 20) + " MB once decompressed, not read", "");
            done = true;
            return;
        }
        try {
            ChunkHeaders.Verdict verdict = ChunkHeaders.check(path.get());
            if (verdict.chunks() == 0 && verdict.cut() && hasJfrMagic(path.get())) {
                // a chunk's metadata is at its end: the JDK reads no event of a chunk that is not whole
                diagnostics.error(where(1), "truncated-recording", "truncated JFR recording: the file ends inside its first"
                        + " chunk, and a chunk is readable only whole, so no event is readable (" + verdict.problem() + ")", "");
                done = true;
                return;
            }
            if (verdict.chunks() == 0) {
                unreadable(path.get(), verdict.problem());
                return;
            }
            Path readable = path.get();
            if (!verdict.wholeFile()) {
                if (verdict.validBytes() > RecordingSource.MAX_COPY_BYTES) {
                    diagnostics.error(where(1), "recording-too-large", "recording damaged after " + (verdict.validBytes() >> 20)
                            + " MB, more than the " + (RecordingSource.MAX_COPY_BYTES >> 20) + " MB copied to read them: "
                            + verdict.problem(), "");
                    done = true;
                    return;
                }
                // Reported once the valid chunks are read, so that the message can say how many events stand.
                damage = verdict;
                prefix = validPrefix(readable, verdict.validBytes());
                readable = prefix;
            }
            recordingPath = path.get();
            maxEvents = Math.max(1_000, Files.size(readable));
            recording = new RecordingPump(readable);
        } catch (IOException | RuntimeException e) {
            unreadable(path.get(), message(e));
        }
    }

    private void unreadable(Path path, String reason) {
        String what = hasJfrMagic(path)
                ? "JFR recording cut short or corrupt in its first chunk (no event readable): "
                : "not a JFR recording: ";
        diagnostics.error(where(1), "unreadable-recording", what + reason, "");
        done = true;
    }

    /**
     * Copies the chunks that passed {@link ChunkHeaders} to a temporary file: {@code RecordingFile}
     * takes a path and reads to its end. The copy is never larger than the recording itself, which
     * {@link RecordingSource} already bounds for anything decompressed.
     */
    private static Path validPrefix(Path recording, long bytes) throws IOException {
        Path copy = ScratchSpace.newFile("jfr-prefix-", ".jfr");
        try (FileChannel in = FileChannel.open(recording, StandardOpenOption.READ);
                FileChannel out = FileChannel.open(copy, StandardOpenOption.WRITE)) {
            long done = 0;
            while (done < bytes) {
                long n = in.transferTo(done, bytes - done, out);
                if (n <= 0) {
                    throw new EOFException("recording shrank while being read");
                }
                done += n;
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(copy);
            throw e;
        }
        return copy;
    }

    @Override
    public GcEvent next() throws IOException {
        while (true) {
            Draft ready = buffer.poll(done);
            if (ready instanceof Draft.OfEvent event) {
                return event.build().apply(timestamp(event.start()));
            } else if (ready instanceof Draft.OfMarker marker) {
                Timestamp at = timestamp(marker.start());
                markers.onMarker(marker.build().apply(at), at);
                continue;
            } else if (ready != null) {
                throw new AssertionError(ready);
            }
            if (done) {
                return null;
            }
            readOne();
        }
    }

    private void readOne() {
        RecordingPump.Item item = recording.next();
        if (item == null) {
            diagnostics.error(where(index + 1), "stuck-recording", "the JDK's recording reader made no progress for "
                    + RecordingPump.STALL.toSeconds() + " s after " + index + " events (damaged recording); stopped", "");
            finish();
            return;
        }
        if (item.end()) {
            finish();
            return;
        }
        Throwable failure = item.failure();
        if (failure != null) {
            if (!item.opened()) {
                // RecordingFile reads the first chunk's metadata, written at the chunk's end, before
                // any event: a recording cut inside its first chunk yields nothing at all.
                unreadable(recordingPath, message(failure));
            } else if (failure instanceof EOFException) {
                diagnostics.error(where(index + 1), "truncated-recording",
                        "truncated JFR recording: ends mid-chunk after " + index + " events (JVM killed or file cut)", "");
                finish();
            } else {
                diagnostics.error(where(index + 1), "corrupt-recording", "recording unreadable after " + index
                        + " events: " + message(failure), "");
                finish();
            }
            return;
        }
        RecordedEvent event = item.event();
        if (index >= maxEvents) {
            diagnostics.error(where(index + 1), "corrupt-recording", "the JDK's recording reader yields more events ("
                    + index + ") than the recording has bytes (damaged recording); stopped", "");
            finish();
            return;
        }
        index++;
        try {
            if (event.getDuration().isNegative()) {
                // only a damaged recording has one: nothing ends before it starts
                diagnostics.error(where(index), "corrupt-event", "event " + event.getEventType().getName()
                        + " with a negative duration (" + event.getDuration() + "), skipped", "");
                return;
            }
            seen(event.getStartTime());
            dispatch(event);
        } catch (RuntimeException e) {
            // A damaged recording can describe a field with the wrong type or unit, and the JDK's
            // accessors then throw (e.g. "illegal timestamp unit"): that event is skipped.
            diagnostics.error(where(index), "corrupt-event", "event " + event.getEventType().getName()
                    + " unreadable, skipped: " + message(e), "");
        }
    }

    private void dispatch(RecordedEvent e) {
        switch (e.getEventType().getName()) {
            case "jdk.GCPhasePause" -> cycle(e).ifPresent(c -> c.pause(e.getStartTime(), e.getDuration(),
                    string(e, "name"), index));
            case "jdk.GarbageCollection" -> cycle(e).ifPresent(c -> c.collection(string(e, "name"), string(e, "cause"),
                    e.getStartTime(), index));
            case "jdk.G1GarbageCollection" -> cycle(e).ifPresent(c -> c.g1Type(string(e, "type")));
            case "jdk.YoungGarbageCollection" -> cycle(e).ifPresent(c -> c.tenuringThreshold((int) number(e, "tenuringThreshold")));
            case "jdk.GCHeapSummary" -> cycle(e).ifPresent(c -> c.memory(e.getStartTime(), before(e), GcCycle.Area.HEAP,
                    number(e, "heapUsed"), number(object(e, "heapSpace"), "committedSize")));
            case "jdk.G1HeapSummary" -> cycle(e).ifPresent(c -> g1Spaces(c, e));
            case "jdk.MetaspaceSummary" -> cycle(e).ifPresent(c -> c.memory(e.getStartTime(), before(e),
                    GcCycle.Area.METASPACE, number(object(e, "metaspace"), "used"),
                    number(object(e, "metaspace"), "committed")));
            case "jdk.GCCPUTime" -> cycle(e).ifPresent(c -> cpuTime(c, e));
            case "jdk.PSHeapSummary" -> cycle(e).ifPresent(c -> parallelSpaces(c, e));
            case "jdk.TenuringDistribution" -> cycle(e).ifPresent(c -> c.age((int) number(e, "age"), number(e, "size"),
                    e.getStartTime(), index));
            case JfrNames.EVACUATION_FAILED -> cycle(e).ifPresent(c -> c.evacuationFailed(e.getStartTime(), index,
                    number(object(e, "evacuationFailed"), "objectCount"), number(object(e, "evacuationFailed"), "totalSize")));
            case JfrNames.ALLOCATION_STALL -> allocationStall(e);
            case "jdk.GCPhaseConcurrent" -> concurrent(e);
            case "jdk.SafepointBegin" -> safepointBegin(e);
            case "jdk.SafepointEnd" -> safepointEnd(e);
            case "jdk.GCConfiguration" -> configuration(e);
            case "jdk.JVMInformation" -> jvmInformation(e);
            case "jdk.InitialSystemProperty" -> vendor(e);
            default -> {
                // the many other event types say nothing tenure reports
            }
        }
    }

    private Optional<GcCycle> cycle(RecordedEvent e) {
        if (!e.hasField("gcId")) {
            return Optional.empty();
        }
        long gcId = e.getLong("gcId");
        GcCycle cycle = open.get(gcId);
        if (cycle == null) {
            cycle = new GcCycle(gcId);
            open.put(gcId, cycle);
            if (open.size() > MAX_OPEN_CYCLES) {
                close(open.keySet().iterator());
            }
        }
        return Optional.of(cycle);
    }

    /** Moves the cycle the iterator stands before into the time-order buffer. */
    private void close(Iterator<Long> eldest) {
        Long id = eldest.next();
        open.get(id).drafts(file).forEach(buffer::add);
        eldest.remove();
    }

    private void concurrent(RecordedEvent e) {
        SourceLocation at = where(index);
        OptionalLong gcId = e.hasField("gcId") ? OptionalLong.of(e.getLong("gcId")) : OptionalLong.empty();
        String name = string(e, "name");
        OptionalDouble ms = OptionalDouble.of(e.getDuration().toNanos() / 1e6);
        buffer.add(new Draft.OfEvent(e.getStartTime(), index, ts -> new ConcurrentPhaseEvent(at, ts, gcId,
                name == null ? "concurrent" : name, ms)));
    }

    /**
     * One thread's ZGC allocation stall: a marker with the wait in ms, as a text log's line carries it,
     * e.g. {@code jdk.ZAllocationStall at 0.546 s uptime: thread main waited 1.922 ms for a Small page (2.0 MB)}.
     */
    private void allocationStall(RecordedEvent e) {
        SourceLocation at = where(index);
        double ms = e.getDuration().toNanos() / 1e6;
        // a recording can lack the thread (seen in a JDK 17 one, for a stall near the JVM's end)
        String thread = e.getThread() == null || e.getThread().getJavaName() == null ? "a thread"
                : "thread " + e.getThread().getJavaName();
        String page = string(e, "type");
        long bytes = number(e, "size");
        String what = String.format(Locale.ROOT, ": %s waited %.3f ms", thread, ms)
                + (page == null ? "" : " for a " + page + " page")
                + (bytes < 0 ? "" : String.format(Locale.ROOT, " (%.1f MB)", bytes / (1024.0 * 1024.0)));
        Instant start = e.getStartTime();
        buffer.add(new Draft.OfMarker(start, index, ts -> new Marker(JfrNames.ALLOCATION_STALL_MARKER, at,
                OptionalDouble.of(ms), OptionalDouble.empty(),
                JfrNames.ALLOCATION_STALL + " at " + JfrNames.when(ts, start) + what)));
    }

    /** A safepoint spans SafepointBegin's start to SafepointEnd's end, paired by safepointId. */
    private void safepointBegin(RecordedEvent e) {
        if (e.hasField("safepointId") && safepoints.size() < MAX_OPEN_SAFEPOINTS) {
            safepoints.put(e.getLong("safepointId"), e);
        }
    }

    private void safepointEnd(RecordedEvent e) {
        RecordedEvent begin = e.hasField("safepointId") ? safepoints.remove(e.getLong("safepointId")) : null;
        if (begin == null) {
            return;
        }
        Duration stopped = Duration.between(begin.getStartTime(), e.getEndTime());
        if (stopped.isNegative()) {
            diagnostics.error(where(index), "corrupt-event", "safepoint ends before it begins, skipped", "");
            return;
        }
        SourceLocation at = where(index);
        double ms = stopped.toNanos() / 1e6;
        buffer.add(new Draft.OfEvent(begin.getStartTime(), index, ts -> new SafepointEvent(at, ts, Optional.empty(), ms,
                OptionalDouble.empty())));
    }

    private void configuration(RecordedEvent e) {
        if (collectorSeen) {
            return; // written at recording start and end: one is enough
        }
        collectorSeen = true;
        String young = string(e, "youngCollector");
        String old = string(e, "oldCollector");
        SourceLocation at = where(index);
        var collector = JfrNames.collector(young, old);
        if (collector.isEmpty()) {
            diagnostics.warn(at, "unknown-collector", "collector names not known to tenure", young + "/" + old);
            return;
        }
        buffer.add(new Draft.OfEvent(e.getStartTime(), index, ts -> JvmInfoEvent.collector(at, ts, collector.get())));
    }

    private void jvmInformation(RecordedEvent e) {
        if (e.hasField("jvmStartTime") && jvmStart == null) {
            jvmStart = e.getInstant("jvmStartTime");
        }
        SourceLocation at = where(index);
        Optional<String> version = Optional.ofNullable(string(e, "jvmVersion"));
        String args = join(string(e, "jvmArguments"), string(e, "javaArguments"));
        buffer.add(new Draft.OfEvent(e.getStartTime(), index, ts -> new JvmInfoEvent(at, ts, Optional.empty(), version,
                Optional.empty(), Optional.ofNullable(args))));
    }

    private void vendor(RecordedEvent e) {
        if (!vendorSeen && "java.vm.vendor".equals(string(e, "key")) && string(e, "value") != null) {
            vendorSeen = true;
            SourceLocation at = where(index);
            String vendor = string(e, "value");
            buffer.add(new Draft.OfEvent(e.getStartTime(), index, ts -> new JvmInfoEvent(at, ts, Optional.of(vendor),
                    Optional.empty(), Optional.empty(), Optional.empty())));
        }
    }

    private void finish() {
        while (!open.isEmpty()) {
            close(open.keySet().iterator());
        }
        if (damage != null && !done) {
            String what = damage.cut() ? "truncated-recording" : "corrupt-recording";
            diagnostics.error(where(index + 1), what, (damage.cut() ? "truncated JFR recording: " : "")
                    + "recording read up to its chunk " + damage.chunks() + " (" + index
                    + " events, kept); the rest is not readable: " + damage.problem(), "");
        }
        done = true;
    }

    private Timestamp timestamp(Instant at) {
        OptionalDouble uptime = jvmStart != null && !at.isBefore(jvmStart)
                ? OptionalDouble.of(Duration.between(jvmStart, at).toNanos() / 1e9) : OptionalDouble.empty();
        return Timestamp.of(uptime, OptionalLong.of(at.toEpochMilli()));
    }

    private void seen(Instant at) {
        first = first == null || at.isBefore(first) ? at : first;
        last = last == null || at.isAfter(last) ? at : last;
    }

    @Override
    public Timestamp firstSeen() {
        return first == null ? Timestamp.unknown() : timestamp(first);
    }

    @Override
    public Timestamp lastSeen() {
        return last == null ? Timestamp.unknown() : timestamp(last);
    }

    @Override
    public void close() throws IOException {
        try {
            if (recording != null) {
                recording.close();
            }
        } finally {
            try {
                if (prefix != null) {
                    Files.deleteIfExists(prefix);
                }
            } finally {
                source.close();
            }
        }
    }

    private SourceLocation where(long line) {
        return new SourceLocation(file, Math.max(1, line));
    }

    private static String string(RecordedObject e, String field) {
        return e.hasField(field) ? e.getString(field) : null;
    }

    /** A whole-number field, -1 when the object or field is absent (an older or newer JDK's event). */
    private static long number(RecordedObject e, String field) {
        return e != null && e.hasField(field) ? e.getLong(field) : -1;
    }

    /** G1's young generation is eden + survivor regions; each is kept too. */
    private static void g1Spaces(GcCycle cycle, RecordedEvent e) {
        long eden = number(e, "edenUsedSize");
        long survivor = number(e, "survivorUsedSize");
        cycle.memory(e.getStartTime(), before(e), GcCycle.Area.YOUNG, sum(eden, survivor), -1);
        cycle.memory(e.getStartTime(), before(e), GcCycle.Area.EDEN, eden, number(e, "edenTotalSize"));
        cycle.memory(e.getStartTime(), before(e), GcCycle.Area.SURVIVOR, survivor, -1);
    }

    /**
     * {@code jdk.GCCPUTime} (JDK 20+): user, system and real time of a collection in nanoseconds. An
     * event missing a figure, or with one out of range (a damaged recording), gives none.
     */
    private static void cpuTime(GcCycle cycle, RecordedEvent e) {
        long user = nanos(e, "userTime");
        long system = nanos(e, "systemTime");
        long real = nanos(e, "realTime");
        if (user >= 0 && system >= 0 && real >= 0) {
            cycle.cpu(e.getStartTime(), new CpuTime(user / 1e6, system / 1e6, real / 1e6));
        }
    }

    /** A time span field in nanoseconds, -1 when absent. */
    private static long nanos(RecordedEvent e, String field) {
        if (!e.hasField(field)) {
            return -1;
        }
        ValueDescriptor descriptor = e.getFields().stream().filter(f -> f.getName().equals(field)).findFirst().orElse(null);
        if (descriptor != null && descriptor.getAnnotation(Timespan.class) != null) {
            return e.getDuration(field).toNanos();
        }
        return e.getLong(field);
    }

    /** Parallel's young generation is eden + the occupied survivor ("from") space; each is kept too. */
    private static void parallelSpaces(GcCycle cycle, RecordedEvent e) {
        long eden = number(object(e, "edenSpace"), "used");
        long from = number(object(e, "fromSpace"), "used");
        cycle.memory(e.getStartTime(), before(e), GcCycle.Area.EDEN, eden, number(object(e, "edenSpace"), "size"));
        cycle.memory(e.getStartTime(), before(e), GcCycle.Area.SURVIVOR, from, number(object(e, "fromSpace"), "size"));
        long young = sum(eden, from);
        cycle.memory(e.getStartTime(), before(e), GcCycle.Area.YOUNG, young, number(object(e, "youngSpace"), "committedSize"));
        cycle.memory(e.getStartTime(), before(e), GcCycle.Area.OLD, number(object(e, "oldObjectSpace"), "used"),
                number(object(e, "oldSpace"), "committedSize"));
    }

    private static RecordedObject object(RecordedObject e, String field) {
        return e.hasField(field) && e.getValue(field) instanceof RecordedObject o ? o : null;
    }

    private static boolean before(RecordedEvent e) {
        return "Before GC".equals(string(e, "when"));
    }

    private static long sum(long a, long b) {
        return a < 0 || b < 0 ? -1 : a + b;
    }

    private static String join(String a, String b) {
        String s = ((a == null ? "" : a) + " " + (b == null ? "" : b)).strip();
        return s.isEmpty() ? null : s;
    }

    private static boolean hasJfrMagic(Path file) {
        try (var in = java.nio.file.Files.newInputStream(file)) {
            byte[] magic = in.readNBytes(4);
            return Arrays.equals(magic, new byte[] {'F', 'L', 'R', 0});
        } catch (IOException e) {
            return false;
        }
    }

    private static String message(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
