package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.cli.Run;
import io.tenure.gclog.metrics.Units;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze --html} draws the analysis analyze made: with {@code --from/--to}, the report's
 * figures are the window's, as the JSON summary's are. (The report used to parse the log again
 * with default options, so it showed the whole log's figures beside a summary of the window.)
 */
class AnalyzeHtmlWindowTest {
    /** A JDK 17 Parallel log with uptime stamps, 0.039 s to 0.123 s of collections. */
    private static final Path LOG = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
            "gclogs/hotspot/unified/jdk17-parallel-gcstar_gc+age=trace-uptime_level_tags.log");

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void theReportOfAWindowShowsTheWindowsFigures() throws IOException {
        String log = LOG.toString();
        Path whole = tmp.resolve("whole");
        Path window = tmp.resolve("window");
        Run all = Run.tenure("analyze", log, "--format", "json", "--html", whole.toString());
        Run part = Run.tenure("analyze", log, "--format", "json", "--from", "0.06", "--to", "0.1", "--html", window.toString());
        assertThat(all.exitCode()).as(all.err()).isZero();
        assertThat(part.exitCode()).as(part.err()).isZero();

        JsonNode summary = JSON.readTree(part.out());
        Map<String, JsonNode> figures = figures(window);
        long pauses = summary.path("pauses").path("count").asLong();
        assertThat(pauses).as("the window holds some pauses, not all").isPositive()
                .isLessThan(JSON.readTree(all.out()).path("pauses").path("count").asLong());
        assertThat(figures.get("pauses").asLong()).isEqualTo(pauses);
        // the report writes figures as the text summary does (Units)
        assertThat(figures.get("pause total").asText()).isEqualTo(Units.duration(summary.path("pauses").path("totalMs").asDouble()));
        assertThat(figures.get("elapsed").asText()).isEqualTo(Units.duration(summary.path("elapsedSeconds").asDouble() * 1e3));
        assertThat(figures.get("young collections").asLong())
                .isEqualTo(summary.path("collections").path("young").asLong());
        assertThat(figures(whole).get("pauses").asLong()).isEqualTo(JSON.readTree(all.out()).path("pauses").path("count").asLong());

        // the charts are the window's too: every pause drawn on the timeline lies inside it
        JsonNode timeline = section(window, "timeline").path("charts").get(0);
        double drawn = 0;
        for (JsonNode series : timeline.path("series")) {
            if (series.path("yAxis").asInt() != 0) {
                continue; // the heap's series
            }
            for (JsonNode point : series.path("points")) {
                assertThat(point.get(0).asDouble()).isBetween(0.06, 0.1);
                drawn++;
            }
        }
        assertThat(drawn).as("pauses drawn").isPositive();
    }

    private static Map<String, JsonNode> figures(Path report) throws IOException {
        Map<String, JsonNode> rows = new LinkedHashMap<>();
        for (JsonNode row : section(report, "figures").path("tables").get(0).path("rows")) {
            rows.put(row.get(0).asText(), row.get(1));
        }
        return rows;
    }

    private static JsonNode section(Path report, String id) throws IOException {
        for (JsonNode s : JSON.readTree(report.resolve("report.json").toFile()).path("sections")) {
            if (s.path("id").asText().equals(id)) {
                return s;
            }
        }
        throw new AssertionError("no section " + id + " in " + report);
    }
}
