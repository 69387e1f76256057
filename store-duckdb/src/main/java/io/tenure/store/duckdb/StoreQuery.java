package io.tenure.store.duckdb;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.duckdb.DuckDBConnection;

/**
 * SQL over a store: DuckDB in process, with the views {@code runs}, {@code events} and {@code findings}
 * over its Parquet files ({@code ingest_date} the partition column). Nothing is copied: each query
 * reads the files it needs.
 */
public final class StoreQuery implements AutoCloseable {
    /** DuckDB's error classes that mean the query itself is wrong (exit 2), as its messages begin. */
    private static final Set<String> QUERY_ERRORS = Set.of("Parser", "Binder", "Catalog", "Syntax", "Not implemented");

    private final DuckDBConnection db;

    private StoreQuery(DuckDBConnection db) {
        this.db = db;
    }

    /** Opens the store at {@code dir} for queries. */
    public static StoreQuery open(Path dir) throws IOException {
        StoreDirectory store = StoreDirectory.open(dir);
        DuckDBConnection db = DuckDb.inMemory();
        try {
            DuckDb.createViews(db, store);
        } catch (SQLException | IOException | RuntimeException e) {
            IOException failure = e instanceof IOException io ? io
                    : new IOException("cannot read the store " + dir + ": " + e.getMessage(), e);
            try {
                db.close();
            } catch (SQLException suppressed) {
                failure.addSuppressed(suppressed);
            }
            throw failure;
        }
        return new StoreQuery(db);
    }

    /**
     * A query's answer: column names and types, and rows of Java values (null, String, Boolean, Long,
     * Double, BigDecimal, BigInteger, LocalDate, java.time.Instant for timestamps, List, Map).
     */
    public record Answer(List<String> columns, List<String> types, List<List<Object>> rows) {
        public Answer {
            columns = List.copyOf(columns);
            types = List.copyOf(types);
            rows = List.copyOf(rows);
        }
    }

    /**
     * Runs one SQL statement.
     *
     * @throws StoreException with DuckDB's message: {@link StoreException#usage()} when the query is wrong
     */
    public Answer run(String sql) throws StoreException {
        try (Statement s = db.createStatement()) {
            if (!s.execute(sql)) {
                return new Answer(List.of("rows"), List.of("BIGINT"), List.of(List.of((long) s.getUpdateCount())));
            }
            try (ResultSet r = s.getResultSet()) {
                ResultSetMetaData md = r.getMetaData();
                List<String> columns = new ArrayList<>();
                List<String> types = new ArrayList<>();
                for (int i = 1; i <= md.getColumnCount(); i++) {
                    columns.add(md.getColumnLabel(i));
                    types.add(md.getColumnTypeName(i));
                }
                List<List<Object>> rows = new ArrayList<>();
                while (r.next()) {
                    List<Object> row = new ArrayList<>(columns.size());
                    for (int i = 1; i <= columns.size(); i++) {
                        row.add(value(r.getObject(i)));
                    }
                    rows.add(row);
                }
                return new Answer(columns, types, rows);
            }
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    private static StoreException failed(SQLException e) {
        String message = String.valueOf(e.getMessage()).strip();
        String kind = message.contains(" Error:") ? message.substring(0, message.indexOf(" Error:")) : "";
        boolean usage = QUERY_ERRORS.contains(kind.strip());
        return new StoreException("query: " + message.lines().findFirst().orElse(message)
                + detail(message), usage, e);
    }

    /** DuckDB's lines after the first (a caret under the bad token, a hint), indented. */
    private static String detail(String message) {
        List<String> lines = message.lines().skip(1).filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? "" : "\n  " + String.join("\n  ", lines);
    }

    /** JDBC's value as a plain Java value. */
    static Object value(Object v) throws SQLException {
        if (v instanceof Timestamp t) {
            return t.toLocalDateTime().toInstant(ZoneOffset.UTC);
        }
        if (v instanceof java.time.LocalDateTime t) {
            return t.toInstant(ZoneOffset.UTC);
        }
        if (v instanceof java.sql.Date d) {
            return d.toLocalDate();
        }
        if (v instanceof LocalDate || v == null || v instanceof String || v instanceof Number || v instanceof Boolean) {
            return v;
        }
        if (v instanceof Array a) {
            List<Object> list = new ArrayList<>();
            for (Object o : (Object[]) a.getArray()) {
                list.add(value(o));
            }
            return list;
        }
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                map.put(String.valueOf(e.getKey()), value(e.getValue()));
            }
            return map;
        }
        if (v instanceof Object[] array) {
            return value(Arrays.asList(array));
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            for (Object o : list) {
                out.add(value(o));
            }
            return out;
        }
        return v.toString();
    }

    @Override
    public void close() throws StoreException {
        try {
            db.close();
        } catch (SQLException e) {
            throw new StoreException("cannot close DuckDB: " + e.getMessage(), false, e);
        }
    }
}
