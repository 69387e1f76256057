package io.tenure.model;

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
 */
public record Platform(String key, String host, String os, String jvm, String collector, Integer heapMB, Integer youngMB) {
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

    /** A platform known only by its key (synthetic data, tests). */
    public static Platform named(String key) {
        return new Platform(key, "", "", "", "", null, null);
    }
}
