package io.tenure.compare;

import io.tenure.platforms.Collector;
import io.tenure.platforms.Jvm;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One configuration to measure: a JVM, a collector with the flags that select it there, an
 * optional fixed heap, and the user's extra flags (common {@code --jvm-arg}s, then a variant's).
 *
 * @param jvm            the JVM
 * @param collector      the collector
 * @param collectorFlags the flags selecting it on this JVM (from the platforms catalog)
 * @param heapMB         -Xms = -Xmx in MB, or null for the JVM's default sizing
 * @param variant        a {@code --variant} name, or null
 * @param extraFlags     the user's flags for this configuration
 * @param jfrAvailable   whether this JVM's flight recorder starts (probed by the platforms catalog)
 */
public record ConfigSpec(Jvm jvm, Collector collector, List<String> collectorFlags, Long heapMB, String variant,
                         List<String> extraFlags, boolean jfrAvailable) {
    public ConfigSpec {
        Objects.requireNonNull(jvm, "jvm");
        Objects.requireNonNull(collector, "collector");
        collectorFlags = List.copyOf(collectorFlags);
        extraFlags = List.copyOf(extraFlags);
        if (heapMB != null && heapMB < 1) {
            throw new IllegalArgumentException("heap must be at least 1 MB, got " + heapMB);
        }
        if (variant != null && !variant.matches("[A-Za-z0-9_.+-]+")) {
            throw new IllegalArgumentException("variant names are letters, digits and . _ + -: '" + variant + "'");
        }
    }

    /** {@code <jvm>-<collector>[-<heap>m][-<variant>]}: unique in a plan, usable as a file name. */
    public String id() {
        StringBuilder id = new StringBuilder(jvm.id()).append('-').append(collector.id());
        if (heapMB != null) {
            id.append('-').append(heapMB).append('m');
        }
        if (variant != null) {
            id.append('-').append(variant.toLowerCase(Locale.ROOT));
        }
        return id.toString();
    }

    /** The options tenure adds for this configuration, logging excluded: collector, heap, user flags. */
    public List<String> flags() {
        List<String> flags = new ArrayList<>(collectorFlags);
        if (heapMB != null) {
            flags.add("-Xms" + heapMB + "m");
            flags.add("-Xmx" + heapMB + "m");
        }
        flags.addAll(extraFlags);
        return List.copyOf(flags);
    }

    /** The same configuration at another heap size. */
    public ConfigSpec withHeapMB(Long newHeapMB) {
        return new ConfigSpec(jvm, collector, collectorFlags, newHeapMB, variant, extraFlags, jfrAvailable);
    }
}
