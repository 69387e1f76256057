package io.tenure.platforms;

import java.io.File;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Where {@link JvmDiscovery} looks for JDKs. Every root is injectable so tests can point
 * discovery at a temporary tree and other operating systems' layouts can be exercised anywhere.
 *
 * @param javaHome       {@code JAVA_HOME}, or null
 * @param pathDirectories the {@code PATH} entries, searched for a {@code java} launcher
 * @param searchDirectories directories whose descendants (to the given depth) may be JDK homes
 * @param configFile     a file listing one JDK path per line ({@code #} comments), or null
 * @param explicitPaths  paths the user named ({@code --jvm PATH}): each must be a JDK
 */
public record DiscoveryRoots(
        Path javaHome,
        List<Path> pathDirectories,
        List<SearchDirectory> searchDirectories,
        Path configFile,
        List<Path> explicitPaths) {

    /**
     * A directory to search, and how deep: depth 1 means its children may be JDK homes
     * ({@code /usr/lib/jvm/*}); depth 3 also finds {@code /opt/vendor/product/jdk}.
     */
    public record SearchDirectory(Path directory, int depth) {
        public SearchDirectory {
            Objects.requireNonNull(directory, "directory");
            if (depth < 1 || depth > 4) {
                throw new IllegalArgumentException("depth must be 1..4: " + depth);
            }
        }
    }

    /** Vendor folders under Windows' {@code Program Files}. */
    private static final List<String> WINDOWS_VENDOR_FOLDERS = List.of(
            "Java", "Eclipse Adoptium", "Eclipse Foundation", "AdoptOpenJDK", "Microsoft", "Zulu",
            "Semeru", "IBM", "Amazon Corretto", "BellSoft", "RedHat", "SapMachine", "OpenJDK", "GraalVM");

    public DiscoveryRoots {
        pathDirectories = List.copyOf(pathDirectories);
        searchDirectories = List.copyOf(searchDirectories);
        explicitPaths = List.copyOf(explicitPaths);
    }

    /** No roots at all: only what the {@code with...} methods add is searched. */
    public static DiscoveryRoots none() {
        return new DiscoveryRoots(null, List.of(), List.of(), null, List.of());
    }

    /** The standard places on this machine, from its environment and system properties. */
    public static DiscoveryRoots forThisHost() {
        return forHost(System.getenv(), System.getProperty("os.name", ""), Path.of(System.getProperty("user.home", ".")));
    }

    /**
     * The standard places for a host with the given environment, OS name and home directory:
     * JAVA_HOME, PATH, the Linux/macOS/Windows install folders, SDKMAN, IntelliJ's {@code ~/.jdks},
     * Gradle's toolchains, and {@code $XDG_CONFIG_HOME/tenure/jvms.txt}.
     */
    public static DiscoveryRoots forHost(Map<String, String> environment, String osName, Path userHome) {
        boolean windows = osName.toLowerCase(Locale.ROOT).startsWith("windows");
        List<SearchDirectory> dirs = new ArrayList<>();
        if (windows) {
            for (String variable : List.of("ProgramFiles", "ProgramFiles(x86)", "ProgramW6432")) {
                Path programFiles = path(environment.get(variable));
                if (programFiles != null) {
                    WINDOWS_VENDOR_FOLDERS.forEach(vendor -> dirs.add(new SearchDirectory(programFiles.resolve(vendor), 1)));
                }
            }
        } else {
            dirs.add(new SearchDirectory(Path.of("/usr/lib/jvm"), 1));
            dirs.add(new SearchDirectory(Path.of("/usr/java"), 1));
            dirs.add(new SearchDirectory(Path.of("/usr/local/java"), 1));
            // /opt holds vendor trees (/opt/vendor/jdk-21) and pip-installed runtimes one level deeper.
            dirs.add(new SearchDirectory(Path.of("/opt"), 3));
            dirs.add(new SearchDirectory(Path.of("/Library/Java/JavaVirtualMachines"), 1));
            dirs.add(new SearchDirectory(userHome.resolve("Library/Java/JavaVirtualMachines"), 1));
        }
        dirs.add(new SearchDirectory(userHome.resolve(".sdkman/candidates/java"), 1));
        dirs.add(new SearchDirectory(userHome.resolve(".jdks"), 1));
        dirs.add(new SearchDirectory(userHome.resolve(".gradle/jdks"), 2));
        dirs.add(new SearchDirectory(userHome.resolve(".asdf/installs/java"), 1));

        List<Path> pathDirs = new ArrayList<>();
        String path = environment.get("PATH");
        if (path == null) {
            path = environment.get("Path");
        }
        if (path != null) {
            for (String entry : path.split(File.pathSeparator)) {
                Path dir = path(entry);
                if (dir != null) {
                    pathDirs.add(dir);
                }
            }
        }
        Path configHome = path(environment.get("XDG_CONFIG_HOME"));
        if (configHome == null) {
            configHome = userHome.resolve(".config");
        }
        return new DiscoveryRoots(path(environment.get("JAVA_HOME")), pathDirs, dirs,
                configHome.resolve("tenure/jvms.txt"), List.of());
    }

    public DiscoveryRoots withJavaHome(Path home) {
        return new DiscoveryRoots(home, pathDirectories, searchDirectories, configFile, explicitPaths);
    }

    public DiscoveryRoots withPathDirectories(List<Path> dirs) {
        return new DiscoveryRoots(javaHome, dirs, searchDirectories, configFile, explicitPaths);
    }

    public DiscoveryRoots withSearchDirectories(List<SearchDirectory> dirs) {
        return new DiscoveryRoots(javaHome, pathDirectories, dirs, configFile, explicitPaths);
    }

    public DiscoveryRoots withConfigFile(Path file) {
        return new DiscoveryRoots(javaHome, pathDirectories, searchDirectories, file, explicitPaths);
    }

    public DiscoveryRoots withExplicitPaths(List<Path> paths) {
        return new DiscoveryRoots(javaHome, pathDirectories, searchDirectories, configFile, paths);
    }

    private static Path path(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Path.of(value.strip());
        } catch (InvalidPathException e) {
            // A malformed environment entry is skipped, like a shell would.
            return null;
        }
    }
}
