package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.event.Timestamp;
import io.tenure.platforms.Collector;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The metrics dispatch over the sealed event hierarchy handles every kind of event there is. */
class EveryEventKindTest {
    /** One event of each permitted subclass; a new subclass makes the first assertion fail until it is added here. */
    static List<GcEvent> oneOfEach() {
        return List.of(
                Events.young("gc.log", 1, 1.0, 5, 10 * Events.MB, 2 * Events.MB),
                Events.concurrent("gc.log", 2, 1.1, 20, 7),
                Events.safepoint("gc.log", 3, 1.2, 3),
                new TenuringEvent(new SourceLocation("gc.log", 4), Timestamp.ofUptime(1.3), OptionalLong.of(8),
                        List.of(100L, 50L, 25L), OptionalInt.of(15), OptionalLong.of(4096)),
                Events.header("gc.log", 5, Timestamp.ofUptime(0.01), Collector.G1));
    }

    @Test
    void everyPermittedEventClassIsHandled() {
        List<Class<?>> sampled = oneOfEach().stream().<Class<?>>map(Object::getClass).toList();
        assertThat(sampled).containsExactlyInAnyOrderElementsOf(Arrays.asList(GcEvent.class.getPermittedSubclasses()));
        RunFigures figures = new RunFigures();
        for (GcEvent event : oneOfEach()) {
            assertThatCode(() -> figures.accept(event, Clock.UPTIME, new Diagnostics())).doesNotThrowAnyException();
            assertThat(Clock.UPTIME.end(event)).isPresent();
        }
        GcSummary s = figures.summary(List.of("gc.log"), java.util.Optional.empty(), java.util.OptionalDouble.of(1.0), 5,
                GcSummary.DiagnosticSummary.NONE, java.util.Optional.empty(), List.of(), 10);
        assertThat(s.tenuring().meanBytesByAge()).containsExactly(100.0, 50.0, 25.0);
        assertThat(s.tenuring().meanThreshold()).hasValue(15.0);
        assertThat(s.jvm().collector()).hasValue("G1");
        assertThat(s.eventsByKind()).containsEntry("young", 1L).containsEntry("concurrent", 1L).containsEntry("safepoint", 1L);
    }
}
