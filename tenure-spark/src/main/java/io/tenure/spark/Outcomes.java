package io.tenure.spark;

import io.tenure.spark.IngestJob.IngestSummary;
import io.tenure.spark.StoreRow.Kind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What became of each log of a run, gathered on the driver before any table is written, and which
 * logs' rows are written: every log read to its end, once per content (two copies of one log, a
 * file and its copy in an archive say, are stored once: the one whose files come first by name,
 * as {@code tenure ingest} keeps the first it reads).
 *
 * @param rows the rows of the logs kept in runs, events and findings
 */
record Outcomes(Set<String> kept, int logs, long[] rows, List<String> known, List<String> duplicates, List<String> skipped,
                List<String> errors) {

    /** How a table row or a {@link Kind#LOG} outcome names its log: content and name. */
    static String key(StoreRow row) {
        return row.logId() + "\u0000" + row.source();
    }

    static Outcomes of(List<StoreRow> outcomes) {
        Map<String, StoreRow> first = new LinkedHashMap<>();
        List<StoreRow> read = outcomes.stream().filter(o -> o.kind() == Kind.LOG)
                .sorted(Comparator.comparing(StoreRow::message)).toList();
        List<String> duplicates = new ArrayList<>();
        for (StoreRow log : read) {
            StoreRow kept = first.putIfAbsent(log.logId(), log);
            if (kept != null) {
                duplicates.add(log.source() + ": the same log as " + kept.source() + ", stored once");
            }
        }
        Set<String> kept = new HashSet<>();
        long[] rows = new long[3];
        for (StoreRow log : first.values()) {
            kept.add(key(log));
            for (int i = 0; i < rows.length; i++) {
                rows[i] += (Long) log.values().get(i);
            }
        }
        return new Outcomes(kept, first.size(), rows, names(outcomes, Kind.KNOWN), duplicates, names(outcomes, Kind.SKIPPED),
                outcomes.stream().filter(o -> o.kind() == Kind.ERROR).map(StoreRow::message).sorted().toList());
    }

    private static List<String> names(List<StoreRow> outcomes, Kind kind) {
        return outcomes.stream().filter(o -> o.kind() == kind).map(StoreRow::source).sorted().toList();
    }

    IngestSummary summary(String date) {
        return new IngestSummary(logs, rows[0], rows[1], rows[2], date, known, duplicates, skipped, errors);
    }
}
