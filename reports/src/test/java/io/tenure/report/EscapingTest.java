package io.tenure.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.report.assemble.LogReportBuilder;
import io.tenure.report.assemble.ReportBuilder;
import io.tenure.report.assemble.ReportInputs;
import io.tenure.report.assemble.ReportSources;
import io.tenure.report.render.HtmlWriter;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.NodeList;

/**
 * Strings from the inputs are data, never markup or code: a pause cause in a real GC log, a host
 * name and a failure reason in a bundle, all {@code <script>alert(1)</script>} with quotes, come
 * out as text in every format.
 */
class EscapingTest {
    static final String HOSTILE = "<script>alert(1)</script>\"'";
    /** Closes a script element and opens a comment: what an attacker writes into a JSON string in a page. */
    static final String BREAKOUT = "</script><!--\u2028";

    @TempDir
    Path tmp;

    @Test
    void aHostileCauseStringInAGcLogIsTextInEveryFormat() throws Exception {
        Path log = hostileLog();
        ReportModel model = LogReportBuilder.build(ReportSources.log(log.toString(), List.of(log)), List.of(log), List.of("tenure", "analyze", "--html", "x", log.toString()),
                "0.1.0-TEST", "2026-11-22T03:00:00Z");
        assertThat(JsonWriterRoundTrip.strings(model)).as("the cause reached the report model").anyMatch(s -> s.contains(HOSTILE));
        checkEveryFormat(model, false);
    }

    @Test
    void aHostileHostNameAndFailureReasonInABundleAreTextInEveryFormat() throws Exception {
        Path a = FixtureBundles.build(tmp.resolve("a"), "openjdk-17", "vm");
        Path b = FixtureBundles.build(tmp.resolve("b"), "temurin-25", "host" + HOSTILE + BREAKOUT);
        Path results = b.resolve("results.json");
        Files.writeString(results, Files.readString(results).replace("exit code 3: Terminating due to",
                "exit code 3: " + HOSTILE.replace("\"", "\\\"") + " Terminating due to"));
        ReportInputs inputs = new ReportInputs(List.of(a, b), null, List.of(),
                List.of("tenure", "report", HOSTILE), "0.1.0-TEST", "2026-11-22T03:00:00Z", 20, 42);
        ReportModel model = ReportBuilder.build(inputs, ReportSources.read(inputs));
        List<String> strings = JsonWriterRoundTrip.strings(model);
        assertThat(strings).anyMatch(s -> s.contains("host" + HOSTILE + BREAKOUT));
        assertThat(strings).anyMatch(s -> s.contains(HOSTILE + " Terminating"));
        checkEveryFormat(model, true);
    }

    private void checkEveryFormat(ReportModel model, boolean inLegends) throws Exception {
        String html = text(new HtmlWriter("/* no charting library in this test */").render(model).get(0));
        assertThat(html).doesNotContain("<script>alert(1)").doesNotContain("alert(1)</script>")
                .contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;");
        assertThat(count(html, "<script")).as("only the page's own scripts").isEqualTo(4);
        assertThat(count(html, "</script")).isEqualTo(4);
        assertThat(html).doesNotContain("<!--");
        String chartJson = html.substring(html.indexOf("id=\"tenure-charts\">") + 19);
        chartJson = chartJson.substring(0, chartJson.indexOf("</script>"));
        assertThat(chartJson).doesNotContain("<").doesNotContain(">").doesNotContain("\u2028");
        new ObjectMapper().readTree(chartJson);

        List<OutputFile> markdown = ReportFormat.MARKDOWN.writer().render(model);
        String md = text(markdown.get(0));
        assertThat(md).doesNotContain("<script").contains("&lt;script&gt;alert(1)&lt;/script&gt;\"'");
        DocumentBuilderFactory xml = DocumentBuilderFactory.newInstance();
        xml.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        boolean hostileInSvg = false;
        for (OutputFile svg : markdown.subList(1, markdown.size())) {
            var document = xml.newDocumentBuilder().parse(new ByteArrayInputStream(svg.content()));
            assertThat(document.getElementsByTagName("script").getLength()).isZero();
            NodeList texts = document.getElementsByTagName("text");
            for (int i = 0; i < texts.getLength(); i++) {
                hostileInSvg |= texts.item(i).getTextContent().contains(HOSTILE);
            }
        }
        assertThat(hostileInSvg).as("the hostile string is drawn in an SVG legend, as text").isEqualTo(inLegends);

        JsonNode json = new ObjectMapper().readTree(ReportFormat.JSON.writer().render(model).get(0).content());
        assertThat(json.toString()).contains("alert(1)");
        assertThat(JsonWriterRoundTrip.strings(json)).anyMatch(s -> s.contains(HOSTILE));

        for (OutputFile csv : ReportFormat.CSV.writer().render(model)) {
            for (String line : text(csv).split("\r\n")) {
                assertThat(count(line, "\"") % 2).as("balanced quotes in %s: %s", csv.relativePath(), line).isZero();
            }
        }
    }

    /** A real unified log (JDK 25, Serial) with the first pause's cause replaced by the hostile string. */
    private Path hostileLog() throws Exception {
        Path source = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
                "gclogs/hotspot/unified/jdk25-serial-gcstar-uptime_level_tags.log");
        String text = Files.readString(source, StandardCharsets.UTF_8);
        assertThat(text).contains("Pause Young (Allocation Failure)");
        Path log = tmp.resolve("hostile.log");
        Files.writeString(log, text.replaceAll("Pause Young \\(Allocation Failure\\)",
                java.util.regex.Matcher.quoteReplacement("Pause Young (" + HOSTILE + ")")), StandardCharsets.UTF_8);
        return log;
    }

    private static String text(OutputFile file) {
        return new String(file.content(), StandardCharsets.UTF_8);
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    /** Every string value in a report, as report.json holds it. */
    static final class JsonWriterRoundTrip {
        static List<String> strings(ReportModel model) throws Exception {
            return strings(new ObjectMapper().readTree(ReportFormat.JSON.writer().render(model).get(0).content()));
        }

        static List<String> strings(JsonNode node) {
            List<String> out = new ArrayList<>();
            collect(node, out);
            return out;
        }

        private static void collect(JsonNode node, List<String> out) {
            if (node.isTextual()) {
                out.add(node.asText());
            }
            node.forEach(child -> collect(child, out));
        }
    }
}
