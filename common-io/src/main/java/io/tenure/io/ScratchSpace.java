package io.tenure.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one place tenure keeps temporary files: a directory of its own,
 * {@code $java.io.tmpdir/tenure-<pid>-<random>}, created on first use with owner-only permissions
 * (so no other user can plant a file or a link in it), every file in it named uniquely
 * ({@link Files#createTempFile}), and the whole directory removed when the JVM exits, Ctrl-C and
 * SIGTERM included. A process killed outright ({@code kill -9}) cannot clean up: the next tenure
 * removes the directories of processes that no longer run. A fixed name in the shared temporary
 * directory ({@code tenure-jfr-probe.jfr}) let a planted symbolic link redirect the write.
 */
public final class ScratchSpace {
    private static final String PREFIX = "tenure-";
    private static final Pattern OWNED = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-\\w+");
    private static Path directory;

    private ScratchSpace() {
    }

    /** This process's scratch directory, created (and stale ones removed) on first use. */
    public static synchronized Path directory() throws IOException {
        if (directory == null || !Files.isDirectory(directory)) {
            Path base = Path.of(System.getProperty("java.io.tmpdir"));
            removeStale(base);
            Path created = Files.createTempDirectory(base, PREFIX + ProcessHandle.current().pid() + "-");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(created), "tenure-scratch-cleanup"));
            directory = created;
        }
        return directory;
    }

    /** A new, empty, uniquely named file in {@link #directory()}. */
    public static Path newFile(String prefix, String suffix) throws IOException {
        return Files.createTempFile(directory(), prefix, suffix);
    }

    /**
     * A second name for {@code target} (a directory) inside {@link #directory()}: a symbolic link in
     * a uniquely named directory of its own. For paths a JVM option cannot carry (a {@code "} in a
     * bundle's directory name, which {@code -Xlog:...:file=} cannot quote); the link goes when the
     * scratch directory does, the directory it names stays.
     */
    public static Path link(Path target) throws IOException {
        Path holder = Files.createTempDirectory(directory(), "link-");
        return Files.createSymbolicLink(holder.resolve("dir"), target.toAbsolutePath());
    }

    /** Removes the scratch directories of processes that no longer run (killed before their cleanup). */
    static void removeStale(Path base) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(base, PREFIX + "*")) {
            for (Path entry : entries) {
                Matcher m = OWNED.matcher(entry.getFileName().toString());
                if (m.matches() && Files.isDirectory(entry) && !Files.isSymbolicLink(entry) && Files.isWritable(entry)
                        && !alive(m.group(1))) {
                    deleteQuietly(entry);
                }
            }
        } catch (IOException e) {
            // an unreadable temporary directory: nothing stale can be found there, nothing to do
        }
    }

    private static boolean alive(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return true;
        }
    }

    /** Deletes {@code root} and what it holds, without following links; what cannot be deleted stays. */
    static void deleteQuietly(Path root) {
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // best effort: a file still open elsewhere stays until the next run removes it
        }
    }
}
