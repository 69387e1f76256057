package io.tenure.platforms;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Launches JVMs to learn facts about them, through the cache: identification
 * ({@code -XshowSettings:properties}) and flag probes ({@code java <flags> -version}).
 */
final class JvmProber {
    /** Generous: a Zero VM or a loaded 2-core CI machine can take seconds to start. */
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    /** Lines every failed HotSpot start prints; they say nothing about why. */
    private static final List<String> BOILERPLATE = List.of(
            "Error: Could not create the Java Virtual Machine.",
            "Error: A fatal exception has occurred. Program will exit.",
            "Error occurred during initialization of VM");

    private final ProbeCache cache;
    private final ProbeListener listener;
    private final Duration timeout;

    JvmProber(ProbeCache cache, ProbeListener listener, Duration timeout) {
        this.cache = Objects.requireNonNull(cache, "cache");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
    }

    ProbeCache cache() {
        return cache;
    }

    /** Identity of the VM at {@code home} selected by {@code variantFlag}, cached. */
    JvmIdentity identify(Path home, Path javaExecutable, String variantFlag) {
        String fingerprint = JdkFingerprint.of(home, variantFlag);
        return cache.identity(home, variantFlag, fingerprint).orElseGet(() -> {
            listener.launching("identifying " + home + (variantFlag.isEmpty() ? "" : " " + variantFlag));
            JvmIdentity identity = JvmIdentifier.identify(home, javaExecutable, variantFlag, timeout);
            cache.putIdentity(home, variantFlag, fingerprint, identity);
            return identity;
        });
    }

    /**
     * Whether {@code jvm} starts with {@code flags}, cached per JDK and flag list.
     *
     * @param selectionFlags flags (such as {@code -XX:+UseZGC}) that must show in
     *                       {@code -XX:+PrintCommandLineFlags}, to catch a JVM that accepts a
     *                       flag but silently runs something else; empty to skip that check
     */
    ProbeOutcome probe(Jvm jvm, List<String> flags, List<String> selectionFlags) {
        return probe(jvm, flags, flags, selectionFlags);
    }

    /**
     * As {@link #probe(Jvm, List, List)}, launched with {@code flags} and cached under
     * {@code keyFlags}: flags naming a file of the moment (a unique recording) have a stable key.
     */
    ProbeOutcome probe(Jvm jvm, List<String> keyFlags, List<String> flags, List<String> selectionFlags) {
        String fingerprint = JdkFingerprint.of(jvm.home(), jvm.vmVariantFlag());
        String key = String.join(" ", keyFlags);
        var cached = cache.probe(jvm.home(), jvm.vmVariantFlag(), fingerprint, key);
        if (cached.isPresent()) {
            return cached.get();
        }
        listener.launching(jvm.id() + ": " + key);
        List<String> command = new ArrayList<>(jvm.launchPrefix());
        command.addAll(flags);
        if (!selectionFlags.isEmpty()) {
            command.add("-XX:+PrintCommandLineFlags");
        }
        command.add("-version");
        ProcessOutput output;
        try {
            output = ChildProcess.run(command, timeout);
        } catch (JvmLaunchException e) {
            // Timeouts and launch failures may be transient (a loaded machine): not cached.
            return new ProbeOutcome(false, e.getMessage().lines().findFirst().orElse("launch failed"), List.of());
        }
        ProbeOutcome outcome = judge(output, selectionFlags);
        cache.putProbe(jvm.home(), jvm.vmVariantFlag(), fingerprint, key, outcome);
        return outcome;
    }

    static ProbeOutcome judge(ProcessOutput output, List<String> selectionFlags) {
        List<String> lines = output.combined().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        List<String> warnings = lines.stream()
                .filter(l -> l.toLowerCase(Locale.ROOT).contains("warning"))
                .map(l -> l.replaceFirst("^.*VM warning: ", "").replaceFirst("^(\\[[^]]*])+\\s*", ""))
                .toList();
        if (!output.succeeded()) {
            List<String> reasons = lines.stream()
                    .filter(l -> !BOILERPLATE.contains(l))
                    .filter(l -> !l.toLowerCase(Locale.ROOT).contains("warning"))
                    .limit(3)
                    .toList();
            String reason = reasons.isEmpty() ? "exit code " + output.exitCode() : String.join("; ", reasons);
            return new ProbeOutcome(false, reason, warnings);
        }
        String printedFlags = lines.stream().filter(l -> l.startsWith("-XX:")).findFirst().orElse("");
        for (String flag : selectionFlags) {
            if (!(" " + printedFlags + " ").contains(" " + flag + " ")) {
                return new ProbeOutcome(false, "the JVM accepted " + flag + " but did not select it", warnings);
            }
        }
        return new ProbeOutcome(true, null, warnings);
    }
}
