package io.tenure.report.assemble;

/** An input a report cannot be made from (not a bundle, unreadable model, no GC log): the message says which and why. */
public final class ReportInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ReportInputException(String message) {
        super(message);
    }

    public ReportInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
