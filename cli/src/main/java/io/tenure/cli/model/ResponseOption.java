package io.tenure.cli.model;

import io.tenure.cli.common.CompletionCandidates;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.model.Response;
import java.util.Arrays;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/** {@code --response}: what fit and predict rank, compare and cross. Add it with {@code @Mixin ResponseOption response;}. */
final class ResponseOption {
    @Option(names = "--response", paramLabel = "NAME", defaultValue = "time",
            completionCandidates = CompletionCandidates.Responses.class,
            description = "What to rank, compare and cross: time, cpu-time, gc-overhead, pause-mean, pause-p99,"
                    + " interval-mean (default: ${DEFAULT-VALUE}).")
    String responseId;

    /** The response named, checked: an unknown name is a usage error. */
    Response response() {
        return Response.fromId(responseId).orElseThrow(() -> new UserException(ExitCodes.USAGE,
                "--response must be one of " + Arrays.stream(Response.values()).map(Response::id).collect(Collectors.joining(", "))
                        + "; got '" + responseId + "'"));
    }

    /** Whether the default, wall time, is asked for. */
    boolean isTime() {
        return "time".equals(responseId);
    }
}
