package io.tenure.gclog;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.event.EventText;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Golden-file support for parser tests: {@code fixture.log} is parsed and rendered as one
 * {@link EventText} line per event and per marker the parser hands over (JFR's failure events),
 * plus its diagnostics, and compared with
 * {@code fixture.log.expected.txt}. Run with {@code -Dgolden.update=true} to rewrite the expected
 * files, then review the diff before committing.
 */
public final class GoldenFiles {
    private GoldenFiles() {
    }

    /** The shared fixtures directory handed to every module's tests by the parent POM. */
    public static Path fixtures() {
        String dir = System.getProperty("tenure.fixtures");
        assertThat(dir).as("system property tenure.fixtures (set by the parent POM)").isNotNull();
        return Path.of(dir);
    }

    /** Parses {@code log} with {@code format} and renders events and diagnostics canonically. */
    public static String render(LogFormat format, Path log) throws IOException {
        return render(format, PlainLogFile.of(log));
    }

    public static String render(LogFormat format, LogFile log) throws IOException {
        Diagnostics diagnostics = new Diagnostics(Integer.MAX_VALUE);
        List<String> lines = new ArrayList<>();
        // markers arrive while next() reads, before the event it then returns: the lines keep stream order
        try (EventReader reader = format.parser().open(log, diagnostics, (marker, at) -> lines.add(EventText.format(marker, at)))) {
            for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                lines.add(EventText.format(e));
            }
        }
        lines.add("# diagnostics: " + diagnostics.total() + " (unparsed " + diagnostics.unparsedLines()
                + ", foreign " + diagnostics.foreignLines() + ")");
        for (Diagnostic d : diagnostics.samples()) {
            lines.add("# " + d.render().replace("\n", "\n#"));
        }
        return String.join("\n", lines) + "\n";
    }

    /** Asserts that {@code log} renders as its {@code .expected.txt}, or rewrites it under {@code golden.update}. */
    public static void verify(LogFormat format, Path log) throws IOException {
        Path expected = log.resolveSibling(log.getFileName() + ".expected.txt");
        String actual = render(format, log);
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(expected, actual, StandardCharsets.UTF_8);
            return;
        }
        assertThat(expected).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(actual).as("events of %s", log).isEqualTo(Files.readString(expected, StandardCharsets.UTF_8));
    }
}
