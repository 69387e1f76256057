package io.tenure.bundle;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** How a cell sized the heap ({@code cells[].heapConfig}); DESIGN.md asks for both configurations. */
public enum HeapSizing {
    /** Young generation fixed ({@code -Xmn}, adaptive sizing off). */
    FIXED_YOUNG("fixed-young"),
    /** The JVM's own sizing. */
    DEFAULT("default");

    private final String json;

    HeapSizing(String json) {
        this.json = json;
    }

    @JsonValue
    public String json() {
        return json;
    }

    @JsonCreator
    public static HeapSizing fromJson(String text) {
        return Checks.spelling(values(), HeapSizing::json, text);
    }
}
