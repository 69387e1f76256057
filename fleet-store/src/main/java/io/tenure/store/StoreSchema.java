package io.tenure.store;

import static io.tenure.store.Column.optional;
import static io.tenure.store.Column.required;
import static io.tenure.store.ColumnType.BIGINT;
import static io.tenure.store.ColumnType.BOOLEAN;
import static io.tenure.store.ColumnType.DOUBLE;
import static io.tenure.store.ColumnType.INTEGER;
import static io.tenure.store.ColumnType.LIST_OF_VARCHAR;
import static io.tenure.store.ColumnType.MAP_OF_VARCHAR;
import static io.tenure.store.ColumnType.TIMESTAMP;
import static io.tenure.store.ColumnType.VARCHAR;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.metrics.GcSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The fleet store's schema, version {@value #VERSION}: the tables {@code runs}, {@code events} and
 * {@code findings}, each a directory of Parquet files partitioned by ingest date
 * ({@code runs/ingest_date=2026-11-28/part-UUID.parquet}). Units are in the column names; a figure
 * the log cannot give is null, never 0. Documented in {@code docs/schemas/tenure-store-1.md}; a
 * change that breaks a reader bumps the version.
 */
public final class StoreSchema {
    public static final String VERSION = "tenure-store/1";
    /** The Hive partition column, a directory level of each table ({@code ingest_date=YYYY-MM-DD}), not a column in the files. */
    public static final String PARTITION = "ingest_date";
    /** The store's version file, at its root: one line, {@link #VERSION}. */
    public static final String VERSION_FILE = "tenure-store.version";

    public static final Table<RunRow> RUNS = new Table<>("runs", runColumns());
    public static final Table<EventRow> EVENTS = new Table<>("events", eventColumns());
    public static final Table<FindingRow> FINDINGS = new Table<>("findings", findingColumns());
    public static final List<Table<?>> TABLES = List.of(RUNS, EVENTS, FINDINGS);

    private StoreSchema() {
    }

    /** A table's partition directory below the store's root: {@code runs/ingest_date=2026-11-28}. */
    public static String partition(Table<?> table, java.time.LocalDate ingestDate) {
        return table.name() + "/" + PARTITION + "=" + ingestDate;
    }

