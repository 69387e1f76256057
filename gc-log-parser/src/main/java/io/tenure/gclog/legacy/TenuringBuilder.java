package io.tenure.gclog.legacy;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;

/** Collects a {@code -XX:+PrintTenuringDistribution} block: the threshold line, then one row per age. */
final class TenuringBuilder {
    /** HotSpot's largest age (4 age bits in the object header); a larger one means corrupt input. */
    private static final int MAX_AGE = 15;

    private final SourceLocation source;
    private final Timestamp start;
    private final OptionalLong gcId;
    private final int threshold;
    private final long desiredBytes;
    private final List<Long> bytesByAge = new ArrayList<>();

    private TenuringBuilder(SourceLocation source, Timestamp start, OptionalLong gcId, int threshold, long desiredBytes) {
        this.source = source;
        this.start = start;
        this.gcId = gcId;
        this.threshold = threshold;
        this.desiredBytes = desiredBytes;
    }

    static TenuringBuilder start(SourceLocation source, Timestamp start, OptionalLong gcId, Matcher m) {
        return new TenuringBuilder(source, start, gcId, Integer.parseInt(m.group(2)), Long.parseLong(m.group(1)));
    }

    /** Adds {@code - age   3:  123 bytes,  456 total}; false when the age is out of order or range. */
    boolean add(Matcher m) {
        int age = Integer.parseInt(m.group(1));
        if (age < 1 || age > MAX_AGE || age <= bytesByAge.size()) {
            return false;
        }
        while (bytesByAge.size() < age - 1) {
            bytesByAge.add(0L); // ages with no bytes are not printed
        }
        bytesByAge.add(Long.parseLong(m.group(2)));
        return true;
    }

    TenuringEvent build() {
        return new TenuringEvent(source, start, gcId, List.copyOf(bytesByAge), OptionalInt.of(threshold),
                OptionalLong.of(desiredBytes));
    }
}
