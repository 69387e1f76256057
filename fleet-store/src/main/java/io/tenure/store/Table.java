package io.tenure.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One table of the store: its name (also its directory under the store) and its columns in order.
 * The three tables are {@link StoreSchema#RUNS}, {@link StoreSchema#EVENTS} and {@link StoreSchema#FINDINGS}.
 *
 * @param <R> the row record
 */
public record Table<R>(String name, List<Column<R>> columns) {
    public Table {
        Objects.requireNonNull(name, "name");
        columns = List.copyOf(columns);
        if (columns.stream().map(Column::name).distinct().count() != columns.size()) {
            throw new IllegalArgumentException("duplicate column in " + name);
        }
    }

    /** The row's values in column order: null where the column is null; types as {@link ColumnType#javaType()}. */
    public List<Object> values(R row) {
        List<Object> values = new ArrayList<>(columns.size());
        for (Column<R> c : columns) {
            values.add(c.of(row));
        }
        return values;
    }

    public List<String> columnNames() {
        return columns.stream().map(Column::name).toList();
    }

    /** {@code CREATE TABLE name (col TYPE [NOT NULL], ...)} in DuckDB SQL. */
    public String createTableSql(String tableName) {
        StringBuilder sql = new StringBuilder("CREATE TABLE ").append(tableName).append(" (");
        for (int i = 0; i < columns.size(); i++) {
            Column<R> c = columns.get(i);
            sql.append(i == 0 ? "" : ", ").append(c.name()).append(' ').append(c.type().sql())
                    .append(c.nullable() ? "" : " NOT NULL");
        }
        return sql.append(')').toString();
    }
}
