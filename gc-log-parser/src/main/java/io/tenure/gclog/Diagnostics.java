package io.tenure.gclog;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Collects the diagnostics of a parse with bounded memory: every one is counted (per code and in
 * total), only the first {@code sampleLimit} are kept whole. A gigabyte of garbage therefore
 * yields exact counts and a handful of examples, never an out-of-memory error.
 *
 * <p>Two counts matter to users and tests and are kept apart: <em>unparsed</em> lines looked like
 * GC output but were not understood (a parser gap or corrupted input), <em>foreign</em> lines are
 * someone else's output interleaved into the log (application prints, JVM warnings) and skipped
 * on purpose.
 */
public final class Diagnostics {
    public static final int DEFAULT_SAMPLE_LIMIT = 50;
    /** A log whose bytes break off (compressed stream or archive cut short or corrupt); what came before stands. */
    public static final String DAMAGED_INPUT = "damaged-input";
    /**
     * The codes of diagnostics that say the input itself is damaged (cut short, corrupt, refused),
     * as opposed to lines tenure did not understand: a caller fails the run on them (exit 1) while
     * still showing what was read before the damage.
     */
    public static final Set<String> DAMAGE_CODES = Set.of(DAMAGED_INPUT, "truncated-recording", "unreadable-recording",
            "corrupt-recording", "stuck-recording", "recording-too-large", "truncated-xml", "unreadable-xml", "malformed-xml",
            "dtd-refused");

    private final int sampleLimit;
    private final List<Diagnostic> samples = new ArrayList<>();
    private final Map<String, Long> countsByCode = new TreeMap<>();
    private long total;
    private long problems;
    private long unparsedLines;
    private long foreignLines;

    public Diagnostics() {
        this(DEFAULT_SAMPLE_LIMIT);
    }

    public Diagnostics(int sampleLimit) {
        if (sampleLimit < 0) {
            throw new IllegalArgumentException("sampleLimit < 0: " + sampleLimit);
        }
        this.sampleLimit = sampleLimit;
    }

    public void report(Diagnostic diagnostic) {
        total++;
        if (diagnostic.severity() != Severity.NOTE) {
            problems++;
        }
        countsByCode.merge(diagnostic.code(), 1L, Long::sum);
        if (samples.size() < sampleLimit) {
            samples.add(diagnostic);
        }
    }

    /** A line that looked like GC output but was not understood: counted as unparsed. */
    public void unparsed(SourceLocation where, String reason, CharSequence line) {
        unparsedLines++;
        report(new Diagnostic(Severity.WARNING, where, "unparsed-line", reason, line.toString()));
    }

    /** Somebody else's output inside the log (application, JVM warnings): skipped and counted. */
    public void foreign(SourceLocation where, CharSequence line) {
        foreignLines++;
        report(new Diagnostic(Severity.NOTE, where, "foreign-line", "not GC output, skipped", line.toString()));
    }

    public void warn(SourceLocation where, String code, String message, CharSequence excerpt) {
        report(new Diagnostic(Severity.WARNING, where, code, message, excerpt == null ? "" : excerpt.toString()));
    }

    public void error(SourceLocation where, String code, String message, CharSequence excerpt) {
        report(new Diagnostic(Severity.ERROR, where, code, message, excerpt == null ? "" : excerpt.toString()));
    }

    public void note(SourceLocation where, String code, String message, CharSequence excerpt) {
        report(new Diagnostic(Severity.NOTE, where, code, message, excerpt == null ? "" : excerpt.toString()));
    }

    /** The first diagnostics in input order (at most the sample limit). */
    public List<Diagnostic> samples() {
        return Collections.unmodifiableList(samples);
    }

    public Map<String, Long> countsByCode() {
        return Collections.unmodifiableMap(countsByCode);
    }

    public long total() {
        return total;
    }

    public long unparsedLines() {
        return unparsedLines;
    }

    public long foreignLines() {
        return foreignLines;
    }

    /** Warnings and errors, i.e. everything {@code --strict} refuses; notes do not count. */
    public long problems() {
        return problems;
    }
}
