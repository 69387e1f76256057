package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A bench request refuses, when it is made, what cannot be planned, in the words of the option to change. */
class BenchRequestTest {
    private static BenchRequest.Knobs knobs(String workload, List<Double> liveSet, boolean lifetimeGiven, String lifetime) {
        return new BenchRequest.Knobs(workload, "0:1:0.1", "1g", "off", "256m", lifetime, lifetimeGiven, "fifo", liveSet,
                List.of("64"), "bytes", 64, List.of(1), List.of("auto"), false, List.of(0.0), 0, 0, 0);
    }

    private static BenchRequest.Knobs defaults() {
        return knobs("survival", List.of(), false, "auto");
    }

    private static final BenchRequest.Heaps HEAPS = new BenchRequest.Heaps(List.of("512m"), List.of("32m"));
    private static final BenchRequest.Sweep GRID = new BenchRequest.Sweep(List.of(1), List.of(), null, List.of());

    private static BenchRequest request(BenchRequest.Knobs knobs, BenchRequest.Heaps heaps, BenchRequest.Sweep sweep, int repeat) {
        return new BenchRequest(knobs, heaps, sweep, List.of(), List.of(JvmVariant.NONE), repeat, 42);
    }

    @Test
    void theDefaultsMakeARequest() {
        BenchRequest request = request(defaults(), HEAPS, GRID, 3);

        assertThat(request.knobs().survivals()).hasSize(11);
        assertThat(request.heaps().multiples()).isEmpty();
        assertThat(request.heaps().fixed()).containsExactly(HeapConfig.fixedYoung(512, 32));
        assertThat(request.knobs().templates(true, 42)).hasSize(1);
    }

    @Test
    void refusesWhatCannotBePlannedNamingTheOption() {
        assertThatThrownBy(() -> request(defaults(), HEAPS, GRID, 0)).hasMessage("--repeat must be at least 1");
        assertThatThrownBy(() -> request(defaults(), HEAPS, new BenchRequest.Sweep(List.of(1), List.of(), null,
                List.of("survival=0:0.5")), 1)).hasMessage("--range varies a knob of a design: add --design lhs:N");
        assertThatThrownBy(() -> knobs("jbb", List.of(0.1), false, "auto"))
                .hasMessageStartingWith("--workload jbb keeps its own live set");
        assertThatThrownBy(() -> knobs("survival", List.of(0.1), true, "32m"))
                .hasMessageStartingWith("--live-set and --lifetime both set the long-lived set");
        assertThatThrownBy(() -> new BenchRequest.Heaps(List.of("512m", "2x"), List.of("32m")))
                .hasMessage("--heap: either sizes (512m) or multiples of the minimum heap (2x), not both: 512m,2x");
        assertThatThrownBy(() -> request(defaults(), new BenchRequest.Heaps(List.of("2x"), List.of("default")), GRID, 1))
                .hasMessageStartingWith("--heap 2x: the minimum heap is measured for a fixed long-lived set");
        assertThatThrownBy(() -> new BenchRequest.Heaps(List.of("4m"), List.of("default")).fixed())
                .hasMessage("--heap 4m: a heap of at least 8 MB (e.g. 512m)");
    }

    @Test
    void measureIsOffOrAPositiveDurationOfAtMostAnHour() {
        assertThat(BenchRequest.measureSeconds("off")).isZero();
        assertThat(BenchRequest.measureSeconds("1500ms")).isEqualTo(1.5);
        assertThatThrownBy(() -> BenchRequest.measureSeconds("2h")).hasMessageStartingWith("--measure: must be 'off'");
        assertThatThrownBy(() -> BenchRequest.measureSeconds("soon")).hasMessageStartingWith("--measure: not a duration");
    }
}
