package io.tenure.bench.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.platforms.Collector;
import java.util.List;
import org.junit.jupiter.api.Test;

class LiveSetRuleTest {
    private static final WorkloadTarget FIFO = new WorkloadTarget(0, 128, "fifo", "64", "bytes", 64, 1, 256, 1024, 42);

    /** Issue #10: --heap 512m --young 128m --survival 0.1,0.437,0.8 measured s = 0.675 at p = 0.8. */
    @Test
    void aLongLivedSetThatDiesInTheSurvivorsIsRefusedNamingTheFix() {
        HeapConfig heap = HeapConfig.fixedYoung(512, 128);
        WorkloadTarget old = FIFO.withSurvival(0.8);
        assertThat(LiveSetRule.refusal(Collector.SERIAL, heap, old)).hasValueSatisfying(why -> assertThat(why)
                .contains("160 MB of allocation, 1.3 young generations").doesNotContain("--lifetime")
                .contains("--young 40m or less").contains("survival 0.25 or less"));
        // where the old generation has room for a longer-lived set, that is the first option
        assertThat(LiveSetRule.refusal(Collector.SERIAL, HeapConfig.fixedYoung(1024, 128), old))
                .hasValueSatisfying(why -> assertThat(why).contains("--lifetime 410m or more"));
        assertThat(LiveSetRule.refusal(Collector.SERIAL, heap, FIFO.withSurvival(0.1))).isEmpty();
    }

    /** The derived default: capped at half the old generation, it serves p = 0.3 and refuses p = 0.8. */
    @Test
    void theDerivedSetServesEveryPointThatFitsAndRefusesTheRest() {
        HeapConfig heap = HeapConfig.fixedYoung(512, 128);
        List<Double> survivals = List.of(0.1, 0.437, 0.8);
        double lifetime = LiveSetRule.derivedLifetimeMB(heap, survivals);
        assertThat(lifetime).isEqualTo(192);
        WorkloadTarget derived = FIFO.withLifetimeMB(lifetime);
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, heap, derived.withSurvival(0.3))).isEmpty();
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, heap, derived.withSurvival(0.8)))
                .hasValueSatisfying(why -> assertThat(why).contains("--young 60m or less").contains("survival 0.375 or less"));
        // a smaller young generation serves p = 0.8 with a set the old generation holds
        HeapConfig small = HeapConfig.fixedYoung(512, 32);
        double smallSet = LiveSetRule.derivedLifetimeMB(small, survivals);
        assertThat(smallSet).isEqualTo(103);
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, small, FIFO.withLifetimeMB(smallSet).withSurvival(0.8))).isEmpty();
    }

    /** Issue #10: --heap 160m --young default failed every Parallel cell (the 128 MB set does not fit). */
    @Test
    void aSetLargerThanHalfTheOldGenerationIsRefusedNamingHeapAndLifetime() {
        HeapConfig heap = HeapConfig.jvmDefault(160);
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, heap, FIFO.withSurvival(0.2)))
                .hasValueSatisfying(why -> assertThat(why).contains("does not fit").contains("--lifetime 53m or less")
                        .contains("--heap 384m or more"));
        double lifetime = LiveSetRule.derivedLifetimeMB(heap, List.of(0.0, 0.2, 0.4, 0.6));
        assertThat(lifetime).isEqualTo(53);
        WorkloadTarget derived = FIFO.withLifetimeMB(lifetime);
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, heap, derived.withSurvival(0.2))).isEmpty();
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, heap, derived.withSurvival(0.4)))
                .hasValueSatisfying(why -> assertThat(why).contains("survival 0.248 or less"));
        // ZGC has no young generation: only the fit condition, against the whole heap
        assertThat(LiveSetRule.refusal(Collector.ZGC, heap, derived.withSurvival(0.6))).isEmpty();
    }
}
