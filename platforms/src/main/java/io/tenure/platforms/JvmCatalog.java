package io.tenure.platforms;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The JVMs discovered on a host, by id, and what went wrong finding them.
 *
 * <p>Ids have the form {@code <distribution>-<feature>[-<variant>]}: {@code temurin-25},
 * {@code openjdk-17}, {@code openjdk-17-zero}, {@code corretto-11}, {@code semeru-21}. Two
 * builds that would share one get their full version ({@code temurin-21.0.8}).
 */
public final class JvmCatalog {
    private final List<Jvm> jvms;
    private final List<String> problems;
    private final JvmProber prober;

    JvmCatalog(List<Jvm> jvms, List<String> problems, JvmProber prober) {
        this.jvms = List.copyOf(jvms);
        this.problems = List.copyOf(problems);
        this.prober = prober;
    }

    /** Every JVM found, in discovery order (explicit paths, JAVA_HOME, PATH, install folders). */
    public List<Jvm> jvms() {
        return jvms;
    }

    /**
     * What discovery skipped and why: JDKs that do not start, config entries that are not JDKs,
     * installed VM variants that fail. Worth showing; never fatal.
     */
    public List<String> problems() {
        return problems;
    }

    public Optional<Jvm> byId(String id) {
        String wanted = id.strip().toLowerCase(Locale.ROOT);
        return jvms.stream().filter(j -> j.id().equals(wanted)).findFirst();
    }

    /**
     * The JVM a user named: an id from {@link #jvms()}, or a path to a JDK home, its {@code bin}
     * directory or its {@code java} launcher (discovered or not; an undiscovered one is
     * identified now).
     *
     * @throws UnknownJvmException naming the valid ids when nothing matches
     */
    public Jvm find(String idOrPath) {
        Optional<Jvm> byId = byId(idOrPath);
        if (byId.isPresent()) {
            return byId.get();
        }
        if (looksLikePath(idOrPath)) {
            Path path;
            try {
                path = Path.of(idOrPath);
            } catch (InvalidPathException e) {
                throw new UnknownJvmException("not a valid path: " + idOrPath, e);
            }
            if (!Files.exists(path)) {
                throw new UnknownJvmException("no such JDK path: " + idOrPath);
            }
            Optional<Path> home = JdkLocator.asJdk(path, "path").map(JdkLocator.Candidate::home);
            if (home.isPresent()) {
                Optional<Jvm> known = jvms.stream()
                        .filter(j -> j.home().equals(home.get()) && j.vmVariantFlag().isEmpty())
                        .findFirst();
                if (known.isPresent()) {
                    return known.get();
                }
            }
            return JvmDiscovery.identifyPath(path, prober);
        }
        throw new UnknownJvmException("unknown JVM '" + idOrPath + "'; "
                + (jvms.isEmpty() ? "no JVMs were found on this host" : "valid ids: " + validIds())
                + " (or give a JDK path)");
    }

    /** The ids, comma-separated, for messages. */
    public String validIds() {
        return jvms.stream().map(Jvm::id).collect(Collectors.joining(", "));
    }

    private static boolean looksLikePath(String value) {
        if (value.contains("/") || value.contains("\\") || value.startsWith(".") || value.startsWith("~")) {
            return true;
        }
        try {
            return Files.exists(Path.of(value).toRealPath());
        } catch (IOException | InvalidPathException | SecurityException e) {
            return false;
        }
    }
}
