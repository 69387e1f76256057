package io.tenure.bench.run;

import io.tenure.io.AtomicFiles;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts the part of a unified GC log (JDK 9+) that belongs to the workload's measured phase, so
 * that pauses, intervals and overhead leave out JVM start-up and warm-up. Whole collections are
 * kept or dropped by the uptime of their first line ({@code GC(n)} id), so no cycle is cut in
 * half; lines without a GC id (safepoints) are kept when their own uptime is inside the window
 * and not inside a dropped collection (the safepoint of a collection that began before the window
 * is logged after it).
 */
final class MeasuredWindow {
    /** The uptime decoration, the first {@code [...s]} field after the wall-clock time. */
    private static final Pattern UPTIME = Pattern.compile("^\\[[^\\]]*\\]\\[(\\d+(?:\\.\\d+)?)s\\]");
    private static final Pattern GC_ID = Pattern.compile("\\bGC\\((\\d+)\\)");

    private MeasuredWindow() {
    }

    /**
     * Writes the lines of {@code log} inside [startMs, endMs] of JVM uptime to {@code out}.
     *
     * @return the number of lines written (0 when the log has no uptime decorations)
     */
    static long cut(Path log, double startMs, double endMs, Path out) throws IOException {
        Map<Long, Double> firstSeenMs = new HashMap<>();
        Map<Long, Double> lastSeenMs = new HashMap<>();
        try (BufferedReader in = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
            for (String line; (line = in.readLine()) != null; ) {
                Double uptime = uptimeMs(line);
                Long id = gcId(line);
                if (uptime != null && id != null) {
                    firstSeenMs.putIfAbsent(id, uptime);
                    lastSeenMs.put(id, uptime);
                }
            }
        }
        // Spans of the collections left out, by start: a safepoint inside one belongs to it.
        TreeMap<Double, Double> droppedSpans = new TreeMap<>();
        firstSeenMs.forEach((id, first) -> {
            if (first < startMs || first > endMs) {
                droppedSpans.merge(first, lastSeenMs.get(id), Math::max);
            }
        });
        long[] written = {0};
        AtomicFiles.write(out, stream -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
            try (BufferedReader in = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
                for (String line; (line = in.readLine()) != null; ) {
                    Long id = gcId(line);
                    Double at = id != null ? firstSeenMs.get(id) : uptimeMs(line);
                    boolean keep = at != null && at >= startMs && at <= endMs && (id != null || !inside(droppedSpans, at));
                    if (keep) {
                        w.write(line);
                        w.write(System.lineSeparator());
                        written[0]++;
                    }
                }
            }
            w.flush();
        });
        return written[0];
    }

    private static boolean inside(TreeMap<Double, Double> spans, double at) {
        // Spans may nest (a concurrent cycle around young pauses): check every span starting before.
        for (Map.Entry<Double, Double> span : spans.headMap(at, true).descendingMap().entrySet()) {
            if (span.getValue() >= at) {
                return true;
            }
        }
        return false;
    }

    private static Double uptimeMs(String line) {
        Matcher m = UPTIME.matcher(line);
        return m.find() ? Double.parseDouble(m.group(1)) * 1000 : null;
    }

    private static Long gcId(String line) {
        Matcher m = GC_ID.matcher(line);
        return m.find() ? Long.parseLong(m.group(1)) : null;
    }
}
