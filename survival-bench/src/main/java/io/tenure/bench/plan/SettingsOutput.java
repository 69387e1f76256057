package io.tenure.bench.plan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads what a JDK says about itself: {@code -XshowSettings:properties} output and the {@code release} file. */
final class SettingsOutput {
    private SettingsOutput() {
    }

    /** {@code key = value} lines; continuation lines of multi-valued properties are skipped. */
    static Map<String, String> properties(String output) {
        Map<String, String> props = new LinkedHashMap<>();
        for (String line : output.split("\\R")) {
            int eq = line.indexOf(" = ");
            if (eq > 0 && line.startsWith("    ") && !line.startsWith("        ")) {
                props.put(line.substring(0, eq).strip(), line.substring(eq + 3).strip());
            }
        }
        return props;
    }

    /** 8 for {@code 1.8}, 17 for {@code 17} or {@code 17.0.2}. */
    static int featureVersion(String specOrVersion) {
        String v = specOrVersion.startsWith("1.") ? specOrVersion.substring(2) : specOrVersion;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        if (end == 0) {
            throw new IllegalArgumentException("not a Java version: " + specOrVersion);
        }
        return Integer.parseInt(v.substring(0, end));
    }

    static Optional<String> releaseValue(Path home, String key) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release)) {
            return Optional.empty();
        }
        try {
            for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
                if (line.startsWith(key + "=")) {
                    String value = line.substring(key.length() + 1).strip();
                    if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                        value = value.substring(1, value.length() - 1);
                    }
                    return Optional.of(value);
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static final List<Map.Entry<String, String>> DISTRIBUTIONS = List.of(
            Map.entry("adoptium", "temurin"),
            Map.entry("adoptopenjdk", "temurin"),
            Map.entry("azul", "zulu"),
            Map.entry("amazon", "corretto"),
            Map.entry("bellsoft", "liberica"),
            Map.entry("microsoft", "microsoft"),
            Map.entry("sap", "sapmachine"),
            Map.entry("graalvm", "graalvm"),
            Map.entry("ibm", "semeru"),
            Map.entry("openj9", "semeru"),
            Map.entry("red hat", "redhat"));

    /** A short distribution name from the implementor, e.g. {@code temurin}; {@code openjdk} otherwise. */
    static String distribution(String implementor, String vmName) {
        String lower = (implementor + " " + vmName).toLowerCase(Locale.ROOT);
        for (Map.Entry<String, String> e : DISTRIBUTIONS) {
            if (lower.contains(e.getKey())) {
                return e.getValue();
            }
        }
        if (lower.contains("oracle") && !lower.contains("openjdk")) {
            return "oracle";
        }
        return "openjdk";
    }
}
