package io.tenure.io;

import java.util.Locale;

/**
 * Sizes as a user types them: {@code 512m}, {@code 2g}, {@code 64k} or plain MB. Each method names
 * the option in its refusal ({@code --work: not a size: ...}).
 */
public final class Sizes {
    /** 16 TiB: no heap, work or set on one host is larger; a larger size is a typo. */
    public static final double MAX_MEGABYTES = 16L << 20;

    private Sizes() {
    }

    /**
     * The size in MB (2^20 bytes); 0 is allowed here, the plan rejects it where it makes no sense.
     *
     * @throws IllegalArgumentException not a size, negative, or over 16 TiB
     */
    public static double megabytes(String option, String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        double factor = 1;
        if (s.endsWith("g")) {
            factor = 1024;
        } else if (s.endsWith("k")) {
            factor = 1.0 / 1024;
        } else if (!s.endsWith("m") && !s.matches("[0-9.]+")) {
            throw new IllegalArgumentException(option + ": not a size: '" + text + "' (use e.g. 512m or 2g)");
        } else if (s.matches("[0-9.]+") && !s.matches("0*\\.?0*")) {
            // one rule for every size, as for durations (90 is refused, 90s is not): a bare number was read as MB
            throw new IllegalArgumentException(option + " " + text.strip() + ": a size needs its unit, as -Xmx takes it: "
                    + text.strip() + "m for MB (or k, g; e.g. 512m, 2g)");
        }
        String number = s.matches("[0-9.]+") ? s : s.substring(0, s.length() - 1);
        double value;
        try {
            value = Double.parseDouble(number) * factor;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + ": not a size: '" + text + "' (use e.g. 512m or 2g)", e);
        }
        if (value > MAX_MEGABYTES) {
            throw new IllegalArgumentException(option + ": at most 16 TiB (" + (long) MAX_MEGABYTES + " MB), got '"
                    + text.strip() + "'");
        }
        if (!(value >= 0)) {
            throw new IllegalArgumentException(option + ": size must not be negative: '" + text + "'");
        }
        return value;
    }

    /** A size that must be more than 0 (an amount of work, a long-lived set): 0 is refused naming the option. */
    public static double positiveMegabytes(String option, String text) {
        double mb = megabytes(option, text);
        if (!(mb > 0)) {
            throw new IllegalArgumentException(option + ": must be more than 0, got '" + text.strip() + "' (e.g. 64m)");
        }
        return mb;
    }

    /** A size in whole MB: {@code 1.5m} is refused naming the option. */
    public static long wholeMegabytes(String option, String text) {
        double mb = megabytes(option, text);
        if (mb != Math.rint(mb)) {
            throw new IllegalArgumentException(option + ": give a whole number of MB: '" + text + "'");
        }
        return (long) mb;
    }
}
