package io.tenure.cli.analyze;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.findings.RunAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.TimeWindow;
import io.tenure.gclog.metrics.Units;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What of the inputs an analysis could not use, as {@code tenure analyze}, {@code diff} and
 * {@code fleet} report it on standard error, each message naming its file: notes for files passed over on
 * purpose, errors (exit 1) for inputs unreadable, damaged (events before the damage kept) or
 * without GC events. One place, so that no command drops an input without saying so.
 *
 * @param notes  files skipped because they are not GC logs, and paths passed over on purpose
 * @param errors inputs that could not be read, or were read only in part or found empty of GC events
 */
record InputProblems(List<String> notes, List<String> errors) {
    InputProblems {
        notes = List.copyOf(notes);
        errors = List.copyOf(errors);
    }

    static InputProblems of(RunAnalyzer.Result analysis) {
        return of(analysis, TimeWindow.ALL);
    }

    /** With a time window: a log without events in it is said to have none there, not to lack GC logging. */
    static InputProblems of(RunAnalyzer.Result analysis, TimeWindow window) {
        List<String> notes = new ArrayList<>();
        if (!analysis.skipped().isEmpty()) {
            notes.add(String.format(Locale.ROOT, "skipped %d files that are not GC logs: %s", analysis.skipped().size(),
                    String.join(", ", analysis.skipped())));
        }
        notes.addAll(analysis.notes());
        List<String> errors = new ArrayList<>(analysis.errors());
        analysis.logs().forEach(log -> errors.addAll(errorsOf(log.figures(), window)));
        return new InputProblems(notes, errors);
    }

    /** One log's errors: where its input is damaged (the events before are kept), or that it has no GC events. */
    static List<String> errorsOf(GcSummary log) {
        return errorsOf(log, TimeWindow.ALL);
    }

    private static List<String> errorsOf(GcSummary log, TimeWindow window) {
        List<String> errors = new ArrayList<>();
        List<Diagnostic> damage = log.diagnostics().samples().stream()
                .filter(d -> Diagnostics.DAMAGE_CODES.contains(d.code())).toList();
        damage.forEach(d -> errors.add(d.location() + ": " + d.message()));
        if (damage.isEmpty() && !log.hasGcEvents()) {
            errors.add(!window.isAll()
                    ? String.format(Locale.ROOT, "%s: no GC events start in the time window (%s); --from and --to are"
                            + " seconds of JVM uptime, or from the log's first time stamp when it has no uptime",
                            String.join(", ", log.inputs()), describe(window))
                    : NoEventsHint.message(log));
        }
        return errors;
    }

    private static String describe(TimeWindow window) {
        List<String> bounds = new ArrayList<>();
        window.fromSeconds().ifPresent(s -> bounds.add("from " + Units.duration(s * 1e3)));
        window.toSeconds().ifPresent(s -> bounds.add("before " + Units.duration(s * 1e3)));
        return String.join(" ", bounds);
    }

    /** Each note as {@code tenure: note: PREFIXmessage}. */
    void printNotes(PrintWriter err, String prefix) {
        notes.forEach(note -> err.printf("tenure: note: %s%s%n", prefix, note));
    }

    /** Each error as {@code tenure: error: PREFIXmessage}. */
    void printErrors(PrintWriter err, String prefix) {
        errors.forEach(error -> err.printf("tenure: error: %s%s%n", prefix, error));
    }
}
