package io.tenure.cli.common;

import io.tenure.bundle.Bundle;
import io.tenure.gclog.input.LogInputs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Refuses an output path that names one of the inputs ({@code tenure analyze gc.log --events
 * gc.log} would replace the log with its own CSV). Paths are compared as files
 * ({@link Files#isSameFile}, after symbolic links), so another spelling or a link to the input is
 * refused too; so is an output file inside an input directory, whether it is one of the files there
 * or a new one (the next analysis of the directory would read it as an input).
 */
public final class OutputPaths {
    /** The files {@code --html DIR} writes at its top, which an input in DIR must not be. */
    private static final Set<String> REPORT_FILES = Set.of("index.html", "report.md", "report.json");

    private OutputPaths() {
    }

    /** Whether {@code output} exists (false: nothing to guard); exit 2 when it is a directory, not a file. */
    private static boolean existingFile(String option, Path output) {
        if (Files.isDirectory(output)) {
            throw new UserException(ExitCodes.USAGE, option + " " + output + " is a directory; name the file to write");
        }
        return Files.exists(output);
    }

    /**
     * Exit 2 when the file {@code output} (of {@code option}) is an input or a file in an input
     * directory (existing or not), or is a directory: checked before anything is read, so that a
     * long analysis does not end in a write that cannot succeed.
     */
    public static void refuseInputFile(String option, Path output, List<Path> inputs) {
        boolean exists = existingFile(option, output);
        for (Path input : inputs) {
            if (LogInputs.isStandardInput(input) || !Files.exists(input)) {
                continue;
            }
            boolean inDirectory = Files.isDirectory(input) && inside(output, input);
            if (exists && (same(output, input) || inDirectory)) {
                throw refused(option, output, input);
            }
            if (inDirectory) {
                throw new UserException(ExitCodes.USAGE, option + " " + output + " is inside the input directory " + input
                        + ", where the next analysis of it would read the file as an input; choose a path outside it");
            }
        }
    }

    /**
     * Exit 2 when the file {@code output} is a directory, or one of the files a result bundle read is
     * made of ({@code results.json}, {@code host.json}, anything under {@code runs/}): {@code tenure
     * fit b --out b/results.json} replaced the bundle's results with the model, without a word. A
     * model beside them ({@code b/tenure-model.json}, as {@code tenure demo} writes it) is fine.
     */
    public static void refuseBundleFile(String option, Path output, List<Path> bundles) {
        if (!existingFile(option, output)) {
            return;
        }
        for (Path bundle : bundles) {
            if (!Files.isDirectory(bundle)) {
                continue;
            }
            for (String file : List.of(Bundle.RESULTS, Bundle.HOST)) {
                if (same(output, bundle.resolve(file))) {
                    throw refused(option, output, bundle.resolve(file));
                }
            }
            Path runs = bundle.resolve("runs");
            if (Files.isDirectory(runs) && inside(output, runs)) {
                throw refused(option, output, runs);
            }
        }
    }

    /** Exit 2 when the directory {@code output} is an input, would receive a report file over an input, or is a file. */
    public static void refuseInputDirectory(String option, Path output, List<Path> inputs) {
        if (Files.exists(output) && !Files.isDirectory(output)) {
            throw new UserException(ExitCodes.USAGE, option + " " + output
                    + " is a file; name the directory to write the report into");
        }
        for (Path input : inputs) {
            if (LogInputs.isStandardInput(input) || !Files.exists(input)) {
                continue;
            }
            if (Files.exists(output) && same(output, input)) {
                throw refused(option, output, input);
            }
            Path reportDirectory = reportDirectoryOf(input.toAbsolutePath());
            if (reportDirectory != null && Files.exists(output) && same(reportDirectory, output)) {
                throw refused(option, output, input);
            }
        }
    }

    /** The directory a report would have to be written to to replace {@code input}, or null. */
    private static Path reportDirectoryOf(Path input) {
        Path parent = input.getParent();
        if (parent == null) {
            return null;
        }
        if (REPORT_FILES.contains(String.valueOf(input.getFileName()))) {
            return parent;
        }
        return "csv".equals(String.valueOf(parent.getFileName())) ? parent.getParent() : null;
    }

    private static UserException refused(String option, Path output, Path input) {
        return new UserException(ExitCodes.USAGE, option + " " + output + " names the input " + input
                + "; refusing to overwrite it (choose another path)");
    }

    private static boolean same(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether {@code file}, which need not exist yet (its directory must, to be inside anything), lies under {@code directory}. */
    private static boolean inside(Path file, Path directory) {
        try {
            Path absolute = file.toAbsolutePath();
            Path real = Files.exists(absolute) || absolute.getParent() == null ? absolute.toRealPath()
                    : absolute.getParent().toRealPath().resolve(absolute.getFileName());
            return real.startsWith(directory.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }
}
