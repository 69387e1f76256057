package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.cli.CommandRun;
import io.tenure.cli.common.ExitCodes;
import io.tenure.io.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code analyze --from/--to} on the wall clock: a production incident is known by its time of day. */
class AnalyzeWallClockWindowTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures"));
    /** JDK 7 G1, -XX:+PrintGCDateStamps (+0200): 13:35:57.614 is uptime 7.748 s. */
    private static final Path DATE_STAMPS = FIXTURES.resolve("corpus/gctoolkit/gctoolkit-gclogs__streaming__rotating_directory__gc.log.0");
    private static final Path UPTIME_ONLY = FIXTURES.resolve("gclogs/hotspot/legacy/jdk8-serial-defnew-tenuring.log");

    /** Unified logging decorated with time and uptime, the JVM started at 09:59:00.000+0000 on 2026-01-01. */
    private static Path log2026(Path dir) throws IOException {
        StringBuilder log = new StringBuilder("[2026-01-01T09:59:00.010+0000][0.010s][info][gc] Using G1\n");
        for (int i = 0; i < 6; i++) {
            int second = 30 * i + 15;
            log.append(String.format(java.util.Locale.ROOT,
                    "[2026-01-01T%02d:%02d:%02d.000+0000][%d.000s][info][gc] GC(%d) Pause Young (Normal) (G1 Evacuation Pause)"
                            + " 24M->4M(256M) 2.000ms%n", 9 + (59 * 60 + second) / 3600, (59 + second / 60) % 60, second % 60,
                    second, i));
        }
        return Files.writeString(dir.resolve("gc.log"), log, StandardCharsets.UTF_8);
    }

    @Test
    void anIsoDateTimeCutsALogWithWallClockDecorations(@TempDir Path dir) throws IOException {
        Path log = log2026(dir);
        // pauses at 09:59:15, :45, 10:00:15, :45, 10:01:15, :45
        CommandRun all = CommandRun.of("analyze", "--format", "json", log.toString());
        CommandRun from10 = CommandRun.of("analyze", "--format", "json", "--from", "2026-01-01T10:00:00", log.toString());
        CommandRun window = CommandRun.of("analyze", "--format", "json", "--from", "10:00", "--to", "10:01", log.toString());

        assertThat(from10.exitCode()).as(from10.err()).isZero();
        assertThat(pauses(all)).isEqualTo(6);
        assertThat(pauses(from10)).isEqualTo(4);
        assertThat(pauses(window)).isEqualTo(2);
        JsonNode json = Json.mapper().readTree(from10.out());
        assertThat(json.get("window").get("from").asText()).isEqualTo("2026-01-01T10:00:00");
    }

    @Test
    void jdk8DateStampsAreReadInTheLogsOwnOffset() throws IOException {
        CommandRun uptime = CommandRun.of("analyze", "--format", "json", "--from", "1450.134", "--to", "5050.134",
                DATE_STAMPS.toString());
        CommandRun wall = CommandRun.of("analyze", "--format", "json", "--from", "2016-08-30T14:00:00", "--to", "15:00",
                DATE_STAMPS.toString());
        CommandRun utc = CommandRun.of("analyze", "--format", "json", "--from", "2016-08-30T12:00:00Z", "--to",
                "2016-08-30T13:00:00Z", DATE_STAMPS.toString());

        assertThat(wall.exitCode()).as(wall.err()).isZero();
        assertThat(pauses(uptime)).isPositive();
        assertThat(pauses(wall)).isEqualTo(pauses(uptime));
        assertThat(pauses(utc)).isEqualTo(pauses(uptime));
    }

    @Test
    void aLogWithoutWallClockStampsIsTold() {
        CommandRun run = CommandRun.of("analyze", "--from", "10:00", UPTIME_ONLY.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).contains(UPTIME_ONLY + ":1: the time window is on the wall clock and this log has no wall-clock"
                + " time stamps").contains("-XX:+PrintGCDateStamps").doesNotContain("Exception");
    }

    @Test
    void boundsOfTwoKindsOrImpossibleTimesAreUsageErrors() {
        CommandRun mixed = CommandRun.of("analyze", "--from", "10:00", "--to", "3600", UPTIME_ONLY.toString());
        CommandRun impossible = CommandRun.of("analyze", "--from", "25:00", UPTIME_ONLY.toString());
        CommandRun backwards = CommandRun.of("analyze", "--from", "2026-01-01T11:00", "--to", "2026-01-01T10:00",
                UPTIME_ONLY.toString());

        assertThat(mixed.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(mixed.err()).contains("give both bounds on the wall clock");
        assertThat(impossible.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(impossible.err()).contains("--from '25:00' is not a valid date-time or time of day");
        assertThat(backwards.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(backwards.err()).contains("must be before");
    }

    private static long pauses(CommandRun run) {
        try {
            return Json.mapper().readTree(run.out()).get("pauses").get("count").asLong();
        } catch (IOException e) {
            throw new AssertionError(run.err(), e);
        }
    }
}
