package io.tenure.gclog.input;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which files that share a numbered name ({@code app-Part1.txt}, {@code app-Part2.txt}) really
 * are one log cut into parts. A name alone says little: a directory of unrelated logs numbered by
 * whoever collected them ({@code dataset237.txt}, {@code dataset238.txt}, one JVM each, one
 * Serial and one Parallel) has the same shape, and pooling them would report one JVM with
 * another's collector. So files are one series only where the content agrees: consecutive
 * numbers, each part starting after the one before it started (by wall clock where both have
 * one, else by uptime; the same instant is not after), and no part after the first starting a
 * JVM of its own.
 * Parts without any time stamp cannot show that and stay logs of their own. HotSpot's own
 * rotation names ({@code gc.log.3}) are not judged here: they are one log by construction.
 */
final class NumberedSeries {
    private NumberedSeries() {
    }

    /** {@code files}, all with one series key, as runs of parts that continue each other, each by number. */
    static List<List<LogSets.Probed>> split(List<LogFile> files) throws IOException {
        List<LogSets.Probed> probed = new ArrayList<>();
        for (LogFile file : files) {
            probed.add(new LogSets.Probed(file, RotationName.ofSeries(file.name()), FirstTimestamps.of(file)));
        }
        probed.sort(Comparator.comparingLong(p -> p.rotation().number().orElse(-1)));
        List<List<LogSets.Probed>> series = new ArrayList<>();
        List<LogSets.Probed> current = new ArrayList<>();
        LogSets.Probed previous = null;
        for (LogSets.Probed part : probed) {
            if (previous != null && !continues(previous, part)) {
                series.add(current);
                current = new ArrayList<>();
            }
            current.add(part);
            previous = part;
        }
        series.add(current);
        return series;
    }

    /** Whether {@code next} is the part written right after {@code previous}. */
    static boolean continues(LogSets.Probed previous, LogSets.Probed next) {
        if (previous.rotation().number().isEmpty() || next.rotation().number().isEmpty()
                || next.rotation().number().getAsLong() != previous.rotation().number().getAsLong() + 1) {
            return false;
        }
        FirstTimestamps before = previous.times();
        FirstTimestamps after = next.times();
        if (before.epochMillis().isPresent() && after.epochMillis().isPresent()) {
            // strictly later: a part is cut from a log that went on after its first line, and
            // files that start at the same millisecond are copies or pods logging the same instant;
            // a later part that begins at its own JVM's start is another JVM, whatever the clock says
            return after.epochMillis().getAsLong() > before.epochMillis().getAsLong() && !after.startsWithJvmStart();
        }
        if (before.epochMillis().isPresent() != after.epochMillis().isPresent()) {
            return false; // one part has wall-clock stamps, the other none: two configurations, two JVMs
        }
        return before.uptimeSeconds().isPresent() && after.uptimeSeconds().isPresent()
                && after.uptimeSeconds().getAsDouble() > before.uptimeSeconds().getAsDouble()
                && !after.startsWithJvmStart();
    }
}
