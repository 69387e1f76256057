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
                .hasValueSatisfying(why -> assertThat(why).contains("--lifetime 410m to 448m"));
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
                .hasValueSatisfying(why -> assertThat(why).contains("does not fit")
                        // 42 MB or less would then live fewer than 4 of the 53 MB young generations at p = 0.2, and past
                        // 480 MB the JVM's young generation outgrows the 128 MB set in turn
                        .contains("use --lifetime 43m to 53m, or --heap 384m to 480m"));
        double lifetime = LiveSetRule.derivedLifetimeMB(heap, List.of(0.0, 0.2, 0.4, 0.6));
        assertThat(lifetime).isEqualTo(53);
        WorkloadTarget derived = FIFO.withLifetimeMB(lifetime);
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, heap, derived.withSurvival(0.2))).isEmpty();
        assertThat(LiveSetRule.refusal(Collector.PARALLEL, heap, derived.withSurvival(0.4)))
                .hasValueSatisfying(why -> assertThat(why).contains("survival 0.248 or less"));
        // ZGC has no young generation: only the fit condition, against the whole heap
        assertThat(LiveSetRule.refusal(Collector.ZGC, heap, derived.withSurvival(0.6))).isEmpty();
    }

    /**
     * --heap 96m --young 95m: the derived set was capped at half of a 1 MB old generation, 0 MB,
     * and the plan failed with "threads, chains, work and lifetime must be positive". The cell is
     * refused instead, naming sizes that work (a --lifetime of 0 MB is not one). They were 94 MB and
     * 97 MB, which fit the 1 MB set but left it living fewer than 4 young generations at p = 0.5:
     * the sizes named now satisfy both rules, the derived set being derived again at them.
     */
    @Test
    void anOldGenerationWithNoRoomForAnySetIsRefusedNamingYoungAndHeap() {
        HeapConfig heap = HeapConfig.fixedYoung(96, 95);
        double lifetime = LiveSetRule.derivedLifetimeMB(heap, List.of(0.0, 0.5));
        assertThat(lifetime).isEqualTo(1);
        CellTrial derived = new CellTrial(Collector.SERIAL, heap, FIFO.withSurvival(0.5), List.of(0.0, 0.5), true, false, 1);
        assertThat(LiveSetRule.refusal(derived))
                .hasValueSatisfying(why -> assertThat(why).contains("(at most 50%, 0.5 MB)").doesNotContain("--lifetime")
                        .contains("use --young 19m or less, or --heap 475m or more"));
        assertThat(derived.withHeap(HeapConfig.fixedYoung(96, 19)).accepted()).isTrue();
        assertThat(derived.withHeap(HeapConfig.fixedYoung(96, 20)).accepted()).isFalse();
        assertThat(derived.withHeap(HeapConfig.fixedYoung(475, 95)).accepted()).isTrue();
        assertThat(derived.withHeap(HeapConfig.fixedYoung(474, 95)).accepted()).isFalse();
        // a set of 1 MB given as such: no one option reaches p = 0.5, and none is named as if it did
        assertThat(LiveSetRule.refusal(Collector.SERIAL, heap, FIFO.withLifetimeMB(1).withSurvival(0.5)))
                .hasValueSatisfying(why -> assertThat(why).endsWith(": use several options at once: no one of --heap,"
                        + " --young, the long-lived set or survival alone makes the cell one that runs"));
    }

    /**
     * With --instances the rule sees one JVM's share, but the fix names the options, which every
     * JVM shares: --heap 64m --instances 8 was told "--young 1m or less" (1 MB is each JVM's).
     */
    @Test
    void theFixOfACellOfSeveralJvmsNamesTheOptionsValuesNotOneJvmsShare() {
        HeapConfig each = HeapConfig.fixedYoung(8, 4);
        WorkloadTarget share = FIFO.withLifetimeMB(2).withSurvival(0.5);
        assertThat(LiveSetRule.refusal(Collector.SERIAL, each, share, false, 8)).hasValueSatisfying(why -> assertThat(why)
                .startsWith("refused: each of the 8 JVMs sharing the heap gets 1/8: ")
                .contains("--young 8m or less").contains("survival 0.125 or less"));
        assertThat(LiveSetRule.refusal(Collector.SERIAL, HeapConfig.fixedYoung(8, 1), FIFO.withLifetimeMB(25).withSurvival(0.5),
                false, 8)).hasValueSatisfying(why -> assertThat(why).contains("--lifetime 16m to 28m, or --heap 408m or more"));
    }
}
