package io.tenure.model.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.tenure.io.Json;
import io.tenure.model.ModelInputException;
import java.io.IOException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How far a predictor's answers were from measurement on the validation panel of real programs
 * ({@value #SCHEMA}, {@code docs/validation-error.json}, filled by the panel's leave-one-program-out
 * run; docs/VALIDATION.md). {@code predict --log} prints it beside every prediction.
 *
 * @param predictor                       the {@link io.tenure.model.ProgramPredictor#name()} validated
 * @param programs                        programs on the panel
 * @param pairs                           program × platform-pair predictions compared
 * @param meanAbsErrorPercent             mean |predicted − measured| / measured, percent
 * @param noDifferenceMeanAbsErrorPercent the same for the answer "ratio 1" (no difference)
 * @param fastestNamedCorrectly           programs whose fastest collector the predictor named, or null
 * @param source                          where the figures come from (a document and section)
 */
public record ValidationError(String schema, String predictor, int programs, int pairs, double meanAbsErrorPercent,
                              double noDifferenceMeanAbsErrorPercent, Integer fastestNamedCorrectly, String source) {
    public static final String SCHEMA = "tenure-validation-error/1";

    public ValidationError {
        if (!SCHEMA.equals(schema)) {
            throw new ModelInputException("schema must be " + SCHEMA + ", got " + schema);
        }
        Objects.requireNonNull(predictor, "predictor");
        if (programs < 1 || pairs < 1) {
            throw new ModelInputException("programs and pairs must be >= 1, got " + programs + " and " + pairs);
        }
        if (!(meanAbsErrorPercent >= 0) || !(noDifferenceMeanAbsErrorPercent >= 0)) {
            throw new ModelInputException("errors must be non-negative percentages");
        }
    }

    /**
     * The entry for {@code predictor} in a file of one {@value #SCHEMA} object or an array of them
     * (one per predictor validated); the first entry when none is for it (the answer then says
     * that this predictor is not validated), null for an empty array.
     *
     * @param name where the stream comes from, for messages
     * @throws ModelInputException when the content is not such a file
     */
    public static ValidationError read(InputStream in, String name, String predictor) throws IOException {
        List<ValidationError> entries;
        try {
            JsonNode tree = Json.mapper().readTree(in);
            if (tree == null || !(tree.isObject() || tree.isArray())) {
                throw new ModelInputException(name + ": not a " + SCHEMA + " file: expected an object or an array of them");
            }
            entries = new ArrayList<>();
            for (JsonNode entry : tree.isArray() ? tree : List.of(tree)) {
                entries.add(Json.mapper().readerFor(ValidationError.class)
                        .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                        .with(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                        .readValue(entry));
            }
        } catch (JsonMappingException e) {
            throw new ModelInputException(name + ": not a " + SCHEMA + " file: "
                    + (e.getCause() != null && e.getCause() != e ? e.getCause().getMessage() : e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            throw new ModelInputException(name + ": not valid JSON: " + Json.problem(e));
        }
        return entries.stream().filter(e -> e.predictor().equals(predictor)).findFirst()
                .orElse(entries.isEmpty() ? null : entries.get(0));
    }
}
