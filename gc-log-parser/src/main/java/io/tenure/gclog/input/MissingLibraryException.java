package io.tenure.gclog.input;

import java.io.IOException;

/**
 * A log is packed in a format whose decompressor is a library this class path does not have (xz,
 * zstd, bzip2 or tar; gzip and zip need none): the message names the library's jar and, inside an
 * application that ships it beside its own jar, where that jar was expected.
 */
public final class MissingLibraryException extends IOException {
    private static final long serialVersionUID = 1L;

    MissingLibraryException(String message, Throwable cause) {
        super(message, cause);
    }
}
