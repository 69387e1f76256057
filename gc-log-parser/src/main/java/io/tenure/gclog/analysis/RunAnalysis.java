package io.tenure.gclog.analysis;

import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.findings.FindingsCollector;
import io.tenure.gclog.metrics.Breakdowns;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.util.List;
import java.util.Objects;

/**
 * Everything {@code tenure analyze} says about one log (a file or a rotated set; usually one JVM
 * run, and its {@code figures.runs()} list the runs of a set with restarts): its figures, where the
 * time went, and what is wrong, ranked. The unit a comparison of two runs or a fleet table works on.
 *
 * @param figures    the DESIGN.md figures
 * @param breakdowns pauses by cause and kind, concurrent phases, safepoints
 * @param findings   ranked: most severe first, then in the rules' order; null when they were not
 *                   looked for ({@link #figuresOnly}): no finding is not the same as none found
 */
public record RunAnalysis(GcSummary figures, Breakdowns breakdowns, List<Finding> findings) {
    public RunAnalysis {
        Objects.requireNonNull(figures, "figures");
        Objects.requireNonNull(breakdowns, "breakdowns");
        findings = findings == null ? null : List.copyOf(findings);
    }

    /** The analysis of the log {@code collector} followed, once its figures are {@code figures}. */
    static RunAnalysis of(GcSummary figures, FindingsCollector collector) throws IOException {
        List<Finding> findings = collector.finish(figures);
        return new RunAnalysis(figures, collector.breakdowns(), findings);
    }

    /** A summary from elsewhere (another engine) with no events to find anything in: findings null. */
    public static RunAnalysis figuresOnly(GcSummary figures) {
        return new RunAnalysis(figures, Breakdowns.NONE, null);
    }

    /** Whether the rules of {@link io.tenure.gclog.findings.Rules} were run on this log. */
    public boolean findingsLookedFor() {
        return findings != null;
    }

    public boolean has(String code) {
        return findings != null && findings.stream().anyMatch(f -> f.code().equals(code));
    }
}
