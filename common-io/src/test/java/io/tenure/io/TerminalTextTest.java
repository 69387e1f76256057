package io.tenure.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TerminalTextTest {
    @Test
    void controlCharactersBecomeVisibleEscapes() {
        assertThat(TerminalText.escape("GC(1) \u001b]0;owned\u0007 Pause\u001b[2J")).isEqualTo("GC(1) \\x1b]0;owned\\x07 Pause\\x1b[2J");
        assertThat(TerminalText.escape("a\rb\u009bc\u202ed")).isEqualTo("a\\x0db\\x9bc\\u202ed");
    }

    @Test
    void printableTextIsUnchanged() {
        String text = "Pause Young (Normal)\t(G1 Evacuation Pause) 24M->4M(256M) 3.120ms größe 日本";
        assertThat(TerminalText.escape(text)).isSameAs(text);
    }
}
