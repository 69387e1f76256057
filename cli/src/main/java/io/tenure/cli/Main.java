package io.tenure.cli;

import picocli.CommandLine;

/** Entry point of the {@code tenure} command; the only place that exits the JVM. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(TenureCommand.commandLine().execute(args));
    }
}
