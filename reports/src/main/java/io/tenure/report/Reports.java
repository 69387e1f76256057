package io.tenure.report;

import io.tenure.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Writes a report in the chosen formats. Every file is written through {@link AtomicFiles}: a reader (a browser reloading the page, a CI job picking
 * up {@code report.json}) sees the previous or the new file, never half of one.
 */
public final class Reports {
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
        AtomicFiles.writeBytes(target, content);
        return target;
    }
}
