package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.GoldenFiles;
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

    @Test
    void aWindowEndsAfterItStarts() {
        assertThatThrownBy(() -> new TimeWindow(OptionalDouble.of(10), OptionalDouble.of(5)))
                .hasMessageContaining("from (10.0 s) must be before to (5.0 s)");
    }

    private static RunAnalysis analyze(TimeWindow window) throws IOException {
        return RunAnalyzer.analyzeAll(List.of(LOG), AnalysisOptions.DEFAULT.withWindow(window)).logs().get(0);
    }
}
