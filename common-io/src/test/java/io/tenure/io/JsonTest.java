package io.tenure.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonTest {
    record Figures(String schema, double finite, double nan, Double infinite, Double missing,
                   Optional<String> absent, OptionalDouble empty, OptionalDouble present) {
    }

    /** A truncated file's message carried Jackson's "[Source: REDACTED (`StreamReadFeature...` disabled)...]". */
    @Test
    void aProblemSaysWhereWithoutJacksonsSourceNote() {
        String truncated = "{\"schema\": \"tenure-bench/1\",\n \"cells\": [\n";
        try {
            Json.mapper().readTree(truncated);
            throw new AssertionError("a truncated text parsed");
        } catch (JsonProcessingException e) {
            assertThat(Json.problem(e)).isEqualTo("Unexpected end-of-input: expected close marker for Array (start marker"
                    + " at line 2, column 11) (line 3)");
        }
    }

    @Test
    void nonFiniteAndAbsentValuesAreNullAndNumbersIgnoreTheLocale() {
        Locale saved = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        try {
            String text = Json.toPrettyString(new Figures("tenure-test/1", 1.5, Double.NaN,
                    Double.POSITIVE_INFINITY, null, Optional.empty(), OptionalDouble.empty(), OptionalDouble.of(0.25)));
            assertThat(text).isEqualTo("""
                    {
                      "schema" : "tenure-test/1",
                      "finite" : 1.5,
                      "nan" : null,
                      "infinite" : null,
                      "missing" : null,
                      "absent" : null,
                      "empty" : null,
                      "present" : 0.25
                    }
                    """);
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void writesAtomicallyAndReadsBack(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("x.json");
        Json.writeAtomically(file, new Figures("s", 2, 3, 4.0, 5.0, Optional.of("a"), OptionalDouble.empty(), OptionalDouble.of(1)));
        assertThat(Files.readString(file)).endsWith("}\n");
        assertThat(Json.readTree(file).get("absent").asText()).isEqualTo("a");
    }
}
