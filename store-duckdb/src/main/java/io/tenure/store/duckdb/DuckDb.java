package io.tenure.store.duckdb;

import io.tenure.store.Column;
import io.tenure.store.StoreSchema;
import io.tenure.store.Table;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/** The few things every use of DuckDB here does: an in-process database, typed appends, views over a store. */
final class DuckDb {
    private DuckDb() {
    }

    /** A new in-memory database, private to the caller. */
    static DuckDBConnection inMemory() throws IOException {
        try {
            return (DuckDBConnection) DriverManager.getConnection("jdbc:duckdb:");
        } catch (SQLException e) {
            throw new IOException("cannot start DuckDB: " + e.getMessage(), e);
        }
    }

    /** A string as an SQL literal. */
    static String literal(String s) {
        return "'" + s.replace("'", "''") + "'";
    }

    /** Appends one row's values, typed by the table's columns. */
    static <R> void append(DuckDBAppender appender, Table<R> table, R row) throws SQLException {
        List<Column<R>> columns = table.columns();
        appender.beginRow();
        for (Column<R> c : columns) {
            Object v = c.of(row);
            if (v == null) {
                appender.appendNull();
                continue;
            }
            switch (c.type()) {
                case VARCHAR -> appender.append((String) v);
                case INTEGER -> appender.append((int) (Integer) v);
                case BIGINT -> appender.append((long) (Long) v);
                case DOUBLE -> appender.append((double) (Double) v);
                case BOOLEAN -> appender.append((boolean) (Boolean) v);
                case TIMESTAMP -> appender.append(LocalDateTime.ofInstant((Instant) v, ZoneOffset.UTC));
                case LIST_OF_VARCHAR -> appender.append((java.util.Collection<?>) v);
                case MAP_OF_VARCHAR -> appender.append((Map<?, ?>) v);
                default -> throw new AssertionError(c.type());
            }
        }
        appender.endRow();
    }

    /**
     * Views {@code runs}, {@code events} and {@code findings} over the store's Parquet files, each with the
     * partition column {@code ingest_date}; a table with no file yet is an empty table of the same columns.
     */
    static void createViews(Connection connection, StoreDirectory store) throws IOException, SQLException {
        try (Statement s = connection.createStatement()) {
            for (Table<?> table : StoreSchema.TABLES) {
                if (store.hasParts(table)) {
                    s.execute("CREATE VIEW " + table.name() + " AS SELECT * FROM read_parquet("
                            + literal(store.glob(table)) + ", hive_partitioning = true, union_by_name = true)");
                } else {
                    String ddl = table.createTableSql(table.name());
                    s.execute(ddl.substring(0, ddl.length() - 1) + ", " + StoreSchema.PARTITION + " DATE)");
                }
            }
        }
    }
}
