package io.tenure.testsupport;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The JSON Schemas of tenure's outputs ({@code docs/schemas} of the repository, draft 2020-12),
 * for a test that checks a document some code wrote, not only a committed golden file. The
 * schemas refer to one another by relative {@code $ref}; every IRI under {@link #BASE} is served
 * from {@code docs/schemas}, nothing is fetched.
 */
public final class JsonSchemas {
    /** Where the schemas seem to live, for resolving their relative {@code $ref}s to one another. */
    public static final String BASE = "https://tenure.invalid/schemas/";
    /** {@code docs/schemas} under {@code tenure.root}, the repository root the parent POM hands every test. */
    public static final Path DIR = Path.of(System.getProperty("tenure.root", "..")).toAbsolutePath().normalize()
            .resolve("docs/schemas");
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
            builder -> builder.schemas(JsonSchemas::schemaText));

    private JsonSchemas() {
    }

    /** The registry that resolves the schema files (and the bundled meta-schemas). */
    public static SchemaRegistry registry() {
        return REGISTRY;
    }

    /** The schema in {@code docs/schemas/<fileName>}, e.g. {@code tenure-workload-1.schema.json}. */
    public static Schema schema(String fileName) {
        return REGISTRY.getSchema(SchemaLocation.of(BASE + fileName));
    }

    /**
     * The errors of {@code json} against {@code docs/schemas/<fileName>}, one line each (where in
     * the document, then the validator's message); empty when it is valid.
     */
    public static List<String> errors(String fileName, String json) {
        List<Error> errors = schema(fileName).validate(json, InputFormat.JSON);
        return errors.stream().map(e -> e.getInstanceLocation() + ": " + e.getMessage()).toList();
    }

    /** {@link #errors(String, String)} of a file. */
    public static List<String> errors(String fileName, Path json) {
        try {
            return errors(fileName, Files.readString(json, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of a schema file under {@link #BASE}, or null for any other IRI (the bundled meta-schemas). */
    private static String schemaText(String iri) {
        if (!iri.startsWith(BASE)) {
            return null;
        }
        Path file = DIR.resolve(iri.substring(BASE.length()));
        try {
            return file.normalize().startsWith(DIR) && Files.isRegularFile(file)
                    ? Files.readString(file, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
