package io.tenure.cli.model;

import io.tenure.model.io.ValidationError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The predictor's error on the validation panel that {@code predict --log} prints beside every prediction. */
final class BuiltInValidationError {
    /** docs/validation-error.json, copied into the jar by the build when it exists (cli/pom.xml). */
    private static final String RESOURCE = "/io/tenure/cli/validation-error.json";

    private BuiltInValidationError() {
    }

    /**
     * The panel's figures for {@code predictor}: from the file given, else the one built into this
     * tenure, else null (not validated).
     */
    static ValidationError orFile(Path validationError, String predictor) throws IOException {
        if (validationError != null) {
            try (InputStream in = Files.newInputStream(validationError)) {
                return ValidationError.read(in, validationError.toString(), predictor);
            }
        }
        try (InputStream in = BuiltInValidationError.class.getResourceAsStream(RESOURCE)) {
            return in == null ? null : ValidationError.read(in, "docs/validation-error.json (built in)", predictor);
        }
    }
}
