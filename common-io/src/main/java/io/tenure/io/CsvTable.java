package io.tenure.io;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The one CSV writer of tenure (RFC 4180 through Apache Commons CSV, CRLF line ends), safe to
 * open in a spreadsheet: a text cell that begins with {@code =}, {@code +}, {@code -}, {@code @},
 * a tab or a carriage return would be evaluated as a formula (CSV injection), so it is written
 * with a leading apostrophe ({@code '=cmd|...}) unless the whole cell is a number. Numbers are
 * written at full precision in {@link Locale#ROOT} (the shortest text that reads back as the same
 * double); {@code null}, NaN and the infinities are empty cells: a figure that cannot be computed.
 *
 * <p>Untrusted text reaches CSV cells (cause strings, JVM versions, file names from logs), so every
 * CSV tenure writes goes through this class.
 */
public final class CsvTable implements Closeable, Flushable {
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?|[-+]?Infinity");
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator("\r\n").get();

    private final CSVPrinter printer;

    private CsvTable(Appendable out, List<String> header) throws IOException {
        this.printer = new CSVPrinter(out, FORMAT);
        printer.printRecord(header.stream().map(CsvTable::text).toList());
    }

    /** Starts a table on {@code out} with its header row. */
    public static CsvTable open(Appendable out, String... header) throws IOException {
        return new CsvTable(out, Arrays.asList(header));
    }

    /** Starts a table on {@code out} with its header row. */
    public static CsvTable open(Appendable out, List<String> header) throws IOException {
        return new CsvTable(out, header);
    }

    /** One row; each cell is a {@link Number}, text (anything else, by {@code toString}) or null. */
    public CsvTable row(Object... cells) throws IOException {
        return row(Arrays.asList(cells));
    }

    /** One row; each cell is a {@link Number}, text (anything else, by {@code toString}) or null. */
    public CsvTable row(List<?> cells) throws IOException {
        printer.printRecord(cells.stream().map(CsvTable::cell).toList());
        return this;
    }

    /** The text a cell holds, defused and formatted as {@link #row} writes it (for tests). */
    public static String cell(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            return Double.isFinite(d) ? Double.toString(d) : "";
        }
        if (value instanceof Number n) {
            return String.format(Locale.ROOT, "%d", n.longValue());
        }
        return text(value.toString());
    }

    private static String text(String value) {
        if (value.isEmpty() || "=+-@\t\r".indexOf(value.charAt(0)) < 0 || isNumber(value)) {
            return value;
        }
        return "'" + value;
    }

    /** A decimal number a spreadsheet reads as a number, not a formula ({@code -3.5}, {@code -1e3}). */
    private static boolean isNumber(String value) {
        return NUMBER.matcher(value).matches();
    }

    @Override
    public void flush() throws IOException {
        printer.flush();
    }

    /** Flushes the table; the {@code Appendable} stays open, it belongs to the caller. */
    @Override
    public void close() throws IOException {
        printer.flush();
    }
}
