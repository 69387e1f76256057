package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HeapMultipleTest {
    @Test
    void aMultipleIsANumberFollowedByX() {
        assertThat(HeapMultiple.isMultiple(" 2X ")).isTrue();
        assertThat(HeapMultiple.isMultiple("512m")).isFalse();
        assertThat(HeapMultiple.parse("1.5x")).isEqualTo(1.5);
        assertThat(HeapMultiple.parse(" 2X ")).isEqualTo(2.0);
    }

    @Test
    void whatIsNotAPositiveMultipleIsRefusedByName() {
        for (String bad : new String[] {"0x", "-1x", "x", "twox", "NaNx", "Infinityx", "2"}) {
            assertThatThrownBy(() -> HeapMultiple.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("'" + bad + "' is not a multiple of the minimum heap (e.g. 1.5x, 2x)");
        }
    }

    @Test
    void theHeapIsRoundedUpToAWholeMegabyteButNotPastTheProduct() {
        assertThat(HeapMultiple.heapMB(1.5, 101)).isEqualTo(152);
        assertThat(HeapMultiple.heapMB(2, 77)).isEqualTo(154);
        // 1.1 × 100 is 110.00000000000001 in binary: the heap is 110 MB, not 111
        assertThat(HeapMultiple.heapMB(1.1, 100)).isEqualTo(110);
    }
}
