package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HeapChoiceTest {
    @Test
    void sizesAndMultiples() {
        assertThat(HeapChoice.parse("512m").resolve(null)).isEqualTo(512L);
        assertThat(HeapChoice.parse("2g").resolve(null)).isEqualTo(2048L);
        assertThatThrownBy(() -> HeapChoice.parse("300")).hasMessage("--heap 300: a size needs its unit, as -Xmx takes it:"
                + " 300m for MB (or k, g; e.g. 512m, 2g; with --min-heap, 2x)");
        assertThat(HeapChoice.parse("1.5x").resolve(101L)).isEqualTo(152L);
        assertThat(HeapChoice.parse("2X").resolve(null)).isNull();
    }

    @Test
    void nonsenseIsRefusedWithTheValue() {
        assertThatThrownBy(() -> HeapChoice.parse("lots")).hasMessageContaining("'lots'");
        assertThatThrownBy(() -> HeapChoice.parse("0x")).hasMessageContaining("'0x'");
        assertThatThrownBy(() -> HeapChoice.parse("1k")).hasMessage("--heap 1k: a heap of at least 8 MB (e.g. 512m)");
        assertThatThrownBy(() -> HeapChoice.parse("7m")).hasMessageContaining("at least 8 MB");
        assertThat(HeapChoice.parse("8m").resolve(null)).isEqualTo(8L);
    }
}
