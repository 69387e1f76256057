package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The packaged command answers as its help promises. */
class CommandLineIT {
    @TempDir
    Path work;

    @Test
    void helpListsEveryCommandAndTheExitCodes() throws Exception {
        TenureProcess.Result result = TenureProcess.run(work, "--help");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).contains("analyze", "platforms", "bench", "fit", "predict", "report", "demo")
                .contains("Exit codes:");
        assertThat(result.err()).isEmpty();
    }

    @Test
    void versionNamesTheBuildAndItsCommit() throws Exception {
        TenureProcess.Result result = TenureProcess.run(work, "--version");
        assertThat(result.exitCode()).isZero();
        assertThat(result.out()).startsWith("tenure 0.").containsPattern("^tenure \\S+ \\(commit ([0-9a-f]{7,40}(-dirty)?|unknown)\\)\n");
    }

    @Test
    void anUnknownOptionIsAUsageError() throws Exception {
        TenureProcess.Result result = TenureProcess.run(work, "--no-such-option");
        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.err()).contains("Unknown option: '--no-such-option'");
    }
}
