package io.tenure.cli.store;

import io.tenure.io.CsvTable;
import io.tenure.io.Json;
import io.tenure.store.duckdb.StoreQuery;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code tenure query}'s answer as text (aligned columns, numbers right-aligned, six significant
 * digits), CSV (every digit; text that could start a spreadsheet formula defused by {@link CsvTable})
 * or JSON (an array of objects, keys in column order, through the one mapper). Time stamps are
 * ISO-8601 UTC everywhere, dates ISO; a null is {@code null} in text and JSON, empty in CSV.
 */
final class QueryOutput {
    private static final MathContext TEXT_DIGITS = new MathContext(6);

    private QueryOutput() {
    }

    static void text(PrintWriter out, StoreQuery.Answer answer) {
        List<List<String>> cells = new ArrayList<>();
        cells.add(answer.columns());
        for (List<Object> row : answer.rows()) {
            cells.add(row.stream().map(QueryOutput::textCell).toList());
        }
        int[] widths = new int[answer.columns().size()];
        for (List<String> row : cells) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        for (int r = 0; r < cells.size(); r++) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < widths.length; i++) {
                String cell = cells.get(r).get(i);
                boolean right = r > 0 && answer.rows().get(r - 1).get(i) instanceof Number;
                String pad = " ".repeat(widths[i] - cell.length());
                line.append(i == 0 ? "" : "  ").append(right ? pad + cell : cell + (i == widths.length - 1 ? "" : pad));
            }
            out.println(line.toString().stripTrailing());
        }
        out.printf("(%d %s)%n", answer.rows().size(), answer.rows().size() == 1 ? "row" : "rows");
    }

    static void csv(Appendable out, StoreQuery.Answer answer) throws IOException {
        CsvTable table = CsvTable.open(out, answer.columns());
        for (List<Object> row : answer.rows()) {
            table.row(row.stream().map(QueryOutput::csvCell).toList());
        }
        table.flush();
    }

    static String json(StoreQuery.Answer answer) throws IOException {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (List<Object> row : answer.rows()) {
            Map<String, Object> object = new LinkedHashMap<>();
            for (int i = 0; i < row.size(); i++) {
                object.put(answer.columns().get(i), jsonValue(row.get(i)));
            }
            rows.add(object);
        }
        return Json.prettyWriter().writeValueAsString(rows) + "\n";
    }

    private static String textCell(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof Double d) {
            return Double.isFinite(d) ? plain(new BigDecimal(d).round(TEXT_DIGITS)) : "null";
        }
        if (v instanceof BigDecimal b) {
            return plain(b.round(TEXT_DIGITS));
        }
        if (v instanceof List<?> || v instanceof Map<?, ?>) {
            return Json.mapper().valueToTree(jsonValue(v)).toString();
        }
        return v.toString();
    }

    private static String plain(BigDecimal b) {
        BigDecimal stripped = b.stripTrailingZeros();
        return (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString();
    }

    /** CsvTable takes Numbers as integers unless they are Double: every other kind goes in as its text. */
    private static Object csvCell(Object v) {
        if (v == null || v instanceof Double || v instanceof Long || v instanceof Integer) {
            return v;
        }
        if (v instanceof BigDecimal b) {
            return b.toPlainString();
        }
        if (v instanceof List<?> || v instanceof Map<?, ?>) {
            return Json.mapper().valueToTree(jsonValue(v)).toString();
        }
        return v.toString();
    }

    private static Object jsonValue(Object v) {
        if (v instanceof Instant || v instanceof LocalDate) {
            return v.toString();
        }
        if (v instanceof List<?> list) {
            return list.stream().map(QueryOutput::jsonValue).toList();
        }
        if (v instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, x) -> out.put(String.valueOf(k), jsonValue(x)));
            return out;
        }
        return v;
    }
}
