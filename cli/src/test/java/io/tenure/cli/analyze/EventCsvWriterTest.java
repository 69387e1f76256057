package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.ConcurrentPhaseEvent;
import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.JvmInfoEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.SafepointEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.platforms.Collector;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventCsvWriterTest {
    @TempDir
    Path dir;

    @Test
    void writesOneRowPerPausePhaseAndSafepointAndOnlyOnCommit() throws IOException {
        Path target = dir.resolve("events.csv");
        try (EventCsvWriter writer = new EventCsvWriter(target)) {
            writer.onEvent(new PauseEvent(new SourceLocation("a,b.log", 12), Timestamp.ofUptime(1.5), OptionalLong.of(3),
                    EventKind.YOUNG, "Pause Young (Normal)", Optional.of("G1 Evacuation Pause"), 2.345,
                    Optional.of(MemoryChange.of(25_165_824, 4_194_304, 268_435_456)),
                    Optional.of(MemoryChange.of(20_971_520, 1_048_576)), Optional.empty(), false,
                    Optional.of(MemoryChange.of(3_731_456, 3_731_456, 1_088_421_888)),
                    Optional.of(MemoryChange.of(2_097_152, 1_048_576)), Optional.of(new CpuTime(10, 0, 20)),
                    Optional.of(MemoryChange.of(20_971_520, 0, 16_777_216)), Optional.of(MemoryChange.of(0, 1_048_576))));
            writer.onEvent(new ConcurrentPhaseEvent(new SourceLocation("a,b.log", 13), Timestamp.unknown(), OptionalLong.empty(),
                    "Concurrent \"Mark\"", OptionalDouble.empty()));
            writer.onEvent(new SafepointEvent(new SourceLocation("a,b.log", 14), Timestamp.ofUptime(2), Optional.empty(), 0.25,
                    OptionalDouble.empty()));
            // a log decorated with time only: the wall clock is the event's only time
            writer.onEvent(new PauseEvent(new SourceLocation("a,b.log", 17),
                    Timestamp.of(OptionalDouble.empty(), OptionalLong.of(1_668_080_249_508L)), OptionalLong.of(0),
                    EventKind.YOUNG, "Pause Young (Normal)", Optional.empty(), 21.861, Optional.empty(), Optional.empty(),
                    Optional.empty()));
            writer.onEvent(new TenuringEvent(new SourceLocation("a,b.log", 15), Timestamp.ofUptime(2), OptionalLong.empty(),
                    List.of(1L), OptionalInt.empty(), OptionalLong.empty()));
            writer.onEvent(JvmInfoEvent.collector(new SourceLocation("a,b.log", 16), Timestamp.ofUptime(2), Collector.G1));
            assertThat(target).doesNotExist();
            writer.commit();
        }

        assertThat(Files.readString(target, StandardCharsets.UTF_8)).isEqualTo(String.join("\r\n",
                "file,line,uptimeSeconds,gcId,kind,name,cause,durationMs,heapBeforeBytes,heapAfterBytes,heapCapacityBytes,"
                        + "youngBeforeBytes,youngAfterBytes,time,oldBeforeBytes,oldAfterBytes,humongousBeforeBytes,"
                        + "humongousAfterBytes,metaspaceBeforeBytes,metaspaceAfterBytes,userMs,sysMs,realMs,"
                        + "edenBeforeBytes,edenAfterBytes,survivorBeforeBytes,survivorAfterBytes",
                "\"a,b.log\",12,1.500000,3,young,Pause Young (Normal),G1 Evacuation Pause,2.345000,25165824,4194304,268435456,"
                        + "20971520,1048576,,,,2097152,1048576,3731456,3731456,10.000,0.000,20.000,20971520,0,0,1048576",
                "\"a,b.log\",13,,,concurrent,\"Concurrent \"\"Mark\"\"\",,,,,,,,,,,,,,,,,,,,,",
                "\"a,b.log\",14,2.000000,,safepoint,,,0.250000,,,,,,,,,,,,,,,,,,,",
                "\"a,b.log\",17,,0,young,Pause Young (Normal),,21.861000,,,,,,2022-11-10T11:37:29.508Z,,,,,,,,,,,,,",
                ""));
        try (var files = Files.list(dir)) {
            assertThat(files.toList()).containsExactly(target);
        }
    }

    @Test
    void anUncommittedFileLeavesNothingBehind() throws IOException {
        Path target = Files.writeString(dir.resolve("events.csv"), "previous run\n");
        try (EventCsvWriter writer = new EventCsvWriter(target)) {
            writer.onEvent(new SafepointEvent(new SourceLocation("gc.log", 1), Timestamp.ofUptime(2), Optional.empty(), 1,
                    OptionalDouble.empty()));
        }
        assertThat(Files.readString(target)).isEqualTo("previous run\n");
        try (var files = Files.list(dir)) {
            assertThat(files.toList()).containsExactly(target);
        }
    }
}
