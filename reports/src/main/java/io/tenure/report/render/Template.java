package io.tenure.report.render;

import java.util.Map;

/**
 * Fills {@code {{name}}} placeholders in one pass over the template only: a value that happens
 * to contain {@code {{...}}} (a log line can) is copied as it is, never substituted again.
 */
final class Template {
    private Template() {
    }

    static String fill(String template, Map<String, String> values) {
        StringBuilder out = new StringBuilder(template.length() + values.values().stream().mapToInt(String::length).sum());
        int at = 0;
        while (true) {
            int open = template.indexOf("{{", at);
            if (open < 0) {
                break;
            }
            int close = template.indexOf("}}", open);
            if (close < 0) {
                break;
            }
            String name = template.substring(open + 2, close);
            String value = values.get(name);
            if (value == null) {
                throw new IllegalArgumentException("template placeholder {{" + name + "}} has no value");
            }
            out.append(template, at, open).append(value);
            at = close + 2;
        }
        return out.append(template, at, template.length()).toString();
    }
}
