package io.tenure.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class CheckedOutputTest {
    /** PrintWriter swallowed the error: an analysis printed to /dev/full was lost with exit 0. */
    @Test
    void aFullDeviceIsReportedInWords() throws IOException {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/full")), "/dev/full");
        try (FileOutputStream full = new FileOutputStream("/dev/full")) {
            CheckedOutput out = CheckedOutput.of(full, StandardCharsets.UTF_8);
            out.writer().println("pauses: 12");
            assertThat(out.failure()).contains("no space left on device");
        }
    }

    @Test
    void aCompleteOutputHasNoFailure() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CheckedOutput out = CheckedOutput.of(bytes, StandardCharsets.UTF_8);
        out.writer().print("pauses: 12");
        assertThat(out.failure()).isEmpty();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("pauses: 12");
    }
}
