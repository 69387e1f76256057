package io.tenure.gclog.findings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.Supplier;

/**
 * The {@link Finding#MAX_EVIDENCE} largest values seen, with their evidence, in constant memory. The
 * evidence is a supplier, called only for the values kept: formatting it for every event of a
 * 100,000-pause log cost more than parsing the log.
 */
final class TopEvidence {
    private record Entry(double value, long order, Finding.Evidence evidence) {
    }

    private final PriorityQueue<Entry> smallestFirst = new PriorityQueue<>(
            Comparator.comparingDouble(Entry::value).thenComparing(Comparator.comparingLong(Entry::order).reversed()));
    private long seen;

    void offer(double value, Supplier<Finding.Evidence> evidence) {
        seen++;
        if (smallestFirst.size() < Finding.MAX_EVIDENCE) {
            smallestFirst.add(new Entry(value, seen, evidence.get()));
        } else if (value > smallestFirst.peek().value()) {
            smallestFirst.poll();
            smallestFirst.add(new Entry(value, seen, evidence.get()));
        }
    }

    /** The kept entries whose value is at least {@code minimum}, largest first (earliest first among equals). */
    List<Finding.Evidence> atLeast(double minimum) {
        List<Entry> entries = new ArrayList<>(smallestFirst);
        entries.sort(Comparator.comparingDouble(Entry::value).reversed().thenComparingLong(Entry::order));
        return entries.stream().filter(e -> e.value() >= minimum).map(Entry::evidence).toList();
    }

    double max() {
        return smallestFirst.stream().mapToDouble(Entry::value).max().orElse(Double.NaN);
    }
}
