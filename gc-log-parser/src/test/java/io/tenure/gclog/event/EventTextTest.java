package io.tenure.gclog.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.SourceLocation;
import io.tenure.platforms.Collector;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class EventTextTest {
    private static final SourceLocation AT = new SourceLocation("gc.log", 12);

    @Test
    void rendersEveryFieldOfAPause() {
        PauseEvent pause = new PauseEvent(AT, Timestamp.ofUptime(1.2345), OptionalLong.of(3), EventKind.YOUNG,
                "Pause Young (Normal)", Optional.of("G1 Evacuation Pause"), 2.345,
                Optional.of(MemoryChange.of(25L << 20, 4L << 20, 256L << 20)),
                Optional.of(MemoryChange.of(20L << 20, 1L << 20)), Optional.empty());
        assertThat(EventText.format(pause)).isEqualTo(
                "12:pause young \"Pause Young (Normal)\" cause=\"G1 Evacuation Pause\" gc=3 up=1.234500 wall=-"
                        + " dur=2.345000ms heap=26214400->4194304/268435456 young=20971520->1048576/- old=-");
    }

    /** Every kind of event has a rendering: adding one to the sealed hierarchy must extend EventText. */
    @Test
    void rendersEveryPermittedEventType() {
        Timestamp t = Timestamp.ofUptime(0.5);
        List<GcEvent> one = List.of(
                new PauseEvent(AT, t, OptionalLong.empty(), EventKind.FULL, "Pause Full", Optional.empty(), 1,
                        Optional.empty(), Optional.empty(), Optional.empty()),
                new ConcurrentPhaseEvent(AT, t, OptionalLong.of(1), "Concurrent Mark", OptionalDouble.of(3)),
                new SafepointEvent(AT, t, Optional.of("G1CollectForAllocation"), 1.5, OptionalDouble.empty()),
                new TenuringEvent(AT, t, OptionalLong.of(1), List.of(10L, 20L), OptionalInt.of(15), OptionalLong.of(1024)),
                JvmInfoEvent.collector(AT, t, Collector.G1));
        Set<Class<?>> covered = one.stream().map(Object::getClass).collect(Collectors.toSet());
        assertThat(covered).containsExactlyInAnyOrderElementsOf(Arrays.asList(GcEvent.class.getPermittedSubclasses()));
        one.forEach(e -> assertThat(EventText.format(e)).startsWith("12:"));
    }

    @Test
    void recordsRejectImpossibleValues() {
        Timestamp t = Timestamp.unknown();
        assertThatThrownBy(() -> new PauseEvent(AT, t, OptionalLong.empty(), EventKind.CONCURRENT, "x",
                Optional.empty(), 1, Optional.empty(), Optional.empty(), Optional.empty()))
                .hasMessageContaining("not a pause kind");
        assertThatThrownBy(() -> new PauseEvent(AT, t, OptionalLong.empty(), EventKind.YOUNG, "x",
                Optional.empty(), Double.NaN, Optional.empty(), Optional.empty(), Optional.empty()))
                .hasMessageContaining("duration");
        assertThatThrownBy(() -> MemoryChange.of(-1, 0)).hasMessageContaining("occupancy");
        assertThatThrownBy(() -> new SourceLocation("f", 0)).hasMessageContaining("line");
        assertThatThrownBy(() -> Timestamp.ofUptime(-0.1)).hasMessageContaining("uptime");
    }

    @Test
    void movingAStartEarlierNeverGoesBeforeJvmStart() {
        assertThat(Timestamp.ofUptime(0.001).minusSeconds(0.01).uptimeSeconds()).hasValue(0.0);
    }
}
