package io.tenure.platforms;

import io.tenure.io.ScratchSpace;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Paths that a JVM option's own syntax must carry ({@code -Xlog:...:file=PATH},
 * {@code -XX:StartFlightRecording=filename=PATH}). A directory name with characters that syntax
 * cannot quote is reached through a link tenure makes in its scratch directory, so a bundle can
 * live in any directory a user names.
 */
final class OptionPaths {
    private OptionPaths() {
    }

    /**
     * {@code file}, or the same file through a link to its directory when {@code file}'s path holds
     * one of {@code characters}.
     *
     * @throws IllegalArgumentException when the file's own name holds one (tenure names its files
     *                                  itself, so only a directory can)
     */
    static Path without(Path file, String characters) {
        Path absolute = file.toAbsolutePath();
        if (!holdsAny(absolute.toString(), characters)) {
            return file;
        }
        Path name = absolute.getFileName();
        if (name == null || holdsAny(name.toString(), characters) || absolute.getParent() == null) {
            throw new IllegalArgumentException("a file name for a JVM option cannot contain any of " + characters + ": " + file);
        }
        try {
            return ScratchSpace.link(absolute.getParent()).resolve(name);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make a link for " + absolute.getParent() + " in tenure's scratch directory", e);
        }
    }

    private static boolean holdsAny(String text, String characters) {
        return characters.chars().anyMatch(c -> text.indexOf(c) >= 0);
    }
}
