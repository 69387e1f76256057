package io.tenure.cli.analyze;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.metrics.GcSummary;

/** What to run the JVM with so that a log of each format records GC events. */
final class NoEventsHint {
    private NoEventsHint() {
    }

    /** The error for a log without GC events: its files, its format, and the flags that record them. */
    static String message(GcSummary log) {
        LogFormat detected = log.format().orElse(null);
        return String.format("%s: no GC events in this %s log; a JVM writes them with %s", String.join(", ", log.inputs()),
                detected == null ? "unknown" : detected.id(), detected == null ? "GC logging on" : flags(detected));
    }

    static String flags(LogFormat format) {
        return switch (format) {
            case HOTSPOT_UNIFIED -> "-Xlog:gc*,safepoint:file=gc.log:time,uptime,level,tags (JDK 9+)";
            case HOTSPOT_LEGACY -> "-Xloggc:gc.log -XX:+PrintGCDetails -XX:+PrintGCDateStamps -XX:+PrintGCTimeStamps (JDK 8)";
            case OPENJ9_XML -> "-Xverbosegclog:gc.xml (OpenJ9 / IBM J9)";
            case JFR -> "-XX:StartFlightRecording=filename=gc.jfr,settings=default (jdk.GarbageCollection, jdk.GCHeapSummary enabled)";
            case IBM_TEXT -> "-verbose:gc (IBM classic JVM 1.3-6)";
            case JROCKIT -> "-Xverbose:memory,gcpause -Xverboselog:gc.log (JRockit R28)";
        };
    }
}
