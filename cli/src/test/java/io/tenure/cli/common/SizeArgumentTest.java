package io.tenure.cli.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.cli.CommandRun;
import org.junit.jupiter.api.Test;

/** One rule for every size option: a unit is needed ({@code --heap 512} was silently 512 MB), as for durations and --fail-on. */
class SizeArgumentTest {
    @Test
    void aSizeWithoutAUnitIsRefusedWithTheFixNamed() {
        assertThatThrownBy(() -> SizeArgument.megabytes("--heap", "512"))
                .hasMessage("--heap 512: a size needs its unit, as -Xmx takes it: 512m for MB (or k, g; e.g. 512m, 2g)");
        assertThat(SizeArgument.megabytes("--heap", "512m")).isEqualTo(512);
        assertThat(SizeArgument.megabytes("--heap", "2g")).isEqualTo(2048);
        assertThat(SizeArgument.megabytes("--warmup", "0")).isZero();
    }

    @Test
    void benchAndCompareRefuseItAsAUsageError() {
        CommandRun bench = CommandRun.of("bench", "--heap", "512", "--gc", "serial", "--dry-run");
        CommandRun compare = CommandRun.of("compare", "--heap", "300", "--dry-run", "--", "-version");

        assertThat(bench.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bench.err()).contains("--heap 512: a size needs its unit").contains("512m");
        assertThat(compare.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(compare.err()).contains("--heap 300: a size needs its unit").contains("300m");
    }
}
