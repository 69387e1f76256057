package io.tenure.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files: an output compared with the text it must have, byte for byte. With
 * {@code -Dgolden.update=true} the golden file is rewritten instead (review the diff before
 * committing it).
 */
public final class Golden {
    private Golden() {
    }

    /** Compares {@code actual} with the golden file {@code golden}, or rewrites it under {@code -Dgolden.update=true}. */
    public static void check(Path golden, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.toAbsolutePath().getParent());
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            return;
        }
        assertTrue(Files.exists(golden), () -> "golden file " + golden + " is missing (create it with -Dgolden.update=true)");
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual,
                () -> golden.getFileName() + " differs from its golden file " + golden
                        + "; review and regenerate with -Dgolden.update=true");
    }
}
