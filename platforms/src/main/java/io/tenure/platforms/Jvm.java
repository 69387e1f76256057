package io.tenure.platforms;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One runnable JVM: a JDK (or JRE) home plus, when the home ships several VMs, the variant
 * selected by a launcher flag such as {@code -zero}. A Debian JDK 17 with the Zero package
 * installed is two {@code Jvm}s: {@code openjdk-17} and {@code openjdk-17-zero}.
 *
 * @param id             what users type after {@code --jvm}: {@code <distribution>-<feature>[-<variant>]},
 *                       e.g. {@code temurin-25}, {@code openjdk-17-zero}; see {@link JvmCatalog}
 * @param home           the JDK home the launcher lives in (real path, symlinks resolved)
 * @param javaExecutable the {@code java} launcher
 * @param vendor         {@code java.vendor}, e.g. {@code "Eclipse Adoptium"}
 * @param distribution   the build's short name used in ids: {@code temurin}, {@code openjdk}, {@code corretto} ...
 * @param version        {@code java.version}, e.g. {@code "25.0.3"}, {@code "1.8.0_402"}
 * @param featureVersion 8, 11, 17, 21, 25 ...
 * @param vmName         {@code java.vm.name}, e.g. {@code "OpenJDK 64-Bit Server VM"}
 * @param vmVariantFlag  the launcher flag selecting a non-default VM ({@code "-zero"}), or empty
 * @param arch           {@code os.arch}, e.g. {@code "amd64"}
 * @param family         HotSpot or OpenJ9: decides collectors, flags and log formats
 */
public record Jvm(
        String id,
        Path home,
        Path javaExecutable,
        String vendor,
        String distribution,
        String version,
        int featureVersion,
        String vmName,
        String vmVariantFlag,
        String arch,
        JvmFamily family) {

    public Jvm {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(home, "home");
        Objects.requireNonNull(javaExecutable, "javaExecutable");
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(distribution, "distribution");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(vmName, "vmName");
        Objects.requireNonNull(vmVariantFlag, "vmVariantFlag");
        Objects.requireNonNull(arch, "arch");
        Objects.requireNonNull(family, "family");
        if (featureVersion < 1) {
            throw new IllegalArgumentException("featureVersion must be positive: " + featureVersion);
        }
        if (!vmVariantFlag.isEmpty() && !vmVariantFlag.startsWith("-")) {
            throw new IllegalArgumentException("vmVariantFlag must be empty or start with '-': " + vmVariantFlag);
        }
    }

    /**
     * The start of every command line for this JVM: the launcher and, for a non-default VM
     * variant, its selection flag (which must come before all other options).
     */
    public List<String> launchPrefix() {
        List<String> prefix = new ArrayList<>(2);
        prefix.add(javaExecutable.toString());
        if (!vmVariantFlag.isEmpty()) {
            prefix.add(vmVariantFlag);
        }
        return List.copyOf(prefix);
    }

    /** The VM variant without its dash ({@code "zero"}), or empty for the default VM. */
    public String vmVariant() {
        return vmVariantFlag.isEmpty() ? "" : vmVariantFlag.substring(1);
    }

    /** The update number within the feature release: 402 for {@code 1.8.0_402}, 3 for {@code 25.0.3}. */
    public int updateVersion() {
        return JavaVersion.update(version);
    }

    Jvm withId(String newId) {
        return new Jvm(newId, home, javaExecutable, vendor, distribution, version, featureVersion, vmName,
                vmVariantFlag, arch, family);
    }
}