    private static List<Column<RunRow>> runColumns() {
        List<Column<RunRow>> c = new ArrayList<>();
        c.add(required("run_id", VARCHAR, "the log's content hash (first 16 hex digits), '-', the run", RunRow::runId));
        c.add(required("log_id", VARCHAR, "SHA-256 of the log's decompressed content (files in stitched order), 64 hex digits", RunRow::logId));
        c.add(required("run", INTEGER, "1-based JVM run in the log (a log with restarts has several)", RunRow::run));
        c.add(required("source", VARCHAR, "the log's name: file, rotated set, or archive!entry", RunRow::source));
        c.add(required("inputs", LIST_OF_VARCHAR, "the files of the run, in stitched order", RunRow::inputs));
        for (String label : Labels.WELL_KNOWN) {
            c.add(optional(label, VARCHAR, "label '" + label + "'", r -> r.labels().get(label)));
        }
        c.add(required("labels", MAP_OF_VARCHAR, "every label of the log (--label, --labels-from)", RunRow::labels));
        c.add(optional("format", VARCHAR, "log format id (hotspot-unified, hotspot-legacy, openj9-xml, jfr, ...)",
                r -> r.figures().format().map(LogFormat::id).orElse(null)));
        c.add(optional("jvm_vendor", VARCHAR, "JVM vendor as the log says", r -> r.figures().jvm().vendor().orElse(null)));
        c.add(optional("jvm_version", VARCHAR, "JVM version as the log says", r -> r.figures().jvm().version().orElse(null)));
        c.add(optional("collector", VARCHAR, "GC algorithm (G1, Parallel, ZGC, ...)", r -> r.figures().jvm().collector().orElse(null)));
        c.add(optional("started_by", VARCHAR, "what started the run: log start, uptime reset, new JVM header",
                r -> r.figures().run().map(GcSummary.RunInfo::startedBy).orElse(null)));
        c.add(required("gc_events", BOOLEAN, "whether the run has a GC pause or concurrent phase (tenure fleet lists only these)",
                r -> r.figures().hasGcEvents()));
        c.add(required("events", BIGINT, "rows of the run in events", r -> r.span().events()));
        c.add(optional("max_heap_bytes", BIGINT, "largest heap capacity the log shows",
                r -> nullable(r.figures().heap().maxHeapCapacityBytes())));
        c.add(optional("first_time", TIMESTAMP, "wall clock (UTC) at the start of the first event",
                r -> time(r.span().firstEpochMillis())));
        c.add(optional("last_time", TIMESTAMP, "wall clock (UTC) at the end of the last event",
                r -> time(r.span().lastEpochMillis())));
        c.add(optional("first_uptime_s", DOUBLE, "JVM uptime at the first event", r -> nullable(r.span().firstUptimeSeconds())));
        c.add(optional("last_uptime_s", DOUBLE, "JVM uptime at the end of the last event", r -> nullable(r.span().lastUptimeSeconds())));
        c.add(optional("elapsed_s", DOUBLE, "time the log covers, first to last time stamp", r -> nullable(r.figures().elapsedSeconds())));
        c.add(required("pauses", BIGINT, "stop-the-world GC pauses", r -> r.figures().pauses().count()));
        c.add(required("pause_total_ms", DOUBLE, "sum of the pauses", r -> r.figures().pauses().totalMs()));
        pauseStatistic(c, "pause_mean_ms", "mean pause", GcSummary.PauseStats::meanMs);
        pauseStatistic(c, "pause_p50_ms", "median pause", GcSummary.PauseStats::p50Ms);
        pauseStatistic(c, "pause_p90_ms", "90th percentile pause", GcSummary.PauseStats::p90Ms);
        pauseStatistic(c, "pause_p99_ms", "99th percentile pause", GcSummary.PauseStats::p99Ms);
        pauseStatistic(c, "pause_p999_ms", "99.9th percentile pause", GcSummary.PauseStats::p999Ms);
        pauseStatistic(c, "pause_max_ms", "longest pause", GcSummary.PauseStats::maxMs);
        c.add(optional("overhead_pct", DOUBLE, "GC overhead: pause time / elapsed time x 100", r -> nullable(r.figures().overheadPercent())));
        c.add(optional("throughput_pct", DOUBLE, "100 - overhead", r -> nullable(r.figures().throughputPercent())));
        c.add(optional("allocation_mibps", DOUBLE, "allocation rate, MiB (2^20 bytes) per second", r -> nullable(r.figures().allocationRateMBps())));
        c.add(optional("promotion_mibps", DOUBLE, "promotion rate, MiB per second", r -> nullable(r.figures().promotionRateMBps())));
        c.add(required("survival_collections", BIGINT, "young collections that gave a survival figure", r -> r.figures().survival().youngCollections()));
        c.add(optional("survival_median", DOUBLE, "median survival rate (DESIGN.md)", r -> nullable(r.figures().survival().median())));
        c.add(optional("survival_mean", DOUBLE, "mean survival rate", r -> nullable(r.figures().survival().mean())));
        c.add(optional("copy_survival_median", DOUBLE, "median copy survival", r -> nullable(r.figures().survival().copyMedian())));
        c.add(required("young_collections", BIGINT, "young collections", r -> r.figures().collections().young()));
        c.add(required("mixed_collections", BIGINT, "mixed collections", r -> r.figures().collections().mixed()));
        c.add(required("full_collections", BIGINT, "full collections", r -> r.figures().collections().full()));
        c.add(required("concurrent_cycles", BIGINT, "concurrent cycles", r -> r.figures().collections().concurrentCycles()));
        c.add(optional("peak_heap_after_gc_bytes", BIGINT, "highest heap occupancy left after a collection",
                r -> nullable(r.figures().heap().peakHeapAfterGcBytes())));
        c.add(required("live_set_collections", BIGINT, "full and mixed collections that logged the heap after them",
                r -> r.span().liveSetCollections()));
        c.add(optional("live_set_last_bytes", BIGINT, "heap after the last full or mixed collection", r -> nullable(r.span().liveSetLastBytes())));
        c.add(optional("live_set_max_bytes", BIGINT, "largest heap after a full or mixed collection", r -> nullable(r.span().liveSetMaxBytes())));
        c.add(optional("live_set_slope_bytes_per_hour", DOUBLE, "least-squares trend of the live set over run time (3 collections or more)",
                r -> nullable(r.span().liveSetSlopeBytesPerHour())));
        c.add(required("findings_critical", BIGINT, "the log's critical findings", r -> r.findings().critical()));
        c.add(required("findings_warning", BIGINT, "the log's warnings", r -> r.findings().warning()));
        c.add(required("findings_info", BIGINT, "the log's informational findings", r -> r.findings().info()));
        c.add(required("unparsed_lines", BIGINT, "lines of the log tenure did not understand", r -> r.figures().diagnostics().unparsedLines()));
        c.add(required("ingested_at", TIMESTAMP, "when the row was written (UTC)", RunRow::ingestedAt));
        c.add(required("tenure_version", VARCHAR, "the tenure version that wrote the row", RunRow::tenureVersion));
        // added within tenure-store/1, after the columns above: nullable, as parts written before them read them as null
        c.add(optional("cpu_collections", BIGINT, "pauses that logged CPU times ([Times: ...] or gc,cpu lines)",
                r -> r.figures().cpu().collections()));
        cpuTotal(c, "cpu_user_ms", "GC threads' user CPU time", GcSummary.CpuStats::userMs);
        cpuTotal(c, "cpu_sys_ms", "GC threads' kernel CPU time", GcSummary.CpuStats::sysMs);
        cpuTotal(c, "cpu_real_ms", "real (wall-clock) time", GcSummary.CpuStats::realMs);
        c.add(optional("cpu_parallelism", DOUBLE, "(user + sys) / real over those pauses: GC threads busy on average",
                r -> nullable(r.figures().cpu().parallelism())));
        return c;
    }

