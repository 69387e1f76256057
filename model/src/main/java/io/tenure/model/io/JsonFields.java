package io.tenure.model.io;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.model.ModelInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads required and optional fields from a Jackson tree with messages that name the file and
 * the JSON path ({@code results.json: cells[3].target.survival: missing}). Extra keys are
 * ignored on purpose: producers may add fields without breaking readers.
 */
public final class JsonFields {
    private final String file;

    public JsonFields(String file) {
        this.file = file;
    }

    public ModelInputException problem(String path, String message) {
        return new ModelInputException(file + ": " + (path.isEmpty() ? "" : path + ": ") + message);
    }

    public JsonNode required(JsonNode node, String path, String key) {
        JsonNode value = node.get(key);
        if (value == null || value.isNull()) {
            throw problem(join(path, key), "missing");
        }
        return value;
    }

    public JsonNode optional(JsonNode node, String key) {
        JsonNode value = node == null ? null : node.get(key);
        return value == null || value.isNull() || value.isMissingNode() ? null : value;
    }

    public String text(JsonNode node, String path, String key) {
        JsonNode value = required(node, path, key);
        if (!value.isTextual()) {
            throw problem(join(path, key), "expected a string, got " + value.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        return value.asText();
    }

    public String optionalText(JsonNode node, String key) {
        JsonNode value = optional(node, key);
        return value == null ? null : value.asText();
    }

    public double number(JsonNode node, String path, String key) {
        JsonNode value = required(node, path, key);
        if (!value.isNumber()) {
            throw problem(join(path, key), "expected a number, got " + value);
        }
        return value.asDouble();
    }

    /** A number, or null when absent or JSON null (a figure that could not be computed). */
    public Double optionalNumber(JsonNode node, String path, String key) {
        JsonNode value = optional(node, key);
        if (value == null) {
            return null;
        }
        if (!value.isNumber()) {
            throw problem(join(path, key), "expected a number or null, got " + value);
        }
        double v = value.asDouble();
        if (!Double.isFinite(v)) {
            throw problem(join(path, key), "expected a finite number, got " + value);
        }
        return v;
    }

    public Integer optionalInt(JsonNode node, String path, String key) {
        Double value = optionalNumber(node, path, key);
        return value == null ? null : (int) Math.round(value);
    }

    public List<JsonNode> array(JsonNode node, String path, String key) {
        JsonNode value = required(node, path, key);
        if (!value.isArray()) {
            throw problem(join(path, key), "expected an array");
        }
        List<JsonNode> items = new ArrayList<>();
        value.forEach(items::add);
        return items;
    }

    public static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }
}
