package io.tenure.cli.analyze;

import io.tenure.cli.CommandRun;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenure diff --html FILE} on a real log and the same log with one collection made a full
 * one whose cause is hostile (a script, quotes, a spreadsheet formula), from files whose names are
 * hostile too: everything reaches the page as escaped text, the verdict comes first, and the rows
 * are marked better or worse. The page in real Chromium: {@code ReportBrowserIT}.
 */
class DiffHtmlTest {
    static final Path G1 = Path.of(System.getProperty("tenure.fixtures"))
            .resolve("gclogs/hotspot/unified/corpus-gcviewer-g1-gcstar_safepoint_os+cpu-uptime_level_tags.log");
    static final String HOSTILE = "<script>alert`1`</script>\"=cmd|' /C calc'!A0";
    static final String YOUNG = "GC(2) Pause Young (G1 Evacuation Pause) 37M->37M(128M) 5.431ms";

    /** BASE: the log; NEW: the log with one young collection turned into a full one of a hostile cause. */
    static Path[] sides(Path dir) throws IOException {
        String log = Files.readString(G1, StandardCharsets.UTF_8);
        assertThat(log).contains(YOUNG);
        Path base = dir.resolve("base <script>x\"=cmd|.log");
        Path next = dir.resolve("new <script>y\"=cmd|.log");
        Files.writeString(base, log, StandardCharsets.UTF_8);
        Files.writeString(next, log.replace(YOUNG, "GC(2) Pause Full (" + HOSTILE + ") 37M->30M(128M) 25.431ms"),
                StandardCharsets.UTF_8);
        return new Path[] {base, next};
    }

    @Test
    void hostileStringsFromTheLogsAreEscapedAndTheVerdictComesFirst(@TempDir Path dir) throws IOException {
        Path[] sides = sides(dir);
        Path page = dir.resolve("diff.html");

        CommandRun run = CommandRun.of("diff", sides[0].toString(), sides[1].toString(), "--html", page.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("open " + page);
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertThat(html).doesNotContain("<script>alert").doesNotContain("<script>x").doesNotContain("<script>y")
                .contains("&lt;script&gt;alert`1`&lt;/script&gt;&quot;=cmd|&#39; /C calc&#39;!A0")
                .contains("base &lt;script&gt;x&quot;=cmd|.log");
        // the page's own scripts only (the template's three, one of them the JSON of no charts), no charting library
        assertThat(count(html, "<script")).isEqualTo(4);
        assertThat(html.length()).as("a page of tables: no charting library inlined").isLessThan(40_000);
        assertThat(html).contains("default-src 'none'");
        // the verdict before any table; the full-gc finding appeared (worse) in NEW
        int verdict = html.indexOf("Verdict: ");
        assertThat(verdict).isPositive().isLessThan(html.indexOf("<table"));
        assertThat(html).containsPattern("<tr class=\"worse\"><td>full-gc</td><td>[a-z]+</td>.*<td>appeared</td></tr>");
        assertThat(html).contains("<tr class=\"worse\"><td>fullCollections</td>");
        // set apart as a warning line, with the finding's own severity (a critical one read as "Warning:" alone)
        assertThat(html).containsPattern("<li class=\"warn\">Warning: the finding full-gc \\((critical|warning|info)\\) appeared: ");
        assertThat(html).doesNotContain("class=\"csv\"");
    }

    @Test
    void aPageThatWouldReplaceAnInputIsRefused(@TempDir Path dir) throws IOException {
        Path[] sides = sides(dir);
        String before = Files.readString(sides[1]);

        CommandRun run = CommandRun.of("diff", sides[0].toString(), sides[1].toString(), "--html", sides[1].toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--html").contains("refusing to overwrite");
        assertThat(Files.readString(sides[1])).isEqualTo(before);
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}
