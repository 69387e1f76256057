package io.tenure.platforms.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Figures read from Linux's {@code /proc/<pid>/stat} and {@code /proc/<pid>/status}. Times are in
 * clock ticks of {@code USER_HZ}, which the kernel fixes at 100 per second for user space on every
 * mainstream architecture (it is independent of the kernel's internal HZ).
 */
record ProcStat(double userSeconds, double systemSeconds, double waitedChildrenSeconds) {
    private static final double TICKS_PER_SECOND = 100.0;

    /** The process's own CPU time plus that of the children it has waited for. */
    double totalSeconds() {
        return userSeconds + systemSeconds + waitedChildrenSeconds;
    }

    /** Reads {@code /proc/<pid>/stat} ("self" for this process); null where it does not exist. */
    static ProcStat read(String pid) {
        String text;
        try {
            text = Files.readString(Path.of("/proc", pid, "stat"), StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return parse(text);
    }

    /** The command (or thread) name of a {@code stat} line, field 2, or null when it has none. */
    static String name(String text) {
        int open = text.indexOf('(');
        int close = text.lastIndexOf(')');
        return open < 0 || close < open ? null : text.substring(open + 1, close);
    }

    /**
     * A {@code stat} line of a process or of one of its threads ({@code /proc/<pid>/task/<tid>/stat});
     * null when it is not one.
     */
    static ProcStat parse(String text) {
        // The command name (field 2) is in parentheses and may hold spaces: split after its end.
        int close = text.lastIndexOf(')');
        if (close < 0 || close + 2 > text.length()) {
            return null;
        }
        String[] rest = text.substring(close + 2).trim().split(" ");
        if (rest.length < 15) {
            return null;
        }
        try {
            // Fields 14-17 of proc(5): utime, stime, cutime, cstime; rest[0] is field 3.
            double utime = Long.parseLong(rest[11]) / TICKS_PER_SECOND;
            double stime = Long.parseLong(rest[12]) / TICKS_PER_SECOND;
            double children = (Long.parseLong(rest[13]) + Long.parseLong(rest[14])) / TICKS_PER_SECOND;
            return new ProcStat(utime, stime, children);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** {@code VmHWM} of {@code /proc/<pid>/status} in bytes (peak resident set), or null. */
    static Long peakRssBytes(String pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", pid, "status"), StandardCharsets.US_ASCII)) {
                if (line.startsWith("VmHWM:")) {
                    String[] parts = line.substring(6).trim().split("\\s+");
                    return Long.parseLong(parts[0]) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return null;
    }
}
