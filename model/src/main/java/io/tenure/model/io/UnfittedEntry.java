package io.tenure.model.io;

import io.tenure.model.UnfittedPlatform;

/**
 * A platform (and response) without a fit.
 *
 * @param platform the platform's key (described in the document's {@code platforms})
 * @param response the response id, or null when no response of the platform could be fitted
 */
public record UnfittedEntry(String platform, String response, String reason) {
    static UnfittedEntry of(UnfittedPlatform unfitted) {
        return new UnfittedEntry(unfitted.platform().key(),
                unfitted.response() == null ? null : unfitted.response().id(), unfitted.reason());
    }
}
