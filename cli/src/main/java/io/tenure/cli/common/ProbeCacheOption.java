package io.tenure.cli.common;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code --probe-cache FILE}: where the probes of JVMs are cached (bench, compare, platforms). Add
 * it with {@code @Mixin ProbeCacheOption probeCache;}. The help text here is bench's; a command
 * words it its own way under {@code probe-cache} in its resource bundle.
 */
public final class ProbeCacheOption {
    @Option(names = "--probe-cache", paramLabel = "FILE",
            description = "Probe cache file, shared with `tenure platforms` (default: $XDG_CACHE_HOME/tenure/probes.json,"
                    + " else ~/.cache/tenure/probes.json).")
    Path file;

    /** The file given, or null for the default location. */
    public Path file() {
        return file;
    }
}
