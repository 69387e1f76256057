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
        String dom = checkPage(out.resolve("index.html"), "report");
        verdictFirst(dom);
        smallMultiples(dom);
    }

    /**
     * The first thing after the title is the verdict: the summary names the ranking at s = 0.437
     * and its gap, then the first section holds the headline chart; no table, other chart or the
     * contents come before it, and the platform table is folded below.
     */
    private static void verdictFirst(String dom) {
        String body = dom.substring(dom.indexOf("<body"));
        int summary = body.indexOf("id=\"summary\"");
        int verdict = body.indexOf("<section id=\"verdict\"");
        assertThat(summary).as("the summary").isPositive();
        assertThat(verdict).as("the verdict section").isGreaterThan(summary);
        String before = body.substring(0, verdict);
        assertThat(before).as("what precedes the verdict section").contains("<h1>").doesNotContain("<table")
                .doesNotContain("data-chart=").doesNotContain("<nav").doesNotContain("<section");
        String lead = body.substring(summary, body.indexOf("</ul>", summary));
        assertThat(lead).contains("Ranking at s = 0.437").contains("Gap at s = 0.437").contains("Warning:");
        int firstChart = body.indexOf("data-chart=");
        assertThat(firstChart).as("the headline chart is in the verdict section")
                .isGreaterThan(verdict).isLessThan(body.indexOf("</section>", verdict));
        assertThat(body.substring(firstChart)).startsWith("data-chart=\"relative-execution-time\"");
        int platforms = body.indexOf("<section id=\"platforms\">");
        assertThat(body.substring(platforms, body.indexOf("</section>", platforms))).as("the platform table, folded")
                .contains("<details>").contains("id=\"table-platforms\"");
        assertThat(platforms).as("the platform table comes below the verdict").isGreaterThan(verdict);
    }

    /** One chart per JVM, drawn side by side, each with data (checkPage made sure every chart drew points). */
    private static void smallMultiples(String dom) {
        int section = dom.indexOf("<section id=\"execution-time\">");
        String byJvm = dom.substring(section, dom.indexOf("</section>", section));
        assertThat(byJvm).contains("class=\"multiples\"");
        List<String> charts = new ArrayList<>();
        Matcher ids = Pattern.compile("data-chart=\"(execution-time-[a-z0-9-]+)\"").matcher(byJvm);
        while (ids.find()) {
            charts.add(ids.group(1));
        }
        // one per JVM and host: openjdk-17 on vm, temurin-25 on the hostile host
        assertThat(charts).hasSize(2).anySatisfy(id -> assertThat(id).contains("openjdk-17-vm"))
                .anySatisfy(id -> assertThat(id).contains("host-b"));
        // ECharts draws into a canvas inside each chart element: an empty element means nothing was drawn
        assertThat(count(byJvm, "<canvas")).as("canvases in the small multiples").isEqualTo(charts.size());
    }

    @Test
    void gcLogReportDrawsEveryChartOfflineAndQuietly() throws Exception {
        Path out = tmp.resolve("analyze");
        TenureProcess.Result result = TenureProcess.run(tmp, "analyze", "--html", out.toString(), LOG.toString());
        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.err()).contains("index.html");
        checkPage(out.resolve("index.html"), "analyze");
    }

    /**
     * {@code tenure diff --html}: a log against a copy with one collection made a full one of a
     * hostile cause, both under hostile names. The page has no charts: it must open quietly and
     * offline, show the verdict first and the hostile strings as text.
     */
    @Test
    void diffPageOpensOfflineAndQuietlyWithHostileStringsAsText() throws Exception {
        Path log = TenureProcess.fixtures().resolve(
                "gclogs/hotspot/unified/corpus-gcviewer-g1-gcstar_safepoint_os+cpu-uptime_level_tags.log");
        String young = "GC(2) Pause Young (G1 Evacuation Pause) 37M->37M(128M) 5.431ms";
        String text = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(text).contains(young);
        Path base = tmp.resolve("base" + HOSTILE.replace("/", "") + ".log");
        Path next = tmp.resolve("new" + HOSTILE.replace("/", "") + ".log");
        Files.writeString(base, text, StandardCharsets.UTF_8);
        Files.writeString(next, text.replace(young, "GC(2) Pause Full (<script>alert`2`</script>\"=cmd|' /C calc'!A0)"
                + " 37M->30M(128M) 25.431ms"), StandardCharsets.UTF_8);
        Path page = tmp.resolve("diff.html");

        TenureProcess.Result result = TenureProcess.run(tmp, "diff", base.toString(), next.toString(), "--html",
                page.toString());

        assertThat(result.exitCode()).as(result.err()).isZero();
        Chromium.Output output = chromium.dumpDom(page);
        JsonNode state = quietAndOffline(page, output);
        assertThat(state.path("charts")).as("charts on a diff page").isEmpty();
        String body = output.dom().substring(output.dom().indexOf("<body"));
        assertThat(body.indexOf("Verdict: worse")).as("the verdict").isPositive().isLessThan(body.indexOf("<table"));
        assertThat(body).contains("&lt;script&gt;alert`2`&lt;/script&gt;\"=cmd|' /C calc'!A0")
                .contains("<tr class=\"worse\"><td>full-gc</td>");
        screenshot(page, "diff", 10_000);
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

    /** Checks the page in Chromium; returns the DOM its scripts left. */
    private static String checkPage(Path page, String name) throws Exception {
        String html = Files.readString(page, StandardCharsets.UTF_8);
        List<String> chartIds = new ArrayList<>();
        Matcher ids = Pattern.compile("data-chart=\"([a-z0-9-]+)\"").matcher(html);
        while (ids.find()) {
            chartIds.add(ids.group(1));
        }
        assertThat(chartIds).as("charts in %s", page).isNotEmpty();

        Chromium.Output output = chromium.dumpDom(page);
        JsonNode state = quietAndOffline(page, output);
        List<String> drawn = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = state.path("charts").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> chart = it.next();
            drawn.add(chart.getKey());
            assertThat(chart.getValue()).as("series of chart %s", chart.getKey()).isNotEmpty()
                    .allSatisfy(count -> assertThat(count.asInt()).as("points in a series of %s", chart.getKey()).isPositive());
        }
        assertThat(drawn).as("charts drawn").containsExactlyElementsOf(chartIds);
        screenshot(page, name, 20_000);
        return output.dom();
    }

    /**
     * The page's own checks as Chromium left them: nothing on the console, no script error, nothing
     * blocked or loaded from outside, and hostile strings stayed text (the only scripts are the
     * page's own four). Returns the self-check's state.
     */
    private static JsonNode quietAndOffline(Path page, Chromium.Output output) throws Exception {
        assertThat(output.consoleLines()).as("console output of %s", page).isEmpty();
        Matcher check = SELF_CHECK.matcher(output.dom());
        assertThat(check.find()).as("the page's self-check element in the DOM Chromium left").isTrue();
        JsonNode state = JSON.readTree(unescape(check.group(1)));
        assertThat(state.path("errors")).as("script errors").isEmpty();
        assertThat(state.path("blocked")).as("requests the Content-Security-Policy blocked").isEmpty();
        assertThat(state.path("resources")).as("resources the page loaded").isEmpty();
        assertThat(count(output.dom(), "<script")).as("script elements").isEqualTo(4);
        assertThat(output.dom()).doesNotContain("<script>alert");
        return state;
    }

    private static void screenshot(Path page, String name, long minimumBytes) throws Exception {
        Path png = TenureProcess.root().resolve("target").resolve("screenshot-" + name + ".png");
        Files.createDirectories(png.getParent());
        Files.deleteIfExists(png);
        chromium.screenshot(page, png, 1280, 4200);
        assertThat(Files.size(png)).as("screenshot %s", png).isGreaterThan(minimumBytes);
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
