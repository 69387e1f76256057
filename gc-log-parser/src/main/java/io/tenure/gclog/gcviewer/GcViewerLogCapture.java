package io.tenure.gclog.gcviewer;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.SourceLocation;
import java.util.Optional;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns what GCViewer logs through {@code java.util.logging} while reading one file into tenure
 * {@link io.tenure.gclog.Diagnostic}s, so that nothing it says reaches the user's terminal and
 * nothing it complains about is lost.
 *
 * <p>GCViewer logs per resource (the logger of its {@code GCResource}) and, for a few classes,
 * through loggers under {@code com.tagtraum.perf.gcviewer}. While a capture is open, both end
 * here and nowhere else; {@link #close()} restores the package logger as it was. GCViewer keeps
 * no per-thread state for this, so captures are serialised by {@link GcViewerReader}.
 */
final class GcViewerLogCapture extends Handler implements AutoCloseable {
    /** The parent of every static logger GCViewer 1.36 uses. */
    private static final Logger GCVIEWER_PACKAGE = Logger.getLogger("com.tagtraum.perf.gcviewer");
    /** GCViewer names the line in two ways: "line number 12 (...)" and "Line 22: ...". */
    private static final Pattern LINE_NUMBER = Pattern.compile("(?:line number|Line) (\\d+)");
    /** Warnings that mean "this line was not understood", as opposed to other complaints. */
    private static final Pattern UNPARSED = Pattern.compile(
            "Failed to parse|Expected (?:memory|only memory|pause)|Unknown gc type|ParseException|Didn't find parent event");
    private static final Pattern QUOTED_AFTER_LINE = Pattern.compile("Line \\d+: ");
    private static final String FORMAT_PREFIX = "File format: ";

    private final String fileName;
    private final Diagnostics diagnostics;
    private final Logger resourceLogger;
    private final boolean packageUsedParentHandlers;
    private final Level packageLevel;
    private String formatDescription;

    GcViewerLogCapture(String fileName, Diagnostics diagnostics) {
        this.fileName = fileName;
        this.diagnostics = diagnostics;
        setLevel(Level.INFO);
        // An anonymous logger is not registered with the LogManager, so it cannot be
        // reconfigured from outside and disappears with the capture.
        this.resourceLogger = Logger.getAnonymousLogger();
        resourceLogger.setUseParentHandlers(false);
        resourceLogger.setLevel(Level.INFO);
        resourceLogger.addHandler(this);
        this.packageUsedParentHandlers = GCVIEWER_PACKAGE.getUseParentHandlers();
        this.packageLevel = GCVIEWER_PACKAGE.getLevel();
        GCVIEWER_PACKAGE.setUseParentHandlers(false);
        GCVIEWER_PACKAGE.setLevel(Level.INFO);
        GCVIEWER_PACKAGE.addHandler(this);
    }

    /** The logger to hand to GCViewer's {@code GCResource#setLogger}. */
    Logger logger() {
        return resourceLogger;
    }

    /** How GCViewer described the format it chose ("Oracle / OpenJDK unified jvm logging"), if it said. */
    Optional<String> formatDescription() {
        return Optional.ofNullable(formatDescription);
    }

    @Override
    public void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        String message = render(record);
        int level = record.getLevel().intValue();
        if (level < Level.WARNING.intValue()) {
            if (message.startsWith(FORMAT_PREFIX)) {
                formatDescription = message.substring(FORMAT_PREFIX.length()).strip();
            }
            return;
        }
        SourceLocation where = new SourceLocation(fileName, lineOf(message));
        if (level >= Level.SEVERE.intValue()) {
            diagnostics.error(where, "gcviewer-error", "GCViewer: " + firstLine(message), excerptOf(message));
        } else if (UNPARSED.matcher(message).find()) {
            diagnostics.unparsed(where, "GCViewer: " + firstLine(reasonOf(message)), excerptOf(message));
        } else {
            diagnostics.warn(where, "gcviewer-warning", "GCViewer: " + firstLine(message), excerptOf(message));
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        GCVIEWER_PACKAGE.removeHandler(this);
        GCVIEWER_PACKAGE.setLevel(packageLevel);
        GCVIEWER_PACKAGE.setUseParentHandlers(packageUsedParentHandlers);
        resourceLogger.removeHandler(this);
    }

    private static String render(LogRecord record) {
        String message = String.valueOf(record.getMessage());
        return record.getThrown() == null ? message : message + " (" + record.getThrown() + ")";
    }

    /** The 1-based line GCViewer names in its message, or 1 when it names none. */
    static long lineOf(String message) {
        Matcher m = LINE_NUMBER.matcher(message);
        if (m.find()) {
            try {
                return Math.max(1, Long.parseLong(m.group(1)));
            } catch (NumberFormatException tooLong) {
                return 1;
            }
        }
        return 1;
    }

    /** GCViewer quotes the offending input as {@code line="..."} or after {@code Line N: }. */
    private static String excerptOf(String message) {
        int quoted = message.indexOf("line=\"");
        if (quoted >= 0) {
            int end = message.lastIndexOf('"');
            return end > quoted + 6 ? message.substring(quoted + 6, end) : message.substring(quoted + 6);
        }
        Matcher m = QUOTED_AFTER_LINE.matcher(message);
        return m.find() ? message.substring(m.end()) : "";
    }

    private static String reasonOf(String message) {
        int quoted = message.indexOf("(line=\"");
        return quoted > 0 ? message.substring(0, quoted).strip() : message;
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        String line = newline < 0 ? message : message.substring(0, newline);
        return line.length() <= 300 ? line : line.substring(0, 300) + "…";
    }
}
