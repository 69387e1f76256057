package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.gclog.metrics.TimeWindow;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code --from}/{@code --to}: seconds of JVM uptime ({@code 3600}, {@code 12.5}) or durations ({@code 10m}, {@code 1h30m}, {@code 90s}). */
final class WindowArgs {
    private static final Pattern PART = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ms|s|m|min|h|d)");

    private WindowArgs() {
    }

    static TimeWindow window(String from, String to) {
        OptionalDouble fromSeconds = from == null ? OptionalDouble.empty() : OptionalDouble.of(seconds("--from", from));
        OptionalDouble toSeconds = to == null ? OptionalDouble.empty() : OptionalDouble.of(seconds("--to", to));
        try {
            return new TimeWindow(fromSeconds, toSeconds);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, "--from " + from + " --to " + to + ": " + e.getMessage());
        }
    }

    static double seconds(String option, String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.matches("[0-9]+(\\.[0-9]+)?")) {
            return Double.parseDouble(t);
        }
        Matcher m = PART.matcher(t);
        double total = 0;
        int end = 0;
        while (m.find() && m.start() == end) {
            double n = Double.parseDouble(m.group(1));
            total += switch (m.group(2)) {
                case "ms" -> n / 1e3;
                case "s" -> n;
                case "m", "min" -> n * 60;
                case "h" -> n * 3600;
                case "d" -> n * 86400;
                default -> throw new AssertionError(m.group(2));
            };
            end = m.end();
        }
        if (end == 0 || end != t.length()) {
            throw new UserException(ExitCodes.USAGE, option + " '" + text + "': expected seconds of JVM uptime (3600, 12.5) "
                    + "or a duration such as 90s, 10m, 1h30m");
        }
        return total;
    }
}
