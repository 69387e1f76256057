package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.LogObserver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The marker search on the parser's lines as it reads them, and the marker pass beside the parse
 * (on its own thread), find what the pass after the parse finds: the same analyses, findings and
 * evidence, on every log of the corpus and of the findings fixtures.
 */
class MarkersAlongsideTest {
    @Test
    void alongsideAndAfterTheParseGiveTheSameAnalyses() throws IOException {
        // compressed logs too (the pass beside the parse leaves them to the pass after it), but the 48 MB benchmark log
        List<Path> logs = new ArrayList<>(RealLogCorpus.logs().stream()
                .filter(p -> !p.toString().endsWith(".gz") || p.toFile().length() < 2_000_000).toList());
        try (Stream<Path> findings = Files.list(GoldenFiles.fixtures().resolve("findings"))) {
            logs.addAll(findings.filter(p -> p.toString().endsWith(".log")).sorted().toList());
        }
        GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(logs, AnalysisOptions.DEFAULT);
        int withFindings = 0;
        for (LogSet set : plan.sets()) {
            RunAnalysis after = analyse(set, plan, false, false);
            RunAnalysis alongside = analyse(set, plan, true, false);
            RunAnalysis onTheParsersLines = analyse(set, plan, false, true);
            assertThat(alongside).as(set.name()).isEqualTo(after);
            assertThat(onTheParsersLines).as(set.name()).isEqualTo(after);
            withFindings += after.findings().isEmpty() ? 0 : 1;
        }
        assertThat(plan.sets()).hasSizeGreaterThan(50);
        assertThat(withFindings).isGreaterThan(10);
    }

    /**
     * {@code lines}: the collector is offered the parser's lines, as in every analysis; otherwise it
     * is not, and reads the file itself (beside the parse when {@code alongside}, else after it).
     */
    private static RunAnalysis analyse(LogSet set, GcLogAnalyzer.Plan plan, boolean alongside, boolean lines)
            throws IOException {
        FindingsCollector collector = new FindingsCollector(set, alongside);
        LogObserver observer = lines ? collector : new LogObserver() {
            @Override
            public void onEvent(GcEvent event, int runIndex, double runSeconds) {
                collector.onEvent(event, runIndex, runSeconds);
            }

            @Override
            public void onFileStart(LogFile file, LogFormat format, boolean wholeFile) {
                collector.onFileStart(file, format, wholeFile);
            }

            @Override
            public void onMarker(Marker marker) {
                collector.onMarker(marker);
            }

            @Override
            public void onFileRead(String file, long firstLineInWindow, long lastLineInWindow) {
                collector.onFileRead(file, firstLineInWindow, lastLineInWindow);
            }
        };
        GcSummary summary = GcLogAnalyzer.analyze(set, plan.formats().get(set), AnalysisOptions.DEFAULT.withObservers(s -> observer));
        return new RunAnalysis(summary, collector.breakdowns(), collector.finish(summary));
    }
}
