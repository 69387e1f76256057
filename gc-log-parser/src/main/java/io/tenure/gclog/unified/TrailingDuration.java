package io.tenure.gclog.unified;

import io.tenure.gclog.input.Line;

/** Finds the {@code 7.033ms} at the end of a message. */
final class TrailingDuration {
    private TrailingDuration() {
    }

    /**
     * Start of the number of a trailing {@code <decimal>ms} that follows a space, or -1.
     * {@code n} is the message end; the number ends at {@code n - 2}.
     */
    static int start(Line line, int from, int n) {
        if (!LineClassifier.endsWithMillis(line, from, n)) {
            return -1;
        }
        int i = n - 3;
        while (i > from) {
            int c = line.byteAt(i - 1);
            if (Bytes.isDigit(c) || c == '.' || c == ',') {
                i--;
            } else {
                break;
            }
        }
        return i > from && line.byteAt(i - 1) == ' ' ? i : -1;
    }
}
