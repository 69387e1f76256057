package io.tenure.spark;

import io.tenure.spark.StoreRow.Kind;
import io.tenure.store.Column;
import io.tenure.store.ColumnType;
import io.tenure.store.StoreSchema;
import io.tenure.store.Table;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.TaskCompletionListener;

/**
 * {@code tenure ingest} on Spark: lists the logs on the driver ({@link FleetListing}), reads each
 * group of files inside an executor with tenure's parser ({@link GroupReader}), and appends the
 * store's three tables as Parquet under {@code STORE/runs}, {@code STORE/events} and
 * {@code STORE/findings}, partitioned by ingest date ({@code ingest_date=YYYY-MM-DD}), with the
 * schema {@code tenure-store/1}: the store {@code tenure ingest} and {@code tenure query} read.
 *
 * <p>A log is parsed once: its rows are kept on the executors' disks until all three tables are
 * written. A log whose content the store holds already is not parsed; two copies of one log in
 * the same run are stored once. Per-log problems are reported and the other logs are written
 * (exit status 1); arguments that are wrong exit with 2.
 */
public final class IngestJob {
    /** Tasks per core of the cluster: enough for the large logs to even out, few enough to cost little each. */
    static final int TASKS_PER_CORE = 4;

    private IngestJob() {
    }

    public static void main(String[] args) {
        IngestOptions options;
        try {
            options = IngestOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("tenure-spark: " + e.getMessage());
            System.err.println(IngestOptions.USAGE);
            System.exit(2);
            return;
        }
        SparkSession spark = SparkSession.builder().appName("tenure ingest").getOrCreate();
        int status;
        try {
            IngestSummary summary = run(spark, options, Instant.now());
            summary.print(System.out, options.store());
            summary.errors().forEach(e -> System.err.println("tenure-spark: " + e));
            status = summary.errors().isEmpty() ? 0 : 1;
        } catch (IOException e) {
            System.err.println("tenure-spark: " + e.getMessage());
            status = 1;
        } finally {
            spark.stop();
        }
        System.exit(status);
    }

    /**
     * Ingests the logs {@code options} name into its store; rows carry {@code ingestedAt}.
     *
     * @throws java.io.FileNotFoundException naming an input that matches nothing
     * @throws IOException                   when the store cannot be read or is of another schema version
     */
    public static IngestSummary run(SparkSession spark, IngestOptions options, Instant ingestedAt) throws IOException {
        Configuration hadoop = spark.sparkContext().hadoopConfiguration();
        StoreLayout store = new StoreLayout(options.store(), hadoop);
        store.checkVersion();
        List<LogGroup> groups = FleetListing.groups(options.inputs(), hadoop);
        Set<String> known = store.knownLogIds(spark);
        GroupReader reader = new GroupReader(HadoopConf.of(hadoop), options.labels(), options.labelsFrom(), ingestedAt,
                version(), known, false);
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<List<LogGroup>> partitions = deal(groups, context.defaultParallelism() * TASKS_PER_CORE);
        JavaRDD<StoreRow> rows = context.parallelize(partitions, Math.max(1, partitions.size()))
                .mapPartitions(part -> read(reader, part))
                .persist(StorageLevel.DISK_ONLY());
        try {
            Outcomes outcomes = Outcomes.of(rows.filter(r -> !r.isTableRow()).collect());
            Broadcast<Set<String>> kept = context.broadcast(outcomes.kept());
            String date = LocalDate.ofInstant(ingestedAt, ZoneOffset.UTC).toString();
            store.prepareWrite();
            for (Table<?> table : StoreSchema.TABLES) {
                Kind kind = kind(table);
                List<ColumnType> types = table.columns().stream().map(Column::type).toList();
                JavaRDD<Row> tableRows = rows.filter(r -> r.kind() == kind && kept.value().contains(Outcomes.key(r)))
                        .map(r -> row(types, r.values(), date));
                spark.createDataFrame(tableRows, SparkColumns.partitioned(table)).write().mode(SaveMode.Append)
                        .partitionBy(StoreSchema.PARTITION).parquet(store.table(table));
            }
            store.writeVersion();
            return outcomes.summary(date);
        } finally {
            rows.unpersist(false);
        }
    }

    /** Groups dealt round-robin (they come largest first), so that each partition gets a share of large and small ones. */
    static List<List<LogGroup>> deal(List<LogGroup> groups, int partitions) {
        int n = Math.max(1, Math.min(groups.size(), partitions));
        List<List<LogGroup>> dealt = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            dealt.add(new ArrayList<>());
        }
        for (int i = 0; i < groups.size(); i++) {
            dealt.get(i % n).add(groups.get(i));
        }
        return dealt;
    }

    private static Iterator<StoreRow> read(GroupReader reader, Iterator<List<LogGroup>> partition) {
        List<LogGroup> groups = new ArrayList<>();
        partition.forEachRemaining(groups::addAll);
        return new Iterator<>() {
            private int next;
            private Pump<StoreRow> current;

            @Override
            public boolean hasNext() {
                while (current == null || !current.hasNext()) {
                    if (next == groups.size()) {
                        return false;
                    }
                    Pump<StoreRow> pump = reader.rows(groups.get(next++));
                    TaskContext task = TaskContext.get();
                    if (task != null) {
                        task.addTaskCompletionListener((TaskCompletionListener) t -> pump.close());
                    }
                    current = pump;
                }
                return true;
            }

            @Override
            public StoreRow next() {
                hasNext();
                return current.next();
            }
        };
    }

    private static Row row(List<ColumnType> types, List<Object> values, String date) {
        Object[] cells = new Object[types.size() + 1];
        for (int i = 0; i < types.size(); i++) {
            cells[i] = SparkColumns.external(types.get(i), values.get(i));
        }
        cells[types.size()] = date;
        return RowFactory.create(cells);
    }

    static Kind kind(Table<?> table) {
        if (table == StoreSchema.RUNS) {
            return Kind.RUN;
        }
        if (table == StoreSchema.EVENTS) {
            return Kind.EVENT;
        }
        if (table == StoreSchema.FINDINGS) {
            return Kind.FINDING;
        }
        throw new AssertionError(table.name());
    }

    /** The version written in {@code runs.tenure_version}: this jar's. */
    static String version() {
        Properties properties = new Properties();
        try (var in = IngestJob.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("version.properties in tenure-spark.jar", e);
        }
        return properties.getProperty("version", "unknown");
    }

    /** What a run did, for the driver's output. */
    public record IngestSummary(int logs, long runs, long events, long findings, String ingestDate, List<String> known,
                                List<String> duplicates, List<String> skipped, List<String> errors) {
        public IngestSummary {
            known = List.copyOf(known);
            duplicates = List.copyOf(duplicates);
            skipped = List.copyOf(skipped);
            errors = List.copyOf(errors);
        }

        void print(PrintStream out, String store) {
            known.forEach(k -> out.println(k + ": already in the store, skipped"));
            duplicates.forEach(out::println);
            skipped.forEach(s -> out.println(s + ": not a GC log, skipped"));
            out.printf(Locale.ROOT, "%d logs ingested into %s (ingest_date=%s): %d runs, %d events, %d findings;"
                    + " %d already in the store, %d not GC logs, %d failed%n", logs, store, ingestDate, runs, events,
                    findings, known.size(), skipped.size(), errors.size());
        }
    }
}
