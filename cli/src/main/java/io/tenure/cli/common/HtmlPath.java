package io.tenure.cli.common;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * {@code --html PATH}, one meaning for analyze, diff and fleet: a path ending in {@code .html} (or
 * {@code .htm}) is the page itself, and so is a device or FIFO ({@code /dev/null}, a named pipe),
 * which the output policy writes into; an existing regular file that does not end so is refused (it would be
 * overwritten by a page); any other path is a directory, created when missing, that the
 * command writes its page into under its own name ({@code index.html} with analyze's other report
 * files, {@code diff.html}, {@code fleet.html}).
 */
public final class HtmlPath {
    public static final String HELP = "A path ending in .html is the page; any other path is a directory to write it into.";

    private HtmlPath() {
    }

    /** True when {@code path} names the page itself: a {@code .html} name, or a device or FIFO to write it into. */
    public static boolean isPage(Path path) {
        String name = String.valueOf(path.getFileName()).toLowerCase(Locale.ROOT);
        boolean special = Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path);
        return name.endsWith(".html") || name.endsWith(".htm") || special;
    }

    /**
     * The page to write for {@code --html path}: the path, or {@code defaultName} in the directory
     * it names; refused (exit 2) when it would overwrite one of {@code inputs}.
     */
    public static Path page(Path path, String defaultName, List<Path> inputs) {
        if (!Files.isDirectory(path)) {
            // an input named as the page is refused as such, before the path is read as a page or a directory
            OutputPaths.refuseInputFile("--html", path, inputs);
        }
        Path page = page(path, defaultName);
        OutputPaths.refuseInputFile("--html", page, inputs);
        return page;
    }

    private static Path page(Path path, String defaultName) {
        if (isPage(path)) {
            return path;
        }
        if (Files.exists(path) && !Files.isDirectory(path)) {
            throw new UserException(ExitCodes.USAGE, "--html " + path + " is a file that does not end in .html; name the"
                    + " page (" + defaultName + ") or a directory to write it into");
        }
        try {
            Files.createDirectories(path);
        } catch (IOException e) {
            throw new UserException(ExitCodes.FAILED, "--html " + path + ": cannot create the directory: " + e.getMessage(), e);
        }
        return path.resolve(defaultName);
    }
}
