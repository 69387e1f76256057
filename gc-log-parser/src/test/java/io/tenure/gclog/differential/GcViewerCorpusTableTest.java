package io.tenure.gclog.differential;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * What GCViewer 1.36 finds in every log of the real-log corpus, kept as the golden file
 * {@code docs/gcviewer-corpus.tsv}: the basis of the differential test's explanations.
 * Regenerate with
 * {@code mvn -B -pl gc-log-parser test -Dtest=GcViewerCorpusTableTest -Dgolden.update=true}
 * and review the diff.
 */
class GcViewerCorpusTableTest {
    static final String REGENERATE =
            "mvn -B -pl gc-log-parser test -Dtest=GcViewerCorpusTableTest -Dgolden.update=true";

    @Test
    void gcviewerFindsWhatTheTableSays() throws IOException {
        String table = render(Corpus.corpus());
        Path golden = Corpus.repositoryRoot().resolve("docs/gcviewer-corpus.tsv");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, table, StandardCharsets.UTF_8);
        }
        assertThat(golden).as("golden table; regenerate with: " + REGENERATE).exists();
        assertThat(table).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    static String render(Path corpus) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# What GCViewer 1.36 finds in each log of src/test/resources/fixtures/corpus (tenure's GcViewerEngine mapping:");
        lines.add("# stop-the-world GC pauses only; VM operations and To-space-exhausted markers are not pauses).");
        lines.add("# reader: GCViewer's name for the format it chose, or 'unrecognised'. unparsed: lines GCViewer");
        lines.add("# reported as not understood. problems: all its warnings and errors. Regenerate: " + REGENERATE);
        lines.add("file\treader\tpauses\ttotal_pause_ms\tunparsed\tproblems");
        for (Path log : Corpus.corpusLogs()) {
            GcSummary summary = Corpus.gcviewer(log);
            lines.add(String.join("\t",
                    corpus.relativize(log).toString().replace('\\', '/'),
                    reader(summary),
                    Long.toString(summary.pauses().count()),
                    String.format(Locale.ROOT, "%.3f", summary.pauses().totalMs()),
                    Long.toString(summary.diagnostics().unparsedLines()),
                    Long.toString(summary.diagnostics().problems())));
        }
        return String.join("\n", lines) + "\n";
    }

    private static String reader(GcSummary summary) {
        for (Diagnostic d : summary.diagnostics().samples()) {
            if (d.code().equals("gcviewer-unrecognised")) {
                return "unrecognised";
            }
            if (d.code().equals("gcviewer-reader")) {
                return d.message().replaceFirst("^read by GCViewer 1\\.36 as ", "");
            }
        }
        return "?";
    }
}
