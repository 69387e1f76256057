package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares a command's output with its golden file under {@code src/test/resources/golden};
 * {@code -Dgolden.update=true} rewrites the golden file instead (review the diff).
 */
final class Golden {
    private static final Path DIR = Path.of("src/test/resources/golden");

    private Golden() {
    }

    static void check(String name, String actual) throws IOException {
        Path golden = DIR.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            return;
        }
        assertThat(golden).as("golden file %s (create it with -Dgolden.update=true)", golden).exists();
        assertThat(actual).as("%s differs from its golden file; review and regenerate with -Dgolden.update=true", name)
                .isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
}
