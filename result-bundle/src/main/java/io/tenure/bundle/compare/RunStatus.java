package io.tenure.bundle.compare;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** How one run of the user's program ended. */
public enum RunStatus {
    /** Exit code 0 within the time limit (and the ready / measure-from line seen, when asked for). */
    OK,
    /** A non-zero exit code, or an expected output line that never came. */
    FAILED,
    /** Killed at the time limit. */
    TIMEOUT;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static RunStatus fromJson(String value) {
        return valueOf(value.toUpperCase(Locale.ROOT));
    }
}
