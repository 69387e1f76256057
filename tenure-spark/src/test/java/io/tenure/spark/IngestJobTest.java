package io.tenure.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.spark.IngestJob.IngestSummary;
import io.tenure.store.Labels;
import io.tenure.store.LogRows;
import io.tenure.store.StoreSchema;
import io.tenure.store.Table;
import io.tenure.store.duckdb.Ingest;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job in {@code local[2]} on the whole vendored corpus (30 MB, 120 logs: every format tenure
 * reads, a log stored twice) and on the rotated sets, gzip and zip fixtures, against the rows the
 * store's own extraction ({@link LogRows}, which {@code tenure ingest} writes) gives for the same
 * files: the same rows in each table, ingest timestamps aside.
 */
class IngestJobTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"))
            .toAbsolutePath().normalize();
    private static final Path CORPUS = FIXTURES.resolve("corpus");
    private static final Path SETS = FIXTURES.resolve("gclogs/sets");
    private static final Instant INGESTED_AT = Instant.parse("2026-11-28T01:02:03.456Z");
    private static final List<String> LABELS = List.of("environment=test");
    private static final String LABELS_FROM = "fixtures/(?<service>[^/]+)/(?<pod>[^/]+)/";
    /** Written by each writer at its own time. */
    private static final List<String> INGEST_TIME = List.of("ingested_at");

    @TempDir
    static Path scratch;
    private static SparkSession spark;
    private static Path store;
    private static IngestSummary first;

    @BeforeAll
    static void ingestOnce() throws IOException {
        spark = LocalSpark.start("local[2]", scratch);
        store = scratch.resolve("store");
        first = IngestJob.run(spark, options(store), INGESTED_AT);
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    private static IngestOptions options(Path storeDir) {
        return IngestOptions.parse("--input", CORPUS.toString(), "--input", SETS.toUri().toString(), "--store",
                storeDir.toString(), "--label", LABELS.get(0), "--labels-from", LABELS_FROM);
    }

    @Test
    void theTablesHoldTheRowsTheStoresExtractionGivesForTheSameFiles() throws IOException {
        Expected expected = Expected.of(List.of(CORPUS, SETS));
        assertThat(first.errors()).isEmpty();
        assertThat(first.logs()).isEqualTo(expected.logs).isGreaterThan(100);
        assertThat(first.duplicates()).hasSize(expected.duplicates).anyMatch(d -> d.contains("jdk11_details.log"));
        assertThat(first.skipped()).anyMatch(s -> s.endsWith("SOURCES.md"));
        for (Table<?> table : StoreSchema.TABLES) {
            List<String> actual = lines(store, table);
            List<String> lines = expected.lines.get(table.name());
            assertThat(actual).as(table.name()).hasSameSizeAs(lines);
            assertThat(StoreTables.difference(lines, actual)).as(table.name() + ": rows in one and not the other").isEmpty();
        }
        assertThat(first.events()).isEqualTo(expected.lines.get("events").size());
        assertThat(spark.read().parquet(store.resolve("runs").toString()).select("ingested_at").distinct()
                .collectAsList()).singleElement().extracting(r -> r.get(0)).asString().isEqualTo("2026-11-28T01:02:03.456");
    }

    @Test
    void theStoreIsLaidOutAsTenureIngestLaysItOutWithTheSchemasColumnsAndTypes() throws IOException {
        assertThat(store.resolve(StoreLayout.VERSION_FILE)).hasContent(StoreSchema.VERSION);
        for (Table<?> table : StoreSchema.TABLES) {
            Path partition = store.resolve(table.name()).resolve("ingest_date=2026-11-28");
            try (Stream<Path> files = Files.list(store.resolve(table.name()))) {
                assertThat(files.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")))
                        .containsExactly("ingest_date=2026-11-28");
            }
            try (Stream<Path> files = Files.list(partition)) {
                assertThat(files.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")))
                        .isNotEmpty().allMatch(n -> n.endsWith(".parquet"));
            }
            // Spark reads any Parquet column back as nullable; names and types must match the schema's
            StructType read = spark.read().parquet(store.resolve(table.name()).toString()).schema();
            StructType expected = SparkColumns.partitioned(table);
            assertThat(read.fieldNames()).containsExactly(expected.fieldNames());
            for (int i = 0; i < expected.fields().length - 1; i++) {
                assertThat(read.fields()[i].dataType()).as(expected.fields()[i].name())
                        .isEqualTo(expected.fields()[i].dataType().asNullable());
            }
        }
    }

    @Test
    void aSecondRunFindsEveryLogInTheStoreAndWritesNothing() throws IOException {
        long events = spark.read().parquet(store.resolve("events").toString()).count();
        IngestSummary again = IngestJob.run(spark, options(store), INGESTED_AT.plusSeconds(86_400));
        assertThat(again.logs()).isZero();
        assertThat(again.known()).hasSize(first.logs() + first.duplicates().size());
        assertThat(again.events()).isZero();
        assertThat(spark.read().parquet(store.resolve("events").toString()).count()).isEqualTo(events);
        assertThat(store.resolve("runs").resolve("ingest_date=2026-11-29")).doesNotExist();
    }

    @Test
    void filesOfAnotherFileSystemAreCopiedToTheExecutorAndNamedByTheirUris() throws IOException {
        spark.sparkContext().hadoopConfiguration().set("fs." + RemoteLikeFileSystem.SCHEME + ".impl",
                RemoteLikeFileSystem.class.getName());
        Path remoteStore = scratch.resolve("remote-store");
        String uri = RemoteLikeFileSystem.SCHEME + "://" + SETS;
        IngestSummary summary = IngestJob.run(spark, IngestOptions.parse("--input", uri, "--store", remoteStore.toString(),
                "--label", LABELS.get(0), "--labels-from", LABELS_FROM), INGESTED_AT);
        assertThat(summary.errors()).isEmpty();
        Expected expected = Expected.of(List.of(SETS));
        assertThat(summary.logs()).isEqualTo(expected.logs);
        for (Table<?> table : StoreSchema.TABLES) {
            List<String> names = lines(remoteStore, table);
            assertThat(names).as(table.name()).allMatch(line -> !line.contains(SETS.toString())
                    || line.contains(RemoteLikeFileSystem.SCHEME + ":" + SETS));
            List<String> local = names.stream().map(line -> line.replace(RemoteLikeFileSystem.SCHEME + ":", "")).toList();
            assertThat(StoreTables.difference(expected.lines.get(table.name()), local)).as(table.name()).isEmpty();
        }
    }

    @Test
    void theGclogDataSourceGivesTheEventsTable() throws IOException {
        Expected expected = Expected.of(List.of(SETS));
        var events = spark.read().format("gclog").load(SETS.toString());
        assertThat(events.schema()).isEqualTo(SparkColumns.schema(StoreSchema.EVENTS));
        assertThat(events.where("cpu_user_ms IS NOT NULL AND cpu_real_ms IS NOT NULL").count())
                .as("pauses with [Times: ...] (the CMS series, the G1 rotating set)").isPositive();
        List<String> actual = events.collectAsList().stream().map(r -> StoreTables.line(StoreSchema.EVENTS, r, List.of()))
                .toList();
        assertThat(StoreTables.difference(expected.lines.get("events"), actual)).isEmpty();
        assertThat(actual).hasSameSizeAs(expected.lines.get("events"));
    }

    @Test
    void anInputThatMatchesNothingIsNamed() {
        assertThatThrownBy(() -> IngestJob.run(spark, IngestOptions.parse("--input", scratch.resolve("none/*.log").toString(),
                "--store", scratch.resolve("other").toString()), INGESTED_AT))
                .isInstanceOf(FileNotFoundException.class).hasMessageContaining("none/*.log");
    }

    /**
     * tenure ingest (DuckDB, one machine) and the job (Spark, local[2]) of the same paths write the
     * same rows in each table: only when each was written (and by which build) differs.
     */
    @Test
    void theTablesEqualThoseTenureIngestWrites() throws IOException {
        List<Path> inputs = List.of(CORPUS, SETS);
        Path sparkStore = scratch.resolve("spark-store");
        IngestJob.run(spark, IngestOptions.parse("--input", CORPUS.toString(), "--input", SETS.toString(), "--store",
                sparkStore.toString(), "--label", LABELS.get(0), "--labels-from", LABELS_FROM), INGESTED_AT);
        Path duckStore = scratch.resolve("duckdb-store");
        Ingest.Result local = Ingest.run(duckStore, new Ingest.Request(inputs, Labels.parse(LABELS, LABELS_FROM), 2,
                INGESTED_AT, "ingest"), analysis -> List.of());
        assertThat(local.errors()).isEmpty();
        List<String> leftOut = List.of("ingested_at", "tenure_version");
        for (Table<?> table : StoreSchema.TABLES) {
            List<String> bySpark = lines(sparkStore, table, leftOut);
            List<String> byIngest = lines(duckStore, table, leftOut);
            assertThat(bySpark).as(table.name()).isNotEmpty().hasSameSizeAs(byIngest);
            assertThat(StoreTables.difference(byIngest, bySpark)).as(table.name() + ": rows in one and not the other").isEmpty();
        }
        // the CPU columns compared above hold values, not only nulls
        assertThat(spark.read().parquet(sparkStore.resolve("events").toString()).where("cpu_sys_ms IS NOT NULL").count())
                .isGreaterThan(1000);
        assertThat(spark.read().parquet(sparkStore.resolve("runs").toString()).where("cpu_parallelism > 0").count())
                .isGreaterThan(10);
    }

    /** The table's rows in a store as text, ingest time left out; none where no Parquet file was written. */
    private static List<String> lines(Path storeDir, Table<?> table) throws IOException {
        return lines(storeDir, table, INGEST_TIME);
    }

    private static List<String> lines(Path storeDir, Table<?> table, List<String> leftOut) throws IOException {
        Path dir = storeDir.resolve(table.name());
        boolean written;
        try (Stream<Path> files = Files.exists(dir) ? Files.walk(dir) : Stream.empty()) {
            written = files.anyMatch(f -> f.getFileName().toString().endsWith(".parquet"));
        }
        if (!written) {
            return List.of();
        }
        return spark.read().parquet(dir.toString()).collectAsList().stream().map(r -> StoreTables.line(table, r, leftOut))
                .toList();
    }

    /** The store's rows of some paths, as tenure ingest keeps them: each content once, the first read. */
    private record Expected(int logs, int duplicates, Map<String, List<String>> lines) {
        static Expected of(List<Path> paths) throws IOException {
            Labels labels = Labels.parse(LABELS, LABELS_FROM);
            GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(paths, AnalysisOptions.DEFAULT);
            Map<String, List<String>> lines = new HashMap<>();
            StoreSchema.TABLES.forEach(t -> lines.put(t.name(), new ArrayList<>()));
            Set<String> seen = new HashSet<>();
            int duplicates = 0;
            for (LogSet set : plan.sets()) {
                LogRows.Source source = LogRows.Source.of(set, labels, INGESTED_AT, IngestJob.version());
                if (!seen.add(source.logId())) {
                    duplicates++;
                    continue;
                }
                LogRows rows = LogRows.read(set, plan.formats().get(set), AnalysisOptions.DEFAULT, source, e -> lines
                        .get("events").add(StoreTables.line(StoreSchema.EVENTS, StoreSchema.EVENTS.values(e), List.of())));
                rows.runs().forEach(r -> lines.get("runs").add(StoreTables.line(StoreSchema.RUNS,
                        StoreSchema.RUNS.values(r), INGEST_TIME)));
                rows.findings().forEach(f -> lines.get("findings").add(StoreTables.line(StoreSchema.FINDINGS,
                        StoreSchema.FINDINGS.values(f), List.of())));
            }
            return new Expected(seen.size(), duplicates, lines);
        }
    }
}
