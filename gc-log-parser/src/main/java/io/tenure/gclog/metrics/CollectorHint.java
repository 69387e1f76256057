package io.tenure.gclog.metrics;

import java.util.Optional;

/**
 * Which collector a log's pauses and phases look like, for logs that do not name it (a unified log
 * without its {@code gc,init} header, a rotated file after the first). Only for people to read:
 * the JSON's {@code jvm.collector} stays what the log says ({@code null} here), since a name a log
 * does not state is not a figure.
 */
public final class CollectorHint {
    private CollectorHint() {
    }

    public static Optional<String> of(Breakdowns breakdowns) {
        for (Breakdowns.Group phase : breakdowns.concurrentPhases()) {
            String name = phase.name();
            if (name.startsWith("y: ") || name.startsWith("Y: ") || name.startsWith("o: ") || name.startsWith("O: ")) {
                return Optional.of("ZGC (generational)");
            }
            if (name.equals("Concurrent Relocate") || name.equals("Concurrent Mark Free")) {
                return Optional.of("ZGC");
            }
            if (name.startsWith("Concurrent evacuation") || name.startsWith("Concurrent update references")) {
                return Optional.of("Shenandoah");
            }
        }
        for (Breakdowns.Group cause : breakdowns.pausesByCause()) {
            if (cause.name().startsWith("G1 ")) {
                return Optional.of("G1");
            }
        }
        return Optional.empty();
    }
}
