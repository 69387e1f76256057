package io.tenure.report.render;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** Numbers as people read them in a report, always in {@link Locale#ROOT}. */
public final class Numbers {
    private Numbers() {
    }

    /**
     * {@code value} to {@code digits} significant digits, plain notation ({@code 1.370},
     * {@code 0.04375}); integers wider than the digits are rounded to units, not shortened.
     */
    public static String readable(double value, int digits) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        if (value == 0) {
            return "0";
        }
        int d = Math.max(1, digits);
        if (Math.abs(value) >= Math.pow(10, d)) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        if (Math.abs(value) < 1e-4) {
            return String.format(Locale.ROOT, "%." + (d - 1) + "e", value);
        }
        return new BigDecimal(value).round(new MathContext(d, RoundingMode.HALF_EVEN)).toPlainString();
    }

    /** A table cell for people: text as it is, numbers by the column's digits, null as an em dash. */
    public static String cell(Object value, int digits) {
        if (value == null) {
            return "—";
        }
        if (value instanceof Double || value instanceof Float) {
            return readable(((Number) value).doubleValue(), digits == 0 ? 4 : digits);
        }
        if (value instanceof Number n) {
            return String.format(Locale.ROOT, "%d", n.longValue());
        }
        return value.toString();
    }

    /** Full precision for machines: the shortest text that reads back as the same double. */
    public static String exact(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double || value instanceof Float) {
            return Double.toString(((Number) value).doubleValue());
        }
        if (value instanceof Number n) {
            return String.format(Locale.ROOT, "%d", n.longValue());
        }
        return value.toString();
    }
}
