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
