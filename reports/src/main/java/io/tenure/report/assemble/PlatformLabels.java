package io.tenure.report.assemble;

import io.tenure.bundle.PlatformKey;
import io.tenure.model.Platform;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Short names for platforms in legends and tables ({@code Serial · temurin-25 @ host1}), and one
 * colour group each. The host appears when the platforms come from several hosts, the heap
 * configuration only where two platforms would otherwise share a name; the platform table lists
 * everything.
 */
final class PlatformLabels {
    private final Map<String, String> labels = new LinkedHashMap<>();
    private final Map<String, Integer> groups = new LinkedHashMap<>();
    private final Map<String, String> panels = new LinkedHashMap<>();
    private final Map<String, Platform> platformsByKey = new HashMap<>();

    PlatformLabels(List<Platform> platforms) {
        Set<String> hosts = new LinkedHashSet<>();
        platforms.forEach(p -> hosts.add(p.host()));
        Map<String, Integer> baseCount = new HashMap<>();
        Map<String, String> bases = new LinkedHashMap<>();
        for (Platform p : platforms) {
            platformsByKey.putIfAbsent(p.key(), p);
            String base = (p.collector().isEmpty() ? "?" : p.collector()) + " · " + jvmId(p)
                    + (variant(p) == null ? "" : " [" + variant(p) + "]")
                    + (workload(p) == null ? "" : " {" + workload(p) + "}")
                    + (hosts.size() > 1 ? " @ " + p.host() : "");
            if (bases.putIfAbsent(p.key(), base) == null) {
                baseCount.merge(base, 1, Integer::sum);
            }
        }
        for (Map.Entry<String, String> entry : bases.entrySet()) {
            Platform p = platforms.stream().filter(x -> x.key().equals(entry.getKey())).findFirst().orElseThrow();
            String label = baseCount.get(entry.getValue()) > 1 ? entry.getValue() + " · " + heap(p) : entry.getValue();
            labels.put(p.key(), label);
            groups.put(p.key(), groups.size());
            panels.put(p.key(), jvmId(p) + (hosts.size() > 1 ? " @ " + p.host() : ""));
        }
    }

    String label(String key) {
        return labels.getOrDefault(key, key);
    }

    /** The label without its JVM: for lists that are already per JVM ("Serial", "G1 [numa]"). */
    String collectorLabel(String key) {
        Platform p = platformsByKey.get(key);
        return p == null ? label(key) : label(key).replaceFirst(" · " + Pattern.quote(jvmId(p)), "");
    }

    /** The JVM a platform runs on (with its host when there are several): one small-multiple chart each. */
    String panel(String key) {
        return panels.getOrDefault(key, key);
    }

    int group(String key) {
        return groups.getOrDefault(key, 0);
    }

    static String heap(Platform p) {
        return "heap " + (p.heapMB() == null ? "default" : p.heapMB() + "m") + ", young "
                + (p.youngMB() == null ? "default" : p.youngMB() + "m");
    }

    /** The platform's {@link PlatformKey}, or null for a key of another shape (a synthetic model). */
    private static PlatformKey key(Platform p) {
        try {
            return PlatformKey.parse(p.key());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The JVM's id from the {@link PlatformKey}, else the JVM description. */
    private static String jvmId(Platform p) {
        PlatformKey key = key(p);
        return key == null ? p.jvm() : key.jvmId();
    }

    /** The workload point (jbb, a workload knob's value) from the platform key, or null for the default. */
    private static String workload(Platform p) {
        PlatformKey key = key(p);
        return key == null ? null : key.workload();
    }

    /** The {@code --variant} from the platform key, or null. */
    private static String variant(Platform p) {
        PlatformKey key = key(p);
        return key == null ? null : key.variant();
    }
}
