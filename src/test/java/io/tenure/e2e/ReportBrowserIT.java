package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.testsupport.Requirements;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure report} and {@code tenure analyze --html} as a user sees them: the pages opened
 * in real headless Chromium. Each page must draw every chart with data, log nothing to the
 * console, raise no error, request nothing from the network, and render hostile strings from the
 * inputs as text. Screenshots go to {@code target/}. Skipped without Chromium, failed instead when
 * {@code -Dtenure.require} names {@code chromium}, as CI does after installing it ({@code .ci/run}).
 */
class ReportBrowserIT {
    static final String HOSTILE = "<script>alert(1)</script>\"'";
    static final Path LOG = TenureProcess.fixtures().resolve(
            "gclogs/hotspot/unified/jdk17-parallel-gcstar_gc+age=trace-uptime_level_tags.log");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SELF_CHECK = Pattern.compile("<pre id=\"tenure-selfcheck\"[^>]*>(.*?)</pre>", Pattern.DOTALL);

    @TempDir
    static Path tmp;
    static Chromium chromium;

    @BeforeEach
    void browser() {
        chromium = Chromium.find().orElse(null);
        Requirements.assumeAvailable("chromium", chromium != null, "no Chromium on the PATH (or as -Dtenure.chromium=PATH);"
                + " .ci/run installs it");
    }

    @Test
    void platformReportDrawsEveryChartOfflineAndQuietly() throws Exception {
        Path a = bundle("openjdk-17", tmp.resolve("bundle-a"));
        Path b = bundle("temurin-25", tmp.resolve("bundle-b"));
        ObjectNode host = (ObjectNode) JSON.readTree(b.resolve("host.json").toFile());
        JSON.writeValue(b.resolve("host.json").toFile(), host.put("hostname", "host-b" + HOSTILE));
        Path out = tmp.resolve("report");
        TenureProcess.Result result = TenureProcess.run(tmp, "report", a.toString(), b.toString(), "--log", LOG.toString(),
                "--out", out.toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        checkPage(out.resolve("index.html"), "report");
    }

    @Test
    void gcLogReportDrawsEveryChartOfflineAndQuietly() throws Exception {
        Path out = tmp.resolve("analyze");
        TenureProcess.Result result = TenureProcess.run(tmp, "analyze", "--html", out.toString(), LOG.toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.err()).contains("index.html");
        checkPage(out.resolve("index.html"), "analyze");
    }

    /** A committed bundle of real runs (fixtures/reports/SOURCES.md), copied so the test may change it. */
    private static Path bundle(String jvm, Path target) throws java.io.IOException {
        Path fixture = TenureProcess.fixtures().resolve("reports/bundles").resolve(jvm);
        try (var walk = Files.walk(fixture)) {
            for (Path source : walk.toList()) {
                Files.copy(source, target.resolve(fixture.relativize(source).toString()));
            }
        }
        return target;
    }

    private static void checkPage(Path page, String name) throws Exception {
        String html = Files.readString(page, StandardCharsets.UTF_8);
        List<String> chartIds = new ArrayList<>();
        Matcher ids = Pattern.compile("data-chart=\"([a-z0-9-]+)\"").matcher(html);
        while (ids.find()) {
            chartIds.add(ids.group(1));
        }
        assertThat(chartIds).as("charts in %s", page).isNotEmpty();

        Chromium.Output output = chromium.dumpDom(page);
        assertThat(output.consoleLines()).as("console output of %s", page).isEmpty();
        Matcher check = SELF_CHECK.matcher(output.dom());
        assertThat(check.find()).as("the page's self-check element in the DOM Chromium left").isTrue();
        JsonNode state = JSON.readTree(unescape(check.group(1)));
        assertThat(state.path("errors")).as("script errors").isEmpty();
        assertThat(state.path("blocked")).as("requests the Content-Security-Policy blocked").isEmpty();
        assertThat(state.path("resources")).as("resources the page loaded").isEmpty();
        List<String> drawn = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = state.path("charts").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> chart = it.next();
            drawn.add(chart.getKey());
            assertThat(chart.getValue()).as("series of chart %s", chart.getKey()).isNotEmpty()
                    .allSatisfy(count -> assertThat(count.asInt()).as("points in a series of %s", chart.getKey()).isPositive());
        }
        assertThat(drawn).as("charts drawn").containsExactlyElementsOf(chartIds);
        // hostile strings stayed text: the only scripts are the page's own four
        assertThat(count(output.dom(), "<script")).as("script elements").isEqualTo(4);
        assertThat(output.dom()).doesNotContain("<script>alert(1)");

        Path png = TenureProcess.root().resolve("target").resolve("screenshot-" + name + ".png");
        Files.createDirectories(png.getParent());
        Files.deleteIfExists(png);
        chromium.screenshot(page, png, 1280, 4200);
        assertThat(Files.size(png)).as("screenshot %s", png).isGreaterThan(20_000);
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    /** The DOM dump is HTML: the self-check's JSON text has its &, <, > and quotes escaped. */
    private static String unescape(String text) {
        return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
                .replace("&amp;", "&");
    }
}
