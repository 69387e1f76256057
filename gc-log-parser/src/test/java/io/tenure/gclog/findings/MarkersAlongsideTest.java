package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The marker pass beside the parse (on its own thread) finds what the pass after the parse finds:
 * the same analyses, findings and evidence, on every log of the corpus and of the findings fixtures.
 */
class MarkersAlongsideTest {
    @Test
    void alongsideAndAfterTheParseGiveTheSameAnalyses() throws IOException {
        List<Path> logs = new ArrayList<>(RealLogCorpus.logs().stream().filter(p -> !p.toString().endsWith(".gz")).toList());
        try (Stream<Path> findings = Files.list(GoldenFiles.fixtures().resolve("findings"))) {
            logs.addAll(findings.filter(p -> p.toString().endsWith(".log")).sorted().toList());
        }
        GcLogAnalyzer.Plan plan = GcLogAnalyzer.plan(logs, AnalysisOptions.DEFAULT);
        int withFindings = 0;
        for (LogSet set : plan.sets()) {
            RunAnalysis after = analyse(set, plan, false);
            RunAnalysis alongside = analyse(set, plan, true);
            assertThat(alongside).as(set.name()).isEqualTo(after);
            withFindings += after.findings().isEmpty() ? 0 : 1;
        }
        assertThat(plan.sets()).hasSizeGreaterThan(50);
        assertThat(withFindings).isGreaterThan(10);
    }

    private static RunAnalysis analyse(LogSet set, GcLogAnalyzer.Plan plan, boolean alongside) throws IOException {
        FindingsCollector collector = new FindingsCollector(set, alongside);
        GcSummary summary = GcLogAnalyzer.analyze(set, plan.formats().get(set), AnalysisOptions.DEFAULT.withObservers(s -> collector));
        return new RunAnalysis(summary, collector.breakdowns(), collector.finish(summary));
    }
}
