package io.tenure.cli.common;

/**
 * A problem the user can fix (bad input, unknown JVM, failed run), reported as one message and
 * an exit code, without a stack trace.
 */
public final class UserException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    public UserException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public UserException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
