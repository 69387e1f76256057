package io.tenure.gclog.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** How a file is packed, told by its first bytes (never its name). */
enum Compression {
    NONE,
    /** RFC 1952: {@code 1f 8b}. */
    GZIP,
    /** A zip archive: local file header {@code PK\3\4} or, for an empty archive, {@code PK\5\6}. */
    ZIP;

    static Compression of(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return of(in.readNBytes(4));
        }
    }

    static Compression of(byte[] head) {
        if (head.length >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
            return GZIP;
        }
        if (head.length >= 4 && head[0] == 'P' && head[1] == 'K'
                && ((head[2] == 3 && head[3] == 4) || (head[2] == 5 && head[3] == 6))) {
            return ZIP;
        }
        return NONE;
    }
}
