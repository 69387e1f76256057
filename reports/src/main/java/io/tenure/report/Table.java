package io.tenure.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A table of a report; also written as {@code <id>.csv}. Cells are {@link String}, {@link Number}
 * or null (a figure that cannot be computed), never a formatted number, so each writer formats
 * numbers its own way (CSV at full precision, HTML and Markdown for reading).
 *
 * @param tones one per row: whether the row reads as better or worse (a diff's metrics); the
 *              HTML page colours it, the text of the row must say it too (colour alone is not
 *              read by everyone). How it is shown, so {@code report.json} leaves it out.
 */
public record Table(String id, String title, List<Column> columns, List<List<Object>> rows,
                    @JsonIgnore List<Tone> tones) {
    /** How a row reads. */
    public enum Tone {
        PLAIN, BETTER, WORSE
    }

    /** A table whose rows are all {@link Tone#PLAIN}. */
    public Table(String id, String title, List<Column> columns, List<List<Object>> rows) {
        this(id, title, columns, rows, Collections.nCopies(rows.size(), Tone.PLAIN));
    }

    public Table {
        Ids.require(id);
        Objects.requireNonNull(title, "title");
        columns = List.copyOf(columns);
        List<List<Object>> copy = new ArrayList<>();
        for (List<Object> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException(id + ": row has " + row.size() + " cells, table has "
                        + columns.size() + " columns: " + row);
            }
            for (Object cell : row) {
                if (cell != null && !(cell instanceof String) && !(cell instanceof Number)) {
                    throw new IllegalArgumentException(id + ": cells are strings, numbers or null, got " + cell.getClass());
                }
            }
            copy.add(Collections.unmodifiableList(new ArrayList<>(row)));
        }
        rows = Collections.unmodifiableList(copy);
        tones = List.copyOf(tones);
        if (tones.size() != rows.size()) {
            throw new IllegalArgumentException(id + ": " + tones.size() + " tones for " + rows.size() + " rows");
        }
    }

    /**
     * One column.
     *
     * @param unit   e.g. {@code ms}, {@code s/GB}, or empty
     * @param digits significant digits shown to people (CSV and JSON keep every digit)
     */
    public record Column(String name, String unit, int digits) {
        public Column {
            Objects.requireNonNull(name, "name");
            unit = unit == null ? "" : unit;
        }

        public static Column text(String name) {
            return new Column(name, "", 0);
        }

        public static Column number(String name, String unit, int digits) {
            return new Column(name, unit, digits);
        }

        /** The header as people read it: {@code pause (ms)}. */
        public String heading() {
            return unit.isEmpty() ? name : name + " (" + unit + ")";
        }
    }
}
