package io.tenure.bench.bundle;

import java.util.List;
import java.util.Objects;

/**
 * The whole {@code results.json} of a bundle.
 *
 * @param schema   {@value #SCHEMA}; bumped on any breaking change
 * @param settings how the matrix was run (repetitions, order seed, timeout)
 * @param host     the fingerprint file, relative to the bundle
 */
public record BenchResults(String schema, String tool, String toolVersion, String createdAt, String updatedAt,
                           Settings settings, String host, List<CellResult> cells) {
    public static final String SCHEMA = "tenure-bench/1";

    public BenchResults {
        Objects.requireNonNull(schema, "schema");
        cells = cells == null ? List.of() : List.copyOf(cells);
    }

    /** The run settings of the bundle. */
    public record Settings(int repetitions, long orderSeed, long timeoutSeconds, boolean jfr, String ciMethod) {
    }
}
