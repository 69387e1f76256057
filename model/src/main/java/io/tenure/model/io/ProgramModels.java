package io.tenure.model.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.io.Json;
import io.tenure.model.ModelInputException;
import io.tenure.model.Platform;
import io.tenure.model.ProgramPredictor;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.SurvivalTransferPredictor;
import io.tenure.model.factors.FactorFit;
import io.tenure.model.factors.MultiFactorModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads a model file as a {@link ProgramPredictor}: the file's schema version picks the
 * implementation, so {@code predict --log}, {@code compare --model} and the validation panel
 * work with whichever model a file holds.
 */
public final class ProgramModels {
    private ProgramModels() {
    }

    /**
     * A loaded model: what predicts, and the platforms it speaks for (those a program's log is
     * matched against).
     *
     * @param schema the model file's schema, e.g. {@code tenure-model/2}
     */
    public record LoadedModel(String schema, ProgramPredictor predictor, List<Platform> platforms) {
        public LoadedModel {
            platforms = List.copyOf(platforms);
        }
    }

    /**
     * @param replicates bootstrap replicates, or null for the model's own
     * @param seed       bootstrap seed, or null for the model's own
     * @throws ModelInputException when the file is no model, or of a version this tenure cannot predict with
     */
    public static LoadedModel load(Path file, Integer replicates, Long seed) throws IOException {
        String schema = schemaOf(file);
        switch (schema) {
            case ModelFile.SCHEMA: {
                ModelDocument document = ModelFile.loadDocument(file);
                if (!document.factors().isEmpty()) {
                    // model v2: the multi-factor fits of a design bundle predict; their platforms are matched
                    List<String> keys = document.factors().stream().map(FactorFit::platform).distinct().toList();
                    return new LoadedModel(schema, new MultiFactorModel(document.platforms(), document.factors(),
                            replicates == null ? document.bootstrap().replicates() : replicates,
                            seed == null ? document.bootstrap().seed() : seed),
                            document.platforms().stream().filter(p -> keys.contains(p.key())).toList());
                }
                return survivalTransfer(file, schema, replicates, seed);
            }
            case ModelFileV1.SCHEMA:
            case ModelFile.SCHEMA_V2:
                return survivalTransfer(file, schema, replicates, seed);
            default:
                throw new ModelInputException(file + ": a model of schema '" + schema
                        + "' cannot predict programs in this tenure (it reads " + ModelFileV1.SCHEMA + ", "
                        + ModelFile.SCHEMA_V2 + " and " + ModelFile.SCHEMA + ")");
        }
    }

    /** Model v1: the survival transfer, for files of every version without multi-factor fits. */
    private static LoadedModel survivalTransfer(Path file, String schema, Integer replicates, Long seed) throws IOException {
        SurvivalModel model = ModelFile.load(file);
        return new LoadedModel(schema,
                new SurvivalTransferPredictor(model, replicates == null ? model.bootstrapReplicates() : replicates,
                        seed == null ? model.seed() : seed),
                model.fitsFor(Response.TIME).stream().map(f -> f.platform()).toList());
    }

    private static String schemaOf(Path file) throws IOException {
        JsonNode root;
        try {
            root = Json.mapper().readTree(Files.readAllBytes(file));
        } catch (JsonProcessingException e) {
            throw new ModelInputException(file + ": not valid JSON: " + Json.problem(e));
        }
        JsonNode schema = root == null ? null : root.get("schema");
        if (schema == null || !schema.isTextual()) {
            throw new ModelInputException(file + ": not a tenure model (no \"schema\")");
        }
        return schema.asText();
    }
}
