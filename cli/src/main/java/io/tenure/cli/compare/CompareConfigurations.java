package io.tenure.cli.compare;

import io.tenure.bench.plan.BenchJvms;
import io.tenure.bench.plan.PlatformJvm;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.JvmFlags;
import io.tenure.cli.common.JvmSelection;
import io.tenure.cli.common.UserException;
import io.tenure.compare.ConfigSpec;
import io.tenure.platforms.Collector;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.UnknownJvmException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * compare's configurations before heaps: JVM x collector x variant, through the platforms module as
 * {@code tenure bench} resolves them, with every flag checked ({@link ConfigurationFlags}).
 */
final class CompareConfigurations {
    private CompareConfigurations() {
    }

    /** JVM × collector × variant, through the platforms module as `tenure bench` resolves them. */
    static List<ConfigSpec> resolve(JvmSelection jvmSelection, JvmFlags jvmFlags, List<String> heaps, List<String> javaArgs,
                                    boolean jfrWanted, Path probeCacheFile, PrintWriter err) {
        ProbeCache probes = ProbeCache.at(probeCacheFile != null ? probeCacheFile : ProbeCache.defaultLocation());
        probes.loadProblem().ifPresent(problem -> err.println("tenure: warning: " + problem));
        Map<String, List<String>> variantFlags = variants(jvmFlags.variants());
        ConfigurationFlags check = new ConfigurationFlags(heaps);
        jvmFlags.jvmArgs().forEach(flag -> check.refuse("--jvm-arg", flag));
        variantFlags.forEach((name, flags) -> flags.forEach(flag -> check.refuse("--variant " + name, flag)));
        check.refuseInJavaArgs(javaArgs, err);
        List<ConfigSpec> configs = new ArrayList<>();
        try {
            List<PlatformJvm> targets = BenchJvms.resolve(jvmSelection.jvms(), probes, what -> {
                err.println("tenure: probing " + what);
                err.flush();
            });
            Map<PlatformJvm, List<Collector>> chosen = chooseCollectors(targets, jvmSelection.collectors(), err);
            for (PlatformJvm jvm : targets) {
                boolean jfr = jfrWanted && !jvm.jfrFlags(Path.of("probe.jfr")).isEmpty();
                for (Collector c : chosen.get(jvm)) {
                    for (Map.Entry<String, List<String>> v : variantFlags.entrySet()) {
                        List<String> extra = new ArrayList<>(jvmFlags.jvmArgs());
                        extra.addAll(v.getValue());
                        configs.add(new ConfigSpec(jvm.jvm(), c, jvm.collectorFlags(c), null, v.getKey(), extra, jfr));
                    }
                }
            }
        } catch (UnknownJvmException e) {
            throw new UserException(ExitCodes.USAGE, "--jvm: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCodes.USAGE, e.getMessage(), e);
        } finally {
            probes.save().ifPresent(problem -> err.println("tenure: warning: " + problem));
        }
        return configs;
    }

    /**
     * The collectors per JVM: every available one but Epsilon by default; else the named ones a
     * JVM has. A name only some JVMs have ({@code zgc}: non-generational ZGC is gone in JDK 24)
     * is skipped where absent, with a note; a name no JVM has is a usage error.
     */
    private static Map<PlatformJvm, List<Collector>> chooseCollectors(List<PlatformJvm> targets, List<String> names,
                                                                      PrintWriter err) {
        Map<PlatformJvm, List<Collector>> chosen = new LinkedHashMap<>();
        for (PlatformJvm jvm : targets) {
            chosen.put(jvm, names.isEmpty()
                    ? jvm.collectors().stream().filter(c -> c != Collector.EPSILON).toList() : new ArrayList<>());
        }
        for (String name : names) {
            String lastProblem = null;
            boolean somewhere = false;
            for (PlatformJvm jvm : targets) {
                try {
                    chosen.get(jvm).addAll(BenchJvms.collectors(jvm, List.of(name)));
                    somewhere = true;
                } catch (IllegalArgumentException e) {
                    lastProblem = e.getMessage();
                    if (targets.size() > 1) {
                        err.println("tenure compare: note: " + e.getMessage() + " (skipped there)");
                    }
                }
            }
            if (!somewhere) {
                throw new UserException(ExitCodes.USAGE, "--gc: " + lastProblem);
            }
        }
        return chosen;
    }

    private static Map<String, List<String>> variants(List<String> typed) {
        Map<String, List<String>> map = new LinkedHashMap<>();
        if (typed.isEmpty()) {
            map.put(null, List.of());
            return map;
        }
        for (String v : typed) {
            int eq = v.indexOf('=');
            if (eq < 1) {
                throw new UserException(ExitCodes.USAGE, "--variant: expected NAME=FLAGS, got '" + v + "'");
            }
            String flags = v.substring(eq + 1).strip();
            if (map.put(v.substring(0, eq).strip(), flags.isEmpty() ? List.of() : List.of(flags.split("\\s+"))) != null) {
                throw new UserException(ExitCodes.USAGE, "--variant: the name '" + v.substring(0, eq) + "' is given twice");
            }
        }
        return map;
    }
}
