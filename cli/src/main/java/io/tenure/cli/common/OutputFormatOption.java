package io.tenure.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --format FORMAT}, text or json, for the commands whose JSON is a document of its own (diff,
 * platforms, compare). Add it with {@code @Mixin OutputFormatOption format;}. The help text here is
 * diff's; a command words it its own way under {@code format} in its resource bundle. (fit,
 * predict and profile take {@link TextOrJsonOption}, whose value is shown as {@code text|json}.)
 */
public final class OutputFormatOption {
    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    TextOrJsonOption.Format format;

    /** Whether the command prints JSON. */
    public boolean json() {
        return format == TextOrJsonOption.Format.json;
    }
}
