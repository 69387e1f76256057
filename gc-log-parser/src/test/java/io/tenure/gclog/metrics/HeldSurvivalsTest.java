package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * {@link HeldSurvivals} skips the search when no held span can overlap; it must hold exactly what a
 * plain queue searched every time holds, whatever the order of the spans (NaN ends included).
 */
class HeldSurvivalsTest {
    /** An operation: add a span, remove the oldest, or withdraw what overlaps a span. */
    record Op(int kind, double from, double to) {
    }

    @Property(tries = 2000)
    void holdsWhatAPlainQueueHolds(@ForAll("operations") List<Op> ops) {
        HeldSurvivals held = new HeldSurvivals();
        ArrayDeque<HeldSurvivals.Value> plain = new ArrayDeque<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    HeldSurvivals.Value v = new HeldSurvivals.Value(op.from(), op.to(), 1, 2, null, null);
                    held.addLast(v);
                    plain.addLast(v);
                }
                case 1 -> {
                    if (!plain.isEmpty()) {
                        assertThat(held.removeFirst()).isSameAs(plain.removeFirst());
                    }
                }
                default -> {
                    held.removeOverlapping(op.from(), op.to());
                    plain.removeIf(v -> v.toSeconds() > op.from() && v.fromSeconds() < op.to());
                }
            }
            assertThat(held.toArray()).containsExactly(plain.toArray(HeldSurvivals.Value[]::new));
            assertThat(held.size()).isEqualTo(plain.size());
        }
    }

    @Property(tries = 2000)
    void holdsWhatAPlainQueueHoldsWhenSpansComeInTimeOrder(@ForAll("orderedOperations") List<Op> ops) {
        holdsWhatAPlainQueueHolds(ops);
    }

    /** Spans added in time order, as a log gives them (now and then one out of order); withdrawals anywhere. */
    @Provide
    Arbitrary<List<Op>> orderedOperations() {
        return operations().map(ops -> {
            List<Op> ordered = new ArrayList<>();
            double clock = 0;
            for (Op op : ops) {
                if (op.kind() == 0 && !Double.isNaN(op.to()) && op.to() != 20) {
                    clock += op.to() / 4;
                    ordered.add(new Op(0, clock - op.to() / 8, clock));
                } else {
                    ordered.add(op);
                }
            }
            return ordered;
        });
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Double> time = Arbitraries.frequencyOf(
                Tuple.of(12, Arbitraries.integers().between(0, 40).map(i -> i / 2.0)),
                Tuple.of(1, Arbitraries.just(Double.NaN)));
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 2), time, time)
                .as((kind, a, b) -> new Op(kind, Math.min(a, b), Double.isNaN(a) || Double.isNaN(b) ? b : Math.max(a, b)));
        return op.list().ofMaxSize(60);
    }
}
