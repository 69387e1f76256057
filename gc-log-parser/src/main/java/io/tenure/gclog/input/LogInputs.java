package io.tenure.gclog.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * Turns the paths a user gives into {@link LogFile}s: plain files; gzip, xz, zstd and bzip2
 * files; zip and tar archives (plain or compressed), whose members become logs of their own named
 * {@code archive!member}; directories, whose regular files are taken in name order; and
 * {@link #STANDARD_INPUT -}, pipes, FIFOs and process substitutions, read once into a
 * spool ({@link StreamSpool}). What a file holds is told by its first bytes, never its name.
 * Symbolic links are followed, a link back into a directory being walked is reported and not
 * followed again.
 */
public final class LogInputs {
    /** The path that means standard input. */
    public static final String STANDARD_INPUT = "-";
    /** How standard input is named in messages and summaries. */
    public static final String STANDARD_INPUT_NAME = "<stdin>";
    /** How deep a directory is searched: deep enough for a log tree, shallow enough to stay cheap. */
    static final int MAX_DEPTH = 8;
    /** More entries than any log archive has; bounds the work a crafted archive can cause. */
    static final int MAX_ZIP_ENTRIES = 10_000;

    private final DecompressionLimits limits;

    public LogInputs(DecompressionLimits limits) {
        this.limits = limits;
    }

    public static List<ResolvedInput> resolve(List<Path> paths) throws IOException {
        return new LogInputs(DecompressionLimits.DEFAULT).resolveAll(paths);
    }

    /** True for the path that names standard input ({@code -}). */
    public static boolean isStandardInput(Path path) {
        return STANDARD_INPUT.equals(path.toString());
    }

    /**
     * Every input or nothing: the first problem is thrown.
     *
     * @throws NoSuchFileException   naming a path that does not exist
     * @throws AccessDeniedException naming a path that cannot be read
     */
    public List<ResolvedInput> resolveAll(List<Path> paths) throws IOException {
        Resolution resolution = resolveEach(paths);
        if (!resolution.errors().isEmpty()) {
            throw resolution.errors().get(0);
        }
        return resolution.inputs();
    }

    /**
     * Every input that can be read, and a problem for each one that cannot.
     *
     * @throws NoSuchFileException naming a path given that does not exist: a usage error, checked
     *                             for every path before anything is read
     */
    public Resolution resolveEach(List<Path> paths) throws IOException {
        for (Path path : paths) {
            if (!isStandardInput(path) && !Files.exists(path)) {
                throw new NoSuchFileException(path.toString(), null,
                        Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS) ? "dangling symbolic link" : null);
            }
        }
        List<ResolvedInput> found = new ArrayList<>();
        List<IOException> errors = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Map<Object, String> taken = new HashMap<>();
        for (Path path : paths) {
            try {
                if (isStandardInput(path)) {
                    expand(StreamSpool.standardInput(STANDARD_INPUT_NAME, limits), STANDARD_INPUT_NAME, false, found);
                } else if (Files.isDirectory(path)) {
                    for (Path member : listDirectory(path, errors, notes)) {
                        if (firstTime(member, taken, notes)) {
                            expandListed(member, found, errors);
                        }
                    }
                } else if (firstTime(path, taken, notes)) {
                    checkReadable(path);
                    expand(readable(path), path.toString(), false, found);
                }
            } catch (NoSuchFileException e) {
                throw e;
            } catch (IOException e) {
                errors.add(named(path.toString(), e));
            }
        }
        return new Resolution(found, errors, notes);
    }

    /**
     * The logs a stream holds (a plain or compressed log, an archive of logs), named after
     * {@code name} in messages and {@code SourceLocation}s. The stream is read to its end into
     * {@code spool}, a file the caller owns and deletes once the logs are read, at most
     * {@link DecompressionLimits#maxStreamBytes()} bytes; the stream is not closed.
     */
    public Resolution resolveStream(InputStream in, String name, Path spool) throws IOException {
        StreamSpool.copy(in, name, limits, spool);
        List<ResolvedInput> found = new ArrayList<>();
        expand(spool, name, false, found);
        return new Resolution(found, List.of(), List.of());
    }

    /**
     * The logs that local copies of files kept elsewhere hold (an object store's files copied to an
     * executor's disk), each named as the original, not the copy: {@code copies} maps each copy to
     * the name messages, {@code SourceLocation}s and rotated sets must show (its URI). A copy that
     * cannot be read is an error in the result and the others are still read. Inputs in the map's order.
     *
     * @param listed true when the originals were found by listing (a file that is not a GC log is
     *               then skipped), false when the user named them (then it is an error)
     */
    public Resolution resolveCopies(Map<Path, String> copies, boolean listed) {
        List<ResolvedInput> found = new ArrayList<>();
        List<IOException> errors = new ArrayList<>();
        copies.forEach((copy, name) -> {
            try {
                expand(copy, name, listed, found);
            } catch (IOException e) {
                errors.add(named(name, e));
            }
        });
        return new Resolution(found, errors, List.of());
    }

    /**
     * False, with a note, when the regular file {@code path} was taken already under this or
     * another name ({@code gc.log gc.log*}, a directory and a file in it, a link to it): read twice,
     * its pauses counted twice and its second reading taken for a JVM restart. By the file system's
     * key (device and inode, so hard links too) where it has one, else by the real path.
     */
    private static boolean firstTime(Path path, Map<Object, String> taken, List<String> notes) {
        Object key;
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                return true; // pipes and devices are read once as they come
            }
            key = attributes.fileKey() != null ? attributes.fileKey() : path.toRealPath();
        } catch (IOException e) {
            return true; // a missing or unreadable file: its reading names the problem
        }
        String first = taken.putIfAbsent(key, path.toString());
        if (first == null) {
            return true;
        }
        notes.add(first.equals(path.toString()) ? path + " was given twice: read once"
                : path + " is the same file as " + first + ": read once");
        return false;
    }

    private void expandListed(Path member, List<ResolvedInput> found, List<IOException> errors) {
        try {
            checkReadable(member);
            expand(member, member.toString(), true, found);
        } catch (IOException e) {
            errors.add(named(member.toString(), e));
        }
    }

    /** A regular file as it is; anything else (pipe, FIFO, device) spooled once. */
    private Path readable(Path path) throws IOException {
        return Files.isRegularFile(path) ? path : StreamSpool.of(path, limits);
    }

    private static void checkReadable(Path path) throws IOException {
        if (!Files.isReadable(path)) {
            throw new AccessDeniedException(path.toString());
        }
    }

    /** An exception whose message names the input, whatever the JDK put in it. */
    private static IOException named(String name, IOException e) {
        String message = String.valueOf(e.getMessage());
        if (e instanceof AccessDeniedException) {
            return new AccessDeniedException(name, null, "permission denied");
        }
        return message.startsWith(name) ? e : new IOException(name + ": " + message, e);
    }

    private static List<Path> listDirectory(Path directory, List<IOException> errors, List<String> notes) throws IOException {
        List<Path> files = new ArrayList<>();
        Files.walkFileTree(directory, EnumSet.of(FileVisitOption.FOLLOW_LINKS), MAX_DEPTH, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                return !dir.equals(directory) && hidden(dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (hidden(file)) {
                    return FileVisitResult.CONTINUE;
                }
                if (attrs.isRegularFile()) {
                    files.add(file);
                } else if (!attrs.isDirectory()) {
                    notes.add(file + ": not a regular file (a FIFO, socket or device), skipped inside a directory");
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                if (e instanceof FileSystemLoopException) {
                    notes.add(file + ": symbolic link loop (points back into a directory being read), not followed again");
                } else if (e instanceof NoSuchFileException) {
                    notes.add(file + ": dangling symbolic link, skipped");
                } else {
                    errors.add(named(file.toString(), e));
                }
                return FileVisitResult.CONTINUE;
            }
        });
        files.sort(Comparator.comparing(Path::toString));
        return files;
    }

    private static boolean hidden(Path path) {
        return String.valueOf(path.getFileName()).startsWith(".");
    }

    /** Adds the logs {@code file} holds, named after {@code name}. */
    private void expand(Path file, String name, boolean listed, List<ResolvedInput> found) throws IOException {
        Compression compression = Compression.of(file);
        switch (compression) {
            case NONE -> found.add(new ResolvedInput(new PlainLogFile(file, name), listed));
            case GZIP, XZ, ZSTD, BZIP2 -> {
                if (compressedTar(file, compression, name)) {
                    addTarMembers(file, compression, name, listed, found);
                } else {
                    found.add(new ResolvedInput(new CompressedLogFile(file, name, compression, limits), listed));
                }
            }
            case TAR -> addTarMembers(file, Compression.NONE, name, listed, found);
            case ZIP -> {
                for (String entry : zipEntries(file, name)) {
                    found.add(new ResolvedInput(new ZipEntryLogFile(file, entry, name + "!" + entry, limits), listed,
                            Optional.of(name)));
                }
            }
            default -> throw new AssertionError(file);
        }
    }

    private boolean compressedTar(Path file, Compression compression, String name) throws IOException {
        try (var in = new CompressedLogFile(file, name, compression, limits).open()) {
            return Compression.isTar(in.readNBytes(Compression.HEAD_BYTES));
        }
    }

    private void addTarMembers(Path file, Compression outer, String name, boolean listed, List<ResolvedInput> found)
            throws IOException {
        Compression.TAR.requireLibraries(); // before TarArchives, whose verification loads Commons Compress
        for (String entry : TarArchives.members(file, outer, name, limits)) {
            found.add(new ResolvedInput(new TarEntryLogFile(file, outer, entry, name + "!" + entry, limits), listed,
                    Optional.of(name)));
        }
    }

    private static List<String> zipEntries(Path archive, String name) throws IOException {
        List<String> names = new ArrayList<>();
        try (ZipFile zip = new ZipFile(archive.toFile())) {
            if (zip.size() > MAX_ZIP_ENTRIES) {
                throw new IOException(name + ": zip archive has " + zip.size() + " entries, more than the "
                        + MAX_ZIP_ENTRIES + " tenure reads");
            }
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements(); ) {
                ZipEntry entry = e.nextElement();
                String last = entry.getName().substring(entry.getName().lastIndexOf('/') + 1);
                if (!entry.isDirectory() && !last.startsWith(".") && !entry.getName().startsWith("__MACOSX/")) {
                    names.add(entry.getName());
                }
            }
        } catch (ZipException e) {
            throw new IOException(name + ": not a readable zip archive: " + e.getMessage(), e);
        }
        names.sort(Comparator.naturalOrder());
        return names;
    }
}
