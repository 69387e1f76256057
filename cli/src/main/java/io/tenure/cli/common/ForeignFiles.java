package io.tenure.cli.common;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Refuses an {@code --out} directory that holds other files and no bundle. bench, demo and compare
 * wrote their {@code runs/}, {@code results.json} and {@code host.json} among a user's files, and
 * the demo its {@code report/} and model over any of the same name (say {@code --out .} in a
 * project with a {@code report/} of its own). A bundle's own files, left by a session killed before
 * its first results were written or by bench's minimum-heap search (which runs before the sweep
 * writes any), are not foreign.
 */
public final class ForeignFiles {
    /** Where the demo writes its report, in its bundle directory. */
    public static final String DEMO_REPORT_DIR = "report";
    /** Where the demo saves its model, in its bundle directory. */
    public static final String DEMO_MODEL_FILE = "tenure-model.json";
    /** What bench, demo and compare write at a bundle's top (hidden files, such as atomic writes' temporaries, aside). */
    private static final Set<String> BUNDLE_FILES = Set.of("runs", "minheap", "results.json", "host.json",
            DEMO_REPORT_DIR, DEMO_MODEL_FILE);
    private static final int NAMED = 3;

    private ForeignFiles() {
    }

    public static void refuse(Path out) throws IOException {
        if (!Files.isDirectory(out) || Files.exists(out.resolve("results.json"))) {
            return;
        }
        List<String> foreign = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(out)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (!name.startsWith(".") && !BUNDLE_FILES.contains(name)) {
                    foreign.add(name);
                }
            }
        }
        if (foreign.isEmpty()) {
            return;
        }
        foreign.sort(null);
        throw new UserException(ExitCodes.USAGE, "--out " + out + " holds files of its own and no bundle ("
                + String.join(", ", foreign.subList(0, Math.min(NAMED, foreign.size())))
                + (foreign.size() > NAMED ? ", and " + (foreign.size() - NAMED) + " more" : "")
                + "): choose a new or empty directory, so that the runs are mixed with nothing and replace nothing");
    }
}
