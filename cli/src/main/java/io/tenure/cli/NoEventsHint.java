package io.tenure.cli;

import io.tenure.gclog.LogFormat;

/** What to run the JVM with so that a log of each format records GC events. */
final class NoEventsHint {
    private NoEventsHint() {
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
