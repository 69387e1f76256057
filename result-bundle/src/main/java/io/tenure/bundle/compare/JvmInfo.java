package io.tenure.bundle.compare;

import java.util.Objects;

/**
 * The JVM a configuration ran on, as the platforms module described it.
 *
 * @param id      the id {@code tenure platforms} shows, e.g. {@code temurin-25}
 * @param vendor  {@code java.vendor}
 * @param version {@code java.version}
 * @param vm      {@code java.vm.name}
 * @param java    the launcher that ran
 */
public record JvmInfo(String id, String vendor, String version, String vm, String java) {
    public JvmInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(vm, "vm");
        Objects.requireNonNull(java, "java");
    }
}
