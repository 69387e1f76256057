package io.tenure.store.duckdb;

import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.io.DirectoryLock;
import io.tenure.store.Labels;
import io.tenure.store.LogRows;
import io.tenure.store.StoreSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.duckdb.DuckDBConnection;

/**
 * {@code tenure ingest}: reads the logs among some paths on a few threads and appends their rows to
 * a store, under its lock. A log whose content is in the store already (or appears twice among the
 * inputs) is not read again; a log that fails leaves nothing behind and the others are still stored.
 * Each thread stages its logs' rows and writes them as part files of the partition of the ingest's
 * date, every {@link #BATCH_EVENTS} events and at the end.
 */
public final class Ingest {
    /** Staged events after which a thread writes its part files: bounds the memory of a large ingest. */
    static final long BATCH_EVENTS = 2_000_000;

    private Ingest() {
    }

    /**
     * @param paths         files, directories, archives, {@code -} for standard input: what {@code tenure analyze} reads
     * @param labels        the labels of each log
     * @param threads       logs read at once
     * @param ingestedAt    the ingest's time: its date is the partition
     * @param tenureVersion written in each run row
     */
    public record Request(List<Path> paths, Labels labels, int threads, Instant ingestedAt, String tenureVersion) {
        public Request {
            paths = List.copyOf(paths);
            Objects.requireNonNull(labels, "labels");
            Objects.requireNonNull(ingestedAt, "ingestedAt");
            Objects.requireNonNull(tenureVersion, "tenureVersion");
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1: " + threads);
            }
        }
    }

    public enum Status { STORED, PRESENT, FAILED }

    /**
     * What became of one log.
     *
     * @param name     the log's name (file, rotated set, archive entry)
     * @param status   stored now, present already, or failed
     * @param runs     run rows written
     * @param events   event rows written
     * @param messages why it is present or failed; for a stored log, the problems the caller found in it
     */
    public record LogResult(String name, Status status, int runs, long events, List<String> messages) {
        public LogResult {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(status, "status");
            messages = List.copyOf(messages);
        }
    }

    /**
     * @param logs    every log among the inputs, in input order
     * @param skipped files in directories that are not GC logs
     * @param errors  inputs that could not be resolved (each naming it)
     * @param notes   paths passed over on purpose
     */
    public record Result(List<LogResult> logs, List<String> skipped, List<String> errors, List<String> notes) {
        public Result {
            logs = List.copyOf(logs);
            skipped = List.copyOf(skipped);
            errors = List.copyOf(errors);
            notes = List.copyOf(notes);
        }
    }

    /**
     * Ingests the request's logs into the store at {@code dir}, creating it when it is missing or empty.
     *
     * @param problems what the caller reports of a stored log (damage, no GC events): errors that keep its rows
     * @throws StoreException when the store cannot be used (not a store, another version, locked)
     * @throws java.nio.file.NoSuchFileException when a path does not exist
     */
    public static Result run(Path dir, Request request, Function<RunAnalysis, List<String>> problems) throws IOException {
        StoreDirectory store = StoreDirectory.openOrCreate(dir);
        DirectoryLock lock = DirectoryLock.acquire(dir, holder -> new StoreException(dir
                + " is being written by another tenure ingest" + (holder.isEmpty() ? "" : " (pid " + holder + ")")
                + "; wait for it to finish", false));
        try {
            PartWriter.deleteTree(dir.resolve(".staging")); // what a killed ingest left
            Set<String> known = knownLogs(store);
            GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(request.paths(), AnalysisOptions.DEFAULT);
            LocalDate date = LocalDate.ofInstant(request.ingestedAt(), ZoneOffset.UTC);
            Map<String, String> claimed = new ConcurrentHashMap<>();
            List<PartWriter> writers = new ArrayList<>();
            ThreadLocal<PartWriter> writer = new ThreadLocal<>();
            ExecutorService pool = Executors.newFixedThreadPool(request.threads(), r -> {
                Thread t = new Thread(r, "tenure-ingest");
                t.setDaemon(true);
                return t;
            });
            try {
                List<Future<LogResult>> futures = new ArrayList<>();
                for (LogSet set : plan.sets()) {
                    futures.add(pool.submit(() -> {
                        if (writer.get() == null) {
                            PartWriter w = new PartWriter(store, date);
                            synchronized (writers) {
                                writers.add(w);
                            }
                            writer.set(w);
                        }
                        return one(set, plan, request, known, claimed, writer.get(), problems);
                    }));
                }
                List<LogResult> logs = new ArrayList<>();
                for (Future<LogResult> f : futures) {
                    logs.add(get(f));
                }
                for (PartWriter w : writers) {
                    w.commit();
                }
                return new Result(logs, plan.skipped(), plan.failures().stream().map(Throwable::getMessage).toList(),
                        plan.notes());
            } finally {
                pool.shutdownNow();
                for (PartWriter w : writers) {
                    w.close();
                }
                PartWriter.deleteTree(dir.resolve(".staging"));
            }
        } finally {
            lock.close();
        }
    }

    private static LogResult one(LogSet set, GcLogAnalyzer.Plan plan, Request request, Set<String> known,
                                 Map<String, String> claimed, PartWriter writer,
                                 Function<RunAnalysis, List<String>> problems) throws IOException {
        LogRows.Source source;
        try {
            source = LogRows.Source.of(set, request.labels(), request.ingestedAt(), request.tenureVersion());
        } catch (IOException e) {
            return new LogResult(set.name(), Status.FAILED, 0, 0, List.of(named(set, e)));
        }
        if (known.contains(source.logId())) {
            return new LogResult(set.name(), Status.PRESENT, 0, 0, List.of("already in the store"));
        }
        String first = claimed.putIfAbsent(source.logId(), set.name());
        if (first != null) {
            return new LogResult(set.name(), Status.PRESENT, 0, 0, List.of("same content as " + first));
        }
        long before = writer.stagedEvents();
        LogRows rows;
        try {
            rows = LogRows.read(set, plan.formats().get(set), AnalysisOptions.DEFAULT, source, writer::event);
            writer.log(rows);
        } catch (IOException e) {
            writer.discard(source.logId());
            return new LogResult(set.name(), Status.FAILED, 0, 0, List.of(named(set, e)));
        }
        long events = writer.stagedEvents() - before;
        if (writer.stagedEvents() >= BATCH_EVENTS) {
            writer.commit();
        }
        return new LogResult(set.name(), Status.STORED, rows.runs().size(), events, problems.apply(rows.analysis()));
    }

    private static String named(LogSet set, IOException e) {
        String message = String.valueOf(e.getMessage());
        return message.contains(set.name()) ? message : set.name() + ": " + message;
    }

    private static LogResult get(Future<LogResult> f) throws IOException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException("ingest failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** The content hashes of the logs the store holds. */
    static Set<String> knownLogs(StoreDirectory store) throws IOException {
        Set<String> known = new HashSet<>();
        if (!store.hasParts(StoreSchema.RUNS)) {
            return known;
        }
        try (DuckDBConnection db = DuckDb.inMemory(); Statement s = db.createStatement();
             ResultSet r = s.executeQuery("SELECT DISTINCT log_id FROM read_parquet("
                     + DuckDb.literal(store.glob(StoreSchema.RUNS)) + ")")) {
            while (r.next()) {
                known.add(r.getString(1));
            }
        } catch (SQLException e) {
            throw new IOException("cannot read the logs stored in " + store.dir() + ": " + e.getMessage(), e);
        }
        return known;
    }
}
