package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/**
 * Reads the end line of a concurrent phase: {@code [Y: ]Concurrent <name> [(qualifier)]
 * [(start, end)] [heap] <duration>ms}, e.g. {@code Concurrent Mark (0.298s, 0.312s) 13.574ms}
 * (G1, JDK 9-11) or Shenandoah's {@code Concurrent cleanup 64M->68M(8192M) 0.045ms}. The name
 * keeps qualifiers and ZGC's generation marker and drops the time range and the heap.
 */
final class ConcurrentLine {
    String name;
    double durationMs;
    String failure;

    boolean parse(Line line, int bodyStart, int subjectStart) {
        int n = line.length();
        int durationStart = TrailingDuration.start(line, subjectStart, n);
        if (durationStart < 0) {
            failure = "no duration";
            return false;
        }
        durationMs = Bytes.decimal(line, durationStart, n - 2);
        if (Double.isNaN(durationMs)) {
            failure = "bad duration";
            return false;
        }
        int end = durationStart - 1;
        int tokenStart = Bytes.lastIndexOf(line, ' ', subjectStart, end) + 1;
        int arrow = line.indexOf("->", tokenStart);
        if (arrow >= 0 && arrow < end) {
            end = tokenStart - 1; // heap occupancy: the pauses carry it
        }
        if (end > subjectStart && line.byteAt(end - 1) == ')') {
            int open = Bytes.lastIndexOf(line, '(', subjectStart, end);
            if (open > subjectStart && Bytes.isDigit(line.byteAt(open + 1)) && line.indexOf(", ", open) < end) {
                end = open - 1; // "(0.298s, 0.312s)": when the phase ran, already known from the duration
            }
        }
        if (end <= subjectStart + "Concurrent ".length() - 1) {
            failure = "no phase name";
            return false;
        }
        name = Bytes.text(line, bodyStart, end);
        return true;
    }
}
