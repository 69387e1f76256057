package io.tenure.gclog.legacy;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.platforms.Collector;
import java.util.Optional;
import java.util.regex.Matcher;

/** What the header of a JDK 6-8 log and its first records say about the JVM. */
final class JvmHeader {
    private JvmHeader() {
    }

    /** From the VM banner: vendor ({@code Oracle} for {@code Java HotSpot(TM)}) and JRE version. */
    static JvmInfoEvent banner(SourceLocation where, Matcher m) {
        String vendor = m.group(1).startsWith("Java HotSpot") ? "Oracle" : "OpenJDK";
        return new JvmInfoEvent(where, Timestamp.unknown(), Optional.of(vendor), Optional.of(m.group(4)),
                Optional.empty(), Optional.empty());
    }

    /** From {@code CommandLine flags:}: the command line and the collector its flags select. */
    static JvmInfoEvent commandLine(SourceLocation where, String flags) {
        return new JvmInfoEvent(where, Timestamp.unknown(), Optional.empty(), Optional.empty(),
                collectorOf(flags), Optional.of(flags.trim()));
    }

    static Optional<Collector> collectorOf(String flags) {
        if (flags.contains("-XX:+UseG1GC")) {
            return Optional.of(Collector.G1);
        }
        if (flags.contains("-XX:+UseConcMarkSweepGC")) {
            return Optional.of(Collector.CMS);
        }
        if (flags.contains("-XX:+UseShenandoahGC")) {
            return Optional.of(Collector.SHENANDOAH);
        }
        if (flags.contains("-XX:+UseParallelGC") || flags.contains("-XX:+UseParallelOldGC")) {
            return Optional.of(Collector.PARALLEL);
        }
        if (flags.contains("-XX:+UseSerialGC")) {
            return Optional.of(Collector.SERIAL);
        }
        return Optional.empty();
    }

    /**
     * The collector a record's generation names reveal, for logs without a header. ParNew is
     * taken as CMS's young collector, its use in the vast majority of logs (ParNew with the serial
     * old collector shows {@code Tenured} and is reported as Serial's family would be wrong, so
     * that pairing yields nothing).
     */
    static Optional<Collector> collectorOfPause(String pauseName) {
        if (pauseName.startsWith("GC pause") || pauseName.startsWith("GC remark") || pauseName.startsWith("GC cleanup")) {
            return Optional.of(Collector.G1);
        }
        if (pauseName.contains("PSYoungGen") || pauseName.contains("ParOldGen") || pauseName.contains("PSOldGen")) {
            return Optional.of(Collector.PARALLEL);
        }
        if (pauseName.contains("DefNew")) {
            return Optional.of(Collector.SERIAL);
        }
        if (pauseName.contains("ParNew") && pauseName.contains("Tenured")) {
            return Optional.empty();
        }
        if (pauseName.contains("ParNew") || pauseName.contains("CMS")) {
            return Optional.of(Collector.CMS);
        }
        return Optional.empty();
    }
}
