package io.tenure.platforms;

import java.util.List;
import java.util.Locale;

/**
 * Which flags select a collector on a JVM family and feature version, or why no flag can:
 * the version history of HotSpot's collectors, from the JEPs that added and removed them.
 * Whether a particular build has the collector is then found by launching it.
 */
final class CollectorFlags {
    /** The flags selecting a collector, or the reason none exist on that version. */
    record Selection(List<String> flags, String absentReason) {
        Selection {
            flags = List.copyOf(flags);
            if (flags.isEmpty() == (absentReason == null)) {
                throw new IllegalArgumentException("either flags or a reason");
            }
        }

        static Selection of(String... flags) {
            return new Selection(List.of(flags), null);
        }

        static Selection absent(String reason) {
            return new Selection(List.of(), reason);
        }

        boolean selectable() {
            return absentReason == null;
        }
    }

    private static final String UNLOCK = "-XX:+UnlockExperimentalVMOptions";

    private CollectorFlags() {
    }

    static Selection select(Collector collector, JvmFamily family, int feature) {
        if (collector.family() != family) {
            return Selection.absent("a " + collector.family().name().toLowerCase(Locale.ROOT)
                    + " collector; this is a " + family.name().toLowerCase(Locale.ROOT) + " JVM");
        }
        if (family == JvmFamily.OPENJ9) {
            return Selection.of("-Xgcpolicy:" + collector.displayName());
        }
        switch (collector) {
            case SERIAL:
                return Selection.of("-XX:+UseSerialGC");
            case PARALLEL:
                return Selection.of("-XX:+UseParallelGC");
            case CMS:
                return feature <= 13 ? Selection.of("-XX:+UseConcMarkSweepGC")
                        : Selection.absent("removed in JDK 14 (JEP 363)");
            case G1:
                return feature >= 7 ? Selection.of("-XX:+UseG1GC") : Selection.absent("added in JDK 7");
            case ZGC:
                if (feature < 11) {
                    return Selection.absent("added in JDK 11 (JEP 333)");
                } else if (feature <= 14) {
                    return Selection.of(UNLOCK, "-XX:+UseZGC");
                } else if (feature <= 22) {
                    return Selection.of("-XX:+UseZGC");
                } else if (feature == 23) {
                    return Selection.of("-XX:+UseZGC", "-XX:-ZGenerational");
                }
                return Selection.absent("non-generational mode removed in JDK 24 (JEP 490)");
            case ZGC_GENERATIONAL:
                if (feature < 21) {
                    return Selection.absent("added in JDK 21 (JEP 439)");
                } else if (feature <= 22) {
                    return Selection.of("-XX:+UseZGC", "-XX:+ZGenerational");
                }
                return Selection.of("-XX:+UseZGC");
            case SHENANDOAH:
                if (feature < 8 || feature == 9 || feature == 10) {
                    return Selection.absent("not in JDK " + feature + " (mainline since 12, backported to 8 and 11)");
                } else if (feature <= 14) {
                    return Selection.of(UNLOCK, "-XX:+UseShenandoahGC");
                }
                return Selection.of("-XX:+UseShenandoahGC");
            case SHENANDOAH_GENERATIONAL:
                if (feature < 24) {
                    return Selection.absent("added in JDK 24 (JEP 404)");
                } else if (feature == 24) {
                    return Selection.of(UNLOCK, "-XX:+UseShenandoahGC", "-XX:ShenandoahGCMode=generational");
                }
                return Selection.of("-XX:+UseShenandoahGC", "-XX:ShenandoahGCMode=generational");
            case EPSILON:
                // Still experimental in JDK 25 (checked on Temurin 25.0.3): the unlock flag must precede it.
                return feature >= 11 ? Selection.of(UNLOCK, "-XX:+UseEpsilonGC")
                        : Selection.absent("added in JDK 11 (JEP 318)");
            default:
                throw new AssertionError(collector);
        }
    }

    /** The {@code -XX:+Use...GC} flag among {@code flags}, which must show in PrintCommandLineFlags. */
    static List<String> selectionFlags(List<String> flags) {
        return flags.stream().filter(f -> f.startsWith("-XX:+Use") && f.endsWith("GC")).toList();
    }
}
