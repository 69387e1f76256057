package io.tenure.cli;

import io.tenure.cli.common.GcViewerJar;
import io.tenure.cli.common.VersionProvider;
import java.util.List;
import java.util.Optional;

/**
 * The jars beside tenure.jar ({@code lib/}, named by its manifest's Class-Path) that every analysis
 * loads: the archive and compression readers. Checked at start-up, so a jar missing from
 * {@code lib/} is one message naming it and where it was expected (exit 1), not a
 * {@link NoClassDefFoundError} in the middle of every analysis. GCViewer is checked by
 * {@link GcViewerJar} only when its engine is asked for.
 */
final class LibJars {
    /** A class of each required jar, and the {@code version.properties} key of the jar's path beside tenure.jar. */
    private record Required(String probeClass, String jarKey) {
    }

    private static final List<Required> REQUIRED = List.of(
            new Required("org.apache.commons.compress.compressors.CompressorStreamFactory", "commons-compress.jar"),
            new Required("org.apache.commons.lang3.StringUtils", "commons-lang3.jar"),
            new Required("org.tukaani.xz.XZInputStream", "xz.jar"));

    private LibJars() {
    }

    /** The message for the first required jar whose classes cannot be found, if one is missing. */
    static Optional<String> missing() {
        for (Required jar : REQUIRED) {
            try {
                // not initialised: finding the class is the check, and costs no more than its lookup
                Class.forName(jar.probeClass(), false, LibJars.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                String relative = VersionProvider.property(jar.jarKey());
                return Optional.of(relative.substring(relative.lastIndexOf('/') + 1) + " is missing: tenure needs it at "
                        + GcViewerJar.besideTheJar(relative) + " (`mvn -B -pl cli -am package` copies it there with the"
                        + " rest of lib/; copy tenure.jar together with its lib/ directory)");
            }
        }
        return Optional.empty();
    }
}
