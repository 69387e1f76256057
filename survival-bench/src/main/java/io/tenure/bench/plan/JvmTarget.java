package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.util.List;

/**
 * What the runner needs to know about a JVM to fork the workload on it. {@link PlatformJvm}
 * implements it for every JVM the {@code platforms} module discovers ({@link BenchJvms});
 * tests implement it to plan for JVMs that do not exist.
 */
public interface JvmTarget {
    /** A stable id for file names and reports, e.g. {@code temurin-25} or {@code openjdk-17}. */
    String id();

    Path javaExecutable();

    /**
     * The start of the command line: the launcher and, for a VM variant such as Zero, the flag
     * selecting it ({@code java -zero}), which must precede every other option.
     */
    default List<String> launchPrefix() {
        return List.of(javaExecutable().toString());
    }

    String vendor();

    /** The full version, e.g. {@code 17.0.21.1}. */
    String version();

    /** The VM name, e.g. {@code OpenJDK 64-Bit Server VM}. */
    String vmName();

    /** 8 for 1.8.0_x, 17 for 17.0.x. */
    int featureVersion();

    /** Every collector this JVM can run (probed where it is not known statically). */
    List<Collector> collectors();

    /** Flags that select {@code collector}; throws IllegalArgumentException when unavailable. */
    List<String> collectorFlags(Collector collector);

    /** Flags that write every useful GC log line, with decorations, to {@code logFile}. */
    List<String> gcLogFlags(Path logFile);

    /** Flags that record a JFR file, or an empty list when this JVM has no JFR. */
    List<String> jfrFlags(Path jfrFile);
}
