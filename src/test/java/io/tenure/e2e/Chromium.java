package io.tenure.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Debian's headless Chromium, driven from the command line: load a page from a file, let its
 * scripts run, and return the DOM as they left it (plus the console lines the browser logged),
 * or save a screenshot. Every run gets a fresh profile; background networking, sync, component
 * updates and QUIC are off, and every host name resolves to nothing, so the only way a page can
 * show data is from inside itself.
 */
final class Chromium {
    private final Path executable;

    private Chromium(Path executable) {
        this.executable = executable;
    }

    /**
     * The browser named by the system property {@code tenure.chromium} (a path; a path that is
     * not an executable, e.g. {@code none}, means "no browser"), else the one on the PATH
     * ({@code chromium}, {@code chromium-browser}), if any.
     */
    static Optional<Chromium> find() {
        String chosen = System.getProperty("tenure.chromium");
        if (chosen != null && !chosen.isBlank()) {
            Path executable = Path.of(chosen);
            return Files.isExecutable(executable) ? Optional.of(new Chromium(executable)) : Optional.empty();
        }
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser")) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) {
                    return Optional.of(new Chromium(candidate));
                }
            }
        }
        return Optional.empty();
    }

    /** What the browser printed: the DOM on stdout, its log (console messages included) on stderr. */
    record Output(String dom, String log) {
        /** The page's console messages ({@code console.*}, uncaught errors), one per line. */
        List<String> consoleLines() {
            return log.lines().filter(l -> l.contains(":CONSOLE")).toList();
        }
    }

    Output dumpDom(Path page) throws IOException, InterruptedException {
        return run(List.of("--enable-logging=stderr", "--v=0", "--dump-dom", page.toUri().toString()));
    }

    void screenshot(Path page, Path png, int width, int height) throws IOException, InterruptedException {
        Output out = run(List.of("--window-size=" + width + "," + height, "--screenshot=" + png.toAbsolutePath(),
                "--hide-scrollbars", page.toUri().toString()));
        if (!Files.isRegularFile(png)) {
            throw new IOException("chromium wrote no screenshot " + png + "; its log:\n" + tail(out.log()));
        }
    }

    private Output run(List<String> args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("tenure-chromium-profile");
        Path out = Files.createTempFile("chromium-out", ".txt");
        Path err = Files.createTempFile("chromium-err", ".txt");
        List<String> command = new ArrayList<>(List.of(executable.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-extensions", "--disable-default-apps",
                "--host-resolver-rules=MAP * ~NOTFOUND", "--virtual-time-budget=10000",
                "--user-data-dir=" + profile));
        command.addAll(args);
        try {
            Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                process.destroyForcibly().waitFor();
                throw new IOException("chromium did not finish in 2 minutes: " + command);
            }
            String log = Files.readString(err, StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                throw new IOException("chromium exited with " + process.exitValue() + ": " + command + "\n" + tail(log));
            }
            return new Output(Files.readString(out, StandardCharsets.UTF_8), log);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            deleteTree(profile);
        }
    }

    private static String tail(String text) {
        List<String> lines = text.lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
