package io.tenure.gclog.unified;

import io.tenure.gclog.event.Timestamp;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** The time stamps of the first and the last decorated line, kept as primitives (no per-line allocation). */
final class SeenTimes {
    private boolean any;
    private double firstUptime = -1;
    private long firstEpoch;
    private boolean firstHasEpoch;
    private double lastUptime = -1;
    private long lastEpoch;
    private boolean lastHasEpoch;

    void update(Decorations d) {
        if (!d.hasUptime() && !d.hasEpoch()) {
            return;
        }
        if (!any) {
            any = true;
            firstUptime = d.hasUptime() ? d.uptimeSeconds() : -1;
            firstHasEpoch = d.hasEpoch();
            firstEpoch = d.epochMillis();
        }
        lastUptime = d.hasUptime() ? d.uptimeSeconds() : -1;
        lastHasEpoch = d.hasEpoch();
        lastEpoch = d.epochMillis();
    }

    Timestamp first() {
        return any ? of(firstUptime, firstHasEpoch, firstEpoch) : Timestamp.unknown();
    }

    Timestamp last() {
        return any ? of(lastUptime, lastHasEpoch, lastEpoch) : Timestamp.unknown();
    }

    private static Timestamp of(double uptime, boolean hasEpoch, long epoch) {
        return Timestamp.of(uptime >= 0 ? OptionalDouble.of(uptime) : OptionalDouble.empty(),
                hasEpoch ? OptionalLong.of(epoch) : OptionalLong.empty());
    }
}
