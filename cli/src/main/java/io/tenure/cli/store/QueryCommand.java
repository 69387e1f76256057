package io.tenure.cli.store;

import io.tenure.cli.common.DuckDbJar;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.store.duckdb.StoreException;
import io.tenure.store.duckdb.StoreQuery;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tenure query DIR SQL}: one SQL statement over a fleet store, DuckDB in process, with the
 * views runs, events and findings (docs/FLEET-STORE.md has questions to copy).
 */
@Command(name = "query", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Run SQL over a fleet store (tenure ingest): views runs, events and findings, DuckDB in process.",
            "For example: tenure query gc-store \"select count(*) from events\".",
            "Guide: docs/FLEET-STORE.md; schema: docs/schemas/tenure-store-1.md."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:the query failed while it ran (e.g. a conversion), or the store cannot be read",
            "2:usage error, a query DuckDB cannot parse or bind, or a directory that is not a store"})
public final class QueryCommand implements Callable<Integer> {
    enum OutputFormat { text, csv, json }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "The store directory.")
    Path store;

    @Parameters(index = "1", paramLabel = "SQL", description = "One SQL statement (DuckDB's dialect).")
    String sql;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    OutputFormat format;

    @Override
    public Integer call() throws IOException {
        DuckDbJar.require("tenure query");
        StoreQuery.Answer answer;
        try (StoreQuery query = StoreQuery.open(store)) {
            answer = query.run(sql);
        } catch (StoreException e) {
            throw new UserException(e.usage() ? ExitCodes.USAGE : ExitCodes.FAILED, e.getMessage(), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case text -> QueryOutput.text(out, answer);
            case csv -> QueryOutput.csv(out, answer);
            case json -> out.print(QueryOutput.json(answer));
            default -> throw new AssertionError(format);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
