package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import io.tenure.io.Json;
import io.tenure.report.OutputFile;
import io.tenure.report.ReportModel;
import io.tenure.report.assemble.CompareReportBuilder;
import io.tenure.report.assemble.ReportSources;
import io.tenure.report.render.JsonWriter;
import io.tenure.testsupport.JsonSchemas;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The JSON contract: every golden {@code *.json} under a {@code src/test/resources} of the
 * repository whose top level says {@code "schema": "tenure-<name>/<major>"} is valid against
 * {@code docs/schemas/tenure-<name>-<major>.schema.json}, and every schema file there has at
 * least one such golden file (a schema nobody checks drifts from its output). One test per
 * file, named by its path, failing with the validator's messages.
 *
 * <p>Runs with Surefire ({@code mvn test}) so a renamed key fails as early as the golden test
 * that renamed it; {@code tenure.root} is the repository root.
 */
class JsonSchemaContractTest {
    private static final Pattern SCHEMA_ID = Pattern.compile("tenure-([a-z0-9-]+)/([0-9]+)");
    private static final Pattern SCHEMA_FILE = Pattern.compile("tenure-([a-z0-9-]+)-([0-9]+)\\.schema\\.json");
    private static final Path ROOT = Path.of(System.getProperty("tenure.root", "../..")).toAbsolutePath().normalize();
    private static final Path SCHEMAS = ROOT.resolve("docs/schemas");
    private static final String BASE = JsonSchemas.BASE;
    private static final SchemaRegistry REGISTRY = JsonSchemas.registry();

    @TestFactory
    Stream<DynamicTest> everyGoldenFileWithASchemaIdIsValid() throws IOException {
        return goldenFiles().entrySet().stream().map(golden -> DynamicTest.dynamicTest(
                ROOT.relativize(golden.getKey()) + " (" + golden.getValue() + ")",
                () -> assertValid(golden.getKey(), golden.getValue())));
    }

    @TestFactory
    Stream<DynamicTest> everySchemaFileHasAGoldenFileAndIsAValidSchema() throws IOException {
        Map<Path, String> goldens = goldenFiles();
        List<Path> schemaFiles;
        try (Stream<Path> files = Files.list(SCHEMAS)) {
            schemaFiles = files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        assertThat(schemaFiles).as("schema files in %s", SCHEMAS).isNotEmpty();
        return schemaFiles.stream().map(file -> DynamicTest.dynamicTest(ROOT.relativize(file).toString(), () -> {
            Matcher name = SCHEMA_FILE.matcher(file.getFileName().toString());
            assertThat(name.matches()).as("%s: a schema file is named tenure-<name>-<major>.schema.json", file).isTrue();
            String id = "tenure-" + name.group(1) + "/" + name.group(2);
            assertThat(goldens.values()).as("%s has no golden file (no *.json under src/test/resources with"
                    + " \"schema\": \"%s\")", file, id).contains(id);
            List<Error> errors = REGISTRY.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"))
                    .validate(Files.readString(file, StandardCharsets.UTF_8), InputFormat.JSON);
            assertThat(errors).as("%s against the draft 2020-12 meta-schema", file).isEmpty();
        }));
    }

    /** The check itself: a key renamed anywhere in a document fails it, down to a nested, cross-file $ref. */
    @TestFactory
    Stream<DynamicTest> aRenamedKeyIsCaught() {
        return Stream.of("\"cvMeanAbsError\"", "\"ci95Low\"", "\"fasterBelowKey\"", "\"schema\"")
                .map(key -> DynamicTest.dynamicTest(key + " renamed in cli/src/test/resources/golden/tenure-fit-1.json",
                        () -> {
                            String text = Files.readString(ROOT.resolve("cli/src/test/resources/golden/tenure-fit-1.json"),
                                    StandardCharsets.UTF_8);
                            assertThat(text).contains(key);
                            Schema schema = REGISTRY.getSchema(SchemaLocation.of(BASE + "tenure-fit-1.schema.json"));
                            assertThat(schema.validate(text, InputFormat.JSON)).isEmpty();
                            assertThat(schema.validate(text.replace(key, "\"renamed\""), InputFormat.JSON)).isNotEmpty();
                        }));
    }

    /**
     * The report.json of a compare bundle ({@code "kind": "compare"}), made from the committed bundle
     * by the builder and writer {@code tenure report} uses: no golden file holds one.
     */
    @Test
    void aCompareReportIsValid() throws IOException {
        Path compare = Path.of(System.getProperty("tenure.fixtures", ROOT.resolve("src/test/resources/fixtures").toString()),
                "model", "compare-javac-g1-parallel");
        ReportModel model = CompareReportBuilder.build(ReportSources.compare(compare), List.of("tenure", "report", compare.toString()), "test",
                "2026-11-27T00:00:00Z");
        OutputFile file = new JsonWriter().render(model).get(0);
        String json = new String(file.content(), StandardCharsets.UTF_8);
        assertThat(file.relativePath()).isEqualTo("report.json");
        assertThat(Json.mapper().readTree(json).path("kind").asText()).isEqualTo("compare");
        assertThat(JsonSchemas.errors("tenure-report-1.schema.json", json)).as("%s's report.json", compare).isEmpty();
    }

    /**
     * docs/validation-error.json, which {@code predict --log} reads: an array, one entry per
     * predictor (a file of one object, the older form, is a golden file under cli).
     */
    @Test
    void theCommittedValidationErrorIsValid() throws IOException {
        Path file = ROOT.resolve("docs/validation-error.json");
        assertThat(Json.readTree(file).isArray()).isTrue();
        assertThat(JsonSchemas.errors("tenure-validation-error-1.schema.json", file)).as("%s", file).isEmpty();
    }

    private static void assertValid(Path golden, String id) throws IOException {
        Matcher parts = SCHEMA_ID.matcher(id);
        assertThat(parts.matches()).isTrue();
        Path schemaFile = SCHEMAS.resolve("tenure-" + parts.group(1) + "-" + parts.group(2) + ".schema.json");
        assertThat(schemaFile).as("%s says \"schema\": \"%s\", but there is no schema file for it", golden, id).exists();
        Schema schema = REGISTRY.getSchema(SchemaLocation.of(BASE + schemaFile.getFileName()));
        List<Error> errors = schema.validate(Files.readString(golden, StandardCharsets.UTF_8), InputFormat.JSON);
        assertThat(errors).as("%s against %s:%n%s", golden, ROOT.relativize(schemaFile), String.join("\n",
                errors.stream().map(e -> "  " + e.getInstanceLocation() + ": " + e.getMessage()).toList())).isEmpty();
    }

    /** Every golden JSON file with a tenure schema id at its top level, sorted by path, with that id. */
    private static Map<Path, String> goldenFiles() throws IOException {
        Map<Path, String> goldens = new TreeMap<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path file : files.filter(JsonSchemaContractTest::isGoldenJson).toList()) {
                JsonNode root = Json.readTree(file);
                JsonNode schema = root.isObject() ? root.get("schema") : null;
                if (schema != null && schema.isTextual() && SCHEMA_ID.matcher(schema.asText()).matches()) {
                    goldens.put(file, schema.asText());
                }
            }
        }
        return goldens;
    }

    private static boolean isGoldenJson(Path file) {
        Path relative = ROOT.relativize(file);
        String path = relative.toString().replace('\\', '/');
        for (Path part : relative) {
            if (part.toString().equals("target") || part.toString().startsWith(".")) {
                return false;
            }
        }
        return path.endsWith(".json") && (path.startsWith("src/test/resources/") || path.contains("/src/test/resources/"))
                && Files.isRegularFile(file);
    }
}
