package io.tenure.gclog.ibmtext;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each rule of the table matches its own lines and no other rule's, so a new rule cannot steal
 * lines from an old one. Samples are real lines of the IBM 1.3.1 fixture.
 */
class IbmTextRuleTest {
    private static final Map<IbmTextRule, List<String>> SAMPLES = new EnumMap<>(IbmTextRule.class);

    static {
        SAMPLES.put(IbmTextRule.GC_START, List.of("<GC(1): GC cycle started Thu Sep 25 15:57:30 2003"));
        SAMPLES.put(IbmTextRule.GC_FREED, List.of("<GC(1): freed 56558264 bytes, 94% free (63714696/67107328), in 1077 ms>"));
        SAMPLES.put(IbmTextRule.GC_EXPANDED_HEAP, List.of("<GC(7): expanded heap by 9633792 to 76741120 bytes, 84% free>",
                "<GC(13): expanded heap by 8323072 to 124123648 bytes, 60% free, ratio:0.373>"));
        SAMPLES.put(IbmTextRule.GC_SHRUNK_HEAP, List.of("<GC(9): shrunk heap by 1048576 to 66060288 bytes, 60% free>"));
        SAMPLES.put(IbmTextRule.AF_START, List.of("<AF[1]: Allocation Failure. need 16777232 bytes, 0 ms since last AF>"));
        SAMPLES.put(IbmTextRule.AF_COMPLETED, List.of("<AF[1]: completed in 251 ms>"));
        SAMPLES.put(IbmTextRule.AF_MANAGING, List.of("<AF[1]: managing allocation failure, action=1 (32989304/63961600) (3145728/3145728)>",
                "<AF[1]: managing allocation failure, action=3 (54867872/67107328)>"));
        SAMPLES.put(IbmTextRule.GC_PHASES, List.of("  <GC(1): mark: 605 ms, sweep: 44 ms, compact: 428 ms>"));
        SAMPLES.put(IbmTextRule.GC_REFS, List.of("  <GC(1): refs: soft 0 (age >= 32), weak 0, final 583, phantom 0>"));
        SAMPLES.put(IbmTextRule.GC_MOVED, List.of("  <GC(1): moved 60528 objects, 3011600 bytes, reason=7, used 56 more bytes>",
                "  <GC(4): moved 12428 objects, 742952 bytes, reason=7>"));
        SAMPLES.put(IbmTextRule.GC_BITS, List.of("<GC(7): need to expand mark bits for 76741120-byte heap>",
                "<GC(7): expanded alloc bits by 151552 to 1200128 bytes>"));
        SAMPLES.put(IbmTextRule.SYSTEM_HEAP, List.of("<GC[0]: Expanded System Heap by 65536 bytes"));
    }

    @ParameterizedTest
    @EnumSource(IbmTextRule.class)
    void matchesItsOwnSamplesAndNoOtherRuleDoes(IbmTextRule rule) {
        assertThat(SAMPLES).as("samples for %s", rule).containsKey(rule);
        for (String sample : SAMPLES.get(rule)) {
            assertThat(IbmTextRule.classify(sample)).as(sample).isEqualTo(rule);
            for (IbmTextRule other : IbmTextRule.values()) {
                if (other != rule) {
                    assertThat(matches(other, sample)).as("%s also matches %s", other, sample).isFalse();
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"<GC(1): something new in a later release>", "<gc type=\"global\" id=\"3\">",
        "[GC 1024K->512K(2048K), 0.0010 secs]", "hello"})
    void leavesOtherLinesUnclassified(String line) {
        assertThat(IbmTextRule.classify(line)).isNull();
    }

    private static boolean matches(IbmTextRule rule, String line) {
        try {
            rule.match(line);
            return true;
        } catch (IllegalStateException e) {
            return false;
        }
    }
}
