package io.tenure.model;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The model platform a program's log came from, found from what the log says (collector, JVM
 * version, maximum heap) instead of a key the user types. A platform matches when its collector
 * is the log's and its JVM has the same major version (mutator speed differs between JVMs, so a
 * platform of another JVM cannot calibrate); among those the nearest heap (by ratio) wins, then
 * the key, so the choice is stable.
 *
 * @param platform the model's platform
 * @param how      for people: what matched, e.g. {@code collector G1, JVM 17, heap 384 MB (log: 384 MB)}
 */
public record PlatformMatch(Platform platform, String how) {
    private static final Pattern VERSION = Pattern.compile("(?<![0-9.])(\\d+)(?:\\.(\\d+))?");

    /**
     * @param collector the collector's display name as the log gives it ({@code G1}, {@code Parallel})
     * @param jvmMajor  the log's JVM feature version, or null when the log does not say
     * @param heapMB    the log's maximum heap, or null
     */
    public static Optional<PlatformMatch> find(List<Platform> platforms, String collector, Integer jvmMajor, Integer heapMB) {
        if (collector == null) {
            return Optional.empty();
        }
        return platforms.stream()
                .filter(p -> p.collector().equalsIgnoreCase(collector))
                .filter(p -> jvmMajor == null || jvmMajor.equals(jvmMajor(p)))
                .min(Comparator.comparingDouble((Platform p) -> heapDistance(p.heapMB(), heapMB))
                        .thenComparing(Platform::key))
                .map(p -> new PlatformMatch(p, String.format(Locale.ROOT, "collector %s, JVM %s, heap %s (log: %s)",
                        p.collector(), jvmMajor == null ? "not in the log" : jvmMajor,
                        p.heapMB() == null ? "JVM default" : p.heapMB() + " MB",
                        heapMB == null ? "not in the log" : heapMB + " MB")));
    }

    /**
     * The platforms {@link #find} would choose among by heap alone although they run different JVMs:
     * those of {@code collector} when the log does not give its JVM version ({@code jvmMajor} null)
     * and they are on more than one JVM, which a heap cannot tell apart (a benchmark's
     * {@code gc.measured.log} has no {@code Version:} line, and two JVMs' G1 had the same heap);
     * empty when the choice is not ambiguous. A caller refuses rather than guess the JVM.
     */
    public static List<Platform> ambiguousJvms(List<Platform> platforms, String collector, Integer jvmMajor) {
        if (collector == null || jvmMajor != null) {
            return List.of();
        }
        List<Platform> candidates = platforms.stream().filter(p -> p.collector().equalsIgnoreCase(collector))
                .sorted(Comparator.comparing(Platform::key)).toList();
        // a platform whose JVM version is unknown counts as a JVM of its own
        Set<Object> jvms = new HashSet<>();
        candidates.forEach(p -> jvms.add(jvmMajor(p) == null ? p.key() : jvmMajor(p)));
        return jvms.size() > 1 ? candidates : List.of();
    }

    /** The JVM feature version of a model platform, from its JVM description or else its key. */
    public static Integer jvmMajor(Platform platform) {
        Integer major = jvmMajor(platform.jvm());
        if (major != null) {
            return major;
        }
        String[] parts = platform.key().split("/");
        return parts.length > 1 ? jvmMajor(parts[1]) : null;
    }

    /**
     * The feature version in a version text: {@code 17} of {@code 17.0.15+6}, {@code temurin-17.0.15}
     * or {@code Debian 17.0.15 server}; {@code 8} of {@code 1.8.0_392}; null when there is no number.
     */
    public static Integer jvmMajor(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = VERSION.matcher(text);
        if (!m.find()) {
            return null;
        }
        try {
            int first = Integer.parseInt(m.group(1));
            return first == 1 && m.group(2) != null ? Integer.valueOf(Integer.parseInt(m.group(2))) : Integer.valueOf(first);
        } catch (NumberFormatException e) {
            return null; // digits beyond int range are no version
        }
    }

    private static double heapDistance(Integer platformMB, Integer logMB) {
        if (platformMB == null || logMB == null || platformMB <= 0 || logMB <= 0) {
            return platformMB == null && logMB == null ? 0 : Double.MAX_VALUE / 2;
        }
        return Math.abs(Math.log((double) platformMB / logMB));
    }
}
