package io.tenure.cli.common;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** The command line a user typed, as a bundle, report or session records it. */
public final class TypedCommandLine {
    private TypedCommandLine() {
    }

    /**
     * The command line a user typed to run {@code spec}, for a report's provenance: {@code tenure},
     * the subcommand's name, its arguments. Under the whole command the parse result's arguments
     * start with the subcommand's name; run alone ({@code TenureCommand.forArgs}) they are the rest after it,
     * and the name is in the command's own ({@code tenure report}).
     */
    public static List<String> of(CommandSpec spec) {
        List<String> line = new ArrayList<>();
        if (spec.parent() == null) {
            line.addAll(Arrays.asList(spec.name().split(" ")));
        } else {
            line.add(spec.root().name());
        }
        line.addAll(spec.commandLine().getParseResult().originalArgs());
        return List.copyOf(line);
    }
}
