package io.tenure.cli.common;

import io.tenure.model.FitDefaults;
import picocli.CommandLine.Option;

/**
 * {@code --bootstrap N} and {@code --seed}: the bootstrap of a model's intervals (fit, report,
 * predict). Add it with {@code @Mixin BootstrapOptions bootstrap = new BootstrapOptions(...)}: the
 * defaults are the command's, shown by {@code ${DEFAULT-VALUE}}. The help text here is fit's; a
 * command words it its own way under {@code bootstrap} and {@code seed} in its resource bundle.
 */
public final class BootstrapOptions {
    @Option(names = "--bootstrap", paramLabel = "N", description = "Bootstrap replicates for the 95 %% intervals (default: ${DEFAULT-VALUE}).")
    Integer replicates;

    @Option(names = "--seed", description = "Bootstrap seed; same input and seed give the same output (default: ${DEFAULT-VALUE}).")
    Long seed;

    /** For picocli, which builds a mixin it is not handed: fit's defaults. */
    public BootstrapOptions() {
        this(FitDefaults.BOOTSTRAP_REPLICATES, FitDefaults.SEED);
    }

    /** The command's defaults; null where the command has none (predict: what the model saved). */
    public BootstrapOptions(Integer replicates, Long seed) {
        this.replicates = replicates;
        this.seed = seed;
    }

    /** Bootstrap replicates, or null when neither given nor defaulted. */
    public Integer replicates() {
        return replicates;
    }

    /** The bootstrap's seed, or null when neither given nor defaulted. */
    public Long seed() {
        return seed;
    }
}
