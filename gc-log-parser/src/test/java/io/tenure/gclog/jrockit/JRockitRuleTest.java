package io.tenure.gclog.jrockit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each rule of the table matches its own messages and no other rule's, so a new rule cannot steal
 * lines from an old one. Samples are real messages of the JRockit fixture, after the
 * {@code [INFO ][memory ] } decoration.
 */
class JRockitRuleTest {
    private static final Map<JRockitRule, List<String>> SAMPLES = new EnumMap<>(JRockitRule.class);

    static {
        SAMPLES.put(JRockitRule.COLLECTION, List.of("[OC#1] 31.727-31.861: OC 270886KB->194351KB (524288KB), 0.134 s,"
                + " sum of pauses 96.521 ms, longest pause 87.771 ms."));
        SAMPLES.put(JRockitRule.PAUSE, List.of("[OC#1] [pau]    87.771 ms (31.727000-31.815000)  OC:Initial",
                "[OC#2] [pau]     0.010 ms (32.057000-32.057000)  OC:SweepSwitch"));
        SAMPLES.put(JRockitRule.CONCURRENT, List.of("[OC#1] [con]    13.299 ms (31.815000-31.828000)  OC:ConcurrentMark",
                "[OC#1] [con]     0.005 ms (31.727000-31.727000)  OC:PreGC"));
        SAMPLES.put(JRockitRule.GC_MODE, List.of("GC mode: Garbage collection optimized for short pausetimes, strategy:"
                + " Generational Concurrent Mark & Sweep."));
        SAMPLES.put(JRockitRule.COLLECTION_SPAN, List.of("[OC#1] [---]   133.744 ms (31.727000-31.861000)  OC"));
        SAMPLES.put(JRockitRule.STRATEGY_CHANGE, List.of("[OC#1] Changing GC strategy from: genconcon to: genconpar,"
                + " reason: Emergency parallel sweep requested."));
        SAMPLES.put(JRockitRule.HEADER, List.of("Running with 32 bit heap and compressed references.",
                "Heap size: 524288KB, maximal heap size: 524288KB, nursery size: 262144KB.",
                "<start>-<end>: <type> <before>KB-><after>KB (<heap>KB), <time> ms, sum of pauses <pause> ms.",
                "<pause>  - total sum of pauses during collection (milliseconds).",
                "           Run with -Xverbose:gcpause to see individual phases.",
                "Running on hypervisor Unknown (but probably running on a hypervisor)"));
        SAMPLES.put(JRockitRule.OUT_OF_MEMORY, List.of("Throwing OutOfMemory: allocLargeObjectOrArray: [C, size 249424544"));
    }

    @ParameterizedTest
    @EnumSource(JRockitRule.class)
    void matchesItsOwnSamplesAndNoOtherRuleDoes(JRockitRule rule) {
        assertThat(SAMPLES).as("samples for %s", rule).containsKey(rule);
        for (String sample : SAMPLES.get(rule)) {
            assertThat(JRockitRule.classify(sample)).as(sample).isEqualTo(rule);
            for (JRockitRule other : JRockitRule.values()) {
                if (other != rule) {
                    assertThat(matches(other, sample)).as("%s also matches %s", other, sample).isFalse();
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"[OC#1] something new", "Pause Young (Normal) (G1 Evacuation Pause) 25M->4M(256M) 7.033ms", "hello"})
    void leavesOtherMessagesUnclassified(String message) {
        assertThat(JRockitRule.classify(message)).isNull();
    }

    private static boolean matches(JRockitRule rule, String message) {
        try {
            rule.match(message);
            return true;
        } catch (IllegalStateException e) {
            return false;
        }
    }
}
