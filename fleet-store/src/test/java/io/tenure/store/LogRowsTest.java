package io.tenure.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rows of the vendored corpus: every value fits its column, every event of the analysis is a row. */
class LogRowsTest {
    private static final Path CORPUS = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"))
            .resolve("corpus");

    @Test
    void everyCorpusLogGivesRowsThatFitTheSchema() throws IOException {
        GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(List.of(CORPUS), AnalysisOptions.DEFAULT);
        assertThat(plan.sets()).hasSizeGreaterThan(50);
        Labels labels = Labels.parse(List.of("environment=test"), "corpus/(?<service>[^/]+)/");
        Set<String> runIds = new HashSet<>();
        Set<String> logIds = new HashSet<>();
        long logsWithEvents = 0;
        for (LogSet set : plan.sets()) {
            LogRows.Source source = LogRows.Source.of(set, labels, Instant.parse("2026-11-28T00:00:00Z"), "test");
            if (!logIds.add(source.logId())) {
                continue; // the corpus holds a log twice: jdk11_details.log, plain and in a zip
            }
            List<EventRow> events = new ArrayList<>();
            LogRows rows = LogRows.read(set, plan.formats().get(set), AnalysisOptions.DEFAULT, source, events::add);
            events.forEach(StoreSchema.EVENTS::values);
            rows.findings().forEach(StoreSchema.FINDINGS::values);
            long byKind = rows.analysis().figures().eventsByKind().values().stream().mapToLong(Long::longValue).sum();
            assertThat(events).as(set.name()).hasSize((int) byKind);
            assertThat(rows.runs()).as(set.name()).isNotEmpty();
            long spanEvents = 0;
            for (RunRow run : rows.runs()) {
                List<Object> values = StoreSchema.RUNS.values(run);
                assertThat(values).hasSize(StoreSchema.RUNS.columns().size());
                assertThat(runIds.add(run.runId())).as("unique run id " + run.runId() + " " + set.name()).isTrue();
                assertThat(run.labels()).containsEntry("environment", "test").containsKey("service");
                spanEvents += run.span().events();
                assertThat(rows.findings().stream().filter(f -> f.runId().equals(run.runId())).count())
                        .isEqualTo(run.findings().critical() + run.findings().warning() + run.findings().info());
            }
            assertThat(spanEvents).isEqualTo(events.size());
            assertThat(events).allMatch(e -> rows.runs().stream().anyMatch(r -> r.runId().equals(e.runId())));
            logsWithEvents += events.isEmpty() ? 0 : 1;
        }
        assertThat(logsWithEvents).isGreaterThan(50);
    }

    @Test
    void theHashIsTheContentsNotTheName() throws IOException {
        GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(List.of(CORPUS.resolve("bench")), AnalysisOptions.DEFAULT);
        for (LogSet set : plan.sets()) {
            assertThat(ContentHash.of(set)).matches("[0-9a-f]{64}").isEqualTo(ContentHash.of(set));
        }
        assertThat(ContentHash.runId("0123456789abcdef0123", 2)).isEqualTo("0123456789abcdef-2");
    }
}
