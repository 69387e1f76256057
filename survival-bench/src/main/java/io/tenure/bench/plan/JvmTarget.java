package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.util.List;

/**
 * What the runner needs to know about a JVM to fork the workload on it. The built-in
 * implementation ({@link ProbedJvm}) knows HotSpot 8+; the {@code platforms} module's discovery
 * and collector catalog plug in here by implementing this interface.
 */
public interface JvmTarget {
    /** A stable id for file names and reports, e.g. {@code temurin-25} or {@code openjdk-17}. */
    String id();

    Path javaExecutable();

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
