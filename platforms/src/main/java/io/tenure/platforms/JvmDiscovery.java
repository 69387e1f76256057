package io.tenure.platforms;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Finds the JVMs on a host: locates JDK homes on disk ({@link DiscoveryRoots}), asks each one
 * what it is, adds the extra VM variants its {@code jvm.cfg} lists and that start, and names
 * them ({@link JvmCatalog}). Launches go through the {@link ProbeCache}, so a second run on an
 * unchanged host starts no JVM at all.
 *
 * <pre>{@code
 * JvmCatalog catalog = JvmDiscovery.discover(DiscoveryRoots.forThisHost(), ProbeCache.at(ProbeCache.defaultLocation()), ProbeListener.silent());
 * Jvm jvm = catalog.find("temurin-25");
 * }</pre>
 */
public final class JvmDiscovery {
    private JvmDiscovery() {
    }

    /** Discovery of this host's JVMs with the default cache and no progress output. */
    public static JvmCatalog discover() {
        ProbeCache cache = ProbeCache.at(ProbeCache.defaultLocation());
        JvmCatalog catalog = discover(DiscoveryRoots.forThisHost(), cache, ProbeListener.silent());
        cache.save();
        return catalog;
    }

    /**
     * Discovers the JVMs under {@code roots}. Odd directories and JDKs that do not start become
     * {@link JvmCatalog#problems() problems}; only the user's explicit paths are strict.
     * The caller saves the cache when it wants ({@link ProbeCache#save()}).
     *
     * @throws UnknownJvmException when an explicit path is not a working JDK
     */
    public static JvmCatalog discover(DiscoveryRoots roots, ProbeCache cache, ProbeListener listener) {
        return discover(roots, new JvmProber(cache, listener, JvmProber.DEFAULT_TIMEOUT));
    }

    /** As {@link #discover(DiscoveryRoots, ProbeCache, ProbeListener)}, with a launch timeout. */
    public static JvmCatalog discover(DiscoveryRoots roots, ProbeCache cache, ProbeListener listener, Duration timeout) {
        return discover(roots, new JvmProber(cache, listener, timeout));
    }

    static JvmCatalog discover(DiscoveryRoots roots, JvmProber prober) {
        List<String> problems = new ArrayList<>();
        Map<Path, JdkLocator.Candidate> candidates = new LinkedHashMap<>();
        Set<Path> explicitHomes = new HashSet<>();
        for (Path path : roots.explicitPaths()) {
            JdkLocator.Candidate candidate = named(path, "--jvm");
            candidates.putIfAbsent(candidate.home(), candidate);
            explicitHomes.add(candidate.home());
        }
        JdkLocator.Located located = JdkLocator.locate(roots);
        located.candidates().forEach(c -> candidates.putIfAbsent(c.home(), c));
        problems.addAll(located.problems());

        List<Jvm> jvms = new ArrayList<>();
        Map<Path, Path> homeByReportedHome = new LinkedHashMap<>();
        for (JdkLocator.Candidate candidate : candidates.values()) {
            JvmIdentity identity;
            try {
                identity = prober.identify(candidate.home(), candidate.javaExecutable(), "");
            } catch (JvmLaunchException e) {
                if (explicitHomes.contains(candidate.home())) {
                    throw new UnknownJvmException(candidate.home() + " does not start: " + e.getMessage(), e);
                }
                problems.add(candidate.home() + " (from " + candidate.source() + ") skipped: " + e.getMessage());
                continue;
            }
            // JDK 8 is found both as X and as X/jre; both report java.home = X/jre.
            Path reported = realOrSelf(Path.of(identity.javaHome()));
            if (homeByReportedHome.putIfAbsent(reported, candidate.home()) != null) {
                continue;
            }
            jvms.add(toJvm(candidate, identity, ""));
            for (String variant : VmVariants.extraVariantFlags(candidate.home())) {
                try {
                    jvms.add(toJvm(candidate, prober.identify(candidate.home(), candidate.javaExecutable(), variant), variant));
                } catch (JvmLaunchException e) {
                    problems.add(candidate.home() + ": VM variant " + variant
                            + " is installed but does not start: " + e.getMessage());
                }
            }
        }
        return new JvmCatalog(JvmIds.assign(jvms), problems, prober);
    }

    /** The JVM at {@code path} (home, bin directory or launcher), identified through the cache. */
    static Jvm identifyPath(Path path, JvmProber prober) {
        JdkLocator.Candidate candidate = named(path, "path");
        try {
            Jvm jvm = toJvm(candidate, prober.identify(candidate.home(), candidate.javaExecutable(), ""), "");
            return jvm.withId(JvmIds.id(jvm, String.valueOf(jvm.featureVersion())));
        } catch (JvmLaunchException e) {
            throw new UnknownJvmException(candidate.home() + " does not start: " + e.getMessage(), e);
        }
    }

    /**
     * The JDK a user named: the path itself (home, bin directory, launcher), else the one JDK
     * below it ({@link JdkLocator#beneath}); several below it are listed, none is an error.
     */
    private static JdkLocator.Candidate named(Path path, String source) {
        Optional<JdkLocator.Candidate> direct = JdkLocator.asJdk(path, source);
        if (direct.isPresent()) {
            return direct.get();
        }
        List<JdkLocator.Candidate> below = Files.isDirectory(path) ? JdkLocator.beneath(path, source) : List.of();
        if (below.size() == 1) {
            return below.get(0);
        }
        if (below.isEmpty()) {
            throw new UnknownJvmException(path + " is not a JDK: no bin/java found there or up to "
                    + JdkLocator.BENEATH_DEPTH + " levels below (give a JDK home, its bin directory or its java launcher)");
        }
        throw new UnknownJvmException(path + " is not a JDK but holds " + below.size() + ": name one of "
                + below.stream().map(c -> c.home().toString()).collect(Collectors.joining(", ")));
    }

    private static Jvm toJvm(JdkLocator.Candidate candidate, JvmIdentity identity, String variantFlag) {
        return new Jvm("unnamed", candidate.home(), candidate.javaExecutable(), identity.vendor(),
                Distribution.of(identity), identity.version(), identity.featureVersion(), identity.vmName(),
                variantFlag, identity.arch(), identity.family());
    }

    private static Path realOrSelf(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException | SecurityException e) {
            return path.toAbsolutePath().normalize();
        }
    }
}
