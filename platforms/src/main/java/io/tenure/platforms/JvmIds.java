package io.tenure.platforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Gives each JVM the id users type: {@code <distribution>-<feature>[-<variant>]}, e.g.
 * {@code temurin-25}, {@code openjdk-17}, {@code openjdk-17-zero}. When two JVMs would share an
 * id (two Temurin 21 builds), both get their full version instead ({@code temurin-21.0.8},
 * {@code temurin-21.0.4}); if even that collides, a counter in discovery order ({@code -2}).
 * Ids are lower case and contain only {@code [a-z0-9._+-]}, so they are safe in file names.
 */
final class JvmIds {
    private JvmIds() {
    }

    static List<Jvm> assign(List<Jvm> jvms) {
        List<String> shortIds = jvms.stream().map(j -> id(j, String.valueOf(j.featureVersion()))).toList();
        List<String> ids = disambiguate(shortIds, i -> id(jvms.get(i), jvms.get(i).version()));
        List<String> unique = disambiguate(ids, i -> null);
        List<Jvm> result = new ArrayList<>(jvms.size());
        for (int i = 0; i < jvms.size(); i++) {
            result.add(jvms.get(i).withId(unique.get(i)));
        }
        return List.copyOf(result);
    }

    static String id(Jvm jvm, String version) {
        String id = jvm.distribution() + "-" + version + (jvm.vmVariant().isEmpty() ? "" : "-" + jvm.vmVariant());
        return id.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._+-]", "_");
    }

    /**
     * Replaces every id that occurs more than once by {@code longer(i)}; when {@code longer}
     * gives null, numbers the duplicates after the first ({@code -2}, {@code -3}).
     */
    private static List<String> disambiguate(List<String> ids, Function<Integer, String> longer) {
        Map<String, Integer> counts = new HashMap<>();
        ids.forEach(id -> counts.merge(id, 1, Integer::sum));
        List<String> result = new ArrayList<>(ids.size());
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            if (counts.get(id) == 1) {
                result.add(id);
                continue;
            }
            String replacement = longer.apply(i);
            if (replacement != null) {
                result.add(replacement);
            } else {
                int n = seen.merge(id, 1, Integer::sum);
                result.add(n == 1 ? id : id + "-" + n);
            }
        }
        return result;
    }
}
