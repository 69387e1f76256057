package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import io.tenure.platforms.CollectorCatalog;
import io.tenure.platforms.CollectorSupport;
import io.tenure.platforms.DiscoveryRoots;
import io.tenure.platforms.JvmCatalog;
import io.tenure.platforms.JvmDiscovery;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.ProbeListener;
import io.tenure.platforms.UnknownJvmException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Turns {@code --jvm} and {@code --gc} values into what the planner takes, through the
 * {@code platforms} module: JVM ids are those {@code tenure platforms} shows ({@code openjdk-17},
 * {@code temurin-25}, {@code openjdk-17-zero}); a path to a JDK home, its {@code bin} directory or
 * its launcher works too. Probes go through the given cache, which the caller saves.
 */
public final class BenchJvms {
    private BenchJvms() {
    }

    /**
     * The JVMs named by {@code idsOrPaths}, in order and without repeats; the JVM running
     * tenure when none is named.
     *
     * @throws UnknownJvmException naming the valid ids when a value matches no JVM
     */
    public static List<PlatformJvm> resolve(List<String> idsOrPaths, ProbeCache cache, ProbeListener listener) {
        // Paths that exist are discovered with the rest, so their ids are unique among all; a
        // missing one is left to find(), which says "no such JDK path".
        List<Path> explicitPaths = idsOrPaths.stream().filter(BenchJvms::looksLikePath).map(Path::of)
                .filter(Files::exists).toList();
        JvmCatalog catalog = JvmDiscovery.discover(DiscoveryRoots.forThisHost().withExplicitPaths(explicitPaths), cache,
                listener);
        CollectorCatalog collectors = new CollectorCatalog(cache, listener);
        List<String> wanted = idsOrPaths.isEmpty() ? List.of(System.getProperty("java.home")) : idsOrPaths;
        LinkedHashSet<String> seen = new LinkedHashSet<>();
        List<PlatformJvm> jvms = new ArrayList<>();
        for (String value : wanted) {
            PlatformJvm jvm = new PlatformJvm(catalog.find(value), collectors);
            if (seen.add(jvm.id())) {
                jvms.add(jvm);
            }
        }
        return jvms;
    }

    /** The JVM running tenure, as the platforms module names it. */
    public static PlatformJvm current(ProbeCache cache, ProbeListener listener) {
        return resolve(List.of(), cache, listener).get(0);
    }

    /**
     * The collectors to run on {@code jvm}: every available one when {@code names} is empty,
     * else the named ones (by id such as {@code shenandoah-generational}, enum name or display
     * name), each checked against the catalog.
     *
     * @throws IllegalArgumentException naming the collectors {@code jvm} has, when a name is
     *                                  unknown or its collector does not run there (with why)
     */
    public static List<Collector> collectors(PlatformJvm jvm, List<String> names) {
        List<Collector> available = jvm.collectors();
        if (names.isEmpty()) {
            return available;
        }
        LinkedHashSet<Collector> chosen = new LinkedHashSet<>();
        for (String name : names) {
            Optional<Collector> collector = Collector.fromName(name);
            if (collector.isEmpty()) {
                throw new IllegalArgumentException("unknown collector '" + name.strip() + "'; " + availableOn(jvm, available));
            }
            CollectorSupport support = jvm.support(collector.get());
            if (!support.available()) {
                throw new IllegalArgumentException("collector " + collector.get().id() + " is not available on " + jvm.id()
                        + ": " + support.reason() + "; " + availableOn(jvm, available));
            }
            chosen.add(collector.get());
        }
        return List.copyOf(chosen);
    }

    private static String availableOn(PlatformJvm jvm, List<Collector> available) {
        return available.isEmpty() ? "no collector runs on " + jvm.id()
                : "available on " + jvm.id() + ": " + available.stream().map(Collector::id).collect(Collectors.joining(", "));
    }

    /** The same rule as {@code tenure platforms --jvm}: a separator or a leading '.' or '~' makes a path. */
    private static boolean looksLikePath(String value) {
        return value.contains("/") || value.contains("\\") || value.startsWith(".") || value.startsWith("~");
    }
}
