package io.tenure.gclog.input;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Turns the paths a user gives into {@link LogFile}s: plain files, gzip files and zip archives
 * (told apart by their first bytes, never their names; each zip entry becomes its own log named
 * {@code archive.zip!entry}), and directories, whose regular files are taken in name order.
 */
public final class LogInputs {
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

    /**
     * @throws NoSuchFileException   naming a path that does not exist
     * @throws AccessDeniedException naming a path that cannot be read
     */
    public List<ResolvedInput> resolveAll(List<Path> paths) throws IOException {
        List<ResolvedInput> found = new ArrayList<>();
        for (Path path : paths) {
            checkReadable(path);
            if (Files.isDirectory(path)) {
                for (Path member : listDirectory(path)) {
                    expand(member, true, found);
                }
            } else {
                expand(path, false, found);
            }
        }
        return found;
    }

    private static void checkReadable(Path path) throws IOException {
        if (!Files.exists(path)) {
            throw new NoSuchFileException(path.toString());
        }
        if (!Files.isReadable(path)) {
            throw new AccessDeniedException(path.toString());
        }
    }

    private static List<Path> listDirectory(Path directory) throws IOException {
        try (Stream<Path> walk = Files.walk(directory, MAX_DEPTH)) {
            return walk.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    .filter(p -> !String.valueOf(p.getFileName()).startsWith("."))
                    .sorted(Comparator.comparing(Path::toString))
                    .toList();
        }
    }

    private void expand(Path file, boolean listed, List<ResolvedInput> found) throws IOException {
        checkReadable(file);
        String name = file.toString();
        switch (Compression.of(file)) {
            case NONE -> found.add(new ResolvedInput(new PlainLogFile(file, name), listed));
            case GZIP -> found.add(new ResolvedInput(new GzipLogFile(file, name, limits), listed));
            case ZIP -> {
                for (String entry : zipEntries(file)) {
                    found.add(new ResolvedInput(new ZipEntryLogFile(file, entry, name + "!" + entry, limits), listed));
                }
            }
            default -> throw new AssertionError(file);
        }
    }

    private static List<String> zipEntries(Path archive) throws IOException {
        List<String> names = new ArrayList<>();
        try (ZipFile zip = new ZipFile(archive.toFile())) {
            if (zip.size() > MAX_ZIP_ENTRIES) {
                throw new IOException(archive + ": zip archive has " + zip.size() + " entries, more than the "
                        + MAX_ZIP_ENTRIES + " tenure reads");
            }
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements(); ) {
                ZipEntry entry = e.nextElement();
                String last = entry.getName().substring(entry.getName().lastIndexOf('/') + 1);
                if (!entry.isDirectory() && !last.startsWith(".") && !entry.getName().startsWith("__MACOSX/")) {
                    names.add(entry.getName());
                }
            }
        } catch (java.util.zip.ZipException e) {
            throw new IOException(archive + ": not a readable zip archive: " + e.getMessage(), e);
        }
        names.sort(Comparator.naturalOrder());
        return names;
    }
}
