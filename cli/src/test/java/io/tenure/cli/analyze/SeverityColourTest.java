package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.cli.CommandRun;
import io.tenure.cli.common.Colour;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Severity colour on a terminal only: off for pipes, with NO_COLOR set, with TERM=dumb, or --color=never (no-color.org). */
class SeverityColourTest {
    private static final String ESC = "\u001b[";
    /** A Parallel log with full-gc, system-gc and premature-promotion warnings. */
    private static final Path LOG = Path.of(System.getProperty("tenure.fixtures"),
            "gclogs/hotspot/unified/jdk17-parallel-gcstar_gc+age=trace-uptime_level_tags.log");

    @Test
    void notOnAPipeButWhenAskedFor() {
        CommandRun piped = CommandRun.of("analyze", LOG.toString());
        CommandRun always = CommandRun.of("analyze", "--color=always", LOG.toString());
        CommandRun never = CommandRun.of("analyze", "--color=never", LOG.toString());

        assertThat(piped.out()).contains("WARNING").doesNotContain(ESC);
        assertThat(never.out()).doesNotContain(ESC);
        assertThat(always.out()).contains(ESC + "33mWARNING " + ESC + "0m [full-gc]");
    }

    @Test
    void autoHonoursTheTerminalNoColorAndADumbTerminal() {
        assertThat(Colour.auto.enabled(Map.of(), true)).isTrue();
        assertThat(Colour.auto.enabled(Map.of(), false)).isFalse();
        assertThat(Colour.auto.enabled(Map.of("NO_COLOR", "1"), true)).isFalse();
        assertThat(Colour.auto.enabled(Map.of("NO_COLOR", ""), true)).isTrue();
        assertThat(Colour.auto.enabled(Map.of("TERM", "dumb"), true)).isFalse();
        assertThat(Colour.never.enabled(Map.of(), true)).isFalse();
        assertThat(Colour.always.enabled(Map.of("NO_COLOR", "1"), false)).isTrue();
    }
}
