package io.tenure.gclog.metrics;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Figures for a person: a duration or a size scaled to a unit that keeps it short, three
 * significant digits, the unit written out ({@code 7.85 h}, {@code 245 ms}, {@code 1.50 GiB}).
 * Sizes are binary (KiB = 1024 B), as the JVM counts them. {@link Locale#ROOT} always.
 */
public final class Units {
    private static final String[] BYTE_UNITS = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};

    private Units() {
    }

    /** A duration given in ms, in ms, s, min or h: {@code 28276260.111} → {@code "7.85 h"}. */
    public static String duration(double ms) {
        if (!Double.isFinite(ms)) {
            return "unknown";
        }
        double abs = Math.abs(ms);
        if (abs < 1000) {
            return significant(ms) + " ms";
        }
        double seconds = ms / 1e3;
        if (Math.abs(seconds) < 60) {
            return significant(seconds) + " s";
        }
        double minutes = seconds / 60;
        if (Math.abs(minutes) < 60) {
            return significant(minutes) + " min";
        }
        return significant(minutes / 60) + " h";
    }

    public static String duration(OptionalDouble ms) {
        return ms.isPresent() ? duration(ms.getAsDouble()) : "unknown";
    }

    /** A size in bytes, in B, KiB, MiB, GiB ...: {@code 1610612736} → {@code "1.50 GiB"}. */
    public static String bytes(double bytes) {
        if (!Double.isFinite(bytes)) {
            return "unknown";
        }
        double value = bytes;
        int unit = 0;
        while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
            value /= 1024;
            unit++;
        }
        return (unit == 0 ? String.format(Locale.ROOT, "%.0f", value) : significant(value)) + " " + BYTE_UNITS[unit];
    }

    public static String bytes(OptionalLong bytes) {
        return bytes.isPresent() ? bytes(bytes.getAsLong()) : "unknown";
    }

    /** A rate in bytes per second, e.g. {@code "12.3 MiB/s"}. */
    public static String rate(double bytesPerSecond) {
        return Double.isFinite(bytesPerSecond) ? bytes(bytesPerSecond) + "/s" : "unknown";
    }

    /** A percentage with two decimals, e.g. {@code "4.27 %"}. */
    public static String percent(double percent) {
        return Double.isFinite(percent) ? String.format(Locale.ROOT, "%.2f %%", percent) : "unknown";
    }

    /** Three significant digits, never in exponent form: 0.256, 2.72, 23.2, 245, 1234 (no rounding of integer digits). */
    static String significant(double value) {
        double abs = Math.abs(value);
        if (abs == 0) {
            return "0";
        }
        int digitsBeforePoint = (int) Math.floor(Math.log10(abs)) + 1;
        int decimals = Math.max(0, 3 - digitsBeforePoint);
        String text = String.format(Locale.ROOT, "%." + decimals + "f", value);
        // rounding can add a digit (9.996 → "10.00"): one decimal fewer keeps three significant digits
        if (decimals > 0 && String.format(Locale.ROOT, "%.0f", Math.abs(Double.parseDouble(text))).length() > digitsBeforePoint
                && digitsBeforePoint > 0) {
            text = String.format(Locale.ROOT, "%." + (decimals - 1) + "f", value);
        }
        return text;
    }
}
