package io.tenure.cli;

import io.tenure.gclog.findings.RunAnalysis;
import java.util.List;

/**
 * What {@code tenure fleet} keeps of one log while the others are read: its rows, one per JVM run
 * with GC events, or, for a log without any, the error that says so (as {@code analyze} says it),
 * so that the log is not dropped from the table without a word.
 *
 * @param noEvents null when the log has rows
 */
record FleetLog(List<FleetRow> rows, String noEvents) {
    FleetLog {
        rows = List.copyOf(rows);
    }

    static FleetLog of(RunAnalysis log) {
        List<FleetRow> rows = FleetRow.of(log);
        return new FleetLog(rows, rows.isEmpty() ? NoEventsHint.message(log.figures()) : null);
    }
}
