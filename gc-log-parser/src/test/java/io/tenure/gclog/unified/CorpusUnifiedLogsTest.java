package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.PlainLogFile;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every unified log of the real-log corpus ({@link RealLogCorpus}, listed in its
 * {@code INDEX.tsv}) parses without an unexplained unparsed line. Archives are opened here with the JDK's own classes only to reach the logs inside;
 * decompression proper is another component's job.
 */
class CorpusUnifiedLogsTest {
    /**
     * Lines the parser reports as not understood on purpose, by corpus file: none so far. Add
     * {@code "file" -> count} with the reason in a comment when a corpus line is truly broken.
     */
    private static final Map<String, Long> EXPLAINED_UNPARSED = Map.of();

    /**
     * Pause counts known from elsewhere. The JDK 11 log is the source of the throughput benchmark
     * ({@code bench/make-big-log 4} concatenates four copies), in which GCViewer, GCToolKit and
     * garbagecat all count 42,212 pauses.
     */
    private static final Map<String, Long> KNOWN_PAUSES = Map.of(
            "gctoolkit/gctoolkit-gclogs__unified__g1gc__jdk11_details.log.zip", 42_212L / 4);

    static List<String> unifiedLogs() {
        return RealLogCorpus.index().stream().filter(cols -> cols.get(3).startsWith("unified"))
                .map(cols -> cols.get(0)).collect(Collectors.toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unifiedLogs")
    void parsesWithoutUnexplainedUnparsedLines(String file) throws IOException {
        for (LogFile log : logsIn(RealLogCorpus.file(file))) {
            Parsed parsed = Parsed.file(log);
            List<String> unparsed = parsed.diagnostics().samples().stream()
                    .filter(d -> d.code().equals("unparsed-line")).map(Diagnostic::render).collect(Collectors.toList());
            assertThat(parsed.diagnostics().unparsedLines()).as("unparsed lines of %s: %s", log.name(), unparsed)
                    .isEqualTo(EXPLAINED_UNPARSED.getOrDefault(file, 0L));
            if (KNOWN_PAUSES.containsKey(file)) {
                assertThat((long) parsed.pauses().size()).as("pauses in %s", file).isEqualTo(KNOWN_PAUSES.get(file));
            }
        }
    }

    private static List<LogFile> logsIn(Path file) throws IOException {
        String name = file.getFileName().toString();
        if (!name.endsWith(".zip")) {
            return List.of(PlainLogFile.of(file));
        }
        List<LogFile> entries = new ArrayList<>();
        try (ZipFile zip = new ZipFile(file.toFile())) {
            for (ZipEntry entry : zip.stream().filter(e -> !e.isDirectory()).collect(Collectors.toList())) {
                entries.add(new LogFileOf(name + "!" + entry.getName(), () -> {
                    ZipFile opened = new ZipFile(file.toFile());
                    return new BufferedInputStream(opened.getInputStream(opened.getEntry(entry.getName())), 1 << 16) {
                        @Override
                        public void close() throws IOException {
                            super.close();
                            opened.close();
                        }
                    };
                }));
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return entries;
    }

    private interface Opener {
        InputStream open() throws IOException;
    }

    private record LogFileOf(String name, Opener opener) implements LogFile {
        @Override
        public InputStream open() throws IOException {
            return opener.open();
        }
    }
}
