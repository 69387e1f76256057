package io.tenure.report;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Writes a report in the chosen formats. Every file goes to a temporary file beside its target
 * and is then moved over it atomically: a reader (a browser reloading the page, a CI job picking
 * up {@code report.json}) sees the previous or the new file, never half of one.
 */
public final class Reports {
    private static final SecureRandom RANDOM = new SecureRandom();
    private Reports() {
    }

    /** Renders every format first, then writes; returns the files written. */
    public static List<Path> write(ReportModel model, Path directory, Collection<ReportFormat> formats) throws IOException {
        List<OutputFile> files = new ArrayList<>();
        for (ReportFormat format : formats) {
            files.addAll(format.writer().render(model));
        }
        List<Path> written = new ArrayList<>();
        for (OutputFile file : files) {
            written.add(writeAtomically(directory.resolve(file.relativePath()), file.content()));
        }
        return written;
    }

    static Path writeAtomically(Path target, byte[] content) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        // not Files.createTempFile: its owner-only permissions would stay on the published file
        Path temporary = parent.resolve("." + target.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
        try {
            Files.write(temporary, content, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
        return target;
    }
}
