package io.tenure.gclog.input;

import java.io.IOException;

/** A compressed log decompressed beyond {@link DecompressionLimits}: refused as a likely bomb. */
public final class DecompressionLimitException extends IOException {
    private static final long serialVersionUID = 1L;

    public DecompressionLimitException(String message) {
        super(message);
    }
}
