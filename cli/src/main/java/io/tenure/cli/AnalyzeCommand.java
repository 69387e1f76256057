package io.tenure.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tenure analyze}: not implemented yet (only {@code --html}). */
@Command(name = "analyze", mixinStandardHelpOptions = true, description = "Summarise GC logs: pauses, intervals, overhead, rates, survival. (not implemented yet)")
final class AnalyzeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "GC log files, rotated sets, directories, .gz or .zip files.")
    List<Path> paths;

    // reports: --html (one field, one call in call())
    @Option(names = "--html", paramLabel = "DIR",
            description = "Also write a report of the log into DIR: index.html (interactive, works offline), report.md with SVG charts, CSV, report.json.")
    Path html;

    @Override
    public Integer call() throws IOException {
        if (html != null) {
            AnalyzeHtmlOption.write(spec, paths, html);
            return ExitCodes.OK;
        }
        spec.commandLine().getErr().println("tenure analyze: not implemented yet");
        return ExitCodes.FAILED;
    }
}
