package io.tenure.platforms;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The system properties a JVM prints for {@code -XShowSettings:properties -version} (on stderr):
 * {@code "    key = value"} lines, multi-valued ones (paths) continued on lines indented deeper.
 */
record JvmProperties(Map<String, String> values) {
    JvmProperties {
        values = Map.copyOf(values);
    }

    static JvmProperties parse(String output) {
        Map<String, String> values = new LinkedHashMap<>();
        boolean inSection = false;
        String lastKey = null;
        for (String line : output.split("\\R")) {
            if (line.startsWith("Property settings:")) {
                inSection = true;
                continue;
            }
            if (!inSection) {
                continue;
            }
            if (line.isBlank() || !line.startsWith(" ")) {
                // The section ends at the first blank or unindented line (the -version banner).
                if (!values.isEmpty()) {
                    inSection = false;
                }
                continue;
            }
            int equals = line.indexOf(" = ");
            boolean continuation = line.startsWith("        ") || equals < 0;
            if (continuation) {
                if (lastKey != null) {
                    values.merge(lastKey, line.strip(), (a, b) -> a + "\n" + b);
                }
                continue;
            }
            lastKey = line.substring(0, equals).strip();
            values.put(lastKey, line.substring(equals + 3).strip());
        }
        return new JvmProperties(values);
    }

    Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key)).filter(v -> !v.isBlank());
    }
}
