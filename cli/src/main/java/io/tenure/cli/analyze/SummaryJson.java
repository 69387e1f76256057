package io.tenure.cli.analyze;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.gclog.metrics.TimeWindow;
import io.tenure.io.Json;

/**
 * {@code tenure analyze --format json}: one {@link AnalyzeReport} per log, on one line (JSON Lines),
 * serialised by the project's one mapper.
 */
final class SummaryJson {
    private SummaryJson() {
    }

    static String write(RunAnalysis analysis, TimeWindow window, String version) {
        try {
            return Json.mapper().writeValueAsString(AnalyzeReport.of(analysis, window, version));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** The same object indented, as golden files hold it. */
    static String pretty(RunAnalysis analysis, TimeWindow window, String version) {
        return Json.toPrettyString(AnalyzeReport.of(analysis, window, version));
    }
}
