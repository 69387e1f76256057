package io.tenure.bundle;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Which part of a run's GC log its GC figures cover ({@code runs[].gcWindow}). */
public enum MeasurementWindow {
    /** The collections that started during the workload's measured phase ({@code gcLogMeasured}). */
    MEASURED_PHASE("measured phase"),
    /** The whole log, warm-up included, where the log cannot be cut. */
    WHOLE_RUN("whole run");

    private final String json;

    MeasurementWindow(String json) {
        this.json = json;
    }

    @JsonValue
    public String json() {
        return json;
    }

    /** Also reads {@code "whole log"}, the spelling of bundles assembled before the runner wrote this field. */
    @JsonCreator
    public static MeasurementWindow fromJson(String text) {
        return "whole log".equals(text) ? WHOLE_RUN : Checks.spelling(values(), MeasurementWindow::json, text);
    }
}
