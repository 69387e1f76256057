package io.tenure.cli.common;

import java.util.Locale;

/** Sizes on the command line: {@code 512m}, {@code 2g}, {@code 64k} or plain MB. */
public final class SizeArgument {
    private SizeArgument() {
    }

    /** The size in MB (2^20 bytes); 0 is allowed here, the plan rejects it where it makes no sense. */
    public static double megabytes(String option, String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        double factor = 1;
        if (s.endsWith("g")) {
            factor = 1024;
        } else if (s.endsWith("k")) {
            factor = 1.0 / 1024;
        } else if (!s.endsWith("m") && !s.matches("[0-9.]+")) {
            throw new UserException(ExitCodes.USAGE, option + ": not a size: '" + text + "' (use e.g. 512m or 2g)");
        }
        String number = s.matches("[0-9.]+") ? s : s.substring(0, s.length() - 1);
        try {
            double value = Double.parseDouble(number) * factor;
            if (!(value >= 0)) {
                throw new UserException(ExitCodes.USAGE, option + ": size must not be negative: '" + text + "'");
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UserException(ExitCodes.USAGE, option + ": not a size: '" + text + "' (use e.g. 512m or 2g)");
        }
    }

    /** A size that must be more than 0 (an amount of work, a long-lived set): 0 is refused naming the option. */
    public static double positiveMegabytes(String option, String text) {
        double mb = megabytes(option, text);
        if (!(mb > 0)) {
            throw new UserException(ExitCodes.USAGE, option + ": must be more than 0, got '" + text.strip() + "' (e.g. 64m)");
        }
        return mb;
    }

    public static long wholeMegabytes(String option, String text) {
        double mb = megabytes(option, text);
        if (mb != Math.rint(mb)) {
            throw new UserException(ExitCodes.USAGE, option + ": give a whole number of MB: '" + text + "'");
        }
        return (long) mb;
    }
}
