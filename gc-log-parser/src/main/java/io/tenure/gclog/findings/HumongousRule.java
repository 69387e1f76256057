package io.tenure.gclog.findings;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.Units;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code humongous-allocation}: G1 objects of half a region or more, allocated straight into the old
 * generation. Measured two ways: the share of collections they triggered ({@code G1 Humongous
 * Allocation}), and, where the log has {@code gc+heap} region counts and the region size, the bytes
 * of humongous regions that appeared between collections as a share of all bytes allocated.
 */
final class HumongousRule implements FindingRule {
    /** Share of collections started by a humongous allocation from which it is a pattern, not an accident. */
    static final double MIN_TRIGGERED_SHARE = 0.05;
    /** Share of allocated bytes in humongous regions from which they shape the collector's work. */
    static final double MIN_BYTES_SHARE = 0.05;

    private final List<Finding.Evidence> evidence = new ArrayList<>();
    private long triggered;
    private long collections;
    private double regionBytes = Double.NaN;
    private long previousAfter = -1;
    private long humongousRegionsAllocated;
    private Marker largestGrowth;
    private long largestGrowthRegions;

    @Override
    public String code() {
        return "humongous-allocation";
    }

    @Override
    public void accept(GcEvent event, int run, double runSeconds) {
        if (event instanceof PauseEvent pause) {
            collections++;
            if (pause.cause().map(c -> c.contains("Humongous")).orElse(false)) {
                triggered++;
                if (evidence.size() < Finding.MAX_EVIDENCE) {
                    evidence.add(PauseText.evidence(pause));
                }
            }
        }
    }

    @Override
    public void accept(Marker marker) {
        if (marker.kind() == MarkerKind.REGION_SIZE && Double.isNaN(regionBytes)) {
            regionBytes = marker.value().getAsDouble() * marker.second().getAsDouble();
        } else if (marker.kind() == MarkerKind.HUMONGOUS_REGIONS) {
            long before = (long) marker.value().getAsDouble();
            long after = (long) marker.second().getAsDouble();
            if (previousAfter >= 0 && before > previousAfter) {
                long grown = before - previousAfter;
                humongousRegionsAllocated += grown;
                if (grown > largestGrowthRegions) {
                    largestGrowthRegions = grown;
                    largestGrowth = marker;
                }
            }
            previousAfter = after;
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        double triggeredShare = collections == 0 ? 0 : (double) triggered / collections;
        var allocated = run.summary().allocation().allocatedBytes();
        double humongousBytes = humongousRegionsAllocated * regionBytes;
        double bytesShare = allocated.isPresent() && allocated.getAsLong() > 0 && !Double.isNaN(regionBytes)
                ? humongousBytes / allocated.getAsLong() : Double.NaN;
        boolean byTrigger = triggered > 0 && triggeredShare >= MIN_TRIGGERED_SHARE;
        boolean byBytes = bytesShare >= MIN_BYTES_SHARE;
        if (!byTrigger && !byBytes) {
            return Optional.empty();
        }
        List<Finding.Evidence> shown = new ArrayList<>();
        if (byBytes && largestGrowth != null) {
            shown.add(Finding.Evidence.at(largestGrowth.source(), largestGrowth.text() + " (" + largestGrowthRegions
                    + " humongous regions of " + Units.bytes(regionBytes) + " since the previous collection)"));
        }
        shown.addAll(evidence);
        String title = (byTrigger ? String.format(Locale.ROOT, "%d of %d collections (%.1f %%) started by a humongous allocation",
                triggered, collections, triggeredShare * 100) : "")
                + (byTrigger && byBytes ? "; " : "")
                + (byBytes ? String.format(Locale.ROOT, "humongous regions took %s, %.1f %% of the bytes allocated",
                Units.bytes(humongousBytes), bytesShare * 100) : "");
        return Optional.of(new Finding(code(), Finding.Severity.WARNING, title, shown,
                "Objects of half a G1 region or more go straight to the old generation and waste the rest of their "
                        + "regions: raise the region size so they become ordinary objects (-XX:G1HeapRegionSize=8m, 16m "
                        + "or 32m; a power of 2), or allocate smaller buffers and arrays (find them with a JFR "
                        + "recording's jdk.ObjectAllocationOutsideTLAB events).",
                Finding.docUrl(code())));
    }
}
