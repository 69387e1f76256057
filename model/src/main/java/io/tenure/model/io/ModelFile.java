package io.tenure.model.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.io.AtomicFiles;
import io.tenure.model.CandidateScore;
import io.tenure.model.FitQuality;
import io.tenure.model.ModelInputException;
import io.tenure.model.Observation;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SelectedFit;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import io.tenure.model.fit.Curve;
import io.tenure.model.fit.FitException;
import io.tenure.model.fit.ModelKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model file ({@code "schema": "tenure-model/1"}): every fit with its quality, its
 * candidates' scores and the observations behind it, so that {@code tenure predict} can
 * recompute the same bootstrap intervals (same observations + replicates + seed) without the
 * bundles. Written through {@code AtomicFiles} (a temporary file in the target directory, then an atomic move),
 * so a reader never sees half a model.
 */
public final class ModelFile {
    public static final String SCHEMA = "tenure-model/1";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ModelFile() {
    }

    public static void save(SurvivalModel model, Path target) throws IOException {
        AtomicFiles.writeBytes(target, JSON.writeValueAsBytes(toJson(model)));
    }

    public static SurvivalModel load(Path file) throws IOException {
        String name = file.toString();
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (JsonProcessingException e) {
            throw new ModelInputException(name + ": not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ModelInputException(name + ": not a tenure model (expected a JSON object)");
        }
        return fromJson(root, new JsonFields(name));
    }

    public static ObjectNode toJson(SurvivalModel model) {
        ObjectNode root = JSON.createObjectNode();
        root.put("schema", SCHEMA);
        ObjectNode bootstrap = root.putObject("bootstrap");
        bootstrap.put("replicates", model.bootstrapReplicates());
        bootstrap.put("seed", model.seed());
        ArrayNode notes = root.putArray("notes");
        model.notes().forEach(notes::add);
        Map<String, Platform> platforms = new LinkedHashMap<>();
        model.fits().forEach(f -> platforms.putIfAbsent(f.platform().key(), f.platform()));
        model.unfitted().forEach(u -> platforms.putIfAbsent(u.platform().key(), u.platform()));
        ArrayNode platformArray = root.putArray("platforms");
        platforms.values().forEach(p -> platformArray.add(platformJson(p)));
        ArrayNode fits = root.putArray("fits");
        for (PlatformFit fit : model.fits()) {
            fits.add(fitJson(fit));
        }
        ArrayNode unfitted = root.putArray("unfitted");
        for (UnfittedPlatform u : model.unfitted()) {
            ObjectNode node = unfitted.addObject();
            node.put("platform", u.platform().key());
            node.put("response", u.response() == null ? null : u.response().id());
            node.put("reason", u.reason());
        }
        return root;
    }

    public static ObjectNode platformJson(Platform p) {
        ObjectNode node = JSON.createObjectNode();
        node.put("key", p.key());
        node.put("host", p.host());
        node.put("os", p.os());
        node.put("jvm", p.jvm());
        node.put("collector", p.collector());
        node.put("heapMB", p.heapMB());
        node.put("youngMB", p.youngMB());
        return node;
    }

    private static ObjectNode fitJson(PlatformFit fit) {
        ObjectNode node = JSON.createObjectNode();
        node.put("platform", fit.platform().key());
        node.put("response", fit.response().id());
        node.put("unit", fit.response().unit());
        node.put("survivalSource", fit.survivalSource());
        Curve curve = fit.fit().curve();
        node.put("model", curve.kind().id());
        node.put("formula", curve.kind().formula());
        double[] p = curve.parameters();
        if (curve.kind() == ModelKind.MONOTONE_SPLINE) {
            ObjectNode knots = node.putObject("knots");
            ArrayNode s = knots.putArray("survival");
            ArrayNode y = knots.putArray("value");
            for (int i = 0; i < p.length / 2; i++) {
                s.add(p[i]);
                y.add(p[p.length / 2 + i]);
            }
        } else {
            ObjectNode parameters = node.putObject("parameters");
            for (int i = 0; i < p.length; i++) {
                parameters.put(curve.kind().parameterNames().get(i), p[i]);
            }
        }
        FitQuality q = fit.fit().quality();
        ObjectNode quality = node.putObject("quality");
        quality.put("observations", q.observations());
        quality.put("distinctSurvivals", q.distinctSurvivals());
        quality.put("survivalMin", q.survivalMin());
        quality.put("survivalMax", q.survivalMax());
        quality.put("rSquared", q.rSquared());
        quality.put("residualStandardError", q.residualStandardError());
        quality.put("looMeanAbsError", q.cvMeanAbsError());
        ArrayNode candidates = node.putArray("candidates");
        for (CandidateScore c : fit.fit().candidates()) {
            ObjectNode candidate = candidates.addObject();
            candidate.put("model", c.kind().id());
            candidate.put("looMeanAbsError", c.cvMeanAbsError());
            candidate.put("note", c.note());
        }
        ArrayNode observations = node.putArray("observations");
        for (Observation o : fit.observations()) {
            ObjectNode obs = observations.addObject();
            obs.put("survival", o.survival());
            obs.put("value", o.value());
            obs.put("repetition", o.repetition());
        }
        return node;
    }

    private static SurvivalModel fromJson(JsonNode root, JsonFields json) {
        String schema = json.optionalText(root, "schema");
        if (!SCHEMA.equals(schema)) {
            throw json.problem("schema", "not a tenure model file of a version this tenure reads (found "
                    + (schema == null ? "no schema" : "'" + schema + "'") + ", expected '" + SCHEMA + "')");
        }
        JsonNode bootstrap = json.required(root, "", "bootstrap");
        int replicates = (int) json.number(bootstrap, "bootstrap", "replicates");
        long seed = json.required(bootstrap, "bootstrap", "seed").asLong();
        List<String> notes = new ArrayList<>();
        JsonNode notesNode = json.optional(root, "notes");
        if (notesNode != null) {
            notesNode.forEach(n -> notes.add(n.asText()));
        }
        Map<String, Platform> platforms = new LinkedHashMap<>();
        List<JsonNode> platformNodes = json.array(root, "", "platforms");
        for (int i = 0; i < platformNodes.size(); i++) {
            JsonNode p = platformNodes.get(i);
            String path = "platforms[" + i + "]";
            Platform platform = new Platform(json.text(p, path, "key"), json.optionalText(p, "host"),
                    json.optionalText(p, "os"), json.optionalText(p, "jvm"), json.optionalText(p, "collector"),
                    json.optionalInt(p, path, "heapMB"), json.optionalInt(p, path, "youngMB"));
            platforms.put(platform.key(), platform);
        }
        List<PlatformFit> fits = new ArrayList<>();
        List<JsonNode> fitNodes = json.array(root, "", "fits");
        for (int i = 0; i < fitNodes.size(); i++) {
            fits.add(fitFromJson(fitNodes.get(i), "fits[" + i + "]", platforms, json));
        }
        List<UnfittedPlatform> unfitted = new ArrayList<>();
        JsonNode unfittedNode = json.optional(root, "unfitted");
        if (unfittedNode != null) {
            int i = 0;
            for (JsonNode u : unfittedNode) {
                String path = "unfitted[" + i++ + "]";
                String response = json.optionalText(u, "response");
                unfitted.add(new UnfittedPlatform(platform(platforms, json.text(u, path, "platform"), path, json),
                        response == null ? null : response(response, path, json), json.text(u, path, "reason")));
            }
        }
        try {
            return new SurvivalModel(fits, unfitted, notes, replicates, seed);
        } catch (IllegalArgumentException e) {
            throw json.problem("", e.getMessage());
        }
    }

    private static PlatformFit fitFromJson(JsonNode node, String path, Map<String, Platform> platforms, JsonFields json) {
        Platform platform = platform(platforms, json.text(node, path, "platform"), path, json);
        Response response = response(json.text(node, path, "response"), path, json);
        String modelId = json.text(node, path, "model");
        ModelKind kind = ModelKind.fromId(modelId)
                .orElseThrow(() -> json.problem(path + ".model", "unknown model '" + modelId + "'"));
        double[] parameters;
        if (kind == ModelKind.MONOTONE_SPLINE) {
            JsonNode knots = json.required(node, path, "knots");
            List<JsonNode> s = json.array(knots, path + ".knots", "survival");
            List<JsonNode> y = json.array(knots, path + ".knots", "value");
            if (s.size() != y.size()) {
                throw json.problem(path + ".knots", "survival and value differ in length");
            }
            parameters = new double[2 * s.size()];
            for (int i = 0; i < s.size(); i++) {
                parameters[i] = s.get(i).asDouble();
                parameters[s.size() + i] = y.get(i).asDouble();
            }
        } else {
            JsonNode values = json.required(node, path, "parameters");
            parameters = new double[kind.parameterNames().size()];
            for (int i = 0; i < parameters.length; i++) {
                parameters[i] = json.number(values, path + ".parameters", kind.parameterNames().get(i));
            }
        }
        JsonNode q = json.required(node, path, "quality");
        String qp = path + ".quality";
        List<CandidateScore> candidates = new ArrayList<>();
        JsonNode candidateNodes = json.optional(node, "candidates");
        if (candidateNodes != null) {
            for (JsonNode c : candidateNodes) {
                String id = json.text(c, path + ".candidates", "model");
                ModelKind candidate = ModelKind.fromId(id)
                        .orElseThrow(() -> json.problem(path + ".candidates", "unknown model '" + id + "'"));
                candidates.add(new CandidateScore(candidate, json.optionalNumber(c, path + ".candidates", "looMeanAbsError"),
                        json.optionalText(c, "note")));
            }
        }
        List<Observation> observations = new ArrayList<>();
        List<JsonNode> observationNodes = json.array(node, path, "observations");
        for (int i = 0; i < observationNodes.size(); i++) {
            JsonNode o = observationNodes.get(i);
            String op = path + ".observations[" + i + "]";
            double survival = json.number(o, op, "survival");
            double value = json.number(o, op, "value");
            int repetition = (int) json.number(o, op, "repetition");
            try {
                observations.add(new Observation(survival, value, repetition));
            } catch (ModelInputException e) {
                throw json.problem(op, e.getMessage());
            }
        }
        try {
            Curve curve = new Curve(kind, parameters);
            FitQuality quality = new FitQuality((int) json.number(q, qp, "observations"),
                    (int) json.number(q, qp, "distinctSurvivals"), json.number(q, qp, "survivalMin"),
                    json.number(q, qp, "survivalMax"), json.optionalNumber(q, qp, "rSquared"),
                    json.optionalNumber(q, qp, "residualStandardError"), json.optionalNumber(q, qp, "looMeanAbsError"));
            return new PlatformFit(platform, response, json.text(node, path, "survivalSource"), observations,
                    new SelectedFit(curve, quality, candidates));
        } catch (IllegalArgumentException | FitException e) {
            throw json.problem(path, e.getMessage());
        }
    }

    private static Platform platform(Map<String, Platform> platforms, String key, String path, JsonFields json) {
        Platform platform = platforms.get(key);
        if (platform == null) {
            throw json.problem(path + ".platform", "'" + key + "' is not listed in platforms[]");
        }
        return platform;
    }

    private static Response response(String id, String path, JsonFields json) {
        return Response.fromId(id).orElseThrow(() -> json.problem(path + ".response", "unknown response '" + id + "'"));
    }
}
