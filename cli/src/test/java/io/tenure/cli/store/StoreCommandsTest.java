package io.tenure.cli.store;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.io.DirectoryLock;
import io.tenure.io.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure ingest} and {@code tenure query} on the vendored corpus: each log stored once however
 * often it is ingested, as many events as {@code analyze --events} writes, the three output formats,
 * and errors as messages with their exit codes.
 */
class StoreCommandsTest {
    static final Path CORPUS = Path.of(System.getProperty("tenure.fixtures")).resolve("corpus");

    @TempDir
    Path temp;

    @Test
    void theCorpusIngestedTwiceIsStoredOnceWithTheEventsAnalyzeWrites() throws IOException {
        Path store = temp.resolve("store");
        CommandRun first = CommandRun.of("ingest", CORPUS.toString(), "--store", store.toString(), "--threads", "1");
        assertThat(first.err()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(first.exitCode()).as(first.err()).isIn(ExitCodes.OK, ExitCodes.FAILED);
        List<String> stored = lines(first.out(), "stored   ");
        List<String> repeated = lines(first.out(), "present  ");
        assertThat(stored).hasSizeGreaterThan(100);
        // the corpus holds one log three times: jdk11_details.log in a zip, and gzipped in bench/
        assertThat(repeated).hasSize(1).allMatch(l -> l.contains("(same content as "));
        List<Path> parts = parts(store);

        CommandRun second = CommandRun.of("ingest", CORPUS.toString(), "--store", store.toString());
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(lines(second.out(), "stored   ")).isEmpty();
        assertThat(second.out()).contains("all " + (stored.size() + repeated.size()) + " logs were already in " + store
                + ": nothing written");
        assertThat(parts(store)).isEqualTo(parts);

        Path events = temp.resolve("events.csv");
        CommandRun analyze = CommandRun.of("analyze", CORPUS.toString(), "--events", events.toString(), "--format", "csv");
        assertThat(analyze.exitCode()).as(analyze.err()).isIn(ExitCodes.OK, ExitCodes.FAILED);
        Set<String> duplicates = repeated.stream().map(l -> l.substring(0, l.indexOf(" (same content as "))).collect(Collectors.toSet());
        long analyzed;
        try (var reader = Files.newBufferedReader(events)) {
            analyzed = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader).stream()
                    .map((CSVRecord r) -> r.get("file")).filter(f -> !duplicates.contains(f)).count();
        }
        CommandRun count = CommandRun.of("query", store.toString(), "select count(*) from events", "--format", "csv");
        assertThat(count.exitCode()).as(count.err()).isZero();
        assertThat(count.out().lines()).containsExactly("count_star()", Long.toString(analyzed));
        assertThat(analyzed).isGreaterThan(80_000);
    }

    @Test
    void queriesPrintTextCsvAndJson() throws IOException {
        Path store = temp.resolve("store");
        CommandRun ingest = CommandRun.of("ingest", CORPUS.resolve("gcviewer").toString(), "--store", store.toString(),
                "--label", "environment=test", "--labels-from", "corpus/(?<service>[^/]+)/");
        assertThat(ingest.exitCode()).as(ingest.err()).isIn(ExitCodes.OK, ExitCodes.FAILED);
        String sql = "select service, environment, count(*) as runs, sum(pauses) > 0 as paused, min(first_time) as first,"
                + " '=1+1' as formula, round(avg(pause_p99_ms), 1)::double as p99, null as nothing"
                + " from runs group by all";
        CommandRun text = CommandRun.of("query", store.toString(), sql);
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out().lines().toList()).hasSize(3);
        assertThat(text.out()).startsWith("service   environment  runs  paused  first").contains("null").endsWith("(1 row)\n");

        CommandRun csv = CommandRun.of("query", store.toString(), sql, "--format", "csv");
        assertThat(csv.out().lines().toList()).hasSize(2);
        assertThat(csv.out().lines().toList().get(1)).startsWith("gcviewer,test,46,true,2003-09-25T15:57:30Z,'=1+1,")
                .endsWith(",");

