package io.tenure.platforms;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The options that make a JVM record a JDK Flight Recorder file from start to exit. JFR is in
 * HotSpot 11+ and OpenJDK 8u262+; the Zero VM is built without it, and OpenJ9's is partial, so
 * those get none. {@link CollectorCatalog#jfrAvailable(Jvm)} checks a build by launching it.
 */
public final class JfrFlags {
    /**
     * The file name the probe's cache key names, so the key is stable; the probe itself records to a
     * unique file of {@link io.tenure.io.ScratchSpace} (a fixed name in the shared temporary
     * directory was written through whatever link was planted there).
     */
    static final Path PROBE_KEY_FILE = Path.of("tenure-jfr-probe.jfr");

    private JfrFlags() {
    }

    /**
     * {@code -XX:StartFlightRecording=filename=<jfrFile>,dumponexit=true,settings=default}, or
     * empty when this JVM has no flight recorder.
     *
     * A path holding a separator of the option ({@code ,} {@code =}), a space or a quote is quoted
     * ({@code filename="/a,b/run.jfr"}), which the option parser of JDK 8u262 to 25 reads as one value.
     *
     * @throws IllegalArgumentException if the path contains both kinds of quote, which no quoting can carry
     */
    public static Optional<List<String>> flagsFor(Jvm jvm, Path jfrFile) {
        boolean hasJfr = jvm.family() == JvmFamily.HOTSPOT
                && !jvm.vmName().contains("Zero")
                && (jvm.featureVersion() >= 11 || (jvm.featureVersion() == 8 && jvm.updateVersion() >= 262));
        if (!hasJfr) {
            return Optional.empty();
        }
        // a name is quoted with ' or "; one holding both is reached through a link to its directory
        String path = jfrFile.toString();
        String file = fileName((path.contains("'") && path.contains("\"") ? OptionPaths.without(jfrFile, "\"") : jfrFile).toString());
        // "default" settings already record GC pauses, phases and heap summaries at ~1 % overhead.
        return Optional.of(List.of("-XX:StartFlightRecording=filename=" + file + ",dumponexit=true,settings=default"));
    }

    /** {@code file}, quoted when the option syntax would split it. */
    static String fileName(String file) {
        if (!file.matches(".*[,=\\s'\"].*")) {
            return file;
        }
        if (!file.contains("\"")) {
            return "\"" + file + "\"";
        }
        if (!file.contains("'")) {
            return "'" + file + "'";
        }
        throw new IllegalArgumentException("a JFR file path cannot contain both ' and \": " + file);
    }
}
