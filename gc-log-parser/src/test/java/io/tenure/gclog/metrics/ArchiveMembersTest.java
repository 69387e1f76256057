package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A zip or tar given by mistake (a jar) is one error, not one per member; other members of an archive of logs are skipped. */
class ArchiveMembersTest {
    private static final String LOG = "[0.010s][info][gc] Using G1\n"
            + "[0.200s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 3.210ms\n";

    @TempDir
    Path dir;

    @Test
    void anArchiveWithoutALogIsOneErrorNamingIt() throws IOException {
        Map<String, byte[]> entries = new TreeMap<>();
        entries.put("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n".getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < 40; i++) {
            entries.put("io/tenure/C" + i + ".class", new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 61});
        }
        Path jar = zip("tenure.jar", entries);

        assertThatThrownBy(() -> GcLogAnalyzer.analyzeAll(List.of(jar), AnalysisOptions.DEFAULT))
                .hasMessageStartingWith(jar + ": a Java archive (jar) of 41 files, not an archive of GC logs")
                .hasMessageContaining("Supported formats")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("C12.class"));
    }

    /** A class file can hold a log line's literal ("[GC (") and was taken for an eventless JDK 8 log: a jar is never read. */
    @Test
    void aJarWhoseClassesLookLikeLogsIsStillOneError() throws IOException {
        Path jar = zip("tool.jar", Map.of("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n".getBytes(StandardCharsets.US_ASCII),
                "a/Rule.class", ("\u00ca\u00fe" + LOG).getBytes(StandardCharsets.ISO_8859_1)));

        assertThatThrownBy(() -> GcLogAnalyzer.analyzeAll(List.of(jar), AnalysisOptions.DEFAULT))
                .hasMessageStartingWith(jar + ": a Java archive (jar) of 2 files, not an archive of GC logs");
    }

    @Test
    void anArchiveOfOtherFilesIsOneError() throws IOException {
        Path zip = zip("notes.zip", Map.of("a.txt", "one\n".getBytes(StandardCharsets.US_ASCII),
                "b.txt", "two\n".getBytes(StandardCharsets.US_ASCII)));

        assertThatThrownBy(() -> GcLogAnalyzer.analyzeAll(List.of(zip), AnalysisOptions.DEFAULT))
                .hasMessageStartingWith(zip + ": an archive of 2 files, none of them a GC log in a format tenure reads");
    }

    @Test
    void anArchiveOfLogsSkipsItsOtherFiles() throws IOException {
        Path zip = zip("logs.zip", Map.of("gc.log", LOG.getBytes(StandardCharsets.US_ASCII),
                "README.txt", "the logs of pod 7\n".getBytes(StandardCharsets.US_ASCII)));

        Analysis analysis = GcLogAnalyzer.analyzeAll(List.of(zip), AnalysisOptions.DEFAULT);

        assertThat(analysis.logs()).hasSize(1);
        assertThat(analysis.errors()).isEmpty();
        assertThat(analysis.skipped()).containsExactly(zip + "!README.txt");
    }

    private Path zip(String name, Map<String, byte[]> entries) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, byte[]> e : new TreeMap<>(entries).entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue());
                zip.closeEntry();
            }
        }
        return file;
    }
}
