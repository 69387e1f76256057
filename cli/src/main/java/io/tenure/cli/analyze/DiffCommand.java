package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.HtmlPath;
import io.tenure.cli.common.OutputFormatOption;
import io.tenure.cli.common.StreamLimitOption;
import io.tenure.cli.common.TypedCommandLine;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.input.DecompressionLimitException;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.io.AtomicFiles;
import io.tenure.io.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenure diff BASE NEW}: each side analysed as {@code tenure analyze} would, every metric
 * side by side with its change, findings that appeared or disappeared, and a verdict. A side of
 * several JVM runs is the median of their figures, and must be of one collector (a median over
 * G1 and Parallel runs describes neither): see docs/ANALYZE.md, "tenure diff".
 */
@Command(name = "diff", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Compare GC logs: BASE and NEW (each a log, a rotated set's file, a directory, a .gz or a zip).",
            "Every metric side by side with its change; findings that appeared or disappeared; a verdict"
                    + " (better, worse, mixed, no change), as text, JSON, and with --html as an offline page.",
            "Logs of different collectors (G1 against ZGC): said first; pause latency is judged, GC overhead is not"
                    + " (a concurrent collector's cost is CPU and cycles, not pauses), and the verdict is 'not judged'.",
            "Rules: docs/ANALYZE.md, \"tenure diff\"."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:an input unreadable, damaged, eventless or in an unknown format, each named on stderr (the comparison of what could be read is still printed)",
            "2:usage error, missing file, a side that mixes collectors, or an --html path that names an input",
            "3:a --fail-on gate tripped"
        })
public final class DiffCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BASE", description = "The logs before the change.")
    Path base;

    @Parameters(index = "1", paramLabel = "NEW", description = "The logs after the change.")
    Path next;

    @Mixin
    OutputFormatOption format;

    @Mixin
    StreamLimitOption streamLimit;

    @Option(names = "--html", paramLabel = "PATH",
            description = "Also write the comparison as one offline HTML page (verdict, findings, every metric). "
                + HtmlPath.HELP + " (diff.html)")
    Path html;

    @Option(names = "--fail-on", paramLabel = "GATE",
            description = "Exit 3 when this gate trips (repeatable): 'worse' (verdict worse or mixed), a finding"
                + " code that appeared (full-gc), or a regression: p99>+10%%, max>+50ms, overhead>+1pp, full>+0.")
    List<String> failOn = List.of();

    @Override
    public Integer call() throws IOException {
        List<DiffGate> gates = failOn.stream().map(DiffGate::parse).toList();
        if (html != null) {
            html = HtmlPath.page(html, "diff.html", List.of(base, next));
        }
        AnalysisOptions options = streamLimit.applyTo(AnalysisOptions.DEFAULT);
        SideRead before = side("BASE", base, options);
        SideRead after = side("NEW", next, options);
        Diff diff = Diff.of(before.side(), after.side());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        before.problems().printNotes(err, "BASE: ");
        after.problems().printNotes(err, "NEW: ");
        if (format.json()) {
            out.print(Json.mapper().writeValueAsString(DiffReport.of(diff, VersionProvider.version())) + "\n");
        } else {
            DiffText.write(out, diff);
        }
        if (html != null) {
            List<String> commandLine = TypedCommandLine.of(spec);
            AtomicFiles.writeString(html, DiffHtml.page(diff, commandLine, VersionProvider.version(),
                    Instant.now().truncatedTo(ChronoUnit.SECONDS).toString()));
            err.println("tenure diff: page written; open " + html);
        }
        before.problems().printErrors(err, "BASE: ");
        after.problems().printErrors(err, "NEW: ");
        boolean incomplete = !before.problems().errors().isEmpty() || !after.problems().errors().isEmpty();
        int code = incomplete ? ExitCodes.FAILED : ExitCodes.OK;
        for (DiffGate gate : gates) {
            Optional<String> why = gate.check(diff);
            if (why.isPresent()) {
                err.printf("tenure: gate tripped: --fail-on %s: %s%n", gate.expression(), why.get());
                // an input problem (exit 1) outranks a gate, as in tenure analyze: a side may be incomplete
                code = incomplete ? code : ExitCodes.GATE;
            }
        }
        out.flush();
        err.flush();
        return code;
    }

    /** A side's runs, and what of its inputs was skipped, damaged, unreadable or without events. */
    record SideRead(Diff.Side side, InputProblems problems) {
    }

    /** One side's runs with events; a side with none, or with runs of different collectors, is refused. */
    static SideRead side(String label, Path path, AnalysisOptions options) throws IOException {
        RunAnalyzer.Result result;
        try {
            result = RunAnalyzer.analyzeAll(List.of(path), options);
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw e;
        } catch (DecompressionLimitException e) {
            throw new UserException(ExitCodes.FAILED, label + ": " + StreamLimitOption.message(e), e);
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, label + ": " + e.getMessage(), e);
        }
        List<RunAnalysis> runs = result.logs().stream().flatMap(DiffCommand::runs)
                .filter(r -> r.figures().hasGcEvents()).toList();
        if (runs.isEmpty()) {
            throw new UserException(ExitCodes.FAILED, label + " " + path + ": no GC events to compare");
        }
        Diff.Side side = new Diff.Side(label, runs);
        if (side.collectors().size() > 1) {
            throw new UserException(ExitCodes.USAGE, label + " " + path + " holds runs of several collectors ("
                    + String.join(", ", side.collectors()) + "); a median over them describes none: compare one "
                    + "collector's logs per side (tenure analyze lists each run)");
        }
        return new SideRead(side, InputProblems.of(result));
    }

    /**
     * A log's JVM runs, each as its own analysis so that a side's median is over runs, never over
     * pooled events; the log's findings go with each of its runs (findings are per log).
     */
    private static Stream<RunAnalysis> runs(RunAnalysis log) {
        if (log.figures().runs().size() < 2) {
            return Stream.of(log);
        }
        return log.figures().runs().stream().map(run -> new RunAnalysis(run, log.breakdowns(), log.findings()));
    }
}
