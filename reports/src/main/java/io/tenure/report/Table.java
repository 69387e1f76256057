package io.tenure.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A table of a report; also written as {@code <id>.csv}. Cells are {@link String}, {@link Number}
 * or null (a figure that cannot be computed), never a formatted number, so each writer formats
 * numbers its own way (CSV at full precision, HTML and Markdown for reading).
 */
public record Table(String id, String title, List<Column> columns, List<List<Object>> rows) {
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
            copy.add(java.util.Collections.unmodifiableList(new ArrayList<>(row)));
        }
        rows = java.util.Collections.unmodifiableList(copy);
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
