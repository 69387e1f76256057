package io.tenure.gclog.legacy;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineSource;
import io.tenure.platforms.Collector;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Turns the lines of one JDK 6-8 log into events. Every line is classified: a rule of
 * {@link LegacyRule} with data, a rule without (skipped on purpose), a continuation of the open
 * collection record, someone else's output ({@code foreign}), or a GC-looking line that could
 * not be read ({@code unparsed}, with the reason).
 */
final class LegacyEventReader implements EventReader {
    /** {@code , 0,0854230 secs]}: the end of a G1 pause record whose first lines were lost. */
    private static final Pattern HEADLESS_RECORD_END = Pattern.compile(",\\s*(\\d+[.,]\\d+) secs\\]\\s*");
    private static final String YG_OCCUPANCY = "[YG occupancy:";
    private static final Pattern NESTED_RECORD =
            Pattern.compile("\\](?:\\d{4}-\\d\\d-\\d\\dT[\\d:.,+-]+: )?(?:\\d+[.,]\\d+: )?\\[GC[ (\\d]");

    /** What {@link #accept} cuts a line at: the interjection markers and a CMS remark's nested record. */
    private static final AnyOf CUT_MARKERS = new AnyOf(
            Stream.concat(Interjections.MARKERS.stream(), Stream.of(YG_OCCUPANCY)).toList());

    private final String file;
    private final LineSource lines;
    private final Diagnostics diagnostics;
    private final ArrayDeque<GcEvent> ready = new ArrayDeque<>();
    private final Stamps stamps = new Stamps();
    private final Interjections interjections = new Interjections();
    private final RecordParser recordParser = new RecordParser();
    private final Timeline timeline = new Timeline();
    private final Sizes.Cursor sizes = new Sizes.Cursor();

    private OpenRecord record;
    /** A CMS remark whose record holds a young collection (-XX:+CMSScavengeBeforeRemark). */
    private OpenRecord outerRecord;
    private PendingPause pending;
    private TenuringBuilder tenuring;
    private boolean inHeapBlock;
    private boolean inStatistics;
    private boolean collectorKnown;
    private boolean eof;
    private long lineNumber;

    /** False only in tests: every line then goes through {@link #accept}, for comparison with the byte path. */
    private final boolean hotLinesFromBytes;

    LegacyEventReader(String file, LineSource lines, Diagnostics diagnostics) {
        this(file, lines, diagnostics, true);
    }

    LegacyEventReader(String file, LineSource lines, Diagnostics diagnostics, boolean hotLinesFromBytes) {
        this.file = file;
        this.lines = lines;
        this.diagnostics = diagnostics;
        this.hotLinesFromBytes = hotLinesFromBytes;
    }

