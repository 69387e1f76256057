package io.tenure.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What reading a group yields, one item at a time: a row of one of the store's tables, or what
 * became of a log (read, already in the store, not a GC log, failed).
 *
 * @param kind    which
 * @param logId   the log's content hash; null for {@link Kind#SKIPPED} and {@link Kind#ERROR}
 * @param source  the log's name (tenure's name of the file or rotated set)
 * @param values  a table row's values in column order ({@code io.tenure.store.Table#values}); for
 *                {@link Kind#LOG}, its rows in runs, events and findings (longs); empty otherwise
 * @param message for {@link Kind#ERROR}: what went wrong, naming the file; for {@link Kind#LOG}: the
 *                smallest name among its files ({@link GroupReader#firstName}); else empty
 */
record StoreRow(Kind kind, String logId, String source, List<Object> values, String message) implements Serializable {
    private static final long serialVersionUID = 1L;

    enum Kind {
        RUN, EVENT, FINDING,
        /** A log read to its end: its rows are complete. */
        LOG,
        /** A log whose content the store holds already. */
        KNOWN,
        /** A listed file that is not a GC log. */
        SKIPPED,
        ERROR
    }

    StoreRow {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(source, "source");
        values = values.isEmpty() ? List.of() : Collections.unmodifiableList(new ArrayList<>(values));
        Objects.requireNonNull(message, "message");
    }

    static StoreRow row(Kind table, String logId, String source, List<Object> values) {
        return new StoreRow(table, logId, source, values, "");
    }

    static StoreRow outcome(Kind kind, String logId, String source) {
        return new StoreRow(kind, logId, source, List.of(), "");
    }

    static StoreRow error(String source, String message) {
        return new StoreRow(Kind.ERROR, null, source, List.of(), message);
    }

    boolean isTableRow() {
        return kind == Kind.RUN || kind == Kind.EVENT || kind == Kind.FINDING;
    }
}
