package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.apache.commons.compress.compressors.zstandard.ZstdCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every way a log reaches tenure: compressed in any supported way, archived as a rotated set,
 * behind symbolic links, on a pipe; and what is kept when an input is damaged or unreadable. Each
 * case is compared with the same log read as a plain file, so no figure is hard-coded.
 */
class EveryInputTest {
    /** Seven files of one JDK 8 CMS run, numbered Part1 ... Part7. */
    private static final Path SERIES = InputFixtures.set("jdk8-cms-series");
    private static final Path ROTATED_LEGACY = InputFixtures.set("jdk7-g1-rotating-directory");

    @TempDir
    Path dir;

    @Test
    void anXzLogReadsAsThePlainLog() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        Path xz = dir.resolve("gc.log.0.xz");
        try (OutputStream out = new XZCompressorOutputStream(Files.newOutputStream(xz))) {
            Files.copy(plain, out);
        }
        assertSameFigures(only(xz), only(plain));
    }

    @Test
    void aZstdLogReadsAsThePlainLog() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        Path zst = dir.resolve("gc.log.0.zst");
        try (OutputStream out = new ZstdCompressorOutputStream(Files.newOutputStream(zst))) {
            Files.copy(plain, out);
        }
        assertSameFigures(only(zst), only(plain));
    }

    /** Two frames one after the other (a log compressed in parts, {@code cat a.zst b.zst}) read as one log. */
    @Test
    void aZstdLogOfTwoFramesReadsAsThePlainLog() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        byte[] bytes = Files.readAllBytes(plain);
        int half = bytes.length / 2;
        while (bytes[half - 1] != '\n') {
            half++;
        }
        Path zst = dir.resolve("gc.log.0.zst");
        try (OutputStream file = Files.newOutputStream(zst)) {
            for (byte[] part : List.of(Arrays.copyOfRange(bytes, 0, half), Arrays.copyOfRange(bytes, half, bytes.length))) {
                ByteArrayOutputStream frame = new ByteArrayOutputStream();
                try (OutputStream out = new ZstdCompressorOutputStream(frame)) {
                    out.write(part);
                }
                frame.writeTo(file);
            }
        }
        assertSameFigures(only(zst), only(plain));
    }

    @Test
    void aBzip2LogReadsAsThePlainLog() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        Path bz2 = dir.resolve("gc.log.0.bz2");
        try (OutputStream out = new BZip2CompressorOutputStream(Files.newOutputStream(bz2))) {
            Files.copy(plain, out);
        }
        assertSameFigures(only(bz2), only(plain));
    }

    @Test
    void aTarGzOfARotatedSetIsStitchedLikeTheSetOnDisk() throws IOException {
        Path tgz = dir.resolve("logs.tar.gz");
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(Files.newOutputStream(tgz)))) {
            // written in reverse name order: the archive's order must not matter, content decides
            List<Path> files;
            try (var list = Files.list(SERIES)) {
                files = list.sorted(java.util.Comparator.reverseOrder()).toList();
            }
            for (Path file : files) {
                TarArchiveEntry entry = new TarArchiveEntry(file.toFile(), "gc/" + file.getFileName());
                tar.putArchiveEntry(entry);
                Files.copy(file, tar);
                tar.closeArchiveEntry();
            }
        }

        Analysis fromTar = GcLogAnalyzer.analyzeAll(List.of(tgz), AnalysisOptions.DEFAULT);
        GcSummary onDisk = only(SERIES);

        assertThat(fromTar.logs()).hasSize(1);
        GcSummary stitched = fromTar.logs().get(0);
        assertThat(onDisk.pauses().count()).as("a set with collections").isPositive();
        assertThat(onDisk.promotionRateMBps()).as("a set with promotion").isPresent();
        assertThat(stitched.inputs()).hasSize(7).allMatch(name -> name.startsWith(tgz + "!gc/SampleSun1_8_0Series-Part"));
        assertThat(stitched.inputs()).extracting(n -> n.substring(n.indexOf('!') + 4))
                .containsExactlyElementsOf(onDisk.inputs().stream().map(n -> n.substring(n.lastIndexOf('/') + 1)).toList());
        assertSameFigures(stitched, onDisk);
        assertThat(stitched.runs()).hasSameSizeAs(onDisk.runs());
    }

    @Test
    void aSymlinkedDirectoryAndSymlinkedFilesInsideOneAreRead() throws IOException {
        Path linkedDir = Files.createSymbolicLink(dir.resolve("logs"), ROTATED_LEGACY.toAbsolutePath());
        Path holder = Files.createDirectory(dir.resolve("holder"));
        Files.createSymbolicLink(holder.resolve("gc.log.0"), ROTATED_LEGACY.resolve("gc.log.0").toAbsolutePath());
        Files.createSymbolicLink(holder.resolve("gc.log.1.current"), ROTATED_LEGACY.resolve("gc.log.1.current").toAbsolutePath());

        GcSummary direct = only(ROTATED_LEGACY);
        assertSameFigures(only(linkedDir), direct);
        assertSameFigures(only(holder), direct);
    }

    @Test
    void aSymlinkLoopIsReportedAndTheRestIsRead() throws IOException {
        Path logs = Files.createDirectory(dir.resolve("logs"));
        Files.copy(ROTATED_LEGACY.resolve("gc.log.0"), logs.resolve("gc.log.0"));
        Files.createSymbolicLink(logs.resolve("again"), logs.toAbsolutePath());

        Analysis analysis = GcLogAnalyzer.analyzeAll(List.of(logs), AnalysisOptions.DEFAULT);

        assertThat(analysis.logs()).hasSize(1);
        assertThat(analysis.errors()).isEmpty();
        assertThat(analysis.notes()).singleElement().asString().startsWith(logs.resolve("again") + ": symbolic link loop");
    }

    @Test
    void standardInputIsReadOnceAndDecompressedByItsMagicBytes() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream(gzip(Files.readAllBytes(plain))));
            Analysis first = GcLogAnalyzer.analyzeAll(List.of(Path.of("-")), AnalysisOptions.DEFAULT);
            Analysis again = GcLogAnalyzer.analyzeAll(List.of(Path.of("-")), AnalysisOptions.DEFAULT);

            assertThat(first.logs().get(0).inputs()).containsExactly(LogInputs.STANDARD_INPUT_NAME);
            assertSameFigures(first.logs().get(0), only(plain));
            assertSameFigures(again.logs().get(0), first.logs().get(0));
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aFifoIsOpenedOnceAndDoesNotHang() throws Exception {
        Path fifo = dir.resolve("gc.fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertThat(mkfifo.waitFor()).isZero();
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                Files.copy(plain, out);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });

        GcSummary viaFifo = only(fifo);

        writer.get(10, TimeUnit.SECONDS);
        assertThat(viaFifo.inputs()).containsExactly(fifo.toString());
        assertSameFigures(viaFifo, only(plain));
    }

    @Test
    void aTruncatedGzipKeepsTheEventsBeforeTheDamageAndNamesTheFile() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        byte[] whole = gzip(Files.readAllBytes(plain));
        Path cut = Files.write(dir.resolve("gc.log.gz"), java.util.Arrays.copyOf(whole, whole.length / 2));

        GcSummary damaged = only(cut);
        GcSummary intact = only(plain);

        assertThat(damaged.pauses().count()).isPositive().isLessThan(intact.pauses().count());
        Diagnostic damage = damaged.diagnostics().samples().stream()
                .filter(d -> d.code().equals(Diagnostics.DAMAGED_INPUT)).findFirst().orElseThrow();
        assertThat(damage.location().file()).isEqualTo(cut.toString());
        assertThat(damage.location().line()).isGreaterThan(1);
        assertThat(damage.message()).matches("truncated gzip stream after \\d+ bytes \\(at byte \\d+ of the file\\); events before the damage are kept");
    }

    @Test
    void oneBrokenInputAmongSeveralIsAnErrorAndTheOthersAreStillAnalysed() throws IOException {
        Path good = ROTATED_LEGACY.resolve("gc.log.0");
        Path brokenZip = Files.write(dir.resolve("broken.zip"), new byte[] {'P', 'K', 3, 4, 1, 2, 3});
        Path notALog = Files.writeString(dir.resolve("notes.txt"), "hello\n");

        Analysis analysis = GcLogAnalyzer.analyzeAll(List.of(brokenZip, good, notALog), AnalysisOptions.DEFAULT);

        assertThat(analysis.logs()).singleElement().satisfies(s -> assertThat(s.inputs()).containsExactly(good.toString()));
        assertThat(analysis.errors()).hasSize(2);
        assertThat(analysis.errors().get(0)).startsWith(brokenZip + ": not a readable zip archive");
        assertThat(analysis.errors().get(1)).startsWith(notALog.toString());
        assertThatThrownBy(() -> GcLogAnalyzer.analyzeAll(List.of(brokenZip), AnalysisOptions.DEFAULT))
                .hasMessageStartingWith(brokenZip + ": not a readable zip archive");
    }

    private static GcSummary only(Path path) throws IOException {
        Analysis analysis = GcLogAnalyzer.analyzeAll(List.of(path), AnalysisOptions.DEFAULT);
        assertThat(analysis.errors()).isEmpty();
        assertThat(analysis.logs()).hasSize(1);
        return analysis.logs().get(0);
    }

    private static void assertSameFigures(GcSummary actual, GcSummary expected) {
        assertThat(actual.format()).isEqualTo(expected.format());
        assertThat(actual.jvm()).isEqualTo(expected.jvm());
        assertThat(actual.pauses()).isEqualTo(expected.pauses());
        assertThat(actual.elapsedSeconds()).isEqualTo(expected.elapsedSeconds());
        assertThat(actual.allocationRateMBps()).isEqualTo(expected.allocationRateMBps());
        assertThat(actual.promotionRateMBps()).isEqualTo(expected.promotionRateMBps());
        assertThat(actual.survival()).isEqualTo(expected.survival());
        assertThat(actual.collections()).isEqualTo(expected.collections());
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        var out = new java.io.ByteArrayOutputStream();
        try (OutputStream gz = new GZIPOutputStream(out)) {
            gz.write(bytes);
        }
        return out.toByteArray();
    }
}