    private static void pauseStatistic(List<Column<RunRow>> c, String name, String what,
                                       Function<GcSummary.PauseStats, OptionalDouble> statistic) {
        c.add(optional(name, DOUBLE, what + " (null without pauses)", r -> nullable(statistic.apply(r.figures().pauses()))));
    }

    private static void cpuTotal(List<Column<RunRow>> c, String name, String what,
                                 Function<GcSummary.CpuStats, OptionalDouble> total) {
        c.add(optional(name, DOUBLE, what + ", summed over the pauses that logged it (null when none did)",
                r -> nullable(total.apply(r.figures().cpu()))));
    }

    private static List<Column<EventRow>> eventColumns() {
        List<Column<EventRow>> c = new ArrayList<>();
        c.add(required("run_id", VARCHAR, "the run (runs.run_id)", EventRow::runId));
        c.add(required("file", VARCHAR, "the log file the event is in", e -> e.event().source().file()));
        c.add(required("line", BIGINT, "1-based line in the file (JFR: event index)", e -> e.event().source().line()));
        c.add(optional("time", TIMESTAMP, "wall clock (UTC) at the start of the event", e -> time(e.event().start().epochMillis())));
        c.add(optional("uptime_s", DOUBLE, "JVM uptime at the start of the event", e -> nullable(e.event().start().uptimeSeconds())));
        c.add(optional("run_s", DOUBLE, "seconds since the run's first time stamp", e -> finite(e.runSeconds())));
        c.add(optional("gc_id", BIGINT, "the collection's GC(n) id, when logged", e -> nullable(e.event().gcId())));
        c.add(required("kind", VARCHAR, "young, mixed, full, initial-mark, remark, cleanup, other-pause, concurrent, safepoint",
                e -> e.kind().label()));
        c.add(optional("name", VARCHAR, "the log's words for the pause or phase; the safepoint's operation", e -> e.name().orElse(null)));
        c.add(optional("cause", VARCHAR, "why the pause ran (G1 Evacuation Pause, Allocation Failure, ...)", e -> e.cause().orElse(null)));
        c.add(optional("duration_ms", DOUBLE, "pause, phase, or time stopped at the safepoint", e -> nullable(e.durationMs())));
        c.add(required("pause", BOOLEAN, "whether the event is a stop-the-world GC pause", e -> e.kind().isPause()));
        c.add(required("concurrent_start", BOOLEAN, "a young pause that also starts concurrent marking", EventRow::concurrentStart));
        memory(c, "heap", EventRow::heap);
        memory(c, "young", EventRow::young);
        memory(c, "old", EventRow::old);
        c.add(optional("time_to_safepoint_ms", DOUBLE, "safepoints: time to bring the threads to it", e -> nullable(e.timeToSafepointMs())));
        // added within tenure-store/1, after the columns above: nullable, as parts written before them read them as null
        cpu(c, "cpu_user_ms", "GC threads' user CPU time, summed over the threads", CpuTime::userMs);
        cpu(c, "cpu_sys_ms", "GC threads' kernel CPU time, summed over the threads", CpuTime::sysMs);
        cpu(c, "cpu_real_ms", "the collection's wall-clock time as its CPU line gives it", CpuTime::realMs);
        return c;
    }

