package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.detect.UnknownFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The facade: which inputs make one log, several, or an error. Independent of the parsers. */
class GcLogAnalyzerTest {
    @TempDir
    Path dir;

    private static Path fixture(String name) {
        return GoldenFiles.fixtures().resolve("gclogs").resolve(name);
    }

    @Test
    void aRotatedSetGivenFileByFileIsOneLogInWritingOrder() throws IOException {
        Path set = fixture("sets/jdk7-g1-rotating-directory");
        GcSummary s = GcLogAnalyzer.analyze(List.of(set.resolve("gc.log.1.current"), set.resolve("gc.log.0")));

        assertThat(s.format()).hasValue(LogFormat.HOTSPOT_LEGACY);
        assertThat(s.inputs()).containsExactly(set.resolve("gc.log.0").toString(), set.resolve("gc.log.1.current").toString());
    }

    @Test
    void unrelatedLogsAreSummarisedSeparatelyAndAnalyzeRefusesToMixThem() throws IOException {
        List<Path> paths = List.of(fixture("cli/jdk17-g1-gc*-header-only.log"), fixture("sets/SampleSun1_6_0PrintHeapAtGC.txt.gz"));

        Analysis analysis = GcLogAnalyzer.analyzeAll(paths, AnalysisOptions.DEFAULT);

        assertThat(analysis.logs()).extracting(s -> s.format().orElseThrow())
                .containsExactly(LogFormat.HOTSPOT_UNIFIED, LogFormat.HOTSPOT_LEGACY);
        assertThatThrownBy(() -> GcLogAnalyzer.analyze(paths)).isInstanceOf(IOException.class)
                .hasMessageContaining("hold 2 different logs");
    }

    @Test
    void aHeaderOnlyLogHasNoGcEventsAndNullFigures() throws IOException {
        GcSummary s = GcLogAnalyzer.analyze(List.of(fixture("cli/jdk17-g1-gc*-header-only.log")));

        assertThat(s.hasGcEvents()).isFalse();
        assertThat(s.pauses().count()).isZero();
        assertThat(s.pauses().meanMs()).isEmpty();
        assertThat(s.pauses().maxMs()).isEmpty();
        assertThat(s.intervals().count()).isZero();
        assertThat(s.survival().median()).isEmpty();
        assertThat(s.allocationRateMBps()).isEmpty();
    }

    @Test
    void aNamedFileInAnUnknownFormatIsAnErrorButInADirectoryItIsSkipped() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        Files.copy(fixture("cli/jdk17-g1-gc*-header-only.log"), dir.resolve("gc.log"));

        assertThatThrownBy(() -> GcLogAnalyzer.analyze(List.of(notes))).isInstanceOf(UnknownFormatException.class);
        Analysis analysis = GcLogAnalyzer.analyzeAll(List.of(dir), AnalysisOptions.DEFAULT);
        assertThat(analysis.skipped()).containsExactly(notes.toString());
        assertThat(analysis.logs()).hasSize(1);
    }

    /**
     * CMS upgraded young collection GC(14) to full collection GC(15) inside the same pause: the
     * log has the full one first, then the young one that encloses it. The enclosing pause is
     * not an overlap, and the interval to the next pause runs from the end of the whole pause.
     */
    @Test
    void aPauseThatEnclosesThePreviousOneIsNotAnOverlap() throws IOException {
        GcSummary s = GcLogAnalyzer.analyze(List.of(fixture("hotspot/unified/jdk11-cms-gc-uptime_level_tags.log")));

        assertThat(s.diagnostics().countsByCode()).doesNotContainKey("pause-overlap");
        assertThat(s.diagnostics().samples()).extracting(d -> d.code()).doesNotContain("pause-overlap");
        // 20 pauses; GC(15) and GC(14) are one stop, so 18 intervals, none dropped
        assertThat(s.pauses().count()).isEqualTo(20);
        assertThat(s.intervals().count()).isEqualTo(s.pauses().count() - 2);
    }

    /** {@code -Xlog:gc:file=F:none}: unified lines without any decoration are still that format. */
    @Test
    void anUndecoratedUnifiedLogIsRecognisedAndParsed() throws IOException {
        GcSummary s = GcLogAnalyzer.analyze(List.of(fixture("hotspot/unified/jdk25-g1-gc-none.log")));

        assertThat(s.format()).hasValue(LogFormat.HOTSPOT_UNIFIED);
        assertThat(s.pauses().count()).isEqualTo(14);
        assertThat(s.diagnostics().foreignLines()).isZero();
        assertThat(s.diagnostics().unparsedLines()).isZero();
    }
}
