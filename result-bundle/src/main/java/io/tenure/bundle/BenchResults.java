package io.tenure.bundle;

import io.tenure.bundle.compare.MinHeap;
import java.util.List;

/**
 * The whole {@code results.json} of a bundle.
 *
 * @param schema   {@value #SCHEMA}; bumped on any breaking change
 * @param settings how the matrix was run (repetitions, order seed, timeout)
 * @param host     the fingerprint file, relative to the bundle
 * @param cells    the cells, each cell id once and each run id once in the whole file
 * @param minHeaps with {@code --heap 2x}: the minimum heap measured per JVM and collector, which
 *                 the cells' heaps are multiples of; null without
 */
public record BenchResults(String schema, String tool, String toolVersion, String createdAt, String updatedAt,
                           Settings settings, String host, List<CellResult> cells, List<MinHeap> minHeaps) {
    public static final String SCHEMA = "tenure-bench/1";

    public BenchResults {
        Checks.nonBlank("schema", schema);
        cells = cells == null ? List.of() : List.copyOf(cells);
        Checks.unique("cells", cells, CellResult::id);
        Checks.unique("cells[].runs", cells.stream().flatMap(c -> c.runs().stream()).toList(), RunResult::runId);
        minHeaps = minHeaps == null || minHeaps.isEmpty() ? null : List.copyOf(minHeaps);
    }

    /** Results without measured minimum heaps. */
    public BenchResults(String schema, String tool, String toolVersion, String createdAt, String updatedAt,
                        Settings settings, String host, List<CellResult> cells) {
        this(schema, tool, toolVersion, createdAt, updatedAt, settings, host, cells, null);
    }

    /** The run settings of the bundle. */
    public record Settings(int repetitions, long orderSeed, long timeoutSeconds, boolean jfr, String ciMethod) {
    }
}
