package io.tenure.spark;

import io.tenure.store.Labels;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The job's arguments: {@code --input GLOB}... {@code --store URI} {@code [--label KEY=VALUE]...}
 * {@code [--labels-from REGEX]}, as {@code tenure ingest} takes them.
 *
 * @param inputs     Hadoop globs or directories of logs
 * @param store      the store's root (a Hadoop URI)
 * @param labels     {@code --label} arguments
 * @param labelsFrom {@code --labels-from}, or null
 */
public record IngestOptions(List<String> inputs, String store, List<String> labels, String labelsFrom) {
    static final String USAGE = "usage: spark-submit --class io.tenure.spark.IngestJob tenure-spark.jar"
            + " --input GLOB [--input GLOB]... --store URI [--label KEY=VALUE]... [--labels-from REGEX]";

    public IngestOptions {
        inputs = List.copyOf(inputs);
        Objects.requireNonNull(store, "store");
        labels = List.copyOf(labels);
    }

    /**
     * @throws IllegalArgumentException saying what is wrong with the arguments (a usage error)
     */
    public static IngestOptions parse(String... args) {
        List<String> inputs = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        String store = null;
        String labelsFrom = null;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (!List.of("--input", "--store", "--label", "--labels-from").contains(option)) {
                throw new IllegalArgumentException("unknown argument '" + option + "'");
            }
            if (i + 1 == args.length) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            String value = args[++i];
            switch (option) {
                case "--input" -> inputs.add(value);
                case "--label" -> labels.add(value);
                case "--store" -> store = once(option, store, value);
                case "--labels-from" -> labelsFrom = once(option, labelsFrom, value);
                default -> throw new AssertionError(option);
            }
        }
        if (inputs.isEmpty()) {
            throw new IllegalArgumentException("--input is required");
        }
        if (store == null) {
            throw new IllegalArgumentException("--store is required");
        }
        Labels.parse(labels, labelsFrom); // the same checks as tenure ingest's, before anything runs
        return new IngestOptions(inputs, store, labels, labelsFrom);
    }

    private static String once(String option, String previous, String value) {
        if (previous != null) {
            throw new IllegalArgumentException(option + " is given twice");
        }
        return value;
    }
}
