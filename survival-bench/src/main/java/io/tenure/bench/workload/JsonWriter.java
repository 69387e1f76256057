package io.tenure.bench.workload;

import java.util.Locale;

/** Just enough JSON for the result file: the workload may use java.base only. */
final class JsonWriter {
    private final StringBuilder out = new StringBuilder(1024).append('{');
    private boolean first = true;

    JsonWriter field(String name, String value) {
        return raw(name, value == null ? "null" : quote(value));
    }

    JsonWriter field(String name, long value) {
        return raw(name, Long.toString(value));
    }

    JsonWriter field(String name, double value) {
        // JSON has no NaN: an undefined figure is null.
        return raw(name, Double.isNaN(value) || Double.isInfinite(value) ? "null" : String.format(Locale.ROOT, "%.9g", value));
    }

    JsonWriter nullableCount(String name, long value) {
        return raw(name, value < 0 ? "null" : Long.toString(value));
    }

    JsonWriter raw(String name, String json) {
        if (!first) {
            out.append(",\n  ");
        } else {
            out.append("\n  ");
        }
        first = false;
        out.append(quote(name)).append(": ").append(json);
        return this;
    }

    String finish() {
        return out.append("\n}\n").toString();
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        return b.append('"').toString();
    }

    static String stringArray(Iterable<String> values) {
        StringBuilder b = new StringBuilder("[");
        for (String v : values) {
            if (b.length() > 1) {
                b.append(", ");
            }
            b.append(quote(v));
        }
        return b.append(']').toString();
    }
}
