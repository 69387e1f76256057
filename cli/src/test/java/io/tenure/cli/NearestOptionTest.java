package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.cli.common.ExitCodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A mistyped option suggests the nearest by edit distance: {@code --fromat} is {@code --format}, not {@code --from}. */
class NearestOptionTest {
    @Test
    void aSwappedPairOfLettersSuggestsTheOptionMeant() {
        CommandRun run = CommandRun.of("analyze", "--fromat", "json", "gc.log");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("Unknown option: '--fromat'").contains("Did you mean: --format?")
                .doesNotContain("--from?").doesNotContain("Possible solutions");
    }

    @Test
    void distancesAndCandidates() {
        assertThat(NearestOption.distance("--fromat", "--format")).isEqualTo(1);
        assertThat(NearestOption.distance("--fromat", "--from")).isEqualTo(2);
        assertThat(NearestOption.nearest("--stirct", List.of("--strict", "--format", "--from"))).containsExactly("--strict");
        assertThat(NearestOption.nearest("--zzzzzz", List.of("--strict", "--format"))).isEmpty();
    }

    @Test
    void anOptionWithItsValueJoinedIsNamedWhole() {
        CommandRun run = CommandRun.of("diff", "--htlm=x.html", "a.log", "b.log");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("Unknown option: '--htlm=x.html'").contains("Did you mean: --html?");
    }
}
