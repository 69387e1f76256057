package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.GcViewerJar;
import io.tenure.cli.common.StreamLimitOption;
import io.tenure.cli.common.UserException;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.gcviewer.GcViewerEngine;
import io.tenure.gclog.input.DecompressionLimitException;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.io.IoErrors;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * How {@code tenure analyze} reads its logs: with tenure's engine, the {@code --events} CSV written
 * from the same pass as the figures, or with GCViewer's; read problems become the command's exit
 * codes, the message naming the file.
 */
final class AnalyzeRun {
    private final List<Path> paths;
    private final Path events;

    /** @param events the --events file, or null */
    AnalyzeRun(List<Path> paths, Path events) {
        this.paths = paths;
        this.events = events;
    }

    /** tenure's own analysis, the --events file written from the same pass. */
    RunAnalyzer.Result tenure(AnalysisOptions options) throws IOException {
        if (events == null) {
            return run(options);
        }
        Path parent = events.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new UserException(ExitCodes.USAGE, "--events " + events + ": directory " + parent + " does not exist");
        }
        try (EventCsvWriter writer = eventsFile(() -> new EventCsvWriter(events))) {
            RunAnalyzer.Result analysis = run(options.withListener(options.listener().andThen(writer)));
            eventsFile(() -> {
                writer.commit();
                return writer;
            });
            return analysis;
        }
    }

    private interface EventsFileStep {
        EventCsvWriter run() throws IOException;
    }

    /** A failure to write the --events file is the environment's, reported with the file's name. */
    private EventCsvWriter eventsFile(EventsFileStep step) {
        try {
            return step.run();
        } catch (IOException e) {
            // AtomicFiles says "cannot write PATH: REASON" in words; anything else gets the reason alone
            String message = String.valueOf(e.getMessage());
            throw new UserException(ExitCodes.FAILED, message.startsWith("cannot write ") ? message
                    : "cannot write --events " + events + ": " + IoErrors.reason(e), e);
        }
    }

    /** Missing and unreadable paths go to the failure handler (exit 2); other input problems are exit 1. */
    private RunAnalyzer.Result run(AnalysisOptions options) throws IOException {
        try {
            return RunAnalyzer.analyzeAll(paths, options);
        } catch (NoSuchFileException e) {
            throw e;
        } catch (AccessDeniedException e) {
            throw new UserException(ExitCodes.FAILED, "cannot read: " + e.getFile(), e);
        } catch (DecompressionLimitException e) {
            throw new UserException(ExitCodes.FAILED, StreamLimitOption.message(e), e);
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }

    /** GCViewer's figures, without events or findings (--engine gcviewer). */
    RunAnalyzer.Result gcviewer() throws IOException {
        if (events != null) {
            throw new UserException(ExitCodes.USAGE, "--events needs the tenure engine; GCViewer yields no event stream");
        }
        GcViewerJar.require();
        try {
            return new RunAnalyzer.Result(List.of(RunAnalysis.figuresOnly(GcViewerEngine.analyze(paths))), List.of());
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw e;
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }
}
