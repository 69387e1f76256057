package io.tenure.store.duckdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.store.Labels;
import io.tenure.store.StoreSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store's writer and reader on the vendored corpus. */
class IngestTest {
    private static final Path CORPUS = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"))
            .resolve("corpus");

    @TempDir
    Path temp;

    private static Ingest.Request request(List<Path> paths, int threads) {
        return new Ingest.Request(paths, Labels.parse(List.of("environment=test"), "corpus/(?<service>[^/]+)/"), threads,
                Instant.parse("2026-11-28T10:00:00Z"), "test");
    }

    @Test
    void aSecondIngestFindsEveryLogThereAndAddsNothing() throws IOException {
        Path store = temp.resolve("store");
        Ingest.Result first = Ingest.run(store, request(List.of(CORPUS), 2), a -> List.of());
        assertThat(first.logs()).filteredOn(l -> l.status() == Ingest.Status.STORED).hasSizeGreaterThan(50);
        assertThat(first.logs()).filteredOn(l -> l.status() == Ingest.Status.FAILED).isEmpty();
        List<Path> parts = new StoreDirectory(store).parts();
        assertThat(parts).allMatch(p -> p.getParent().getFileName().toString().equals("ingest_date=2026-11-28"));
        assertThat(Files.readString(store.resolve(StoreDirectory.VERSION_FILE)).strip()).isEqualTo(StoreSchema.VERSION);
        long stored = first.logs().stream().mapToLong(Ingest.LogResult::events).sum();

        Ingest.Result second = Ingest.run(store, request(List.of(CORPUS), 1), a -> List.of());
        assertThat(second.logs()).allMatch(l -> l.status() == Ingest.Status.PRESENT);
        assertThat(new StoreDirectory(store).parts()).isEqualTo(parts);

        try (StoreQuery q = StoreQuery.open(store)) {
            assertThat(q.run("select count(*) from events").rows().get(0).get(0)).isEqualTo(stored);
            assertThat(q.run("select count(*) - count(distinct log_id) from runs where run = 1").rows().get(0).get(0))
                    .isEqualTo(0L);
            assertThat(q.run("select count(*) from runs r where events <> (select count(*) from events e"
                    + " where e.run_id = r.run_id)").rows().get(0).get(0)).isEqualTo(0L);
            assertThat(q.run("select distinct service from runs order by 1").rows()).extracting(r -> r.get(0))
                    .containsExactly("bench", "garbagecat", "gctoolkit", "gcviewer");
            assertThat(q.run("select labels['environment'], ingest_date from runs limit 1").rows().get(0))
                    .containsExactly("test", java.time.LocalDate.parse("2026-11-28"));
        }
    }

