package io.tenure.platforms;

import java.util.List;

/**
 * A JVM could not be launched or did not behave: it failed to start, timed out or printed
 * something tenure cannot read. The message carries the command, the exit code and the tail of
 * stderr, which is what a user needs to fix a broken JDK installation.
 */
public final class JvmLaunchException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient List<String> command;

    public JvmLaunchException(List<String> command, String message) {
        super(message + "\n  command: " + String.join(" ", command));
        this.command = List.copyOf(command);
    }

    public JvmLaunchException(List<String> command, String message, Throwable cause) {
        super(message + "\n  command: " + String.join(" ", command), cause);
        this.command = List.copyOf(command);
    }

    /** The command that failed, as launched. */
    public List<String> command() {
        return command;
    }
}
