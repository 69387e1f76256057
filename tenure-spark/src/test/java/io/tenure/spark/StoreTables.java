package io.tenure.spark;

import io.tenure.store.Column;
import io.tenure.store.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.spark.sql.Row;
import scala.collection.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Rows of a store table as comparable text, one line per row (columns in order, the ones left out
 * dropped), and the difference of two such bags: what a test compares across writers.
 */
final class StoreTables {
    private StoreTables() {
    }

    /** A row as {@link Table#values} gives it. */
    static <R> String line(Table<R> table, List<Object> values, List<String> leftOut) {
        List<Object> cells = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            Column<R> c = table.columns().get(i);
            if (!leftOut.contains(c.name())) {
                cells.add(canonical(SparkColumns.external(c.type(), values.get(i))));
            }
        }
        return cells.toString();
    }

    /** A row as Spark reads it back from the store's Parquet files. */
    static String line(Table<?> table, Row row, List<String> leftOut) {
        List<Object> cells = new ArrayList<>();
        for (Column<?> c : table.columns()) {
            if (!leftOut.contains(c.name())) {
                cells.add(canonical(row.get(row.fieldIndex(c.name()))));
            }
        }
        return cells.toString();
    }

    private static Object canonical(Object value) {
        if (value instanceof Object[] array) {
            return Arrays.asList(array);
        }
        if (value instanceof Seq<?> seq) {
            return CollectionConverters.asJava(seq);
        }
        if (value instanceof scala.collection.Map<?, ?> map) { // a Scala map: java.util.Map is imported
            return new TreeMap<>(CollectionConverters.asJava(map));
        }
        if (value instanceof Map<?, ?> map) {
            return new TreeMap<>(map);
        }
        return value;
    }

    /** Lines in one bag and not (as often) in the other, with their surplus count: empty when equal. */
    static Map<String, Long> difference(List<String> expected, List<String> actual) {
        Map<String, Long> counts = new TreeMap<>(expected.stream().collect(Collectors.groupingBy(Function.identity(),
                Collectors.counting())));
        actual.forEach(line -> counts.merge(line, -1L, Long::sum));
        counts.values().removeIf(n -> n == 0);
        return first(counts, 20);
    }

    private static Map<String, Long> first(Map<String, Long> counts, int n) {
        Map<String, Long> some = new LinkedHashMap<>();
        counts.entrySet().stream().limit(n).forEach(e -> some.put(e.getKey(), e.getValue()));
        return some;
    }
}
