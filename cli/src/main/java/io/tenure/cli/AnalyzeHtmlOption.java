package io.tenure.cli;

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

    static void write(CommandSpec spec, List<Path> logs, Path directory) throws IOException {
        List<String> commandLine = TenureCommand.typedCommandLine(spec);
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
