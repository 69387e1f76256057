package io.tenure.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class IngestOptionsTest {
    @Test
    void readsTheArgumentsTenureIngestTakes() {
        IngestOptions o = IngestOptions.parse("--input", "s3a://b/logs/*/", "--input", "s3a://b/more/", "--store",
                "s3a://b/store", "--label", "environment=prod", "--labels-from", "/(?<service>[^/]+)/");
        assertThat(o).isEqualTo(new IngestOptions(List.of("s3a://b/logs/*/", "s3a://b/more/"), "s3a://b/store",
                List.of("environment=prod"), "/(?<service>[^/]+)/"));
    }

    @Test
    void wrongArgumentsSayWhatIsWrong() {
        assertThatThrownBy(() -> IngestOptions.parse("--store", "s")).hasMessage("--input is required");
        assertThatThrownBy(() -> IngestOptions.parse("--input", "i")).hasMessage("--store is required");
        assertThatThrownBy(() -> IngestOptions.parse("--input", "i", "--store")).hasMessage("--store needs a value");
        assertThatThrownBy(() -> IngestOptions.parse("--input", "i", "--store", "a", "--store", "b"))
                .hasMessage("--store is given twice");
        assertThatThrownBy(() -> IngestOptions.parse("--input", "i", "--store", "s", "--threads", "2"))
                .hasMessage("unknown argument '--threads'");
        assertThatThrownBy(() -> IngestOptions.parse("--input", "i", "--store", "s", "--label", "novalue"))
                .hasMessageContaining("KEY=VALUE");
        assertThatThrownBy(() -> IngestOptions.parse("--input", "i", "--store", "s", "--labels-from", "(unnamed)"))
                .hasMessageContaining("no named group");
    }

    @Test
    void groupsAreDealtSoThatEachPartitionGetsLargeAndSmallOnes() {
        List<LogGroup> groups = IntStream.range(0, 10)
                .mapToObj(i -> new LogGroup(List.of(new LogGroup.RemoteFile("file:/l" + i, "/l" + i, 100 - i, true))))
                .toList();
        List<List<LogGroup>> dealt = IngestJob.deal(groups, 4);
        assertThat(dealt).hasSize(4);
        assertThat(dealt.get(0)).extracting(g -> g.files().get(0).name()).containsExactly("/l0", "/l4", "/l8");
        assertThat(IngestJob.deal(groups.subList(0, 2), 4)).hasSize(2);
        assertThat(IngestJob.deal(List.of(), 4)).containsExactly(List.of());
    }
}
