package io.tenure.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --format text|json}, for the commands that print a text or a JSON document of one result
 * (fit, predict, profile). Add it with {@code @Mixin TextOrJsonOption format;}.
 */
public final class TextOrJsonOption {
    /** What the command prints: an enum, so picocli refuses other values and completion offers these. */
    public enum Format { text, json }

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "text or json (default: ${DEFAULT-VALUE}).")
    public Format format;

    /** Whether the command prints JSON. */
    public boolean json() {
        return format == Format.json;
    }
}
