package io.tenure.platforms;

import java.util.List;

/**
 * The result of launching {@code java <flags> -version} once: did the JVM accept the flags, and
 * if not, why; the warnings it printed (deprecations) either way.
 */
record ProbeOutcome(boolean ok, String reason, List<String> warnings) {
    ProbeOutcome {
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
        if (!ok && (reason == null || reason.isBlank())) {
            throw new IllegalArgumentException("a failed probe needs a reason");
        }
    }
}
