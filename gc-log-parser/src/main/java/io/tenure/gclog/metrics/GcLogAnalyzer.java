package io.tenure.gclog.metrics;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The one call most users of this module need: read GC logs (files, rotated sets, directories,
 * compressed or not, any supported format) and summarise them.
 */
public final class GcLogAnalyzer {
    private GcLogAnalyzer() {
    }

    /**
     * Detects the format of {@code paths}, parses them as one log (a rotated set is stitched in
     * time order) and computes every figure of {@link GcSummary}.
     *
     * @throws java.nio.file.NoSuchFileException when a path does not exist
     * @throws IOException                         when a file cannot be read
     */
    public static GcSummary analyze(List<Path> paths) throws IOException {
        throw new UnsupportedOperationException("not implemented yet");
    }
}
