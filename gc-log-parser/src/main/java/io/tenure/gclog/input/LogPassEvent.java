package io.tenure.gclog.input;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;

/**
 * A JFR event for one read of one log file to its end: a parser reading its events, or the
 * findings' marker pass over its lines. Recorded only when a JFR recording enables it (by
 * {@link #NAME}), so it costs nothing otherwise; it shows how often tenure reads each input and for
 * how long, and lets a test check that a command reads each log once.
 */
@Name(LogPassEvent.NAME)
@Label("Log pass")
@Category("tenure")
@Description("One read of a log file to its end")
public final class LogPassEvent extends Event {
    public static final String NAME = "io.tenure.LogPass";
    /** A parser reading the file's GC events. */
    public static final String EVENTS = "events";
    /** The findings' pass over the file's lines for markers ({@code findings.MarkerScanner}). */
    public static final String MARKERS = "markers";

    @Label("File")
    String file;

    @Label("Purpose")
    String purpose;

    private LogPassEvent(String file, String purpose) {
        this.file = file;
        this.purpose = purpose;
    }

    /** A pass over {@code file} starting now; {@link #commit()} it when the pass ends, however it ends. */
    public static LogPassEvent begin(LogFile file, String purpose) {
        LogPassEvent pass = new LogPassEvent(file.name(), purpose);
        pass.begin();
        return pass;
    }
}
