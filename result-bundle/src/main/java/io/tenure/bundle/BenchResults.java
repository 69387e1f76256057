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

    /**
     * The run settings of the bundle.
     *
     * @param design the space-filling design of the cells ({@code tenure bench --design}), or null for a grid
     */
    public record Settings(int repetitions, long orderSeed, long timeoutSeconds, boolean jfr, String ciMethod,
                           Design design) {
        /** Settings of a grid. */
        public Settings(int repetitions, long orderSeed, long timeoutSeconds, boolean jfr, String ciMethod) {
            this(repetitions, orderSeed, timeoutSeconds, jfr, ciMethod, null);
        }
    }

    /**
     * A space-filling design: which knobs were varied over which ranges, so the model knows its
     * fitted region and the design can be drawn again.
     *
     * @param method {@code lhs} (maximin Latin hypercube)
     * @param points points per platform
     * @param seed   the seed the points were drawn with
     * @param ranges the varied knobs ({@code survival}, {@code ref-stores}, {@code old-to-young},
     *               {@code compute}, {@code threads}) with their ranges
     */
    public record Design(String method, int points, long seed, List<KnobRange> ranges) {
        public Design {
            Checks.nonBlank("method", method);
            ranges = ranges == null ? List.of() : List.copyOf(ranges);
        }
    }

    /** One varied knob of a {@link Design}. */
    public record KnobRange(String knob, double low, double high) {
        public KnobRange {
            Checks.nonBlank("knob", knob);
        }
    }
}
