package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.TypedCommandLine;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.report.AnalyzeHtml;
import io.tenure.report.assemble.ReportInputException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code tenure analyze --html DIR}: the report of the analysed log, beside whatever analyze
 * prints. Its one line goes to stderr, so {@code --format json} output on stdout stays pure JSON.
 */
final class AnalyzeHtmlOption {
    private AnalyzeHtmlOption() {
    }

    /**
     * Refuses, before anything is read in full, inputs that are several logs: the report is of one
     * log or one rotated set, and it failed only after the whole analysis (exit 1). Grouping reads
     * each input's first bytes; inputs that cannot be grouped are left for the analysis to report.
     */
    static void refuseSeveralLogs(List<Path> logs) {
        GcLogAnalyzer.Plan plan;
        try {
            plan = GcLogAnalyzer.plan(logs, AnalysisOptions.DEFAULT);
        } catch (IOException unreadable) {
            return;
        }
        if (plan.sets().size() > 1) {
            throw new UserException(ExitCodes.USAGE, "--html: the report is of one log or one rotated set, and these inputs"
                    + " are " + plan.sets().size() + " logs (" + String.join("; ", plan.sets().stream().map(LogSet::name).toList())
                    + "): give one at a time, or use 'tenure fleet --html' for a page of several");
        }
    }

    static void write(CommandSpec spec, List<Path> logs, Path directory) throws IOException {
        List<String> commandLine = TypedCommandLine.of(spec);
        Path page;
        try {
            page = AnalyzeHtml.write(logs, directory, commandLine, VersionProvider.version(),
                    Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        } catch (ReportInputException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
        spec.commandLine().getErr().println("tenure analyze: report written; open " + page);
        spec.commandLine().getErr().flush();
    }
}
