package io.tenure.gclog.gcviewer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class GcViewerInputTest {
    private static final Path NAME = Path.of("gc.xml");

    /** Hands out at most one byte per read, so every marker is split across reads. */
    private static InputStream trickle(String text) {
        return new FilterInputStream(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII))) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, 1));
            }
        };
    }

    @Test
    void aDoctypeSplitAcrossReadsIsRefused() {
        GcViewerInput in = new GcViewerInput(trickle("<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>"), NAME, Long.MAX_VALUE);

        assertThatThrownBy(in::readAllBytes).isInstanceOf(IOException.class).hasMessageContaining("<!DOCTYPE");
        assertThat(in.refusal()).contains("gc.xml");
    }

    @Test
    void anEntityWithoutDoctypeIsRefusedToo() {
        GcViewerInput in = new GcViewerInput(trickle("<verbosegc><!ENTITY e \"x\"></verbosegc>"), NAME, Long.MAX_VALUE);

        assertThatThrownBy(in::readAllBytes).hasMessageContaining("<!ENTITY");
    }

    @Test
    void ordinaryXmlAndCommentsPassUnchanged() throws IOException {
        String log = "<?xml version=\"1.0\" ?>\n<!-- comment --><verbosegc version=\"x\"><af id=\"1\"/></verbosegc>\n";
        GcViewerInput in = new GcViewerInput(trickle(log), NAME, Long.MAX_VALUE);

        assertThat(new String(in.readAllBytes(), StandardCharsets.US_ASCII)).isEqualTo(log);
        assertThat(in.refusal()).isNull();
    }

    @Test
    void moreThanTheLimitIsRefused() {
        GcViewerInput in = new GcViewerInput(new ByteArrayInputStream(new byte[1000]), NAME, 999);

        assertThatThrownBy(in::readAllBytes).hasMessageContaining("more than 999 bytes");
    }
}
