package io.tenure.cli.analyze;

import io.tenure.gclog.event.CpuTime;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The {@code --events} columns after {@code time}: a pause's old generation, G1 humongous regions
 * and metaspace before and after, its CPU times, then eden and survivor before and after; empty cells where the log does not give them
 * and for events that are not pauses. Appended so that the earlier columns keep their places.
 */
final class PauseDetailCells {
    static final List<String> COLUMNS = List.of("oldBeforeBytes", "oldAfterBytes", "humongousBeforeBytes",
            "humongousAfterBytes", "metaspaceBeforeBytes", "metaspaceAfterBytes", "userMs", "sysMs", "realMs",
            "edenBeforeBytes", "edenAfterBytes", "survivorBeforeBytes", "survivorAfterBytes");

    private PauseDetailCells() {
    }

    static List<String> of(GcEvent event) {
        List<String> cells = new ArrayList<>(COLUMNS.size());
        Optional<PauseEvent> pause = event instanceof PauseEvent p ? Optional.of(p) : Optional.empty();
        area(cells, pause.flatMap(PauseEvent::old));
        area(cells, pause.flatMap(PauseEvent::humongous));
        area(cells, pause.flatMap(PauseEvent::metaspace));
        Optional<CpuTime> cpu = pause.flatMap(PauseEvent::cpu);
        cells.add(ms(cpu.map(CpuTime::userMs)));
        cells.add(ms(cpu.map(CpuTime::sysMs)));
        cells.add(ms(cpu.map(CpuTime::realMs)));
        area(cells, pause.flatMap(PauseEvent::eden));
        area(cells, pause.flatMap(PauseEvent::survivor));
        return cells;
    }

    private static void area(List<String> cells, Optional<MemoryChange> area) {
        cells.add(area.map(a -> Long.toString(a.beforeBytes())).orElse(""));
        cells.add(area.map(a -> Long.toString(a.afterBytes())).orElse(""));
    }

    private static String ms(Optional<Double> value) {
        return Figures.format(value.isPresent() ? OptionalDouble.of(value.get()) : OptionalDouble.empty(), 3, "");
    }
}
