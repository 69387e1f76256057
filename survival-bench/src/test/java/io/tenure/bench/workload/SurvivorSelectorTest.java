package io.tenure.bench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class SurvivorSelectorTest {
    @Property(tries = 200)
    void keptBytesAreWithinOneObjectOfTheFraction(@ForAll @DoubleRange(min = 0, max = 1) double p,
                                                  @ForAll @Size(min = 1, max = 50) java.util.List<@IntRange(min = 16, max = 4096) Integer> sizes,
                                                  @ForAll @IntRange(min = 1, max = 2000) int rounds) {
        SurvivorSelector selector = new SurvivorSelector(p);
        long total = 0;
        long kept = 0;
        int maxSize = 0;
        for (int r = 0; r < rounds; r++) {
            for (int size : sizes) {
                total += size;
                maxSize = Math.max(maxSize, size);
                if (selector.keep(size)) {
                    kept += size;
                }
            }
        }
        assertThat(Math.abs(kept - p * total)).isLessThanOrEqualTo(maxSize + 1e-6 * total);
    }

    @Test
    void fixedSizeKeepsExactlyEveryNthObject() {
        SurvivorSelector selector = new SurvivorSelector(0.25);
        StringBuilder pattern = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            pattern.append(selector.keep(64) ? 'K' : '.');
        }
        assertThat(pattern).hasToString("...K...K");
    }

    @Test
    void extremesKeepNothingOrEverything() {
        SurvivorSelector none = new SurvivorSelector(0);
        SurvivorSelector all = new SurvivorSelector(1);
        for (int i = 0; i < 1000; i++) {
            assertThat(none.keep(16 + i)).isFalse();
            assertThat(all.keep(16 + i)).isTrue();
        }
    }

    @Test
    void rejectsFractionsOutsideZeroToOne() {
        assertThatThrownBy(() -> new SurvivorSelector(1.01)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SurvivorSelector(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }
}
