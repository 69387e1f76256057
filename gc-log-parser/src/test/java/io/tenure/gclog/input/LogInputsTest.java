package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.testsupport.Requirements;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogInputsTest {
    @TempDir
    Path dir;

    @Test
    void aMissingPathIsANoSuchFileExceptionNamingIt() {
        Path missing = dir.resolve("nope/gc.log");
        assertThatThrownBy(() -> LogInputs.resolve(List.of(missing)))
                .isInstanceOf(NoSuchFileException.class).hasMessage(missing.toString());
    }

    @Test
    void anUnreadableFileIsAnAccessDeniedExceptionNamingIt() throws IOException {
        Path locked = Files.writeString(dir.resolve("gc.log"), "[0.010s][info][gc] Using G1\n");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        Requirements.assumeAvailable("unprivileged", !Files.isReadable(locked),
                "the tests run with privileges that read any file (root), so no permission can lock them out");
        assertThatThrownBy(() -> LogInputs.resolve(List.of(locked)))
                .isInstanceOf(AccessDeniedException.class).hasMessage(locked.toString());
    }

    /**
     * One file named twice is read once: {@code gc.log gc.log*}, a directory and a file in it, a
     * link to it. Read twice, its pauses counted twice and its second reading looked like a JVM
     * restart (a user's "26.9 h in 2 JVM runs" for a 19.9 h log).
     */
    @Test
    void aFileNamedTwiceIsReadOnceWithANote() throws IOException {
        Path logs = Files.createDirectory(dir.resolve("logs"));
        Path log = Files.writeString(logs.resolve("gc.log"), "[0.010s][info][gc] Using G1\n");
        Path other = Files.writeString(logs.resolve("gc.log.1"), "[0.020s][info][gc] Using G1\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.log"), log);
        Path hardLink = Files.createLink(dir.resolve("hard.log"), log);

        Resolution twice = new LogInputs(DecompressionLimits.DEFAULT).resolveEach(List.of(log, log));
        Resolution overlapping = new LogInputs(DecompressionLimits.DEFAULT).resolveEach(List.of(logs, log, link, hardLink));
        Resolution distinct = new LogInputs(DecompressionLimits.DEFAULT).resolveEach(List.of(log, other));

        assertThat(twice.inputs()).hasSize(1);
        assertThat(twice.notes()).containsExactly(log + " was given twice: read once");
        assertThat(overlapping.inputs()).extracting(input -> input.file().name()).containsExactly(log.toString(), other.toString());
        assertThat(overlapping.notes()).containsExactly(log + " was given twice: read once",
                link + " is the same file as " + log + ": read once", hardLink + " is the same file as " + log + ": read once");
        assertThat(distinct.inputs()).hasSize(2);
        assertThat(distinct.notes()).isEmpty();
    }

    @Test
    void gzipIsRecognisedByItsMagicBytesNotItsName() throws IOException {
        Path disguised = dir.resolve("gc.log");
        Files.copy(InputFixtures.set("SampleSun1_6_0PrintHeapAtGC.txt.gz"), disguised);
        Path named = Files.writeString(dir.resolve("plain.log.gz"), "12.345: [GC 1024K->512K(2048K), 0.0010 secs]\n");

        List<ResolvedInput> inputs = LogInputs.resolve(List.of(disguised, named));

        assertThat(inputs.get(0).file()).isInstanceOf(CompressedLogFile.class);
        assertThat(inputs.get(1).file()).isInstanceOf(PlainLogFile.class);
        try (InputStream in = inputs.get(0).file().open()) {
            assertThat(new String(in.readNBytes(40), StandardCharsets.ISO_8859_1)).startsWith("{Heap before GC invocations=0 (full 0):");
        }
    }

    @Test
    void eachZipEntryIsALogNamedAfterTheArchiveAndTheEntry() throws IOException {
        Path zip = InputFixtures.set("zip/rollover.zip");

        List<ResolvedInput> inputs = LogInputs.resolve(List.of(zip));

        assertThat(inputs).extracting(i -> i.file().name()).containsExactly(
                zip + "!rollover.log", zip + "!rollover.log.0", zip + "!rollover.log.1", zip + "!rollover.log.2",
                zip + "!rollover.log.3", zip + "!rollover.log.4");
        try (InputStream in = inputs.get(4).file().open()) {
            assertThat(new String(in.readNBytes(10), StandardCharsets.ISO_8859_1)).isEqualTo("[88.842s][");
        }
    }

    @Test
    void aDirectoryYieldsItsFilesInNameOrderMarkedAsListed() throws IOException {
        List<ResolvedInput> inputs = LogInputs.resolve(List.of(InputFixtures.set("jdk7-g1-rotating-directory")));

        assertThat(inputs).extracting(i -> i.file().name()).containsExactly(
                InputFixtures.set("jdk7-g1-rotating-directory/gc.log.0").toString(),
                InputFixtures.set("jdk7-g1-rotating-directory/gc.log.1.current").toString());
        assertThat(inputs).allMatch(ResolvedInput::listed);
    }

    @Test
    void aGzipBombIsRefusedWithAMessageNamingTheFile() throws IOException {
        Path bomb = dir.resolve("bomb.log.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(bomb)) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            writeZeros(out, 64L << 20);
        }
        assertThat(Files.size(bomb)).isLessThan(200_000);
        LogFile file = LogInputs.resolve(List.of(bomb)).get(0).file();

        assertThatThrownBy(() -> drain(file))
                .isInstanceOf(DecompressionLimitException.class)
                .hasMessageStartingWith(bomb + ": decompresses more than 400:1")
                .hasMessageEndingWith("refusing it as a likely decompression bomb");
    }

    @Test
    void aZipBombEntryIsRefusedWithAMessageNamingTheEntry() throws IOException {
        Path bomb = dir.resolve("logs.zip");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(bomb))) {
            zip.setLevel(Deflater.BEST_COMPRESSION);
            zip.putNextEntry(new ZipEntry("gc.log"));
            writeZeros(zip, 64L << 20);
            zip.closeEntry();
        }
        LogFile file = LogInputs.resolve(List.of(bomb)).get(0).file();

        assertThatThrownBy(() -> drain(file))
                .isInstanceOf(DecompressionLimitException.class)
                .hasMessageStartingWith(bomb + "!gc.log: decompresses more than 400:1");
    }

    @Test
    void theAbsoluteBoundHoldsEvenForDataThatCompressesModestly() throws IOException {
        Path log = dir.resolve("gc.log.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(log))) {
            for (int i = 0; i < 20_000; i++) {
                out.write(("[" + i + ".000s][info][gc] GC(" + i + ") Pause Young (Normal) 24M->4M(256M) 2.345ms\n")
                        .getBytes(StandardCharsets.US_ASCII));
            }
        }
        LogFile file = new LogInputs(new DecompressionLimits(100_000, 1000, 0)).resolveAll(List.of(log)).get(0).file();

        assertThatThrownBy(() -> drain(file))
                .isInstanceOf(DecompressionLimitException.class)
                .hasMessage(log + ": decompresses to more than 100000 bytes; refusing it as a likely decompression bomb");
        assertThat(drainedBytes(LogInputs.resolve(List.of(log)).get(0).file())).isGreaterThan(1_000_000);
    }

    private static void writeZeros(OutputStream out, long bytes) throws IOException {
        byte[] zeros = new byte[1 << 16];
        for (long written = 0; written < bytes; written += zeros.length) {
            out.write(zeros);
        }
    }

    private static void drain(LogFile file) throws IOException {
        drainedBytes(file);
    }

    private static long drainedBytes(LogFile file) throws IOException {
        try (InputStream in = file.open()) {
            return in.transferTo(OutputStream.nullOutputStream());
        }
    }
    @Test
    void copiesAreNamedAsTheirOriginalsArchiveMembersToo(@TempDir Path dir) throws IOException {
        Path gz = Files.copy(InputFixtures.set("SampleSun1_6_0PrintHeapAtGC.txt.gz"), dir.resolve("copy-1"));
        Path zip = Files.copy(InputFixtures.set("zip/rollover.zip"), dir.resolve("copy-2"));
        Path missing = dir.resolve("copy-3");
        Resolution resolution = new LogInputs(DecompressionLimits.DEFAULT).resolveCopies(java.util.Map.of(
                gz, "s3a://bucket/logs/heap.txt.gz", zip, "s3a://bucket/logs/rollover.zip",
                missing, "s3a://bucket/logs/gone.log"), false);
        assertThat(resolution.inputs()).extracting(i -> i.file().name())
                .contains("s3a://bucket/logs/heap.txt.gz")
                .anyMatch(name -> name.startsWith("s3a://bucket/logs/rollover.zip!"));
        assertThat(resolution.inputs()).noneMatch(ResolvedInput::listed);
        assertThat(resolution.errors()).singleElement().extracting(Throwable::getMessage).asString()
                .startsWith("s3a://bucket/logs/gone.log");
    }
}
