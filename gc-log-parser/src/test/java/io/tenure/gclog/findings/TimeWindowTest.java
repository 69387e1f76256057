package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.TimeWindow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** {@code --from}/{@code --to}: figures and findings of the window only. */
class TimeWindowTest {
    private static final Path LOG = GoldenFiles.fixtures().resolve("gclogs/hotspot/legacy/jdk8-serial-defnew-tenuring.log");

    @Test
    void aWindowKeepsTheEventsStartingInIt() throws IOException {
        RunAnalysis all = analyze(TimeWindow.ALL);
        RunAnalysis first = analyze(new TimeWindow(OptionalDouble.empty(), OptionalDouble.of(30)));
        RunAnalysis rest = analyze(new TimeWindow(OptionalDouble.of(30), OptionalDouble.empty()));

        assertThat(first.figures().pauses().count()).isPositive();
        assertThat(rest.figures().pauses().count()).isPositive();
        assertThat(first.figures().pauses().count() + rest.figures().pauses().count())
                .isEqualTo(all.figures().pauses().count());
        assertThat(first.figures().elapsedSeconds().getAsDouble()).isLessThanOrEqualTo(30);
        assertThat(rest.figures().elapsedSeconds().getAsDouble())
                .isLessThan(all.figures().elapsedSeconds().getAsDouble());
        // the leak trend needs the whole run's old collections
        assertThat(all.has("leak-trend")).isTrue();
        assertThat(first.has("leak-trend")).isFalse();
    }

    /**
     * A unified log names its collector at uptime 0.009 s ({@code Using Parallel}); that header is
     * kept in a window that starts later, but its time and line must not stretch the window back:
     * elapsed time (and so overhead) and the lines searched for markers such as tenuring
     * thresholds are the window's.
     */
    @Test
    void aHeaderBeforeTheWindowDoesNotStretchIt() throws IOException {
        Path log = GoldenFiles.fixtures().resolve("corpus/gctoolkit/gctoolkit-gclogs__unified__parallel__parallelgc.log");
        TimeWindow window = new TimeWindow(OptionalDouble.of(15), OptionalDouble.of(16));
        RunAnalysis second = RunAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT.withWindow(window)).logs().get(0);

        assertThat(second.figures().jvm().collector()).hasValue("Parallel");
        assertThat(second.figures().elapsedSeconds().getAsDouble()).isCloseTo(1.0, within(1e-9));
        assertThat(second.figures().overheadPercent().getAsDouble()).isGreaterThan(30);
        Finding premature = second.findings().stream().filter(f -> f.code().equals("premature-promotion")).findFirst()
                .orElseThrow();
        // the window's collections are logged from line 21697 (GC(1949) starts at 15.000 s) on; before
        // the fix the evidence began at line 107 (10.063 s) and 2449 tenuring lines were counted
        assertThat(premature.evidence()).allSatisfy(e -> assertThat(e.line().getAsLong()).isGreaterThan(21_690));
        assertThat(premature.title()).contains("of 517 young collections");
    }

    /**
     * An OpenJ9 log whose only time stamp before its first collection (3.9 s) is the JVM's start:
     * the window [2 s, 4 s) lies inside the log, so its elapsed time is 2 s, not 4 s (the start
     * header stretching it back to 0) nor 0.1 s (the header ignored, the time line starting at
     * the first collection).
     */
    @Test
    void aWindowInsideTheLogIsAsLongAsTheWindow() throws IOException {
        Path log = GoldenFiles.fixtures().resolve("corpus/gcviewer/src__test__resources__ibm__SampleIBMJ9_R27_SR1_full_header.txt");
        TimeWindow window = new TimeWindow(OptionalDouble.of(2), OptionalDouble.of(4));
        RunAnalysis part = RunAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT.withWindow(window)).logs().get(0);

        assertThat(part.figures().pauses().count()).isEqualTo(1);
        assertThat(part.figures().elapsedSeconds().getAsDouble()).isCloseTo(2.0, within(1e-9));
    }

    @Test
    void aWindowEndsAfterItStarts() {
        assertThatThrownBy(() -> new TimeWindow(OptionalDouble.of(10), OptionalDouble.of(5)))
                .hasMessageContaining("from (10.0 s) must be before to (5.0 s)");
    }

    private static RunAnalysis analyze(TimeWindow window) throws IOException {
        return RunAnalyzer.analyzeAll(List.of(LOG), AnalysisOptions.DEFAULT.withWindow(window)).logs().get(0);
    }
}
