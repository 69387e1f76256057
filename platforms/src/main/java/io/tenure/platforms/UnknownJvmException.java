package io.tenure.platforms;

/**
 * A JVM the user named (by id or path) does not exist or is not a working JDK. The message says
 * what was asked for and what is valid, ready to show to a user as is.
 */
public final class UnknownJvmException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnknownJvmException(String message) {
        super(message);
    }

    public UnknownJvmException(String message, Throwable cause) {
        super(message, cause);
    }
}
