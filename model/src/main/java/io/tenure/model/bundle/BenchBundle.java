package io.tenure.model.bundle;

import java.nio.file.Path;
import java.util.List;

/**
 * A result bundle as the model sees it: the host it ran on and its cells.
 *
 * @param os host operating system and kernel, e.g. {@code Linux 6.1.0-26-amd64}
 */
public record BenchBundle(Path directory, String hostname, String os, List<BenchCell> cells) {
    public BenchBundle {
        cells = List.copyOf(cells);
    }
}
