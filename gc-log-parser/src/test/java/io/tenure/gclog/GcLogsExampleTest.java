package io.tenure.gclog;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.findings.Finding;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The example of docs/EMBEDDING.md, compiled and run here: the guide quotes {@link #printSummary}
 * between the markers, and this test fails when the two differ.
 */
class GcLogsExampleTest {
    private static final Path ROOT = Path.of(System.getProperty("tenure.root", "..")).toAbsolutePath().normalize();
    private static final Path SOURCE = ROOT.resolve("gc-log-parser/src/test/java/io/tenure/gclog/GcLogsExampleTest.java");

    // example:start
    static void printSummary(Path gcLog, PrintStream out) throws IOException {
        GcLog log = GcLogs.read(gcLog);
        out.printf(Locale.ROOT, "%s: %s, %d JVM run(s)%n", log.name(), log.format().id(), log.runs().size());
        log.summary().pauses().p99Ms().ifPresent(p99 -> out.printf(Locale.ROOT, "p99 pause %.1f ms%n", p99));
        for (GcLog.Run run : log.runs()) {
            double longest = 0;
            for (GcEvent event : run.events()) {
                if (event instanceof PauseEvent pause) {
                    longest = Math.max(longest, pause.durationMs());
                }
            }
            out.printf(Locale.ROOT, "run %d: %d pauses, longest %.1f ms%n",
                    run.index(), run.summary().pauses().count(), longest);
        }
        for (Finding finding : log.findings()) {
            out.println(finding.severity().label() + ": " + finding.title());
        }
    }
    // example:end

    @Test
    void theExampleRunsOnARealLog() throws IOException {
        Path log = GoldenFiles.fixtures().resolve("corpus/gctoolkit/gctoolkit-gclogs__unified__g1gc__jvm-gc-10Nov2022.log");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        printSummary(log, new PrintStream(bytes, true, StandardCharsets.UTF_8));

        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertThat(printed).startsWith(log + ": hotspot-unified, 1 JVM run(s)\n");
        assertThat(printed).containsPattern("(?m)^p99 pause \\d+\\.\\d ms$");
        assertThat(printed).containsPattern("(?m)^run 1: [1-9]\\d* pauses, longest \\d+\\.\\d ms$");
    }

    @Test
    void theGuideQuotesTheExampleAsItIsHere() throws IOException {
        String source = Files.readString(SOURCE);
        String example = source.substring(source.indexOf("    // example:start\n") + "    // example:start\n".length(),
                source.indexOf("    // example:end"));
        String unindented = example.lines().map(l -> l.startsWith("    ") ? l.substring(4) : l)
                .reduce("", (a, l) -> a + l + "\n");

        assertThat(Files.readString(ROOT.resolve("docs/EMBEDDING.md"))).contains(unindented);
    }
}
