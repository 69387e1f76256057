package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FirstTimestampsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "[0.013s][info][gc] Using G1|0.013",
        "[157,465s][info] Entering safepoint region|157.465",
        "[2019-05-09T01:39:07.136+0000][11728ms] GC(3) Pause Young|11.728",
        "[2024-02-01T11:09:50.737+0000][1706785790737ms][gc] Using G1|",
        "2019-01-31T20:28:46.886+0000: 258269.289: Application time: 0.0016750 seconds|258269.289",
        "12.345: [GC (Allocation Failure) 12.345: [ParNew: 1K->0K(2K), 0.0010 secs]|12.345",
        "2016-04-14 22:37:22 GC log file created logs/garbageCollection.log.1|",
    })
    void readsTheUptimeOfEveryTextFormat(String line, Double expected) {
        if (expected == null) {
            assertThat(FirstTimestamps.uptime(line)).isEmpty();
        } else {
            assertThat(FirstTimestamps.uptime(line)).hasValue(expected);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "[2024-12-06T09:50:52.067-0500] Using G1|2024-12-06T09:50:52.067",
        "2019-01-31T20:28:46.886+0000: 258269.289: [Full GC|2019-01-31T20:28:46.886",
        "2016-04-14 22:37:22 GC log file created|2016-04-14T22:37:22",
        "<initialized id=\"1\" timestamp=\"2013-08-15T11:15:44.479\">|2013-08-15T11:15:44.479",
    })
    void readsTheLocalWallClockIgnoringTheZone(String line, String local) {
        long expected = LocalDateTime.parse(local).toInstant(ZoneOffset.UTC).toEpochMilli();
        assertThat(FirstTimestamps.wallClock(line)).hasValue(expected);
    }
}
