package io.tenure.cli.store;

import io.tenure.cli.analyze.InputProblems;
import io.tenure.cli.common.DuckDbJar;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.LogThreadsOption;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.store.Labels;
import io.tenure.store.duckdb.Ingest;
import io.tenure.store.duckdb.StoreException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenure ingest PATH... --store DIR}: appends the rows of every log among the paths to a fleet
 * store (Parquet tables runs, events, findings; docs/FLEET-STORE.md). A log already in the store (by
 * content) is skipped and said so; a log that cannot be read is an error and the others are stored.
 */
@Command(name = "ingest", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Append GC logs to a fleet store of Parquet tables (runs, events, findings) for SQL with tenure query.",
            "Reads what analyze reads (files, directories, rotated sets, archives, - for standard input);"
                    + " a log whose content is already in the store is skipped.",
            "Guide: docs/FLEET-STORE.md; schema: docs/schemas/tenure-store-1.md."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a log could not be read or is damaged (the others are stored), or the store is locked",
            "2:usage error, missing file, or a directory that is not a store"})
public final class IngestCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "GC log files, directories, archives, or - for standard input.")
    List<Path> paths;

    @Option(names = "--store", required = true, paramLabel = "DIR",
            description = "The store: made when the directory is missing or empty.")
    Path store;

    @Option(names = "--label", paramLabel = "KEY=VALUE",
            description = "A label of every log (service, pod, host, environment or any key); repeatable.")
    List<String> labels = new ArrayList<>();

    @Option(names = "--labels-from", paramLabel = "REGEX",
            description = "Labels from each log's path by named groups, e.g. '/(?<service>[^/]+)/(?<pod>[^/]+)/gc'.")
    String labelsFrom;

    @Mixin
    LogThreadsOption threads;

    @Override
    public Integer call() throws IOException {
        int n = threads.threads();
        Labels parsed;
        try {
            parsed = Labels.parse(labels, labelsFrom);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
        DuckDbJar.require("tenure ingest");
        Ingest.Result result;
        try {
            result = Ingest.run(store, new Ingest.Request(paths, parsed, n, Instant.now(), VersionProvider.version()),
                    analysis -> InputProblems.errorsOf(analysis.figures()));
        } catch (StoreException e) {
            throw new UserException(e.usage() ? ExitCodes.USAGE : ExitCodes.FAILED, e.getMessage(), e);
        } catch (NoSuchFileException e) {
            throw e;
        } catch (AccessDeniedException e) {
            throw new UserException(ExitCodes.FAILED, "cannot read: " + e.getFile(), e);
        }
        return report(result);
    }

    private int report(Ingest.Result result) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!result.skipped().isEmpty()) {
            err.printf("tenure: note: skipped %d files that are not GC logs: %s%n", result.skipped().size(),
                    String.join(", ", result.skipped()));
        }
        result.notes().forEach(note -> err.printf("tenure: note: %s%n", note));
        List<String> errors = new ArrayList<>(result.errors());
        int stored = 0;
        int present = 0;
        long runs = 0;
        long events = 0;
        for (Ingest.LogResult log : result.logs()) {
            switch (log.status()) {
                case STORED -> {
                    stored++;
                    runs += log.runs();
                    events += log.events();
                    out.printf(Locale.ROOT, "stored   %s (%s, %s)%n", log.name(), count(log.runs(), "run"),
                            count(log.events(), "event"));
                    errors.addAll(log.messages());
                }
                case PRESENT -> {
                    present++;
                    out.printf("present  %s (%s)%n", log.name(), String.join("; ", log.messages()));
                }
                case FAILED -> errors.addAll(log.messages());
                default -> throw new AssertionError(log.status());
            }
        }
        if (stored == 0 && present > 0 && present == result.logs().size()) {
            out.printf("all %s already in %s: nothing written%n", count(present, "log was", "logs were"), store);
        } else {
            out.printf(Locale.ROOT, "%s stored in %s (%s, %s); %s already there%n", count(stored, "log"), store,
                    count(runs, "run"), count(events, "event"), count(present, "log was", "logs were"));
        }
        errors.forEach(e -> err.printf("tenure: error: %s%n", e));
        out.flush();
        err.flush();
        return errors.isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    private static String count(long n, String noun) {
        return count(n, noun, noun + "s");
    }

    private static String count(long n, String one, String many) {
        return String.format(Locale.ROOT, "%,d %s", n, n == 1 ? one : many);
    }
}
