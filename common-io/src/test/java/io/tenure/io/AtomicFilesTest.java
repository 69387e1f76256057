package io.tenure.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void writesAndReplacesAndCreatesParents() throws IOException {
        Path target = dir.resolve("a/b/results.json");
        AtomicFiles.writeString(target, "one");
        AtomicFiles.writeString(target, "two");
        assertThat(Files.readString(target)).isEqualTo("two");
        assertThat(leftovers()).isEmpty();
    }

    /** The message names the target; it named the temporary file ("-> /tmp/qa: Is a directory"). */
    @Test
    void aTargetThatCannotBeWrittenIsNamedNotItsTemporaryFile() throws IOException {
        Path directory = Files.createDirectories(dir.resolve("out"));
        Path file = Files.writeString(dir.resolve("file.txt"), "x");

        assertThatThrownBy(() -> AtomicFiles.writeString(directory, "model"))
                .hasMessage("cannot write " + directory + ": it is a directory");
        assertThatThrownBy(() -> AtomicFiles.writeString(file.resolve("m.json"), "model"))
                .hasMessage("cannot write " + file.resolve("m.json") + ": " + file + " is not a directory");
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aFailingWriterLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("results.json");
        AtomicFiles.writeString(target, "complete");
        assertThatThrownBy(() -> AtomicFiles.write(target, out -> {
            out.write("half".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        })).hasMessage("disk full");
        assertThat(Files.readString(target)).isEqualTo("complete");
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void concurrentWritersNeverTearTheFile() throws Exception {
        Path target = dir.resolve("results.json");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                String body = String.valueOf((char) ('a' + i % 26)).repeat(100_000);
                futures.add(pool.submit(() -> {
                    AtomicFiles.writeString(target, body);
                    return null;
                }));
                futures.add(pool.submit(() -> {
                    if (Files.exists(target)) {
                        String read = Files.readString(target);
                        assertThat(read).hasSize(100_000);
                        assertThat(read.chars().distinct().count()).isEqualTo(1);
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void thePublishedFileHasTheUmasksPermissionsNotOwnerOnly() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file system");
        Path plain = dir.resolve("plain.txt");
        Files.writeString(plain, "x");
        Path atomic = dir.resolve("report.html");
        AtomicFiles.writeString(atomic, "x");
        assertThat(Files.getPosixFilePermissions(atomic)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test
    void anInterruptedThreadStillWritesItsFile() throws IOException {
        Path target = dir.resolve("results.json");
        Thread.currentThread().interrupt();
        try {
            AtomicFiles.writeString(target, "written while being stopped");
            assertThat(Thread.currentThread().isInterrupted()).as("the interrupt is left for the caller").isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(Files.readString(target)).isEqualTo("written while being stopped");
        assertThat(leftovers()).isEmpty();
    }

    /** A device is written into, never replaced: as root, the rename put a regular file where /dev/null was. */
    @Test
    void aCharacterDeviceIsWrittenInPlaceNotReplaced() throws IOException {
        Path devNull = Path.of("/dev/null");
        Assumptions.assumeTrue(Files.exists(devNull), "/dev/null");
        List<Path> before = devEntries();
        AtomicFiles.writeString(devNull, "events");
        assertThat(Files.isRegularFile(devNull)).isFalse();
        assertThat(Files.readAttributes(devNull, "unix:mode").get("mode")).satisfies(mode ->
                assertThat(((Integer) mode) & 0170000).as("S_IFCHR").isEqualTo(0020000));
        assertThat(devEntries()).isEqualTo(before);
    }

    /** A write to a full device is an error naming the device and the reason; it was reported as success. */
    @Test
    void aFullDeviceIsAnErrorInWords() {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/full")), "/dev/full");
        assertThatThrownBy(() -> AtomicFiles.writeString(Path.of("/dev/full"), "model"))
                .hasMessage("cannot write /dev/full: no space left on device");
    }

    /** A FIFO's reader gets the content; the FIFO was replaced by a file and its reader got nothing. */
    @Test
    void aFifoIsWrittenInPlace() throws Exception {
        Path fifo = dir.resolve("events.fifo");
        Assumptions.assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo");
        ExecutorService reader = Executors.newSingleThreadExecutor();
        try {
            Future<String> read = reader.submit(() -> Files.readString(fifo));
            AtomicFiles.writeString(fifo, "rows\n");
            assertThat(read.get()).isEqualTo("rows\n");
        } finally {
            reader.shutdownNow();
        }
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.exists(fifo)).isTrue();
        assertThat(leftovers()).isEmpty();
    }

    /** /dev/stdout, /dev/fd/N and /proc/self/fd/N are descriptors: written in place whatever they point to. */
    @Test
    void descriptorsAreWrittenInPlace() throws IOException {
        assertThat(AtomicFiles.writtenInPlace(Path.of("/dev/stdout"))).isTrue();
        assertThat(AtomicFiles.writtenInPlace(Path.of("/dev/fd/63"))).isTrue();
        assertThat(AtomicFiles.writtenInPlace(Path.of("/proc/self/fd/1"))).isTrue();
        Path link = Files.createSymbolicLink(dir.resolve("out"), Path.of("/proc/self/fd/1"));
        assertThat(AtomicFiles.writtenInPlace(link)).isTrue();
        assertThat(AtomicFiles.writtenInPlace(Files.writeString(dir.resolve("plain"), "x"))).isFalse();
        assertThat(AtomicFiles.writtenInPlace(dir.resolve("new.json"))).isFalse();
    }

    /** A staged output closed without a commit leaves the old file and no temporary one. */
    @Test
    void aStagedOutputDiscardedLeavesTheOldFile() throws IOException {
        Path target = Files.writeString(dir.resolve("events.csv"), "complete");
        try (AtomicFiles.Staged staged = AtomicFiles.open(target)) {
            staged.stream().write("half".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(Files.readString(target)).isEqualTo("complete");
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aReadOnlyDirectoryIsPermissionDeniedOrRefusedInWords() throws IOException {
        assertThatThrownBy(() -> AtomicFiles.writeString(Path.of("/proc/tenure-out.json"), "x"))
                .hasMessageStartingWith("cannot write /proc/tenure-out.json: ")
                .hasMessageNotContaining("Exception");
    }

    private static List<Path> devEntries() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("/dev"))) {
            return files.filter(p -> p.getFileName().toString().startsWith(".null")).sorted().toList();
        }
    }

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }
}