        CommandRun json = CommandRun.of("query", store.toString(), sql, "--format", "json");
        JsonNode rows = Json.mapper().readTree(json.out());
        assertThat(rows).hasSize(1);
        assertThat(rows.get(0).get("runs").asLong()).isEqualTo(46);
        assertThat(rows.get(0).get("first").asText()).isEqualTo("2003-09-25T15:57:30Z");
        assertThat(rows.get(0).get("nothing").isNull()).isTrue();
        assertThat(rows.get(0).fieldNames()).toIterable().containsExactly("service", "environment", "runs", "paused",
                "first", "formula", "p99", "nothing");
    }

    @Test
    void fleetFromTheStorePrintsTheRowsFleetPrintsFromTheLogs() throws IOException {
        Path store = temp.resolve("store");
        Path logs = CORPUS.resolve("gcviewer");
        CommandRun ingest = CommandRun.of("ingest", logs.toString(), "--store", store.toString(), "--labels-from",
                "/(?<pod>[^/]+)$");
        assertThat(ingest.exitCode()).as(ingest.err()).isIn(ExitCodes.OK, ExitCodes.FAILED);
        for (String format : List.of("csv", "text", "json")) {
            CommandRun parsed = CommandRun.of("fleet", logs.toString(), "--format", format, "--group-by", "collector");
            CommandRun stored = CommandRun.of("fleet", "--store", store.toString(), "--format", format, "--group-by",
                    "collector");
            assertThat(stored.exitCode()).as(stored.err()).isZero();
            assertThat(stored.out()).as(format).isEqualTo(parsed.out());
        }
        CommandRun where = CommandRun.of("fleet", "--store", store.toString(), "--where", "collector = 'ZGC'",
                "--format", "csv");
        assertThat(where.exitCode()).as(where.err()).isZero();
        assertThat(where.out().lines().skip(1)).hasSize(3).allMatch(l -> l.contains(",ZGC,"));

        CommandRun badWhere = CommandRun.of("fleet", "--store", store.toString(), "--where", "colector = 'ZGC'");
        assertThat(badWhere.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(badWhere.err()).startsWith("tenure: error: --where colector = 'ZGC': query: Binder Error");
        CommandRun none = CommandRun.of("fleet", "--store", store.toString(), "--where", "false");
        assertThat(none.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(none.err()).contains("no run with GC events in the store");
        assertThat(CommandRun.of("fleet", "--where", "true", logs.toString()).err()).contains("--where needs --store");
        assertThat(CommandRun.of("fleet", "--store", store.toString(), logs.toString()).exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(CommandRun.of("fleet").err()).contains("give the logs (PATH...) or a store (--store DIR)");
    }

    /**
     * The corpus but bench/ (whose log is also in gctoolkit's zip: fleet of the files lists it twice, the
     * store keeps it once): every row and figure, robust z-scores and outliers included, archive entries
     * and every format among them.
     */
    @Test
    void fleetFromTheStoreOfTheCorpusPrintsTheRowsFleetPrintsFromItsLogs() {
        Path store = temp.resolve("store");
        // in the order of their names: fleet lists its paths' runs in the order given, the store by name
        List<String> logs = Stream.of("garbagecat", "gctoolkit", "gcviewer").map(d -> CORPUS.resolve(d).toString()).toList();
        List<String> ingest = new ArrayList<>(List.of("ingest"));
        ingest.addAll(logs);
        ingest.addAll(List.of("--store", store.toString()));
        CommandRun stored = CommandRun.of(ingest.toArray(String[]::new));
        assertThat(stored.exitCode()).as(stored.err()).isIn(ExitCodes.OK, ExitCodes.FAILED);
        assertThat(stored.out()).doesNotContain("present  ");
        List<String> fleet = new ArrayList<>(List.of("fleet", "--format", "csv"));
        fleet.addAll(logs);
        CommandRun parsed = CommandRun.of(fleet.toArray(String[]::new));
        CommandRun fromStore = CommandRun.of("fleet", "--store", store.toString(), "--format", "csv");
        assertThat(fromStore.exitCode()).as(fromStore.err()).isZero();
        assertThat(parsed.out().lines()).hasSizeGreaterThan(90);
        assertThat(fromStore.out().lines().toList()).isEqualTo(parsed.out().lines().toList());
    }

    /** A log cut short and a file that is no GC log beside a good log: the good one is stored, the cut one named, exit 1. */
    @Test
    void aLogThatCannotBeReadWhollyIsAnErrorAndTheOthersAreStored() throws IOException {
        Path logs = Files.createDirectories(temp.resolve("logs"));
        Files.copy(CORPUS.resolve("gcviewer/src__test__resources__openjdk__SampleSun1_8_0Parallel_Tenuring_PrintGCCause.txt"),
                logs.resolve("good.log"));
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            Files.copy(CORPUS.resolve("gctoolkit/gctoolkit-gclogs__preunified__serial__defnew__details__tenuring__180__serial180.log"),
                    out);
        }
        Files.write(logs.resolve("cut.log.gz"), Arrays.copyOf(gz.toByteArray(), gz.size() * 2 / 3));
        Files.writeString(logs.resolve("notes.txt"), "not a GC log\n");
        Path store = temp.resolve("store");
        CommandRun ingest = CommandRun.of("ingest", logs.toString(), "--store", store.toString());
        assertThat(ingest.exitCode()).as(ingest.out() + ingest.err()).isEqualTo(ExitCodes.FAILED);
        assertThat(ingest.err()).contains("tenure: error: ").contains("cut.log.gz").contains("notes.txt")
                .doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(ingest.out()).contains("stored   " + logs.resolve("good.log") + " (");
        CommandRun runs = CommandRun.of("query", store.toString(), "select count(DISTINCT log_id) AS logs from runs where ends_with(source, 'good.log')",
                "--format", "csv");
        assertThat(runs.out().lines()).containsExactly("logs", "1");
    }

    @Test
    void mistakesAreMessagesWithTheirExitCodes() throws IOException {
        Path store = temp.resolve("store");
        CommandRun.of("ingest", CORPUS.resolve("bench").toString(), "--store", store.toString());

        CommandRun syntax = CommandRun.of("query", store.toString(), "selec count(*) from runs");
        assertThat(syntax.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(syntax.err()).startsWith("tenure: error: query: Parser Error: syntax error at or near \"selec\"")
                .doesNotContain("\tat ");
        CommandRun column = CommandRun.of("query", store.toString(), "select p99 from runs");
        assertThat(column.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(column.err()).contains("Binder Error: Referenced column \"p99\" not found");
        CommandRun cast = CommandRun.of("query", store.toString(), "select cast(source as integer) from runs");
        assertThat(cast.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(cast.err()).startsWith("tenure: error: query: Conversion Error");

        CommandRun notAStore = CommandRun.of("query", temp.toString(), "select 1");
        assertThat(notAStore.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(notAStore.err()).contains("is not a tenure store");
        CommandRun missing = CommandRun.of("query", temp.resolve("nope").toString(), "select 1");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);

        CommandRun label = CommandRun.of("ingest", CORPUS.resolve("bench").toString(), "--store", store.toString(),
                "--label", "service");
        assertThat(label.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(label.err()).contains("--label service: expected KEY=VALUE");
        CommandRun regex = CommandRun.of("ingest", CORPUS.resolve("bench").toString(), "--store", store.toString(),
                "--labels-from", "(?<service>");
        assertThat(regex.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(regex.err()).contains("--labels-from '(?<service>'");

        try (DirectoryLock held = DirectoryLock.acquire(store, holder -> new IOException("held"))) {
            CommandRun locked = CommandRun.of("ingest", CORPUS.resolve("bench").toString(), "--store", store.toString());
            assertThat(locked.exitCode()).isEqualTo(ExitCodes.FAILED);
            assertThat(locked.err()).contains("is being written by another tenure ingest (pid "
                    + ProcessHandle.current().pid() + ")");
            assertThat(held.held()).isTrue();
        }
    }

    private static List<String> lines(String out, String prefix) {
        return out.lines().filter(l -> l.startsWith(prefix)).map(l -> l.substring(prefix.length())).toList();
    }

    static List<Path> parts(Path store) throws IOException {
        try (Stream<Path> files = Files.walk(store)) {
            return files.filter(p -> p.toString().endsWith(".parquet")).sorted().toList();
        }
    }
}
