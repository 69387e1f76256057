package io.tenure.gclog.findings;

import java.util.List;

/** Every finding rule, in the order findings of equal severity are listed (most actionable first). */
public final class Rules {
    private Rules() {
    }

    /** Fresh rule instances for one log (rules keep state). */
    static List<FindingRule> all() {
        return List.of(
                new FailureMarkerRule(FailureMarkerRule.Failure.CONCURRENT_MODE_FAILURE),
                new FailureMarkerRule(FailureMarkerRule.Failure.PROMOTION_FAILURE),
                new FailureMarkerRule(FailureMarkerRule.Failure.TO_SPACE_EXHAUSTED),
                new FailureMarkerRule(FailureMarkerRule.Failure.ALLOCATION_STALL),
                new DegeneratedGcRule(),
                new PacingRule(),
                new LongPauseRule(),
                new TimeToSafepointRule(),
                new SysTimeRule(),
                new CpuStarvedRule(),
                new FullGcRule(),
                new SystemGcRule(),
                new MetaspaceGcRule(),
                new GcOverheadRule(),
                new LeakTrendRule(),
                new HumongousRule(),
                new PrematurePromotionRule(),
                new NonGcSafepointRule(),
                new LowParallelismRule(),
                new PauseOutlierRule(),
                new HeapSizingRule());
    }

    /** The code of every rule, for {@code --fail-on} and the documentation test. */
    public static List<String> codes() {
        return all().stream().map(FindingRule::code).toList();
    }
}
