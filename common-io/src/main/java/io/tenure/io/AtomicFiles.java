package io.tenure.io;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * The one way tenure writes an output file. A <b>regular file</b> (or a path that does not exist
 * yet) is replaced: the content goes to a new, uniquely named temporary file in the target's own
 * directory, is forced to disk ({@code fsync}), and is then moved over the target in one atomic
 * rename; the directory is forced too, so the rename itself survives a crash. A reader (or a
 * process killed mid-write) therefore sees the old file or the new one, never a torn one, and two
 * writers never share a temporary file.
 *
 * <p><b>A device, a FIFO, a socket or a descriptor</b> ({@code /dev/null}, {@code /dev/full}, a
 * named pipe, {@code /dev/stdout}, bash's {@code >(...)} as {@code /dev/fd/63}) is written in
 * place and never replaced: a rename over {@code /dev/null} (as root) replaced the device with a
 * regular file, and one over a FIFO left its reader with nothing. {@link #writtenInPlace} decides.
 *
 * <p><b>Errors.</b> Every write, flush and sync is checked; a failure is an {@link IOException}
 * {@code "cannot write TARGET: REASON"} with the reason in words ({@link IoErrors}: "no space left
 * on device", "permission denied", "read-only file system"). A regular target is then left as it
 * was, and the temporary file is removed: a full disk never leaves a partial file where a complete
 * one was.
 *
 * <p><b>Where the file system cannot rename atomically</b> (some network and FUSE file systems
 * refuse {@code ATOMIC_MOVE}), the fully written and synced temporary file replaces the target
 * with an ordinary move. The only window left is the replacement itself; the content is never
 * partial, because it was complete on disk before the move began.
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
     * Replaces {@code target} with what {@code content} writes (or writes it in place, see the
     * class comment), creating missing parent directories. If {@code content} throws, a regular
     * target is left as it was and the temporary file is removed. A target that cannot be written
     * (a directory, a parent that is a file, a directory without write permission, a full disk)
     * fails with a message that names the target, not the temporary file the user never asked for
     * ({@code "no such file: /proc/.m.json.1nt….tmp"}).
     */
    public static void write(Path target, Content content) throws IOException {
        try (Staged staged = open(target)) {
            content.writeTo(staged.stream());
            staged.commit();
        }
    }

    /**
     * Whether {@code target} is written in place rather than replaced: it exists and is not a
     * regular file (a character or block device, a FIFO, a socket), or it names an open
     * descriptor ({@code /dev/stdout}, {@code /dev/fd/N}, {@code /proc/self/fd/N}, or a link to
     * one), which may be a terminal, a pipe or the file a shell redirected to.
     */
    public static boolean writtenInPlace(Path target) {
        Path absolute = target.toAbsolutePath().normalize();
        if (descriptor(absolute.toString())) {
            return true;
        }
        try {
            if (Files.isSymbolicLink(absolute) && descriptor(Files.readSymbolicLink(absolute).toString())) {
                return true;
            }
        } catch (IOException e) {
            // unreadable link: decided by what it points to, below
        }
        return Files.exists(absolute) && !Files.isRegularFile(absolute) && !Files.isDirectory(absolute);
    }

    /** {@link FileDescriptor#out} or {@link FileDescriptor#err} when {@code path} names one, else null. */
    private static FileDescriptor standardDescriptor(Path path) {
        String name = path.normalize().toString();
        if (name.matches("/dev/stdout|/dev/fd/1|/proc/self/fd/1")) {
            return FileDescriptor.out;
        }
        return name.matches("/dev/stderr|/dev/fd/2|/proc/self/fd/2") ? FileDescriptor.err : null;
    }

    private static boolean descriptor(String path) {
        return path.matches("/dev/(stdout|stderr|fd/\\d+)|/proc/(self|thread-self|\\d+)/fd/\\d+");
    }

    /**
     * Opens {@code target} for a content written in several steps (rows streamed as an analysis
     * runs): what is written to {@link Staged#stream()} reaches the target at
     * {@link Staged#commit()}; {@link Staged#close()} without a commit discards it (a regular
     * target stays as it was). The policy is {@link #write}'s.
     */
    public static Staged open(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + target + ": it is a directory");
        }
        FileDescriptor standard = standardDescriptor(absolute);
        if (standard != null) {
            // this process's own stdout or stderr: written through its descriptor, which shares the offset
            // (a shell's '> file' or '>> file') and stays open; opened again by name, the file was
            // truncated and the command's own output overwrote what went into it
            return new Staged(target, null, new FileOutputStream(standard), false);
        }
        if (writtenInPlace(absolute)) {
            try {
                return new Staged(target, null, new FileOutputStream(absolute.toFile()), true);
            } catch (IOException e) {
                throw IoErrors.cannotWrite(target, e);
            }
        }
        Path dir = absolute.getParent();
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
        try {
            // A FileOutputStream, not a FileChannel: an interrupted thread (a runner being stopped)
            // must still finish the file it is writing; a channel would close itself mid-write.
            return new Staged(target, temp, new FileOutputStream(temp.toFile()), true);
        } catch (IOException e) {
            Files.deleteIfExists(temp);
            throw IoErrors.cannotWrite(target, e);
        }
    }

    /**
     * An output being written: to a temporary file beside a regular target, or to the target
     * itself when it is {@linkplain #writtenInPlace written in place}.
     */
    public static final class Staged implements Closeable {
        private final Path target;
        private final Path temp;
        private final FileOutputStream file;
        private final OutputStream stream;
        /** False for this process's own stdout or stderr, which outlive the output. */
        private final boolean closeFile;
        private boolean done;

        private Staged(Path target, Path temp, FileOutputStream file, boolean closeFile) {
            this.target = target;
            this.temp = temp;
            this.file = file;
            this.closeFile = closeFile;
            this.stream = new Checked(new BufferedOutputStream(file, 1 << 16), target);
        }

        /** Where the content goes; every failure of it names the target and the reason. */
        public OutputStream stream() {
            return stream;
        }

        /** Publishes the content: flushed (and, for a regular target, synced and renamed over it). */
        public void commit() throws IOException {
            if (done) {
                throw new IllegalStateException("already committed or closed: " + target);
            }
            done = true;
            boolean moved = false;
            try {
                stream.flush();
                if (temp != null) {
                    try {
                        file.getFD().sync();
                    } catch (IOException e) {
                        throw IoErrors.cannotWrite(target, e);
                    }
                }
                closeFile();
                if (temp == null) {
                    return;
                }
                Path absolute = target.toAbsolutePath();
                try {
                    Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException e) {
                    throw cannotWrite(target, e);
                }
                moved = true;
                forceDirectory(absolute.getParent());
            } finally {
                if (!moved) {
                    discard();
                }
            }
        }

        /** Discards the content unless {@link #commit()} ran. */
        @Override
        public void close() throws IOException {
            if (!done) {
                done = true;
                discard();
            }
        }

        private void discard() throws IOException {
            try {
                if (closeFile) {
                    file.close();
                }
            } catch (IOException e) {
                // the content is being thrown away: a failure to close it changes nothing
            }
            if (temp != null) {
                Files.deleteIfExists(temp);
            }
        }

        private void closeFile() throws IOException {
            if (!closeFile) {
                return;
            }
            try {
                file.close();
            } catch (IOException e) {
                throw IoErrors.cannotWrite(target, e);
            }
        }
    }

    /** A stream whose every failure says which target could not be written, and why, in words. */
    private static final class Checked extends FilterOutputStream {
        private final Path target;

        Checked(OutputStream out, Path target) {
            super(out);
            this.target = target;
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                throw IoErrors.cannotWrite(target, e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw IoErrors.cannotWrite(target, e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw IoErrors.cannotWrite(target, e);
            }
        }

        @Override
        public void close() {
            // the Staged that owns the stream closes the file: a content closing it must not publish it
        }
    }

    /** Why {@code target} could not be created, in the user's terms. */
    private static IOException cannotWrite(Path target, IOException e) {
        if (e instanceof FileAlreadyExistsException exists && exists.getReason() == null) {
            // createDirectories met a file where a directory of the path should be
            return new IOException("cannot write " + target + ": " + exists.getFile() + " is not a directory", e);
        }
        if (e instanceof NoSuchFileException) {
            return new IOException("cannot write " + target + ": its directory cannot hold new files", e);
        }
        return IoErrors.cannotWrite(target, e);
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
