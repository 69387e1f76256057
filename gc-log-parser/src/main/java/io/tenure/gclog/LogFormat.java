package io.tenure.gclog;

import io.tenure.gclog.ibmtext.IbmTextLogParser;
import io.tenure.gclog.jfr.JfrRecordingParser;
import io.tenure.gclog.jrockit.JRockitLogParser;
import io.tenure.gclog.legacy.LegacyLogParser;
import io.tenure.gclog.openj9.OpenJ9XmlParser;
import io.tenure.gclog.unified.UnifiedLogParser;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Supplier;

/** The log formats tenure reads, each with its parser. Detected from content, never file names. */
public enum LogFormat {
    HOTSPOT_UNIFIED("hotspot-unified", "HotSpot unified logging, JDK 9+ (-Xlog:gc*)", UnifiedLogParser::new),
    HOTSPOT_LEGACY("hotspot-legacy", "HotSpot JDK 6-8 (-verbose:gc, -XX:+PrintGCDetails)", LegacyLogParser::new),
    OPENJ9_XML("openj9-xml", "OpenJ9 / IBM J9 verbose GC XML (-Xverbosegclog)", OpenJ9XmlParser::new),
    JFR("jfr", "JDK Flight Recorder recording (-XX:StartFlightRecording)", JfrRecordingParser::new),
    IBM_TEXT("ibm-text", "IBM classic JVM 1.3-6 text verbose GC (-verbose:gc)", IbmTextLogParser::new),
    JROCKIT("jrockit", "Oracle JRockit R28 verbose GC (-Xverbose:memory,gcpause)", JRockitLogParser::new);

    private final String id;
    private final String description;
    private final Supplier<GcLogParser> parser;

    LogFormat(String id, String description, Supplier<GcLogParser> parser) {
        this.id = id;
        this.description = description;
        this.parser = parser;
    }

    /** The name in JSON output and on the command line, e.g. {@code hotspot-unified}. */
    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public GcLogParser parser() {
        return parser.get();
    }

    public static Optional<LogFormat> fromId(String id) {
        return Arrays.stream(values()).filter(f -> f.id.equals(id)).findFirst();
    }
}
