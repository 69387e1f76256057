package io.tenure.platforms;

import java.util.List;
import java.util.Objects;

/**
 * Whether a collector runs on a JVM, with the flags that select it there.
 *
 * @param collector the algorithm
 * @param flags     the JVM options selecting it on this JVM (empty when no version has it)
 * @param available true when {@code java <flags> -version} started and selected it
 * @param reason    why it is not available ("removed in JDK 14 (JEP 363)", "Option -XX:+UseZGC
 *                  not supported"); null when available
 * @param warnings  what the JVM warned while starting with these flags (deprecations, hints)
 */
public record CollectorSupport(Collector collector, List<String> flags, boolean available, String reason, List<String> warnings) {
    public CollectorSupport {
        Objects.requireNonNull(collector, "collector");
        flags = List.copyOf(flags);
        warnings = List.copyOf(warnings);
        if (available == (reason != null)) {
            throw new IllegalArgumentException("an unavailable collector needs a reason, an available one none: " + collector);
        }
    }

    public boolean generational() {
        return collector.generational();
    }

    public boolean concurrent() {
        return collector.concurrent();
    }

    public Reclamation reclamation() {
        return collector.reclamation();
    }
}
