package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * HotSpot's collector, GC-log and JFR flags by feature version, as the JDK release notes give
 * them. Whether a build really includes a collector (Shenandoah is absent from Oracle builds) is
 * settled by probing, see {@link ProbedJvm}.
 */
final class HotSpotFlags {
    private static final String UNLOCK = "-XX:+UnlockExperimentalVMOptions";

    private HotSpotFlags() {
    }

    /** The flags that should select {@code collector} on {@code feature}, or empty if it cannot exist there. */
    static Optional<List<String>> collectorFlags(Collector collector, int feature) {
        switch (collector) {
            case SERIAL:
                return Optional.of(List.of("-XX:+UseSerialGC"));
            case PARALLEL:
                return Optional.of(List.of("-XX:+UseParallelGC"));
            case G1:
                return Optional.of(List.of("-XX:+UseG1GC"));
            case CMS:
                return feature <= 13 ? Optional.of(List.of("-XX:+UseConcMarkSweepGC")) : Optional.empty();
            case ZGC:
                if (feature >= 11 && feature <= 14) {
                    return Optional.of(List.of(UNLOCK, "-XX:+UseZGC"));
                }
                if (feature >= 15 && feature <= 22) {
                    return Optional.of(List.of("-XX:+UseZGC"));
                }
                // JDK 23 made generational the default; 24 removed the non-generational mode.
                return feature == 23 ? Optional.of(List.of("-XX:+UseZGC", "-XX:-ZGenerational")) : Optional.empty();
            case ZGC_GENERATIONAL:
                if (feature == 21 || feature == 22) {
                    return Optional.of(List.of("-XX:+UseZGC", "-XX:+ZGenerational"));
                }
                return feature >= 23 ? Optional.of(List.of("-XX:+UseZGC")) : Optional.empty();
            case SHENANDOAH:
                if (feature >= 12 && feature <= 14) {
                    return Optional.of(List.of(UNLOCK, "-XX:+UseShenandoahGC"));
                }
                return feature >= 15 ? Optional.of(List.of("-XX:+UseShenandoahGC")) : Optional.empty();
            case EPSILON:
                return feature >= 11 ? Optional.of(List.of(UNLOCK, "-XX:+UseEpsilonGC")) : Optional.empty();
            default:
                // OpenJ9 policies, and collectors this table does not know yet: not offered.
                return Optional.empty();
        }
    }

    /**
     * Unified logging (JDK 9+): all gc tags at info, heap occupancy per generation/region
     * before and after each collection (young size per collection), the tenuring distribution,
     * and safepoints; decorated with wall-clock time, uptime, level and tags; one file, no
     * rotation. JDK 8: the legacy flags with date and uptime stamps.
     */
    static List<String> gcLogFlags(int feature, Path logFile) {
        String file = logFile.toAbsolutePath().toString();
        if (feature >= 9) {
            return List.of("-Xlog:gc*=info,gc+heap=debug,gc+age=trace,safepoint=info:file=" + file
                    + ":time,uptime,level,tags:filecount=0");
        }
        return List.of("-Xloggc:" + file, "-XX:+PrintGCDetails", "-XX:+PrintGCDateStamps",
                "-XX:+PrintGCTimeStamps", "-XX:+PrintTenuringDistribution", "-XX:+PrintGCApplicationStoppedTime",
                "-XX:+PrintHeapAtGC");
    }

    /** JFR ships with OpenJDK from 11 (and 8u262, where it is not probed for here). */
    static List<String> jfrFlags(int feature, Path jfrFile) {
        if (feature < 11) {
            return List.of();
        }
        return List.of("-XX:StartFlightRecording=filename=" + jfrFile.toAbsolutePath() + ",settings=default,dumponexit=true");
    }
}
