package io.tenure.bundle;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The outcome of a run or a cell, as {@code results.json} spells it. */
public enum RunStatus {
    OK, FAILED, TIMEOUT, SKIPPED;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static RunStatus fromJson(String s) {
        return Checks.spelling(values(), RunStatus::json, s);
    }
}
