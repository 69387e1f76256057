package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.cli.CommandRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --html} has one meaning in analyze, diff and fleet: a path ending in .html is the page,
 * any other path a directory to write it into (it was a directory for analyze, a file for the others).
 */
class HtmlPathTest {
    private static final Path UNIFIED = Path.of(System.getProperty("tenure.fixtures"), "gclogs/hotspot/unified");
    private static final Path LOG = UNIFIED.resolve("corpus-gcviewer-g1-gcstar_safepoint_os+cpu-uptime_level_tags.log");
    private static final Path OTHER = UNIFIED.resolve("corpus-gcviewer-jdk17-g1-gcstar_safepoint_os+cpu-time_uptimemillis_level_tags.log");

    @Test
    void analyzeTakesAPageOrADirectory(@TempDir Path dir) throws IOException {
        Path page = dir.resolve("gc.html");
        CommandRun toPage = CommandRun.of("analyze", "--html", page.toString(), LOG.toString());
        CommandRun toDir = CommandRun.of("analyze", "--html", dir.resolve("report").toString(), LOG.toString());

        assertThat(toPage.exitCode()).as(toPage.err()).isZero();
        assertThat(Files.readString(page, StandardCharsets.UTF_8)).startsWith("<!DOCTYPE html>");
        assertThat(toPage.err()).contains("open " + page);
        assertThat(toDir.exitCode()).as(toDir.err()).isZero();
        assertThat(dir.resolve("report/index.html")).exists();
        assertThat(dir.resolve("report/report.md")).exists();
    }

    @Test
    void diffAndFleetTakeADirectoryOrAPage(@TempDir Path dir) {
        CommandRun diff = CommandRun.of("diff", "--html", dir.resolve("out").toString(), LOG.toString(), OTHER.toString());
        CommandRun fleet = CommandRun.of("fleet", "--html", dir.resolve("out").toString(), LOG.toString(), OTHER.toString());
        CommandRun fleetPage = CommandRun.of("fleet", "--html", dir.resolve("f.html").toString(), LOG.toString(), OTHER.toString());

        assertThat(diff.exitCode()).as(diff.err()).isZero();
        assertThat(dir.resolve("out/diff.html")).exists();
        assertThat(fleet.exitCode()).as(fleet.err()).isZero();
        assertThat(dir.resolve("out/fleet.html")).exists();
        assertThat(fleetPage.exitCode()).as(fleetPage.err()).isZero();
        assertThat(dir.resolve("f.html")).exists();
    }
}
