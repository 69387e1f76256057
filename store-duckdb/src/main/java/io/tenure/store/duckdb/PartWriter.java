package io.tenure.store.duckdb;

import io.tenure.io.AtomicFiles;
import io.tenure.store.EventRow;
import io.tenure.store.FindingRow;
import io.tenure.store.LogRows;
import io.tenure.store.RunRow;
import io.tenure.store.StoreSchema;
import io.tenure.store.Table;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Stages the rows of the logs one ingest thread reads in a DuckDB database of its own, and writes
 * them out as one Parquet part file per table ({@link #commit}). A log that fails half-way is
 * taken out again ({@link #discard}), so that only whole logs reach the store.
 *
 * <p>Commit order: events, then findings, then runs. A log is in the store when its {@code runs}
 * rows are (that is what the next ingest looks for), so a crash between two files leaves at most rows
 * that the next ingest of the same log writes again, never a log that is marked present but incomplete.
 */
final class PartWriter implements Closeable {
    private final StoreDirectory store;
    private final LocalDate ingestDate;
    private final Path staging;
    private final DuckDBConnection db;
    private DuckDBAppender events;
    private long stagedEvents;
    private long stagedRuns;

    PartWriter(StoreDirectory store, LocalDate ingestDate) throws IOException {
        this.store = store;
        this.ingestDate = ingestDate;
        this.staging = store.dir().resolve(".staging").resolve(UUID.randomUUID().toString());
        Files.createDirectories(staging);
        this.db = DuckDb.inMemory();
        try (Statement s = db.createStatement()) {
            // past its memory budget, a large batch spills here rather than failing
            s.execute("SET temp_directory = " + DuckDb.literal(staging.toAbsolutePath().toString()));
            for (Table<?> table : StoreSchema.TABLES) {
                s.execute(table.createTableSql(table.name()));
            }
            events = db.createAppender(DuckDBConnection.DEFAULT_SCHEMA, StoreSchema.EVENTS.name());
        } catch (SQLException e) {
            throw new IOException("cannot prepare the store's tables in DuckDB: " + e.getMessage(), e);
        }
    }

    /** The events sink of {@link LogRows#read}. */
    void event(EventRow row) throws IOException {
        try {
            DuckDb.append(events, StoreSchema.EVENTS, row);
            stagedEvents++;
        } catch (SQLException e) {
            throw new IOException("cannot stage an event of " + row.event().source().file() + ": " + e.getMessage(), e);
        }
    }

    /** The runs and findings of a log whose events were all staged. */
    void log(LogRows rows) throws IOException {
        try (DuckDBAppender runs = db.createAppender(DuckDBConnection.DEFAULT_SCHEMA, StoreSchema.RUNS.name());
             DuckDBAppender findings = db.createAppender(DuckDBConnection.DEFAULT_SCHEMA, StoreSchema.FINDINGS.name())) {
            for (RunRow run : rows.runs()) {
                DuckDb.append(runs, StoreSchema.RUNS, run);
                stagedRuns++;
            }
            for (FindingRow finding : rows.findings()) {
                DuckDb.append(findings, StoreSchema.FINDINGS, finding);
            }
        } catch (SQLException e) {
            throw new IOException("cannot stage the runs of " + rows.analysis().figures().inputs() + ": " + e.getMessage(), e);
        }
    }

    /** Takes out whatever was staged of the log {@code logId} (its events, when it failed while they streamed). */
    void discard(String logId) throws IOException {
        try {
            events.flush();
            for (Table<?> table : StoreSchema.TABLES) {
                try (PreparedStatement delete = db.prepareStatement("DELETE FROM " + table.name()
                        + " WHERE starts_with(run_id, ?)")) {
                    delete.setString(1, logId.substring(0, 16) + "-");
                    int deleted = delete.executeUpdate();
                    if (table == StoreSchema.EVENTS) {
                        stagedEvents -= deleted;
                    }
                }
            }
        } catch (SQLException e) {
            throw new IOException("cannot discard a failed log's rows: " + e.getMessage(), e);
        }
    }

    long stagedEvents() {
        return stagedEvents;
    }

    /** Writes the staged rows as one part file per table and empties the stage; nothing when nothing is staged. */
    void commit() throws IOException {
        if (stagedRuns == 0) {
            return;
        }
        try {
            events.flush();
            for (Table<?> table : List.of(StoreSchema.EVENTS, StoreSchema.FINDINGS, StoreSchema.RUNS)) {
                write(table);
            }
        } catch (SQLException e) {
            throw new IOException("cannot write the store's Parquet files: " + e.getMessage(), e);
        }
        stagedEvents = 0;
        stagedRuns = 0;
    }

    private void write(Table<?> table) throws SQLException, IOException {
        try (Statement s = db.createStatement()) {
            long rows;
            try (var count = s.executeQuery("SELECT count(*) FROM " + table.name())) {
                count.next();
                rows = count.getLong(1);
            }
            if (rows > 0) {
                String name = StoreDirectory.newPartName();
                Path written = staging.resolve(name);
                s.execute("COPY " + table.name() + " TO " + DuckDb.literal(written.toAbsolutePath().toString())
                        + " (FORMAT parquet, COMPRESSION zstd)");
                AtomicFiles.write(store.partition(table, ingestDate).resolve(name), out -> Files.copy(written, out));
                Files.delete(written);
            }
            s.execute("DELETE FROM " + table.name());
        }
    }

    @Override
    public void close() throws IOException {
        try {
            events.close();
            db.close();
        } catch (SQLException e) {
            throw new IOException("cannot close DuckDB: " + e.getMessage(), e);
        } finally {
            deleteTree(staging);
        }
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
