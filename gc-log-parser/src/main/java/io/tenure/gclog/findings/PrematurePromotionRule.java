package io.tenure.gclog.findings;

import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MarkerKind;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code premature-promotion}: the tenuring threshold collapsed, so objects reach the old generation
 * after surviving only one or two young collections (survivor spaces too small for what survives).
 */
final class PrematurePromotionRule implements FindingRule {
    /** A threshold at or below this promotes objects that are barely older than a young cycle. */
    static final int COLLAPSED_THRESHOLD = 2;
    /** Only a maximum above this leaves room to collapse from. */
    static final int MIN_MAX_THRESHOLD = 4;
    /** Share of tenuring distributions at a collapsed threshold from which it is the rule, not a spike. */
    static final double MIN_SHARE = 0.25;
    /** Fewer distributions say nothing about a trend. */
    static final int MIN_DISTRIBUTIONS = 3;

    private final TopEvidence lowest = new TopEvidence();
    private long distributions;
    private long collapsed;

    @Override
    public String code() {
        return "premature-promotion";
    }

    @Override
    public void accept(Marker marker) {
        if (marker.kind() != MarkerKind.TENURING_THRESHOLD) {
            return;
        }
        distributions++;
        int threshold = (int) marker.value().getAsDouble();
        int max = (int) marker.second().getAsDouble();
        if (threshold <= COLLAPSED_THRESHOLD && max >= MIN_MAX_THRESHOLD) {
            collapsed++;
            // the lowest thresholds first: rank by how far below the maximum they fell
            lowest.offer(max - threshold, () -> Finding.Evidence.at(marker.source(), marker.text()));
        }
    }

    @Override
    public Optional<Finding> finding(RunFacts run) {
        if (distributions < MIN_DISTRIBUTIONS || collapsed == 0 || (double) collapsed / distributions < MIN_SHARE) {
            return Optional.empty();
        }
        return Optional.of(new Finding(code(), Finding.Severity.WARNING,
                String.format(Locale.ROOT, "Tenuring threshold fell to %d or less in %d of %d young collections (%.0f %%)",
                        COLLAPSED_THRESHOLD, collapsed, distributions, 100.0 * collapsed / distributions),
                lowest.atLeast(0),
                "Survivor spaces overflow, so objects are promoted after one or two collections and fill the old "
                        + "generation (more old and full collections): enlarge the survivors (-XX:SurvivorRatio=4 or "
                        + "lower, or a larger -Xmn), or raise -XX:TargetSurvivorRatio=80; with G1, give the young "
                        + "generation room (do not pin -Xmn) and check -XX:G1NewSizePercent.",
                Finding.docUrl(code())));
    }
}
