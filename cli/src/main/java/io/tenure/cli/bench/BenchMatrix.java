package io.tenure.cli.bench;

import io.tenure.bench.plan.BenchJvms;
import io.tenure.bench.plan.ControlledFlags;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.JvmVariant;
import io.tenure.bench.plan.PlatformJvm;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.JvmFlags;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.UserException;
import io.tenure.platforms.Collector;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.UnknownJvmException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JVMs bench runs ({@code --jvm}, through the platforms module, with the ids of
 * {@code tenure platforms}), the collectors of each ({@code --gc}) and the flag variants
 * ({@code --variant}), checked before anything runs: a flag tenure sets per cell, or one a JVM does
 * not start with, is a usage error naming the option.
 */
record BenchMatrix(List<PlatformJvm> targets, Map<JvmTarget, List<Collector>> byJvm, List<JvmVariant> variants) {
    /**
     * @param probeCacheFile the probe cache ({@code --probe-cache}), or null for the default
     * @param err            where probes and cache problems are reported
     */
    static BenchMatrix resolve(JvmSelection selection, JvmFlags flags, Path probeCacheFile, PrintWriter err) {
        ProbeCache probes = ProbeCache.at(probeCacheFile != null ? probeCacheFile : ProbeCache.defaultLocation());
        probes.loadProblem().ifPresent(problem -> err.println("tenure: warning: " + problem));
        // what the probes learnt is kept even when planning then fails: the next run starts no JVM for it
        Runnable save = () -> probes.save().ifPresent(problem -> err.println("tenure: warning: " + problem));
        List<PlatformJvm> targets;
        try {
            targets = BenchJvms.resolve(selection.jvms(), probes, what -> {
                err.println("tenure: probing " + what);
                err.flush();
            });
        } catch (UnknownJvmException e) {
            save.run();
            throw new UserException(ExitCodes.USAGE, "--jvm: " + e.getMessage(), e);
        }
        Map<JvmTarget, List<Collector>> byJvm = new LinkedHashMap<>();
        try {
            for (PlatformJvm jvm : targets) {
                byJvm.put(jvm, BenchJvms.collectors(jvm, selection.collectors()));
            }
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, "--gc: " + e.getMessage(), e);
        } finally {
            save.run();
        }
        List<JvmVariant> variants = variants(flags.variants());
        try {
            checkFlags(targets, flags.jvmArgs(), variants);
        } finally {
            save.run();
        }
        return new BenchMatrix(targets, byJvm, variants);
    }

    /** {@code --variant} values, or the single "no variant" without them. */
    private static List<JvmVariant> variants(List<String> typed) {
        if (typed.isEmpty()) {
            return List.of(JvmVariant.NONE);
        }
        List<JvmVariant> parsed = new ArrayList<>();
        Set<String> names = new HashSet<>();
        try {
            for (String text : typed) {
                JvmVariant variant = JvmVariant.parse(text);
                if (!names.add(variant.name())) {
                    throw new IllegalArgumentException("--variant: the name '" + variant.name() + "' is given twice");
                }
                parsed.add(variant);
            }
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        }
        return parsed;
    }

    /**
     * Refuses, before anything runs, a user flag that tenure sets per cell (naming the option to
     * use instead) and one a JVM does not start with (in the JVM's words): probed as
     * {@code java <flags> -version} once per JVM and variant, through the probe cache.
     */
    private static void checkFlags(List<PlatformJvm> targets, List<String> jvmArgs, List<JvmVariant> variants) {
        for (String flag : jvmArgs) {
            ControlledFlags.refusal(flag).ifPresent(why -> {
                throw new UserException(ExitCodes.USAGE, "--jvm-arg: " + why);
            });
        }
        for (JvmVariant variant : variants) {
            for (String flag : variant.flags()) {
                ControlledFlags.refusal(flag).ifPresent(why -> {
                    throw new UserException(ExitCodes.USAGE, "--variant " + variant.name() + ": " + why);
                });
            }
        }
        for (PlatformJvm jvm : targets) {
            for (JvmVariant variant : variants) {
                List<String> flags = new ArrayList<>(jvmArgs);
                flags.addAll(variant.flags());
                jvm.rejection(flags).ifPresent(why -> {
                    throw new UserException(ExitCodes.USAGE, (variant.name() == null ? "--jvm-arg" : "--variant " + variant.name())
                            + ": " + jvm.id() + " does not start with " + String.join(" ", flags) + ": " + why);
                });
            }
        }
    }
}
