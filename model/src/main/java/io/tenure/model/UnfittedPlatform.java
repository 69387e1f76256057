package io.tenure.model;

import java.util.Objects;

/** A platform (and response) the model could not fit, with the reason, so reports can list it. */
public record UnfittedPlatform(Platform platform, Response response, String reason) {
    public UnfittedPlatform {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(reason, "reason");
    }
}
