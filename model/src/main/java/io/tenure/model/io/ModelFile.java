package io.tenure.model.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.io.Json;
import io.tenure.model.CandidateScore;
import io.tenure.model.FitQuality;
import io.tenure.model.ModelInputException;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SelectedFit;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import io.tenure.model.factors.FactorFit;
import io.tenure.model.fit.Curve;
import io.tenure.model.fit.FitException;
import io.tenure.model.fit.ModelKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one reader and writer of the model file ({@value #SCHEMA}, a {@link ModelDocument}). Files
 * of the previous versions are read too: {@value #SCHEMA_V2} is version 3 without multi-factor
 * fits, {@value ModelFileV1#SCHEMA} is upgraded by {@link ModelFileV1}. Written through
 * {@link Json#writeAtomically}, so a reader never sees half a model.
 */
public final class ModelFile {
    public static final String SCHEMA = "tenure-model/3";
    /** The survival curves alone (before 2026-11-23's model v2): read as a model without multi-factor fits. */
    public static final String SCHEMA_V2 = "tenure-model/2";
    private static final ObjectReader READER = Json.mapper().readerFor(ModelDocument.class)
            .with(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);

    private ModelFile() {
    }

    public static void save(SurvivalModel model, Path target) throws IOException {
        Json.writeAtomically(target, document(model));
    }

    /** The survival curves with the multi-factor fits of the platforms measured on a design. */
    public static void save(SurvivalModel model, List<FactorFit> factors, Path target) throws IOException {
        Json.writeAtomically(target, document(model, factors));
    }

    /** The name {@code tenure fit} and {@code tenure demo} give a model file by default. */
    public static final String DEFAULT_NAME = "tenure-model.json";

    public static SurvivalModel load(Path file) throws IOException {
        JsonFields json = new JsonFields(file.toString());
        return model(loadDocument(file), json);
    }

    /**
     * The file as its record, checked: the survival curves as {@link #load} reads them, and every
     * multi-factor fit naming a listed platform.
     */
    public static ModelDocument loadDocument(Path file) throws IOException {
        JsonFields json = new JsonFields(file.toString());
        if (Files.isDirectory(file)) {
            // "--model BUNDLE" said only "Is a directory"; a bundle of tenure demo holds its model
            Path inside = file.resolve(DEFAULT_NAME);
            throw new ModelInputException(file + ": a directory, not a model file"
                    + (Files.isRegularFile(inside) ? " (its model is " + inside + ")" : ""));
        }
        JsonNode root;
        try {
            root = Json.mapper().readTree(Files.readAllBytes(file));
        } catch (JsonProcessingException e) {
            throw new ModelInputException(file + ": not valid JSON: " + Json.problem(e));
        }
        if (root == null || !root.isObject()) {
            throw new ModelInputException(file + ": not a tenure model (expected a JSON object)");
        }
        JsonNode schema = root.get("schema");
        String found = schema == null || !schema.isTextual() ? null : schema.asText();
        if (ModelFileV1.SCHEMA.equals(found)) {
            root = ModelFileV1.upgrade((ObjectNode) root);
        } else if (!SCHEMA.equals(found) && !SCHEMA_V2.equals(found)) {
            throw json.problem("schema", "not a tenure model file of a version this tenure reads (found "
                    + (found == null ? "no schema" : "'" + found + "'") + ", expected '" + SCHEMA + "')");
        }
        if (!SCHEMA.equals(found) && !root.has("factors")) {
            ((ObjectNode) root).putArray("factors"); // versions 1 and 2: the survival curves alone
        }
        withoutLiveSet(root.get("factors"));
        withoutCpus(root.get("platforms"));
        ModelDocument document;
        try {
            document = READER.readValue(root);
        } catch (JsonMappingException e) {
            throw json.problem(path(e), e instanceof ValueInstantiationException && e.getCause() != null
                    ? e.getCause().getMessage() : e.getOriginalMessage());
        }
        model(document, json);
        for (int i = 0; i < document.factors().size(); i++) {
            String key = document.factors().get(i).platform();
            if (document.platforms().stream().noneMatch(p -> p.key().equals(key))) {
                throw json.problem("factors[" + i + "].platform", "'" + key + "' is not listed in platforms[]");
            }
        }
        return document;
    }

    /**
     * A design point without {@code liveSetFraction} is one of a design that did not set the live
     * set (every file before the knob, and every point of such a design since: the key is written
     * only when there is a value), read as null.
     */
    private static void withoutLiveSet(JsonNode factors) {
        if (factors == null || !factors.isArray()) {
            return;
        }
        for (JsonNode fit : factors) {
            JsonNode points = fit.get("points");
            if (points == null || !points.isArray()) {
                continue;
            }
            for (JsonNode point : points) {
                if (point.isObject() && !point.has("liveSetFraction")) {
                    ((ObjectNode) point).putNull("liveSetFraction");
                }
            }
        }
    }

    /**
     * A platform without {@code cpus} is one of a file written before they were recorded, or of a
     * bundle that did not say (the key is written only when there is a value), read as null.
     */
    private static void withoutCpus(JsonNode platforms) {
        if (platforms == null || !platforms.isArray()) {
            return;
        }
        for (JsonNode platform : platforms) {
            if (platform.isObject() && !platform.has("cpus")) {
                ((ObjectNode) platform).putNull("cpus");
            }
        }
    }

    /** The model as its file's record. */
    public static ModelDocument document(SurvivalModel model) {
        return document(model, List.of());
    }

    /** The model and its multi-factor fits as the file's record. */
    public static ModelDocument document(SurvivalModel model, List<FactorFit> factors) {
        return new ModelDocument(SCHEMA, new Bootstrap(model.bootstrapReplicates(), model.seed()), model.notes(),
                platforms(model), model.fits().stream().map(FitEntry::of).toList(),
                model.unfitted().stream().map(UnfittedEntry::of).toList(), factors);
    }

    /** Every platform of the model (fitted or not), once, in the order the model names them. */
    public static List<Platform> platforms(SurvivalModel model) {
        Map<String, Platform> platforms = new LinkedHashMap<>();
        model.fits().forEach(f -> platforms.putIfAbsent(f.platform().key(), f.platform()));
        model.unfitted().forEach(u -> platforms.putIfAbsent(u.platform().key(), u.platform()));
        return List.copyOf(platforms.values());
    }

    private static SurvivalModel model(ModelDocument document, JsonFields json) {
        if (document.bootstrap() == null) {
            throw json.problem("bootstrap", "missing");
        }
        Map<String, Platform> platforms = new LinkedHashMap<>();
        document.platforms().forEach(p -> platforms.put(p.key(), p));
        List<PlatformFit> fits = new ArrayList<>();
        for (int i = 0; i < document.fits().size(); i++) {
            fits.add(fit(document.fits().get(i), "fits[" + i + "]", platforms, json));
        }
        List<UnfittedPlatform> unfitted = new ArrayList<>();
        for (int i = 0; i < document.unfitted().size(); i++) {
            UnfittedEntry u = document.unfitted().get(i);
            String path = "unfitted[" + i + "]";
            unfitted.add(new UnfittedPlatform(platform(platforms, u.platform(), path, json),
                    u.response() == null ? null : response(u.response(), path, json), u.reason()));
        }
        try {
            return new SurvivalModel(fits, unfitted, document.notes(), document.bootstrap().replicates(),
                    document.bootstrap().seed());
        } catch (IllegalArgumentException e) {
            throw json.problem("", e.getMessage());
        }
    }

    private static PlatformFit fit(FitEntry entry, String path, Map<String, Platform> platforms, JsonFields json) {
        Platform platform = platform(platforms, entry.platform(), path, json);
        Response response = response(entry.response(), path, json);
        ModelKind kind = kind(entry.model(), path + ".model", json);
        double[] parameters;
        if (kind == ModelKind.MONOTONE_SPLINE) {
            if (entry.knots() == null) {
                throw json.problem(path + ".knots", "missing");
            }
            int n = entry.knots().size();
            parameters = new double[2 * n];
            for (int i = 0; i < n; i++) {
                parameters[i] = entry.knots().get(i).survival();
                parameters[n + i] = entry.knots().get(i).value();
            }
        } else {
            if (entry.parameters() == null) {
                throw json.problem(path + ".parameters", "missing");
            }
            parameters = new double[kind.parameterNames().size()];
            for (int i = 0; i < parameters.length; i++) {
                String name = kind.parameterNames().get(i);
                Double value = entry.parameters().get(name);
                if (value == null) {
                    throw json.problem(path + ".parameters." + name, "missing");
                }
                parameters[i] = value;
            }
        }
        List<CandidateScore> candidates = new ArrayList<>();
        for (CandidateEntry c : entry.candidates()) {
            candidates.add(new CandidateScore(kind(c.model(), path + ".candidates", json), c.cvMeanAbsError(), c.note()));
        }
        if (entry.quality() == null) {
            throw json.problem(path + ".quality", "missing");
        }
        checkFigures(entry, kind, parameters, response, path, json);
        try {
            return new PlatformFit(platform, response, entry.survivalSource(), entry.observations(),
                    new SelectedFit(new Curve(kind, parameters), entry.quality(), candidates));
        } catch (IllegalArgumentException | FitException e) {
            throw json.problem(path, e.getMessage());
        }
    }

    /**
     * The figures a fit is made of, checked as a bundle's are: every response tenure models (a time
     * per GB, an overhead, a pause, an interval) is a finite number that is not negative, so are the
     * runs it was fitted on and, for a time per GB (which is never near 0), the curve across the
     * survival range it saw (beyond it a fitted quadratic may dip below 0). A model whose curve was negative was used as it was
     * ({@code predict --survival 0.3}: -6.500 s/GB with a negative interval, exit 0).
     */
    private static void checkFigures(FitEntry entry, ModelKind kind, double[] parameters, Response response, String path,
                                     JsonFields json) {
        String field = kind == ModelKind.MONOTONE_SPLINE ? path + ".knots" : path + ".parameters";
        for (int i = 0; i < parameters.length; i++) {
            String name = kind == ModelKind.MONOTONE_SPLINE ? "[" + (i % (parameters.length / 2)) + "]"
                    : "." + kind.parameterNames().get(i);
            if (!Double.isFinite(parameters[i])) {
                throw json.problem(field + name, parameters[i] + " is not a finite number");
            }
        }
        FitQuality q = entry.quality();
        if (!(q.survivalMin() >= 0 && q.survivalMax() <= 1)) {
            throw json.problem(path + ".quality", String.format(Locale.ROOT,
                    "survival range %s-%s is not within [0, 1]", q.survivalMin(), q.survivalMax()));
        }
        for (int i = 0; i < entry.observations().size(); i++) {
            double value = entry.observations().get(i).value();
            if (value < 0) {
                throw json.problem(path + ".observations[" + i + "].value", String.format(Locale.ROOT,
                        "%s is negative; a %s cannot be", value, response.description()));
            }
        }
        Curve curve;
        try {
            curve = new Curve(kind, parameters);
        } catch (IllegalArgumentException | FitException e) {
            throw json.problem(field, e.getMessage());
        }
        if (response != Response.TIME && response != Response.CPU_TIME) {
            // a pause or overhead curve fitted to figures near 0 may dip just below it between runs
            return;
        }
        for (int i = 0; i <= 20; i++) {
            double s = q.survivalMin() + (q.survivalMax() - q.survivalMin()) * i / 20;
            double value = curve.valueAt(s);
            if (!(value >= 0)) {
                // outside the range a fit may dip below 0 (a quadratic's intercept): within it, the runs said otherwise
                throw json.problem(field, String.format(Locale.ROOT, "the curve %s gives %s at survival %.3f, within the"
                        + " range it was fitted on (%.3f-%.3f); a %s cannot be negative", kind.formula(), value, s,
                        q.survivalMin(), q.survivalMax(), response.description()));
            }
        }
    }

    private static ModelKind kind(String id, String path, JsonFields json) {
        return ModelKind.fromId(id == null ? "" : id).orElseThrow(() -> json.problem(path, "unknown model '" + id + "'"));
    }

    private static Platform platform(Map<String, Platform> platforms, String key, String path, JsonFields json) {
        Platform platform = platforms.get(key);
        if (platform == null) {
            throw json.problem(path + ".platform", "'" + key + "' is not listed in platforms[]");
        }
        return platform;
    }

    private static Response response(String id, String path, JsonFields json) {
        return Response.fromId(id == null ? "" : id)
                .orElseThrow(() -> json.problem(path + ".response", "unknown response '" + id + "'"));
    }

    /** Jackson's location of a problem as a JSON path: {@code fits[0].quality.survivalMin}. */
    private static String path(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.toString();
    }
}
