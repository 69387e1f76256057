package io.tenure.bundle.compare;

import java.util.List;
import java.util.Objects;

/**
 * The {@code results.json} of a compare bundle, schema {@value #SCHEMA}.
 *
 * @param schema      always {@value #SCHEMA}
 * @param tool        always {@code tenure}
 * @param toolVersion the tenure version that wrote it
 * @param createdAt   when the session began (kept across {@code --resume})
 * @param updatedAt   when this file was last written
 * @param complete    false while runs are still to come
 * @param settings    what was asked for
 * @param configs     every configuration with its runs and summary
 * @param pairs       every pair of configurations, ratios a/b of paired runs
 * @param costSplit   the cost split per configuration
 * @param minHeap     minimum heaps found with {@code --min-heap}; empty otherwise
 * @param model       a model's predictions beside the measured ratios with {@code --model}; empty otherwise
 * @param untilCi     how {@code --until-ci} ended, once the session is complete; null without it, while
 *                    runs are still to come, and in bundles written before it was recorded
 */
public record CompareResults(String schema, String tool, String toolVersion, String createdAt, String updatedAt,
                             boolean complete, CompareSettings settings, List<ConfigResult> configs,
                             List<PairResult> pairs, List<CostSplit> costSplit, List<MinHeap> minHeap,
                             List<ModelCheck> model, UntilCi untilCi) {
    public static final String SCHEMA = "tenure-compare/1";

    public CompareResults {
        if (!SCHEMA.equals(schema)) {
            throw new IllegalArgumentException("schema must be " + SCHEMA + ", got " + schema);
        }
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(toolVersion, "toolVersion");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(settings, "settings");
        configs = List.copyOf(configs);
        pairs = List.copyOf(pairs);
        costSplit = List.copyOf(costSplit);
        minHeap = List.copyOf(minHeap == null ? List.of() : minHeap);
        model = List.copyOf(model == null ? List.of() : model);
    }
}
