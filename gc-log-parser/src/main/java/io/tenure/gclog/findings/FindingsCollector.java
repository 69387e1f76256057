package io.tenure.gclog.findings;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.BreakdownCounter;
import io.tenure.gclog.metrics.Breakdowns;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.LogObserver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Follows one log of an analysis: hands every event to the rules and the breakdowns as it streams
 * past, then reads the files' marker lines (in the window's line range) and asks each rule for its
 * finding.
 */
final class FindingsCollector implements LogObserver {
    private final LogSet set;
    private final List<FindingRule> rules = Rules.all();
    private final BreakdownCounter breakdowns = new BreakdownCounter();
    /** Per file, the first and last line of the window's events. */
    private final Map<String, long[]> lineRanges = new LinkedHashMap<>();

    /** The names of the log's files, as its summary lists them in {@code inputs}. */
    List<String> inputs() {
        return set.files().stream().map(io.tenure.gclog.input.LogFile::name).toList();
    }

    FindingsCollector(LogSet set) {
        this.set = set;
    }

    @Override
    public void onEvent(GcEvent event, int runIndex, double runSeconds) {
        breakdowns.accept(event);
        for (FindingRule rule : rules) {
            rule.accept(event, runIndex, runSeconds);
        }
    }

    @Override
    public void onFileRead(String file, long firstLineInWindow, long lastLineInWindow) {
        lineRanges.put(file, new long[] {firstLineInWindow, lastLineInWindow});
    }

    RunAnalysis finish(GcSummary summary) throws IOException {
        if (summary.format().map(f -> f != LogFormat.JFR).orElse(false)) {
            for (LogFile file : set.files()) {
                long[] range = lineRanges.get(file.name());
                if (range != null) {
                    MarkerScanner.scan(file, range[0], range[1], marker -> rules.forEach(r -> r.accept(marker)));
                }
            }
        }
        Breakdowns split = breakdowns.breakdowns();
        RunFacts facts = new RunFacts(set.name(), summary, split);
        List<Finding> findings = new ArrayList<>();
        for (FindingRule rule : rules) {
            Optional<Finding> finding = rule.finding(facts);
            finding.ifPresent(findings::add);
        }
        // stable sort: within a severity, the rules' order
        findings.sort(Comparator.comparing(Finding::severity));
        return new RunAnalysis(summary, split, findings);
    }
}
