package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import io.tenure.platforms.CollectorCatalog;
import io.tenure.platforms.CollectorSupport;
import io.tenure.platforms.GcLogging;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JvmFamily;
import io.tenure.platforms.JfrFlags;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A JVM the {@code platforms} module discovered, as the benchmark runs it: the collectors and
 * their flags come from its {@link CollectorCatalog} (probed once per JVM and collector, then
 * cached), the GC log and JFR options from {@link GcLogging} and {@link JfrFlags}, with what the
 * benchmark needs on top (see {@link #gcLogFlags(Path)}).
 */
public final class PlatformJvm implements JvmTarget {
    /**
     * The heap and each generation before and after every collection, in KB. Survival is a
     * difference of heap figures, and the info-level pause line rounds the heap to whole MB:
     * at a 32 MB young generation that is ±0.02 on s. G1 logs its heap in KB only here (at info
     * it gives region counts), so the bundle's raw logs keep precise figures for every collector.
     */
    static final String HEAP_DETAIL_SELECTION = "gc+heap=debug";

    private final Jvm jvm;
    private final CollectorCatalog catalog;
    private final Map<Collector, CollectorSupport> support = new EnumMap<>(Collector.class);
    private Boolean jfr;

    public PlatformJvm(Jvm jvm, CollectorCatalog catalog) {
        this.jvm = Objects.requireNonNull(jvm, "jvm");
        this.catalog = Objects.requireNonNull(catalog, "catalog");
    }

    /** The platforms module's description of this JVM. */
    public Jvm jvm() {
        return jvm;
    }

    @Override
    public String id() {
        return jvm.id();
    }

    @Override
    public Path javaExecutable() {
        return jvm.javaExecutable();
    }

    @Override
    public List<String> launchPrefix() {
        return jvm.launchPrefix();
    }

    @Override
    public String vendor() {
        return jvm.vendor();
    }

    @Override
    public String version() {
        return jvm.version();
    }

    @Override
    public String vmName() {
        return jvm.vmName();
    }

    @Override
    public int featureVersion() {
        return jvm.featureVersion();
    }

    @Override
    public List<Collector> collectors() {
        return supportOfFamily().stream().filter(CollectorSupport::available).map(CollectorSupport::collector).toList();
    }

    /** Every collector of this JVM's family, available or with the reason it is not. */
    public synchronized List<CollectorSupport> supportOfFamily() {
        List<CollectorSupport> all = new ArrayList<>();
        for (Collector c : Collector.values()) {
            if (c.family() == jvm.family()) {
                all.add(support(c));
            }
        }
        return all;
    }

    /** Whether {@code collector} runs here, probing it through the cache on first use. */
    public synchronized CollectorSupport support(Collector collector) {
        return support.computeIfAbsent(collector, c -> catalog.support(jvm, c));
    }

    @Override
    public List<String> collectorFlags(Collector collector) {
        CollectorSupport s = support(collector);
        if (!s.available()) {
            throw new IllegalArgumentException(collector.id() + " is not available on " + id() + ": " + s.reason());
        }
        return s.flags();
    }

    /**
     * The platforms module's GC logging, with {@value #HEAP_DETAIL_SELECTION} added to the
     * unified selection (JDK 9+) and the heap printed at every collection on JDK 8
     * ({@code -XX:+PrintHeapAtGC}), for heap figures in KB.
     */
    @Override
    public List<String> gcLogFlags(Path logFile) {
        List<String> flags = new ArrayList<>(GcLogging.flagsFor(jvm, logFile.toAbsolutePath()));
        if (jvm.family() != JvmFamily.HOTSPOT) {
            return flags;
        }
        if (jvm.featureVersion() < 9) {
            flags.add("-XX:+PrintHeapAtGC");
            return flags;
        }
        String selection = "-Xlog:" + GcLogging.UNIFIED_SELECTION + ":";
        for (int i = 0; i < flags.size(); i++) {
            if (flags.get(i).startsWith(selection)) {
                flags.set(i, "-Xlog:" + GcLogging.UNIFIED_SELECTION + "," + HEAP_DETAIL_SELECTION + ":"
                        + flags.get(i).substring(selection.length()));
                return flags;
            }
        }
        throw new IllegalStateException("the platforms module's GC logging no longer starts with " + selection + ": " + flags);
    }

    /**
     * Why this JVM does not start with {@code flags} ({@code java <flags> -version}, probed once
     * and cached), in its own words; empty when it does.
     */
    public Optional<String> rejection(List<String> flags) {
        return flags.isEmpty() ? Optional.empty() : catalog.rejection(jvm, flags);
    }

    /** JFR when the build has a flight recorder that starts (probed once, cached); else none. */
    @Override
    public List<String> jfrFlags(Path jfrFile) {
        synchronized (this) {
            if (jfr == null) {
                jfr = catalog.jfrAvailable(jvm);
            }
        }
        return jfr ? JfrFlags.flagsFor(jvm, jfrFile.toAbsolutePath()).orElse(List.of()) : List.of();
    }

    @Override
    public String toString() {
        return id() + " (" + vendor() + " " + version() + ", " + vmName() + ", " + String.join(" ", launchPrefix()) + ")";
    }
}
