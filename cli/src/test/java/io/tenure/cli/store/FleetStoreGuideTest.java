package io.tenure.cli.store;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every SQL query of docs/FLEET-STORE.md runs with {@code tenure query} on the vendored corpus,
 * ingested in two parts labelled release=before and release=after with service and pod from the
 * paths, and answers with rows (but "this week", which an archive of old logs has none of).
 */
class FleetStoreGuideTest {
    private static final Path GUIDE = Path.of(System.getProperty("tenure.fixtures"))
            .resolve("../../../../docs/FLEET-STORE.md").normalize();
    private static final Pattern SQL = Pattern.compile("```sql\n(.*?)```", Pattern.DOTALL);
    /** The guide's example of --labels-from, for the corpus's folders: service/file. */
    static final String LABELS_FROM = "corpus/(?<service>[^/]+)/(?<pod>[^/]+?)(\\.[a-z]+)*$";

    @TempDir
    static Path temp;
    static Path store;

    @BeforeAll
    static void ingestTheCorpus() {
        store = temp.resolve("store");
        Path corpus = StoreCommandsTest.CORPUS;
        CommandRun before = CommandRun.of("ingest", corpus.resolve("gcviewer").toString(), "--store", store.toString(),
                "--label", "release=before", "--labels-from", LABELS_FROM);
        assertThat(before.out()).contains(" stored in ");
        CommandRun after = CommandRun.of("ingest", corpus.resolve("gctoolkit").toString(),
                corpus.resolve("garbagecat").toString(), corpus.resolve("bench").toString(), "--store", store.toString(),
                "--label", "release=after", "--labels-from", LABELS_FROM);
        assertThat(after.out()).contains(" stored in ");
    }

    @TestFactory
    Stream<DynamicTest> everyQueryOfTheGuideRuns() throws IOException {
        List<String> queries = new ArrayList<>();
        Matcher m = SQL.matcher(Files.readString(GUIDE));
        while (m.find()) {
            queries.add(m.group(1));
        }
        assertThat(queries).as("queries in " + GUIDE).hasSizeGreaterThanOrEqualTo(10);
        return queries.stream().map(sql -> DynamicTest.dynamicTest(sql.lines().findFirst().orElse(sql), () -> {
            CommandRun run = CommandRun.of("query", store.toString(), sql);
            assertThat(run.exitCode()).as(sql + "\n" + run.err()).isZero();
            if (!sql.contains("INTERVAL 7 DAY")) {
                assertThat(run.out()).as(sql).doesNotEndWith("(0 rows)\n");
            }
        }));
    }
}
