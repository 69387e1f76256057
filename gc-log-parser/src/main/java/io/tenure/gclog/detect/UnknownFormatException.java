package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;
import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Collectors;

/** A file that is not a GC log in any format tenure reads; the message lists the formats it does read. */
public final class UnknownFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public UnknownFormatException(String file) {
        super(file + ": not a GC log in a format tenure reads. Supported formats: " + supported());
    }

    /** A file whose content says why it is not read (empty, UTF-16), with what to do. */
    public UnknownFormatException(String file, String reason) {
        super(file + ": " + reason);
    }

    /** {@code hotspot-unified (HotSpot unified logging, JDK 9+ (-Xlog:gc*)), ...}. */
    public static String supported() {
        return Arrays.stream(LogFormat.values())
                .map(f -> f.id() + " (" + f.description() + ")")
                .collect(Collectors.joining(", "));
    }
}