    /**
     * Which lines a reader of the lines may keep from this reader ({@link io.tenure.gclog.input.AheadLineReader}):
     * a G1 phase detail line without a marker of {@link #CUT_MARKERS} that follows another such
     * line. The first of each run reaches this reader, which does what such a line does in its
     * state (nothing, or it closes a tenuring table); the others of the run would then do nothing
     * in any state: no data, no stamps, no marker, and in a heap block or the statistics every
     * line starting with a space is skipped. One predicate per reader: it remembers the line before.
     */
    static Predicate<Line> passedOver() {
        return new Predicate<>() {
            private boolean afterPhaseDetail;

            @Override
            public boolean test(Line line) {
                boolean phaseDetail = !line.truncated() && line.length() > 0 && line.charAt(0) == ' '
                        && LegacyRule.isPhaseDetailWithout(line, CUT_MARKERS);
                boolean passOver = phaseDetail && afterPhaseDetail;
                afterPhaseDetail = phaseDetail;
                return passOver;
            }
        };
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
                if (line.truncated()) {
                    diagnostics.warn(where(), "line-too-long", "line longer than the reader's limit, only its head was read", "");
                }
                if (hotLinesFromBytes && readsFromBytes(line) && LegacyRule.isPhaseDetailWithout(line, CUT_MARKERS)) {
                    continue; // G1_PHASE_DETAIL without a marker to cut out: no data, keeps the pending pause
                }
                // most lines hold no marker: then there is nothing to cut, and a hot line needs no String
                boolean markers = !hotLinesFromBytes || CUT_MARKERS.occursIn(line);
                if (markers || !acceptedFromBytes(line)) {
                    accept(line.toString(), markers);
                }
            }
        }
        return ready.poll();
    }

    @Override
    public Timestamp firstSeen() {
        return timeline.first();
    }

    @Override
    public Timestamp lastSeen() {
        return timeline.last();
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }

    /**
     * Handles the three kinds of line that make up nineteen lines in twenty of a G1
     * {@code -XX:+PrintGCDetails} log (phase details, the memory summary, the times) from the
     * line's bytes, without a String or a regular expression, with the very effect
     * {@link #accept} would have; returns false, leaving the line to it, for any other line and
     * in any state where {@link #accept} does more (inside a heap block or a tenuring table, a
     * record still open, no pause waiting). It is asked only of lines without a marker of
     * {@link #CUT_MARKERS}: the others must be cut first.
     */
    private boolean acceptedFromBytes(Line line) {
        if (!readsFromBytes(line)) {
            return false;
        }
        if (LegacyRule.isPhaseDetail(line)) {
            return true; // G1_PHASE_DETAIL: no data, keeps the pending pause
        }
        if (record != null || pending == null) {
            return false;
        }
        double real = G1DetailLines.timesReal(line);
        if (!Double.isNaN(real)) {
            pending.realSecs = real;
            TimesFigures.read(line, 0, pending);
            flushPending();
            return true;
        }
        G1MemorySummary memory = G1DetailLines.memory(line, sizes);
        if (memory != null) {
            memory.applyTo(pending);
            reportCollector(Collector.G1); // only G1 prints [Eden: ... Survivors: ... Heap: ...]
            return true;
        }
        return false;
    }

    /**
     * Whether the reader's state and the line's first character leave the line to
     * {@link #acceptedFromBytes}: starting with a space, the line has no stamps and no GC id, so
     * its rule is classify's answer for all of it.
     */
    private boolean readsFromBytes(Line line) {
        return !line.truncated() && !inHeapBlock && !inStatistics && tenuring == null && line.length() > 0
                && line.charAt(0) == ' ';
    }

    private SourceLocation where() {
        return new SourceLocation(file, lineNumber);
    }

    /**
     * Handles one line as text; {@code markers} false says it holds none of {@link #CUT_MARKERS},
     * so there is nothing to cut out of it.
     */
    private void accept(String line, boolean markers) {
        if (inStatistics || line.isBlank()) {
            return;
        }
        if (inHeapBlock) {
            if (line.charAt(0) == ' ' || line.charAt(0) == '\t') {
                return;
            }
            inHeapBlock = false;
        }
        String rest = line;
        while (markers && interjections.find(rest)) {
            String piece = rest.substring(interjections.start, interjections.end);
            rest = rest.substring(0, interjections.start) + rest.substring(interjections.end);
            safely(piece, true);
        }
        int nested = markers ? nestedRecordStart(rest) : -1;
        if (nested > 0) {
            safely(rest.substring(0, nested), false);
            rest = rest.substring(nested);
        }
        safely(rest, false);
    }

    /**
     * Where a young collection starts inside a CMS remark's line ({@code -XX:+CMSScavengeBeforeRemark}:
     * {@code [GC (CMS Final Remark) [YG occupancy: 10996 K (78656 K)]55.514: [GC (CMS Final Remark) 55.514: [ParNew...}),
     * or -1. The two records are then read as two, the young one nested in the remark.
     */
    private static int nestedRecordStart(String line) {
        int occupancy = line.indexOf(YG_OCCUPANCY);
        if (occupancy < 0) {
            return -1;
        }
        Matcher m = NESTED_RECORD.matcher(line);
        return m.find(occupancy) ? m.start() + 1 : -1;
    }

    /**
     * Record validation rejects what no JVM prints (a 400-digit duration, a size past a petabyte):
     * input that corrupt is reported for the line, like any other line that cannot be read.
     */
    private void safely(String text, boolean fragment) {
        try {
            handle(text, fragment);
        } catch (IllegalArgumentException e) {
            diagnostics.unparsed(where(), "value out of range (" + e.getMessage() + ")", text);
        }
    }

    /** Handles one line, or one interjection cut out of a line ({@code fragment}). */
    private void handle(String text, boolean fragment) {
        Timestamp printed = stamps.read(text, 0);
        String rest = text.substring(stamps.end());
        timeline.see(printed, file, lineNumber, text, diagnostics);
        if (rest.isBlank()) {
            return;
        }
        OptionalLong gcId = OptionalLong.empty();
        if (rest.startsWith("#")) {
            int colon = rest.indexOf(": ");
            if (colon > 1 && colon < 12 && rest.substring(1, colon).chars().allMatch(Character::isDigit)) {
                gcId = OptionalLong.of(Long.parseLong(rest.substring(1, colon))); // -XX:+PrintGCID
                rest = rest.substring(colon + 2);
            }
        }
        LegacyRule.Classified classified = LegacyRule.classifyWithMatcher(rest);
        LegacyRule rule = classified == null ? null : classified.rule();
        if (tenuring != null && rule != LegacyRule.TENURING_AGE) {
            ready.add(tenuring.build());
            tenuring = null;
        }
        if (rule == null) {
            unknown(text, rest);
            return;
        }
        if (!fragment && !keepsPending(rule)) {
            flushPending();
        }
        Matcher m = rule.hasData() ? classified.matcher() : null;
        switch (rule) {
            case GC_RECORD -> startRecord(printed, gcId, rest);
            case TIMES -> times(rest, m);
            case G1_MEMORY -> {
                G1MemorySummary memory = pending == null ? null : OneLineEvents.g1Memory(m);
                if (memory == null) {
                    diagnostics.unparsed(where(), "G1 memory summary without the pause it belongs to", text);
                } else {
                    memory.applyTo(pending);
                    reportCollector(Collector.G1); // only G1 prints [Eden: ... Survivors: ... Heap: ...]
                }
            }
            case SAFEPOINT -> ready.add(OneLineEvents.safepoint(where(), printed, m));
            case TENURING_THRESHOLD -> tenuring = TenuringBuilder.start(where(), currentStart(printed), currentGcId(), m);
            case TENURING_AGE -> {
                if (tenuring == null) {
                    diagnostics.unparsed(where(), "tenuring age row without its 'Desired survivor size' header", text);
                } else if (!tenuring.add(m)) {
                    diagnostics.unparsed(where(), "tenuring age out of order or past the largest age (15)", text);
                }
            }
            case CMS_CONCURRENT -> {
                addIfPresent(OneLineEvents.cmsConcurrent(where(), printed, m));
                reportCollector(Collector.CMS);
            }
            case G1_CONCURRENT -> {
                addIfPresent(OneLineEvents.g1Concurrent(where(), printed, gcId, m));
                reportCollector(Collector.G1);
            }
            case SHENANDOAH_PAUSE -> {
                ready.add(OneLineEvents.shenandoahPause(where(), printed, m));
                reportCollector(Collector.SHENANDOAH);
            }
            case SHENANDOAH_CONCURRENT -> ready.add(OneLineEvents.shenandoahConcurrent(where(), printed, m));
            case JVM_VERSION -> ready.add(JvmHeader.banner(where(), m));
            case COMMAND_LINE -> {
                JvmInfoEvent info = JvmHeader.commandLine(where(), m.group(1));
                collectorKnown |= info.collector().isPresent();
                ready.add(info);
            }
            case HEAP_AT_GC, HEAP_SUMMARY -> inHeapBlock = true;
            case SHENANDOAH_STATISTICS -> inStatistics = true;
            default -> {
                // known line without data tenure needs: skipped by rule
            }
        }
    }

    /** Lines that may sit between a G1 pause's record and its memory summary and times. */
    private static boolean keepsPending(LegacyRule rule) {
        return switch (rule) {
            case TIMES, G1_MEMORY, G1_PHASE_DETAIL, G1_PHASE_STATISTICS, G1_ERGONOMICS, HEAP_AT_GC, HEAP_BLOCK_END,
                    TENURING_THRESHOLD, TENURING_AGE -> true;
            default -> false;
        };
    }

    private void unknown(String text, String rest) {
        Matcher headless;
        if (record != null && continues(rest)) {
            appendToRecord(rest);
        } else if (record == null && (headless = HEADLESS_RECORD_END.matcher(rest)).matches()) {
            headlessRecord(headless);
        } else if (Stamps.isDigit(text.charAt(0)) && stamps.end() == 0 && brokenStamp(text)) {
            diagnostics.unparsed(where(), "malformed time stamp", text);
        } else if (looksLikeGc(rest)) {
            flushPending();
            diagnostics.unparsed(where(), "GC output in a form this parser does not know", text);
        } else {
            diagnostics.foreign(where(), text);
        }
    }

    /** A fragment that carries on a record split over lines: {@code : 830688K->...}, {@code , 0.13 secs]}, {@code [PSYoungGen: ...}. */
    private static boolean continues(String rest) {
        int i = 0;
        while (i < rest.length() && rest.charAt(i) == ' ') {
            i++;
        }
        if (i >= rest.length()) {
            return false;
        }
        char c = rest.charAt(i);
        return c == ':' || c == ',' || c == '[' || c == ']' || c == '(' || Stamps.isDigit(c) && rest.indexOf("->", i) > 0;
    }

    /** {@code 2014-06-16T0,959: Application time: ...}: a date stamp cut short. */
    private static boolean brokenStamp(String text) {
        int colon = text.indexOf(": ");
        return colon > 0 && colon < 40 && text.substring(0, colon).matches("[0-9T:.,+-]+");
    }

    private static boolean looksLikeGc(String rest) {
        return rest.contains("[GC") || rest.contains("Full GC") || rest.contains("secs]") || rest.contains("K->")
                || rest.contains("[Times") || rest.contains("threads were stopped") || rest.contains(" survivor ")
                || rest.contains("CMS") || rest.contains(" bytes,") || rest.stripTrailing().endsWith(" total");
    }

    /**
     * A pause record's closing {@code , 0.085 secs]} with no record open: the lines that began it
     * are lost (a rotated or cut file), but the duration here and the G1 memory summary and times
     * that follow are whole, so the pause is kept. Its type was on the lost line: it is counted
     * as {@code other-pause} (never as young, so no survival rests on a guess), placed at the
     * last time stamp before it, and reported.
     */
    private void headlessRecord(Matcher m) {
        flushPending();
        PendingPause pause = new PendingPause(where(), timeline.previous(), OptionalLong.empty());
        pause.kind = EventKind.OTHER_PAUSE;
        pause.name = "GC pause (record head lost)";
        pause.secs = Stamps.decimal(m.group(1));
        pending = pause;
        diagnostics.warn(where(), "record-head-lost", "the end of a pause record whose first lines are missing:"
                + " read as a pause of unknown type at the last time stamp before it", m.group());
    }

    private void times(String rest, Matcher m) {
        if (record != null) {
            appendToRecord(rest);
        } else if (pending != null) {
            pending.realSecs = Stamps.decimal(m.group(1));
            TimesFigures.read(Line.of(rest), 0, pending);
            flushPending();
        } else {
            diagnostics.unparsed(where(), "[Times: ...] without the collection it belongs to", rest);
        }
    }

    private void startRecord(Timestamp printed, OptionalLong gcId, String rest) {
        if (record != null) {
            if (outerRecord == null && record.text.indexOf("[YG occupancy") >= 0) {
                outerRecord = record; // the young collection a CMS remark runs first
            } else {
                diagnostics.unparsed(record.source, "collection record cut short: the next one began before it closed",
                        record.text);
            }
        }
        record = new OpenRecord(where(), printed, gcId);
        appendToRecord(rest);
    }

    private void appendToRecord(String fragment) {
        if (!record.append(fragment) && !record.overflowed()) {
            return;
        }
        OpenRecord done = record;
        record = outerRecord;
        outerRecord = null;
        if (done.overflowed()) {
            diagnostics.unparsed(done.source, "collection record never closed", done.text.substring(0, 200));
            return;
        }
        PendingPause pause = new PendingPause(done.source, done.start, done.gcId);
        pause.nestedSecs = done.nestedSecs;
        String text = done.text.toString();
        String problem = recordParser.parse(text, pause);
        if (problem != null) {
            diagnostics.unparsed(done.source, problem, text);
            return;
        }
        if (!collectorKnown) {
            JvmHeader.collectorOfPause(pause.name).ifPresent(this::reportCollector);
        }
        if (record != null) {
            // the scavenge ran inside the remark's pause: counted once, as itself
            record.nestedSecs += Double.isNaN(pause.secs) ? 0 : pause.secs;
            ready.add(pause.toEvent());
        } else if (text.contains("[Times:")) {
            ready.add(pause.toEvent());
        } else {
            pending = pause;
        }
    }

    private void flushPending() {
        if (pending != null) {
            ready.add(pending.toEvent());
            pending = null;
        }
    }

    private void finish() {
        if (tenuring != null) {
            ready.add(tenuring.build());
            tenuring = null;
        }
        flushPending();
        for (OpenRecord open : new OpenRecord[] {record, outerRecord}) {
            if (open != null) {
                diagnostics.unparsed(open.source, "log ends inside a collection record", open.text);
            }
        }
        record = null;
        outerRecord = null;
    }

    private Timestamp currentStart(Timestamp printed) {
        return record != null ? record.start : pending != null ? pending.start : printed;
    }

    private OptionalLong currentGcId() {
        return record != null ? record.gcId : pending != null ? pending.gcId : OptionalLong.empty();
    }

    private void addIfPresent(GcEvent event) {
        if (event != null) {
            ready.add(event);
        }
    }

    private void reportCollector(Collector collector) {
        if (!collectorKnown) {
            collectorKnown = true;
            ready.add(new JvmInfoEvent(where(), Timestamp.unknown(), Optional.empty(), Optional.empty(),
                    Optional.of(collector), Optional.empty()));
        }
    }
}
