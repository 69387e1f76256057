package io.tenure.gclog.unified;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.gclog.input.Line;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Builds one {@link TenuringEvent} from a young collection's {@code gc,age} lines:
 * {@code Desired survivor size 41943040 bytes, new threshold 15 (max threshold 15)}, optionally
 * {@code Age table with threshold 15 (max threshold 15)}, then
 * {@code - age   1:   16037032 bytes,   16037032 total} per age. HotSpot omits empty ages; they
 * become 0. The reader flushes the table at the collection's pause line, at the next header and
 * at the end of the log.
 */
final class TenuringAssembler {
    /** HotSpot's ages fit in 4 bits; anything above is corrupted input. */
    private static final int MAX_AGE = 15;

    private final long[] bytesByAge = new long[MAX_AGE + 1];
    private boolean active;
    private SourceLocation source;
    private Timestamp start;
    private long gcId;
    private int maxAge;
    private int threshold;
    private long desiredBytes;

    boolean active() {
        return active;
    }

    long gcId() {
        return gcId;
    }

    void begin(SourceLocation where, Timestamp when, long id) {
        active = true;
        source = where;
        start = when;
        gcId = id;
        maxAge = 0;
        threshold = -1;
        desiredBytes = -1;
        Arrays.fill(bytesByAge, 0);
    }

    /** Parses the header into the table begun for it; false when malformed. */
    boolean header(Line line, int p) {
        int sizeStart = p + "Desired survivor size ".length();
        int sizeEnd = Bytes.skipDigits(line, sizeStart, line.length());
        desiredBytes = Bytes.digits(line, sizeStart, sizeEnd);
        int thresholdAt = line.indexOf("new threshold ", sizeEnd);
        if (desiredBytes < 0 || thresholdAt < 0) {
            return false;
        }
        return readThreshold(line, thresholdAt + "new threshold ".length());
    }

    /** {@code Age table with threshold 15 (max threshold 15)}; false when malformed. */
    boolean table(Line line, int p) {
        return readThreshold(line, p + "Age table with threshold ".length());
    }

    /** One {@code - age N: bytes} line; false when malformed. */
    boolean age(Line line, int p) {
        int n = line.length();
        int i = p + "- age ".length();
        while (i < n && line.byteAt(i) == ' ') {
            i++;
        }
        int ageEnd = Bytes.skipDigits(line, i, n);
        long age = Bytes.digits(line, i, ageEnd);
        if (age < 1 || age > MAX_AGE || ageEnd >= n || line.byteAt(ageEnd) != ':') {
            return false;
        }
        i = ageEnd + 1;
        while (i < n && line.byteAt(i) == ' ') {
            i++;
        }
        int bytesEnd = Bytes.skipDigits(line, i, n);
        long bytes = Bytes.digits(line, i, bytesEnd);
        if (bytes < 0 || !line.regionMatches(bytesEnd, " bytes")) {
            return false;
        }
        bytesByAge[(int) age] = bytes;
        maxAge = Math.max(maxAge, (int) age);
        return true;
    }

    /** The finished table, or null when none is open or nothing in it parsed; closes it. */
    TenuringEvent flush() {
        if (!active) {
            return null;
        }
        active = false;
        if (maxAge == 0 && threshold < 0 && desiredBytes < 0) {
            return null;
        }
        List<Long> ages = new ArrayList<>(maxAge);
        for (int age = 1; age <= maxAge; age++) {
            ages.add(bytesByAge[age]);
        }
        return new TenuringEvent(source, start, gcId < 0 ? OptionalLong.empty() : OptionalLong.of(gcId), ages,
                threshold < 0 ? OptionalInt.empty() : OptionalInt.of(threshold),
                desiredBytes < 0 ? OptionalLong.empty() : OptionalLong.of(desiredBytes));
    }

    private boolean readThreshold(Line line, int from) {
        int end = Bytes.skipDigits(line, from, line.length());
        long value = Bytes.digits(line, from, end);
        if (value < 0 || value > MAX_AGE + 1) {
            return false;
        }
        threshold = (int) value;
        return true;
    }
}
