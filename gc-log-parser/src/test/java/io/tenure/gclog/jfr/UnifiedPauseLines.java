package io.tenure.gclog.jfr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deliberately simple, independent oracle for the cross-check: the pause lines of a unified GC
 * log ({@code -Xlog:gc*}), found with one regular expression, e.g.
 * {@code [0.485s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 6M->2M(64M) 10.029ms},
 * {@code [0.5s][info][gc,phases] GC(3) Y: Pause Mark Start (Major) 0.010ms} (generational ZGC marks
 * major collections' generations {@code Y:}/{@code O:}, minor ones {@code y:}).
 * Not a parser: it knows nothing but "a line with GC(n), a 'Pause' and a trailing duration".
 */
final class UnifiedPauseLines {
    private static final Pattern PAUSE = Pattern.compile(
            "^\\[(\\d+\\.\\d+)s\\](?:\\[[^\\]]*\\])+\\s*GC\\((\\d+)\\) (?:[YyOo]: )?(Pause .*?)(?: \\S+->\\S+)? (\\d+\\.\\d+)ms$");

    private UnifiedPauseLines() {
    }

    /** One pause line: GC id, uptime at which it was logged (its end), duration. */
    record PauseLine(long gcId, double uptimeSeconds, double durationMs) {
    }

    /** The pause lines of a log decorated with uptime (the {@code -Xlog} default), in log order. */
    static List<PauseLine> read(Path log) throws IOException {
        List<PauseLine> pauses = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            Matcher m = PAUSE.matcher(line);
            if (m.matches()) {
                pauses.add(new PauseLine(Long.parseLong(m.group(2)), Double.parseDouble(m.group(1)),
                        Double.parseDouble(m.group(4))));
            }
        }
        return pauses;
    }
}
