package io.tenure.cli.common;

import java.util.Locale;

/** Option checks shared by the model commands; a bad value is a usage error (exit 2). */
public final class Validation {
    private Validation() {
    }

    public static void survival(double s, String option) {
        if (!Double.isFinite(s) || s < 0 || s > 1) {
            throw new UserException(ExitCodes.USAGE, String.format(Locale.ROOT,
                    "%s must be a survival rate in [0, 1], got %s", option, s));
        }
    }

    public static void replicates(int replicates) {
        if (replicates < 1 || replicates > 100_000) {
            throw new UserException(ExitCodes.USAGE, "--bootstrap must be between 1 and 100000, got " + replicates);
        }
    }

    public static io.tenure.model.Response response(String id) {
        return io.tenure.model.Response.fromId(id).orElseThrow(() -> new UserException(ExitCodes.USAGE,
                "--response must be one of " + java.util.Arrays.stream(io.tenure.model.Response.values())
                        .map(io.tenure.model.Response::id).collect(java.util.stream.Collectors.joining(", "))
                        + "; got '" + id + "'"));
    }
}
