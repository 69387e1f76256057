package io.tenure.platforms;

import java.util.Objects;

/**
 * What a JVM says about itself, from its {@code release} file and system properties. This is
 * the cached part of identification; {@link Jvm} adds where it lives and the id users type.
 *
 * @param vendor        {@code java.vendor}, e.g. {@code "Eclipse Adoptium"}, {@code "Debian"}
 * @param vendorVersion {@code java.vendor.version} or the release file's IMPLEMENTOR_VERSION, e.g.
 *                      {@code "Temurin-25.0.3+9"}; null when the build has none
 * @param runtimeName   {@code java.runtime.name}, e.g. {@code "IBM Semeru Runtime Open Edition"}; null if absent
 * @param version       {@code java.version}, e.g. {@code "17.0.21.1"} or {@code "1.8.0_402"}
 * @param vmName        {@code java.vm.name}, e.g. {@code "OpenJDK 64-Bit Zero VM"}
 * @param arch          {@code os.arch}, e.g. {@code "amd64"}, {@code "aarch64"}
 * @param javaHome      {@code java.home} as the JVM reports it (JDK 8 reports its {@code jre})
 */
record JvmIdentity(String vendor, String vendorVersion, String runtimeName, String version, String vmName, String arch, String javaHome) {
    JvmIdentity {
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(vmName, "vmName");
        Objects.requireNonNull(arch, "arch");
        Objects.requireNonNull(javaHome, "javaHome");
    }

    JvmFamily family() {
        return vmName.contains("J9") ? JvmFamily.OPENJ9 : JvmFamily.HOTSPOT;
    }

    /** The feature release: 8 for {@code 1.8.0_402}, 17 for {@code 17.0.21.1}, 25 for {@code 25-ea}. */
    int featureVersion() {
        return JavaVersion.feature(version);
    }
}
