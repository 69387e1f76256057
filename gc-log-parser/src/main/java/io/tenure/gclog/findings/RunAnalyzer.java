package io.tenure.gclog.findings;

import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@link GcLogAnalyzer} with findings: reads the logs among the paths once, with the rules watching,
 * and returns one {@link RunAnalysis} per log in input order.
 */
public final class RunAnalyzer {
    private RunAnalyzer() {
    }

    /**
     * The analyses of every log among {@code paths}.
     *
     * @param skipped files found in directories that are not GC logs in a format tenure reads
     * @param errors  inputs that could not be read or analysed, each naming the input ({@link Analysis#errors()})
     * @param notes   paths passed over on purpose ({@link Analysis#notes()})
     */
    public record Result(List<RunAnalysis> logs, List<String> skipped, List<String> errors, List<String> notes) {
        public Result {
            logs = List.copyOf(logs);
            skipped = List.copyOf(skipped);
            errors = List.copyOf(errors);
            notes = List.copyOf(notes);
        }

        public Result(List<RunAnalysis> logs, List<String> skipped) {
            this(logs, skipped, List.of(), List.of());
        }
    }

    /** As {@link GcLogAnalyzer#analyzeAll}, plus breakdowns and findings; the options' observers are replaced. */
    public static Result analyzeAll(List<Path> paths, AnalysisOptions options) throws IOException {
        List<FindingsCollector> collectors = new ArrayList<>();
        Analysis analysis = GcLogAnalyzer.analyzeAll(paths, options.withObservers(set -> {
            FindingsCollector collector = new FindingsCollector(set);
            collectors.add(collector);
            return collector;
        }));
        // a log whose analysis failed (an error in analysis.errors()) has a collector but no summary
        collectors.removeIf(c -> analysis.logs().stream().noneMatch(log -> log.inputs().equals(c.inputs())));
        if (collectors.size() != analysis.logs().size()) {
            throw new IllegalStateException("one observer per log expected: " + collectors.size() + " for "
                    + analysis.logs().size() + " logs");
        }
        List<RunAnalysis> logs = new ArrayList<>();
        for (int i = 0; i < collectors.size(); i++) {
            logs.add(Objects.requireNonNull(collectors.get(i)).finish(analysis.logs().get(i)));
        }
        return new Result(logs, analysis.skipped(), analysis.errors(), analysis.notes());
    }
}
