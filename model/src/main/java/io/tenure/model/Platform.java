package io.tenure.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * A platform (host × JVM × collector × heap configuration). To the model it is an opaque
 * {@link #key()}; the other fields describe it for people.
 *
 * @param key       unique, stable identifier, e.g. {@code host1/temurin-17/G1/heap512/young128}
 * @param host      host name the bundle came from
 * @param os        operating system and kernel, as the host fingerprint says (may be empty)
 * @param jvm       JVM id or description, e.g. {@code temurin-17.0.15}
 * @param collector collector display name, e.g. {@code G1}
 * @param heapMB    maximum heap in MB, or null when not given
 * @param youngMB   fixed young generation in MB, or null for "JVM defaults"
 * @param cpus      CPUs each of the platform's JVMs could use (its {@code --cpus}, else the host's
 *                  available processors), or null when the bundle does not say; a model maps a
 *                  program's threads per CPU onto its design's threads with it
 */
public record Platform(String key, String host, String os, String jvm, String collector, Integer heapMB, Integer youngMB,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Integer cpus) {
    public Platform {
        Objects.requireNonNull(key, "key");
        if (key.isBlank()) {
            throw new ModelInputException("a platform needs a non-blank key");
        }
        host = host == null ? "" : host;
        os = os == null ? "" : os;
        jvm = jvm == null ? "" : jvm;
        collector = collector == null ? "" : collector;
    }

    /** A platform whose CPUs are not known (a model file written before they were recorded). */
    public Platform(String key, String host, String os, String jvm, String collector, Integer heapMB, Integer youngMB) {
        this(key, host, os, jvm, collector, heapMB, youngMB, null);
    }

    /** A platform known only by its key (synthetic data, tests). */
    public static Platform named(String key) {
        return new Platform(key, "", "", "", "", null, null, null);
    }
}
