package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The rules of {@link Interjections#find}, one case each: they decide how a legacy line is cut. */
class InterjectionsTest {
    private final Interjections interjections = new Interjections();

    private String found(String line) {
        return interjections.find(line) ? line.substring(interjections.start, interjections.end) : null;
    }

    @Test
    void aConcurrentPhaseInsideARecordIsCutOutWithItsStampsAndTimes() {
        String line = "12.3: [GC (Allocation Failure) 12.3: [ParNew12.4: [CMS-concurrent-mark: 0.1/0.2 secs]"
                + " [Times: user=0.01 sys=0.00, real=0.01 secs]: 1K->2K(3K), 0.01 secs]";
        assertThat(found(line)).isEqualTo("12.4: [CMS-concurrent-mark: 0.1/0.2 secs] [Times: user=0.01 sys=0.00, real=0.01 secs]");
    }

    @Test
    void theEarliestMarkerWinsWhicheverKindItIs() {
        String line = "[GC pause (young){Heap before GC invocations=3 (full 0): [G1Ergonomics (CSet) x]";
        assertThat(found(line)).isEqualTo("{Heap before GC invocations=3 (full 0): [G1Ergonomics (CSet) x]");
        String bracketFirst = "[GC pause (young) [G1Ergonomics (CSet) x] Heap after GC invocations=4";
        assertThat(found(bracketFirst)).isEqualTo("[G1Ergonomics (CSet) x]");
    }

    @Test
    void aToEndOfLineMarkerNeedsANonLetterBeforeIt() {
        // "PSAdaptiveSizePolicy::" holds "AdaptiveSizePolicy::" after a letter: not an interjection,
        // but a later one after a space is
        assertThat(found("xPSAdaptiveSizePolicy::compute_eden_space_size: costs")).isNull();
        assertThat(found("xPSAdaptiveSizePolicy:: then AdaptiveSizeStart: 1.2 collection: 3"))
                .isEqualTo("AdaptiveSizeStart: 1.2 collection: 3");
    }

    @Test
    void aMarkerThatIsTheWholeLineIsALineNotAnInterjection() {
        assertThat(found("[CMS-concurrent-mark-start]")).isNull();
        assertThat(found("2.5: [GC concurrent-mark-end, 0.0011728 secs]")).isNull();
        assertThat(found("[GC pause (young) 1K->2K(3K), 0.01 secs]")).isNull();
    }
}
