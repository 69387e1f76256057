package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.GoldenFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** {@code --from}/{@code --to} on the wall clock: date-times and times of day, read against the log's own stamps. */
class WallClockWindowTest {
    /** JDK 7 G1 with -XX:+PrintGCDateStamps, +0200: 13:35:57.614 at uptime 7.748 s, to 20:35 the same day. */
    private static final Path LEGACY = GoldenFiles.fixtures()
            .resolve("corpus/gctoolkit/gctoolkit-gclogs__streaming__rotating_directory__gc.log.0");
    /** Unified logging decorated with {@code time} only, -0800: pauses at 03:37:32.125 and 03:37:33.973. */
    private static final Path WALL_ONLY = GoldenFiles.fixtures()
            .resolve("gclogs/hotspot/unified/corpus-gctoolkit-g1-time_level_tags.log");
    /** Uptime only. */
    private static final Path UPTIME_ONLY = GoldenFiles.fixtures().resolve("gclogs/hotspot/legacy/jdk8-serial-defnew-tenuring.log");

    @Test
    void aDateTimeWithoutOffsetIsInTheLogsOwnOffsetAndCutsAsTheUptimeItStandsFor() throws IOException {
        // 14:00:00+0200 is 1442.386 s after 13:35:57.614, which the log stamps 7.748 s of uptime
        GcSummary uptime = analyze(LEGACY, new TimeWindow(OptionalDouble.of(1450.134), OptionalDouble.of(5050.134)));
        GcSummary local = analyze(LEGACY, wall("2016-08-30T14:00:00", "2016-08-30T15:00"));
        GcSummary offset = analyze(LEGACY, wall("2016-08-30T12:00:00Z", "2016-08-30T15:00:00+02:00"));
        GcSummary timeOfDay = analyze(LEGACY, wall("14:00", "15:00"));

        assertThat(uptime.pauses().count()).isBetween(1L, 2000L);
        for (GcSummary s : List.of(local, offset, timeOfDay)) {
            assertThat(s.pauses().count()).isEqualTo(uptime.pauses().count());
            assertThat(s.pauses().totalMs()).isEqualTo(uptime.pauses().totalMs());
            assertThat(s.elapsedSeconds()).isEqualTo(uptime.elapsedSeconds());
        }
    }

    @Test
    void aLogWithTheWallClockOnlyIsCutOnIt() throws IOException {
        assertThat(analyze(WALL_ONLY, TimeWindow.ALL).pauses().count()).isEqualTo(2);
        assertThat(analyze(WALL_ONLY, wall("03:37:33", null)).pauses().count()).isEqualTo(1);
        assertThat(analyze(WALL_ONLY, wall("2022-11-10T11:37:33Z", null)).pauses().count()).isEqualTo(1);
        assertThat(analyze(WALL_ONLY, wall(null, "03:37:33")).pauses().count()).isEqualTo(1);
    }

    @Test
    void aLogWithoutWallClockStampsSaysSo() throws IOException {
        GcSummary s = analyze(UPTIME_ONLY, wall("10:00", null));

        assertThat(s.hasGcEvents()).isFalse();
        assertThat(s.diagnostics().samples()).anySatisfy(d -> {
            assertThat(d.code()).isEqualTo(WallClockWindow.NO_WALL_CLOCK);
            assertThat(d.message()).contains("no wall-clock time stamps").contains("-XX:+PrintGCDateStamps");
        });
    }

    @Test
    void aTimeOfDayIsOnTheLogsFirstDayOrTheNextAfterMidnight() {
        OffsetDateTime start = OffsetDateTime.parse("2026-01-01T22:30:05+01:00");
        assertThat(time("22:00").on(start, Optional.empty())).isEqualTo(Instant.parse("2026-01-01T21:00:00Z"));
        assertThat(time("22:45").on(start, Optional.empty())).isEqualTo(Instant.parse("2026-01-01T21:45:00Z"));
        assertThat(time("01:00").on(start, Optional.empty())).isEqualTo(Instant.parse("2026-01-02T00:00:00Z"));
        // a window 23:00 to 01:00 spans midnight
        WallClockWindow.Resolved r = new WallClockWindow(Optional.of(time("23:00")), Optional.of(time("01:00"))).resolve(start);
        assertThat(r.from()).hasValue(Instant.parse("2026-01-01T22:00:00Z"));
        assertThat(r.to()).hasValue(Instant.parse("2026-01-02T00:00:00Z"));
    }

    @Test
    void secondsAndDurationsAreNotWallClockTimesAndImpossibleTimesAreRefused() {
        assertThat(WallClockTime.parse("3600")).isEmpty();
        assertThat(WallClockTime.parse("1h30m")).isEmpty();
        assertThat(WallClockTime.parse("2026-01-01T10:00:00")).isPresent();
        assertThat(WallClockTime.parse("2026-01-01 10:00:00+0000")).isPresent();
        assertThatThrownBy(() -> WallClockTime.parse("25:00")).hasMessageContaining("not a valid date-time or time of day");
        assertThatThrownBy(() -> WallClockTime.parse("2026-02-30T10:00")).hasMessageContaining("not a valid");
        assertThatThrownBy(() -> new WallClockWindow(Optional.of(time("2026-01-01T11:00")), Optional.of(time("2026-01-01T10:00"))))
                .hasMessageContaining("must be before");
    }

    private static WallClockTime time(String text) {
        return WallClockTime.parse(text).orElseThrow();
    }

    private static TimeWindow wall(String from, String to) {
        return TimeWindow.of(new WallClockWindow(Optional.ofNullable(from).map(WallClockWindowTest::time),
                Optional.ofNullable(to).map(WallClockWindowTest::time)));
    }

    private static GcSummary analyze(Path log, TimeWindow window) throws IOException {
        return GcLogAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT.withWindow(window)).logs().get(0);
    }
}
