package io.tenure.report.build;

import io.tenure.model.Platform;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Short names for platforms in legends and tables ({@code Serial · Temurin 25.0.3 @ host1}), and
 * one colour group each. A part every platform shares (one host, one heap size) is left out of
 * the label; the platform table lists everything.
 */
final class PlatformLabels {
    private final Map<String, String> labels = new LinkedHashMap<>();
    private final Map<String, Integer> groups = new LinkedHashMap<>();

    PlatformLabels(List<Platform> platforms) {
        Set<String> hosts = new LinkedHashSet<>();
        Set<String> heaps = new LinkedHashSet<>();
        Set<String> jvms = new LinkedHashSet<>();
        for (Platform p : platforms) {
            hosts.add(p.host());
            heaps.add(heap(p));
            jvms.add(p.jvm());
        }
        for (Platform p : platforms) {
            if (labels.containsKey(p.key())) {
                continue;
            }
            StringBuilder label = new StringBuilder(p.collector().isEmpty() ? p.key() : p.collector());
            if (jvms.size() > 1 || hosts.size() == 1) {
                label.append(" · ").append(p.jvm());
            }
            if (hosts.size() > 1) {
                label.append(" @ ").append(p.host());
            }
            if (heaps.size() > 1) {
                label.append(" · ").append(heap(p));
            }
            labels.put(p.key(), label.toString());
            groups.put(p.key(), groups.size());
        }
    }

    String label(String key) {
        return labels.getOrDefault(key, key);
    }

    int group(String key) {
        return groups.getOrDefault(key, 0);
    }

    static String heap(Platform p) {
        return "heap " + (p.heapMB() == null ? "default" : p.heapMB() + "m") + ", young "
                + (p.youngMB() == null ? "default" : p.youngMB() + "m");
    }
}
