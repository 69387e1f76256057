package io.tenure.platforms;

import io.tenure.io.ScratchSpace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The collectors of a JVM: for each one of its family, the flags that select it on that
 * version and whether this build really has it, found by launching {@code java <flags> -version}
 * (Shenandoah is missing from some vendors' builds, ZGC from some architectures, Zero runs
 * neither ZGC nor JFR). Launch results are kept in the {@link ProbeCache}.
 */
public final class CollectorCatalog {
    private final JvmProber prober;

    public CollectorCatalog(ProbeCache cache, ProbeListener listener) {
        this(cache, listener, JvmProber.DEFAULT_TIMEOUT);
    }

    public CollectorCatalog(ProbeCache cache, ProbeListener listener, Duration timeout) {
        this.prober = new JvmProber(cache, listener, timeout);
    }

    /**
     * The flags that select {@code collector} on {@code jvm}'s family and version, without
     * launching anything; empty when that version has no such collector.
     */
    public static Optional<List<String>> flags(Jvm jvm, Collector collector) {
        CollectorFlags.Selection selection = CollectorFlags.select(collector, jvm.family(), jvm.featureVersion());
        return selection.selectable() ? Optional.of(selection.flags()) : Optional.empty();
    }

    /**
     * The names of the {@code GarbageCollectorMXBean}s a JVM of {@code featureVersion} registers
     * when it runs {@code collector} (e.g. Serial: "Copy" and "MarkSweepCompact"), so a child can
     * be checked to have run the collector it was asked for; empty where they are not known
     * (OpenJ9).
     */
    public static Optional<Set<String>> gcBeanNames(Collector collector, int featureVersion) {
        return CollectorBeans.names(collector, featureVersion);
    }

    /**
     * Whether {@code jvm} starts with {@code flags} ({@code java <flags> -version}, through the
     * cache): empty when it does, else why not, in the JVM's own words (its stderr).
     */
    public Optional<String> rejection(Jvm jvm, List<String> flags) {
        ProbeOutcome outcome = prober.probe(jvm, flags, List.of());
        return outcome.ok() ? Optional.empty() : Optional.of(outcome.reason());
    }

    /** Every collector of {@code jvm}'s family, available or with the reason it is not. */
    public List<CollectorSupport> support(Jvm jvm) {
        return Arrays.stream(Collector.values())
                .filter(c -> c.family() == jvm.family())
                .map(c -> support(jvm, c))
                .toList();
    }

    /** Only the collectors that run on {@code jvm}. */
    public List<CollectorSupport> available(Jvm jvm) {
        return support(jvm).stream().filter(CollectorSupport::available).toList();
    }

    /** Whether {@code collector} runs on {@code jvm}, probing it (through the cache) if its version has it. */
    public CollectorSupport support(Jvm jvm, Collector collector) {
        CollectorFlags.Selection selection = CollectorFlags.select(collector, jvm.family(), jvm.featureVersion());
        if (!selection.selectable()) {
            return new CollectorSupport(collector, List.of(), false, selection.absentReason(), List.of());
        }
        List<String> verify = jvm.family() == JvmFamily.HOTSPOT ? CollectorFlags.selectionFlags(selection.flags()) : List.of();
        ProbeOutcome outcome = prober.probe(jvm, selection.flags(), verify);
        return new CollectorSupport(collector, selection.flags(), outcome.ok(), outcome.ok() ? null : outcome.reason(),
                outcome.warnings());
    }

    /** Whether {@code jvm} starts a flight recording with {@link JfrFlags#flagsFor}'s flags. */
    public boolean jfrAvailable(Jvm jvm) {
        Optional<List<String>> key = JfrFlags.flagsFor(jvm, JfrFlags.PROBE_KEY_FILE);
        if (key.isEmpty()) {
            return false;
        }
        Path recording;
        try {
            recording = ScratchSpace.newFile("jfr-probe-", ".jfr");
        } catch (IOException e) {
            return false; // no temporary space: a recording could not be written either
        }
        try {
            return prober.probe(jvm, key.get(), JfrFlags.flagsFor(jvm, recording).orElseThrow(), List.of()).ok();
        } finally {
            try {
                Files.deleteIfExists(recording);
            } catch (IOException e) {
                // the scratch directory goes at exit with it
            }
        }
    }
}
