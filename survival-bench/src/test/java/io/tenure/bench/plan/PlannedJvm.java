package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import io.tenure.platforms.CollectorCatalog;
import io.tenure.platforms.GcLogging;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JvmFamily;
import java.nio.file.Path;
import java.util.List;

/**
 * A JDK 17 that tests plan for and never run: its collector and logging flags are the real
 * catalogue's for JDK 17, its java executable does not exist.
 *
 * @param collectors the collectors it offers, in the order the planner sees them
 */
public record PlannedJvm(String id, Path javaExecutable, String version, List<Collector> collectors) implements JvmTarget {
    private static final Jvm JDK17 = new Jvm("a-17", Path.of("/nonexistent"), Path.of("/nonexistent/bin/java"), "test",
            "a", "17.0.1", 17, "test VM", "", "amd64", JvmFamily.HOTSPOT);

    public PlannedJvm {
        collectors = List.copyOf(collectors);
    }

    /** The planned JDK 17 {@code a-17} offering {@code collectors}. */
    public static PlannedJvm jdk17(Collector... collectors) {
        return new PlannedJvm("a-17", Path.of("/nonexistent/bin/java"), "17", List.of(collectors));
    }

    /** The same JVM under another id (and java path), for plans over several JVMs. */
    public PlannedJvm withId(String otherId) {
        return new PlannedJvm(otherId, Path.of("/nonexistent", otherId, "bin", "java"), version, collectors);
    }

    /** The same JVM reporting another version string (the figure goldens record it). */
    public PlannedJvm withVersion(String otherVersion) {
        return new PlannedJvm(id, javaExecutable, otherVersion, collectors);
    }

    @Override
    public String vendor() {
        return "test";
    }

    @Override
    public String vmName() {
        return "test VM";
    }

    @Override
    public int featureVersion() {
        return 17;
    }

    @Override
    public List<String> collectorFlags(Collector collector) {
        return CollectorCatalog.flags(JDK17, collector)
                .orElseThrow(() -> new IllegalArgumentException(collector + " is not a collector of JDK 17"));
    }

    @Override
    public List<String> gcLogFlags(Path logFile) {
        return GcLogging.flagsFor(JDK17, logFile);
    }

    @Override
    public List<String> jfrFlags(Path jfrFile) {
        return List.of();
    }
}
