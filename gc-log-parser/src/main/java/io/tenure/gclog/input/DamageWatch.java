package io.tenure.gclog.input;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The {@link Damage} met by the latest read of one log. A log is opened several times (format
 * detection, ordering of a rotated set, the parse), each read to a different depth; each open
 * clears it, so after the parse, the deepest read, it says what the parse met.
 */
final class DamageWatch {
    private final AtomicReference<Damage> last = new AtomicReference<>();

    void clear() {
        last.set(null);
    }

    void saw(Damage damage) {
        last.set(damage);
    }

    Optional<Damage> last() {
        return Optional.ofNullable(last.get());
    }
}