    private static void memory(List<Column<EventRow>> c, String area, Function<EventRow, Optional<MemoryChange>> change) {
        c.add(optional(area + "_before_bytes", BIGINT, area + " occupancy before the pause",
                e -> change.apply(e).map(MemoryChange::beforeBytes).orElse(null)));
        c.add(optional(area + "_after_bytes", BIGINT, area + " occupancy after the pause",
                e -> change.apply(e).map(MemoryChange::afterBytes).orElse(null)));
        c.add(optional(area + "_capacity_bytes", BIGINT, area + " capacity after the pause",
                e -> change.apply(e).map(m -> nullable(m.capacityBytes())).orElse(null)));
    }

    private static void cpu(List<Column<EventRow>> c, String name, String what, Function<CpuTime, Double> time) {
        c.add(optional(name, DOUBLE, "pauses: " + what + " ([Times: ...], gc,cpu), when logged",
                e -> e.cpu().map(time).orElse(null)));
    }

    private static List<Column<FindingRow>> findingColumns() {
        List<Column<FindingRow>> c = new ArrayList<>();
        c.add(required("run_id", VARCHAR, "the run (runs.run_id)", FindingRow::runId));
        c.add(required("log_id", VARCHAR, "the log (runs.log_id)", FindingRow::logId));
        c.add(required("rank", INTEGER, "1-based place in the log's ranking, most severe first", FindingRow::rank));
        c.add(required("code", VARCHAR, "the rule (docs/FINDINGS.md), e.g. long-pause", f -> f.finding().code()));
        c.add(required("severity", VARCHAR, "critical, warning or info", f -> f.finding().severity().label()));
        c.add(required("title", VARCHAR, "what was found, with its headline figure", f -> f.finding().title()));
        c.add(optional("file", VARCHAR, "file of the first (most telling) evidence",
                f -> f.finding().evidence().isEmpty() ? null : f.finding().evidence().get(0).file()));
        c.add(optional("line", BIGINT, "line of the first evidence, when it is a line",
                f -> f.finding().evidence().isEmpty() ? null : nullable(f.finding().evidence().get(0).line())));
        c.add(required("evidence", LIST_OF_VARCHAR, "every evidence as file:line: figures, most telling first",
                f -> f.finding().evidence().stream().map(Finding.Evidence::render).toList()));
        c.add(required("suggestion", VARCHAR, "the flag or change that addresses it", f -> f.finding().suggestion()));
        c.add(required("doc_url", VARCHAR, "the rule's section of docs/FINDINGS.md", f -> f.finding().docUrl()));
        return c;
    }

    static Double nullable(OptionalDouble v) {
        return v.isPresent() ? finite(v.getAsDouble()) : null;
    }

    static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    static Long nullable(OptionalLong v) {
        return v.isPresent() ? v.getAsLong() : null;
    }

    static Instant time(OptionalLong epochMillis) {
        return epochMillis.isPresent() ? Instant.ofEpochMilli(epochMillis.getAsLong()) : null;
    }
}
