package io.tenure.model.fit;

import io.tenure.model.ModelInputException;

/** The data do not determine a curve of the requested shape (too few points, collinear design). */
public final class FitException extends ModelInputException {
    private static final long serialVersionUID = 1L;

    public FitException(String message) {
        super(message);
    }
}