    /**
     * A pause's CPU times in {@code events} are those of its log's own line: unified {@code gc,cpu}
     * {@code GC(n) User=0.03s Sys=0.03s Real=0.01s} for GC(n)'s pause, JDK 8 {@code [Times: ...]} at the
     * end of the pause's record; {@code runs} sums them. A log without such lines has nulls.
     */
    @Test
    void cpuTimesAreThoseOfTheLogsOwnLines() throws IOException {
        Path unified = CORPUS.resolve("gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-parallel-gc-all_safepoint_os+cpu.txt");
        Path legacy = CORPUS.resolve("gcviewer/src__test__resources__openjdk__SampleSun1_8_0Parallel_Tenuring_PrintGCCause.txt");
        Path none = CORPUS.resolve("gctoolkit/gctoolkit-gclogs__unified__g1gc__minimal.log");
        Path store = temp.resolve("store");
        Ingest.Result result = Ingest.run(store, request(List.of(unified, legacy, none), 1), a -> List.of());
        assertThat(result.logs()).hasSize(3).allMatch(l -> l.status() == Ingest.Status.STORED);
        try (StoreQuery q = StoreQuery.open(store)) {
            Pattern gcCpu = Pattern.compile("GC\\((\\d+)\\) User=([0-9.]+)s Sys=([0-9.]+)s Real=([0-9.]+)s");
            int cpuLines = 0;
            for (String line : Files.readAllLines(unified)) {
                Matcher m = gcCpu.matcher(line);
                if (!m.find()) {
                    continue;
                }
                cpuLines++;
                List<List<Object>> rows = q.run("select cpu_user_ms, cpu_sys_ms, cpu_real_ms from events where pause and gc_id = "
                        + m.group(1) + " and ends_with(file, " + DuckDb.literal(unified.getFileName().toString()) + ")").rows();
                assertThat(rows).as(line).hasSize(1);
                assertCpu(rows.get(0), m.group(2), m.group(3), m.group(4), line);
            }
            assertThat(cpuLines).isEqualTo(8);
            assertThat(count(q, unified, "cpu_user_ms is not null")).isEqualTo(cpuLines);

            List<String> legacyLines = Files.readAllLines(legacy);
            Pattern times = Pattern.compile("\\[Times: user=([0-9.]+) sys=([0-9.]+), real=([0-9.]+) secs]");
            List<List<Object>> pauses = q.run("select line, cpu_user_ms, cpu_sys_ms, cpu_real_ms from events where pause"
                    + " and ends_with(file, " + DuckDb.literal(legacy.getFileName().toString()) + ") order by line").rows();
            assertThat(pauses).hasSize(5);
            for (List<Object> row : pauses) {
                int at = ((Long) row.get(0)).intValue() - 1;
                Matcher m = times.matcher("");
                while (!m.reset(legacyLines.get(at)).find()) {
                    at++; // the record's last line: "[PSYoungGen: ...], 0.0199218 secs] [Times: ...]"
                }
                assertCpu(row.subList(1, 4), m.group(1), m.group(2), m.group(3), legacyLines.get(at));
            }
            assertThat(pauses.get(1)).containsExactly(4L, 90.0, 0.0, 30.0);

            List<List<Object>> runs = q.run("select r.source, r.cpu_collections, r.cpu_user_ms - sum(e.cpu_user_ms),"
                    + " r.cpu_sys_ms - sum(e.cpu_sys_ms), r.cpu_real_ms - sum(e.cpu_real_ms),"
                    + " r.cpu_parallelism - (r.cpu_user_ms + r.cpu_sys_ms) / r.cpu_real_ms, count(e.cpu_user_ms)"
                    + " from runs r join events e using (run_id) group by r.run_id, r.source, r.cpu_collections, r.cpu_user_ms,"
                    + " r.cpu_sys_ms, r.cpu_real_ms, r.cpu_parallelism order by r.run_id").rows();
            assertThat(runs).extracting(r -> r.get(0)).anyMatch(s -> s.toString().endsWith(legacy.getFileName().toString()));
            for (List<Object> run : runs) {
                if (run.get(0).toString().endsWith(none.getFileName().toString())) {
                    assertThat(run.subList(1, 7)).as("no CPU lines").containsExactly(0L, null, null, null, null, 0L);
                    continue;
                }
                assertThat((Long) run.get(1)).as(run.toString()).isPositive().isEqualTo(run.get(6));
                for (int i = 2; i <= 5; i++) {
                    assertThat((Double) run.get(i)).as(run.toString()).isCloseTo(0.0, Offset.offset(1e-6));
                }
            }
            assertThat(count(q, none, "pause")).isPositive();
            assertThat(count(q, none, "cpu_user_ms is not null or cpu_sys_ms is not null or cpu_real_ms is not null")).isZero();
        }
    }

    private static void assertCpu(List<Object> row, String user, String sys, String real, String line) {
        Offset<Double> close = Offset.offset(1e-9);
        assertThat((Double) row.get(0)).as(line).isCloseTo(Double.parseDouble(user) * 1000, close);
        assertThat((Double) row.get(1)).as(line).isCloseTo(Double.parseDouble(sys) * 1000, close);
        assertThat((Double) row.get(2)).as(line).isCloseTo(Double.parseDouble(real) * 1000, close);
    }

    private static long count(StoreQuery q, Path log, String condition) throws StoreException {
        return (Long) q.run("select count(*) from events where ends_with(file, " + DuckDb.literal(log.getFileName().toString())
                + ") and (" + condition + ")").rows().get(0).get(0);
    }

    @Test
    void badQueriesAndStoresAreSaidSo() throws IOException {
        Path store = temp.resolve("store");
        Ingest.run(store, request(List.of(CORPUS.resolve("bench")), 1), a -> List.of());
        try (StoreQuery q = StoreQuery.open(store)) {
            assertThatThrownBy(() -> q.run("selec 1")).isInstanceOf(StoreException.class)
                    .hasMessageStartingWith("query: Parser Error: syntax error").matches(e -> ((StoreException) e).usage());
            assertThatThrownBy(() -> q.run("select nope from runs")).hasMessageStartingWith("query: Binder Error")
                    .matches(e -> ((StoreException) e).usage());
            assertThat(q.run("select count(*) from findings").rows()).hasSize(1);
        }
        assertThatThrownBy(() -> StoreQuery.open(temp)).isInstanceOf(StoreException.class)
                .hasMessageContaining("is not a tenure store");
        Files.createDirectories(temp.resolve("other"));
        Files.writeString(temp.resolve("other/file.txt"), "x");
        assertThatThrownBy(() -> Ingest.run(temp.resolve("other"), request(List.of(CORPUS.resolve("bench")), 1), a -> List.of()))
                .hasMessageContaining("is not a tenure store");
    }
}
