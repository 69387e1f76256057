package io.tenure.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Reads model files of the first version, written by tenure before the model file became a
 * record: the same content, but the cross-validated error was called {@code looMeanAbsError} and
 * a spline's knots were two parallel arrays {@code knots.survival} and {@code knots.value}.
 * Upgraded as a tree, then read as a {@link ModelDocument}, so there is one reader.
 */
final class ModelFileV1 {
    static final String SCHEMA = "tenure-model/1";

    private ModelFileV1() {
    }

    static ObjectNode upgrade(ObjectNode root) {
        ObjectNode upgraded = root.deepCopy();
        upgraded.put("schema", ModelFile.SCHEMA);
        JsonNode fits = upgraded.get("fits");
        if (fits != null && fits.isArray()) {
            for (JsonNode fit : fits) {
                if (fit instanceof ObjectNode node) {
                    upgradeFit(node);
                }
            }
        }
        return upgraded;
    }

    private static void upgradeFit(ObjectNode fit) {
        JsonNode knots = fit.get("knots");
        if (knots instanceof ObjectNode parallel && parallel.get("survival") instanceof ArrayNode s
                && parallel.get("value") instanceof ArrayNode y) {
            ArrayNode points = fit.arrayNode();
            for (int i = 0; i < Math.min(s.size(), y.size()); i++) {
                points.addObject().set("survival", s.get(i));
                ((ObjectNode) points.get(i)).set("value", y.get(i));
            }
            if (s.size() != y.size()) {
                points = null; // read as missing knots: the file is damaged
            }
            fit.set("knots", points);
        } else if (!fit.has("knots")) {
            fit.putNull("knots");
        }
        if (!fit.has("parameters")) {
            fit.putNull("parameters");
        }
        if (fit.get("quality") instanceof ObjectNode quality) {
            rename(quality);
        }
        if (fit.get("candidates") instanceof ArrayNode candidates) {
            candidates.forEach(c -> {
                if (c instanceof ObjectNode candidate) {
                    rename(candidate);
                }
            });
        }
    }

    private static void rename(ObjectNode node) {
        if (node.has("looMeanAbsError")) {
            node.set("cvMeanAbsError", node.remove("looMeanAbsError"));
        }
    }
}
