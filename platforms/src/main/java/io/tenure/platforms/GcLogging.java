package io.tenure.platforms;

import java.nio.file.Path;
import java.util.List;

/**
 * The options that make a JVM write the GC log tenure's parser reads, per family and version.
 *
 * <p>HotSpot 9+ (unified logging): {@code gc*} at info gives every pause with its cause, heap
 * before/after/capacity per generation or region type, phases and concurrent cycles;
 * {@code gc+age=trace} adds the tenuring distribution (bytes per age, the desired survivor
 * size and threshold) which is where survival is read; {@code safepoint} gives time-to-safepoint
 * and total stopped time. Decorations {@code uptime,time,level,tags}: seconds since start
 * (what intervals are computed from), wall clock (to line the log up with other sources), and
 * level/tags (what the parser dispatches on). Rotation is off so one run is one file.
 *
 * <p>HotSpot 8: the legacy equivalents, with date and uptime stamps. OpenJ9:
 * {@code -Xverbosegclog}, its XML log.
 */
public final class GcLogging {
    /** The unified logging selection, without the output part. */
    public static final String UNIFIED_SELECTION = "gc*=info,gc+age=trace,safepoint=info";
    /** The unified logging decorations. */
    public static final String UNIFIED_DECORATIONS = "uptime,time,level,tags";

    private GcLogging() {
    }

    /**
     * The options logging GC activity of {@code jvm} to {@code logFile}.
     *
     * @throws IllegalArgumentException if the path cannot be expressed in the option syntax
     */
    public static List<String> flagsFor(Jvm jvm, Path logFile) {
        String file = logFile.toString();
        if (jvm.family() == JvmFamily.OPENJ9) {
            return List.of("-Xverbosegclog:" + file);
        }
        if (jvm.featureVersion() >= 9) {
            // -Xlog quotes a name with ':' or ',' but cannot carry a '"': such a directory is reached through a link
            return List.of("-Xlog:" + UNIFIED_SELECTION + ":file=" + unifiedFileName(OptionPaths.without(logFile, "\"").toString())
                    + ":" + UNIFIED_DECORATIONS
                    + ":filecount=0");
        }
        return List.of(
                "-XX:+PrintGCDetails",
                "-XX:+PrintGCDateStamps",
                "-XX:+PrintGCTimeStamps",
                "-XX:+PrintGCCause",
                "-XX:+PrintTenuringDistribution",
                "-XX:+PrintGCApplicationStoppedTime",
                "-Xloggc:" + file);
    }

    /**
     * A file name for {@code -Xlog}: quoted when it holds ':' or ',' (a Windows drive letter),
     * which the option parser would otherwise take as separators.
     */
    static String unifiedFileName(String file) {
        if (file.contains("\"")) {
            throw new IllegalArgumentException("a GC log path cannot contain '\"': " + file);
        }
        return file.contains(":") || file.contains(",") || file.contains(" ") ? "\"" + file + "\"" : file;
    }
}
