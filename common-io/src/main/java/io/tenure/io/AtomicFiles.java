package io.tenure.io;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * The one way tenure replaces a file: the content goes to a new, uniquely named temporary file in
 * the target's own directory, is forced to disk ({@code fsync}), and is then moved over the target
 * in one atomic rename; the directory is forced too, so the rename itself survives a crash. A
 * reader (or a process killed mid-write) therefore sees the old file or the new one, never a torn
 * one, and two writers never share a temporary file.
 *
 * <p><b>Where the file system cannot rename atomically</b> (some network and FUSE file systems
 * refuse {@code ATOMIC_MOVE}), the fully written and synced temporary file replaces the target
 * with an ordinary move. The only window left is the replacement itself; the content is never
 * partial, because it was complete on disk before the move began. This is the single policy for
 * every file tenure writes; nothing falls back to writing the target in place.
 *
 * <p>The temporary file is created with the permissions any new file gets (the umask's), so the
 * published file is as readable as one written in place.
 *
 * <p>Files that must be written by the Java-8 workload inside a child JVM cannot use this class
 * (the workload is compiled for Java 8 and has no dependencies); it keeps its own copy.
 */
public final class AtomicFiles {
    /** Writes the content of a file to the stream it is given; the stream is closed by the caller. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFiles() {
    }

    /** Replaces {@code target} with {@code text} in UTF-8. */
    public static void writeString(Path target, CharSequence text) throws IOException {
        write(target, out -> out.write(text.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /** Replaces {@code target} with {@code bytes}. */
    public static void writeBytes(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /**
     * Replaces {@code target} with what {@code content} writes, creating missing parent
     * directories. If {@code content} throws, the target is left as it was and the temporary file
     * is removed. A target that cannot be written (a directory, a parent that is a file, a
     * directory without write permission) fails with a message that names the target, not the
     * temporary file the user never asked for ({@code "no such file: /proc/.m.json.1nt….tmp"}).
     */
    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + target + ": it is a directory");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw cannotWrite(target, e);
        }
        Path temp = null;
        // Not Files.createTempFile: its owner-only (0600) permissions would carry over to the
        // published file (a report a web server must read); createFile gets the umask's.
        while (temp == null) {
            Path candidate = dir.resolve("." + absolute.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
            try {
                temp = Files.createFile(candidate);
            } catch (FileAlreadyExistsException e) {
                // Another writer drew the same name: draw again.
            } catch (IOException e) {
                throw cannotWrite(target, e);
            }
        }
        boolean moved = false;
        try {
            // A FileOutputStream, not a FileChannel: an interrupted thread (a runner being stopped)
            // must still finish the file it is writing; a channel would close itself mid-write.
            try (FileOutputStream file = new FileOutputStream(temp.toFile())) {
                OutputStream out = new BufferedOutputStream(file, 1 << 16);
                content.writeTo(out);
                out.flush();
                file.getFD().sync();
            }
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
            forceDirectory(dir);
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /** Why {@code target} could not be created, in the user's terms. */
    private static IOException cannotWrite(Path target, IOException e) {
        String reason;
        if (e instanceof FileAlreadyExistsException exists) {
            // createDirectories met a file where a directory of the path should be
            reason = exists.getFile() + " is not a directory";
        } else if (e instanceof AccessDeniedException) {
            reason = "permission denied";
        } else if (e instanceof NoSuchFileException) {
            reason = "its directory cannot hold new files";
        } else if (e instanceof FileSystemException fs && fs.getReason() != null) {
            reason = fs.getReason();
        } else {
            reason = String.valueOf(e.getMessage());
        }
        return new IOException("cannot write " + target + ": " + reason, e);
    }

    /**
     * Makes a rename in {@code dir} durable. Opening a directory for reading works on Linux and
     * macOS; where the platform refuses it (Windows), the rename is as durable as that file system
     * makes it, which is the best that can be done there.
     */
    private static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Not supported for directories on this platform: see the javadoc.
        }
    }
}
