package io.tenure.bundle;

import java.util.List;

/**
 * The whole {@code results.json} of a bundle.
 *
 * @param schema   {@value #SCHEMA}; bumped on any breaking change
 * @param settings how the matrix was run (repetitions, order seed, timeout)
 * @param host     the fingerprint file, relative to the bundle
 * @param cells    the cells, each cell id once and each run id once in the whole file
 */
public record BenchResults(String schema, String tool, String toolVersion, String createdAt, String updatedAt,
                           Settings settings, String host, List<CellResult> cells) {
    public static final String SCHEMA = "tenure-bench/1";

    public BenchResults {
        Checks.nonBlank("schema", schema);
        cells = cells == null ? List.of() : List.copyOf(cells);
        Checks.unique("cells", cells, CellResult::id);
        Checks.unique("cells[].runs", cells.stream().flatMap(c -> c.runs().stream()).toList(), RunResult::runId);
    }

    /** The run settings of the bundle. */
    public record Settings(int repetitions, long orderSeed, long timeoutSeconds, boolean jfr, String ciMethod) {
    }
}
