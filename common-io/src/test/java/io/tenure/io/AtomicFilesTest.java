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

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }
}
