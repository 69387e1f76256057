package io.tenure.gclog.findings;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogPassEvent;
import java.io.IOException;
import java.io.InputStream;
import java.util.OptionalDouble;
import java.util.function.Consumer;
import java.util.regex.Matcher;

/**
 * Finds {@link Marker} lines in a text log, a table of named regular expressions, in a streaming
 * pass of its own ({@link #scan}) or line by line as the log's parser reads them ({@link #match});
 * a line is only matched against a rule's expression when it holds the rule's literal
 * ({@link MarkerFilter}), so the search costs little more than reading. Binary inputs (JFR) hold no such lines.
 */
final class MarkerScanner {
    private static final MarkerKind[] KINDS = MarkerKind.values();
    private static final MarkerFilter FILTER = new MarkerFilter(KINDS);

    private MarkerScanner() {
    }

    /** Reports every marker between {@code firstLine} and {@code lastLine} (inclusive) of {@code file}. */
    static void scan(LogFile file, long firstLine, long lastLine, Consumer<Marker> sink) throws IOException {
        LogPassEvent pass = LogPassEvent.begin(file, LogPassEvent.MARKERS);
        try (InputStream in = file.open(); LineReader reader = new LineReader(in)) {
            for (Line line = reader.next(); line != null; line = reader.next()) {
                if (line.number() < firstLine) {
                    continue;
                }
                if (line.number() > lastLine) {
                    break;
                }
                match(file.name(), line, sink);
            }
        } finally {
            pass.commit();
        }
    }

    static void match(String file, Line line, Consumer<Marker> sink) {
        int kinds = FILTER.kinds(line);
        if (kinds == 0) {
            return;
        }
        String text = line.toString();
        for (MarkerKind kind : KINDS) {
            if ((kinds & (1 << kind.ordinal())) == 0) {
                continue;
            }
            Matcher m = kind.pattern().matcher(text);
            if (m.find()) {
                sink.accept(new Marker(kind, new SourceLocation(file, line.number()), group(m, 1), group(m, 2), text));
            }
        }
    }

    /** A group as a number: sizes with a K/M/G suffix group become bytes via {@link #regionBytes}. */
    private static OptionalDouble group(Matcher m, int group) {
        if (m.groupCount() < group || m.group(group) == null) {
            return OptionalDouble.empty();
        }
        String value = m.group(group);
        switch (value) {
            case "K":
                return OptionalDouble.of(1024);
            case "M":
                return OptionalDouble.of(1024 * 1024);
            case "G":
                return OptionalDouble.of(1024 * 1024 * 1024);
            default:
                return OptionalDouble.of(number(value));
        }
    }

    /**
     * A group's number, a decimal comma read as a point. Most groups are whole numbers of a few
     * digits (region counts, tenuring thresholds: two per G1 collection), read here without
     * {@link Double#parseDouble}, whose JIT compilation alone cost the marker pass 0.05 s; up to
     * 15 digits a whole number is exactly a double, so the value is the same.
     */
    static double number(String value) {
        int n = value.length();
        if (n == 0 || n > 15) {
            return Double.parseDouble(value.replace(',', '.'));
        }
        long whole = 0;
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return Double.parseDouble(value.replace(',', '.'));
            }
            whole = whole * 10 + (c - '0');
        }
        return whole;
    }
}
