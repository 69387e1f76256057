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
    /** A fixed file name for probing, so the probe's flags (and its cache key) are stable. */
    static final Path PROBE_FILE = Path.of(System.getProperty("java.io.tmpdir"), "tenure-jfr-probe.jfr");

    private JfrFlags() {
    }

    /**
     * {@code -XX:StartFlightRecording=filename=<jfrFile>,dumponexit=true,settings=default}, or
     * empty when this JVM has no flight recorder.
     *
     * @throws IllegalArgumentException if the path contains a comma or '=', which the option syntax cannot carry
     */
    public static Optional<List<String>> flagsFor(Jvm jvm, Path jfrFile) {
        String file = jfrFile.toString();
        if (file.contains(",") || file.contains("=")) {
            throw new IllegalArgumentException("a JFR file path cannot contain ',' or '=': " + file);
        }
        boolean hasJfr = jvm.family() == JvmFamily.HOTSPOT
                && !jvm.vmName().contains("Zero")
                && (jvm.featureVersion() >= 11 || (jvm.featureVersion() == 8 && jvm.updateVersion() >= 262));
        if (!hasJfr) {
            return Optional.empty();
        }
        // "default" settings already record GC pauses, phases and heap summaries at ~1 % overhead.
        return Optional.of(List.of("-XX:StartFlightRecording=filename=" + file + ",dumponexit=true,settings=default"));
    }
}
