package io.tenure.platforms;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A JDK's {@code release} file: {@code KEY="value"} lines (JAVA_VERSION, IMPLEMENTOR,
 * JVM_VARIANT, OS_ARCH ...). Present in JDK 9+ and most 8 builds; some runtimes write only
 * JAVA_VERSION, so it is a first guess that the JVM's own properties complete.
 */
record ReleaseFile(Map<String, String> values) {
    ReleaseFile {
        values = Map.copyOf(values);
    }

    static ReleaseFile empty() {
        return new ReleaseFile(Map.of());
    }

    /** Reads {@code home/release}; an absent or unreadable file gives an empty one. */
    static ReleaseFile read(Path home) {
        Path file = home.resolve("release");
        try {
            if (Files.isRegularFile(file) && Files.size(file) < 1 << 20) {
                return parse(Files.readString(file, StandardCharsets.ISO_8859_1));
            }
        } catch (IOException | SecurityException e) {
            // An unreadable release file only means we ask the JVM for everything.
        }
        return empty();
    }

    static ReleaseFile parse(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : text.split("\\R")) {
            int equals = line.indexOf('=');
            if (equals <= 0 || line.startsWith("#")) {
                continue;
            }
            String value = line.substring(equals + 1).strip();
            if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                value = value.substring(1, value.length() - 1);
            }
            values.put(line.substring(0, equals).strip(), value);
        }
        return new ReleaseFile(values);
    }

    Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key)).filter(v -> !v.isBlank());
    }
}
