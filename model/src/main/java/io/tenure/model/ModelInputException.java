package io.tenure.model;

/**
 * Input the model cannot use (too few distinct survival values, non-finite numbers, a malformed
 * model file or bundle). The message says what is wrong and where, for the user to read.
 */
public class ModelInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ModelInputException(String message) {
        super(message);
    }

    public ModelInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
