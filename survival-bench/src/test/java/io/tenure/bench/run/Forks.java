package io.tenure.bench.run;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.HeapConfig;
import io.tenure.bench.plan.BenchJvms;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.platforms.Collector;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.ProbeListener;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Small real runs on the JVM running the tests: seconds each. */
final class Forks {
    private static JvmTarget current;

    private Forks() {
    }

    static synchronized JvmTarget currentJvm() {
        if (current == null) {
            // Kept under target/: a second test run launches nothing to find the JVM again.
            ProbeCache cache = ProbeCache.at(Path.of("target", "tenure-probes.json"));
            current = BenchJvms.current(cache, ProbeListener.silent());
            current.collectors();
            cache.save();
        }
        return current;
    }

    static WorkloadTarget smallTarget(double p) {
        return new WorkloadTarget(p, 16, "fifo", "64", "bytes", 64, 1, 16, 64, 42);
    }

    static PlannedRun run(JvmTarget jvm, Collector collector, HeapConfig heap, WorkloadTarget target) {
        return new PlannedRun(new Cell(jvm, collector, heap, target, null), 1);
    }

    /** The current JVM started through {@code launcher} (a script given the java command's arguments). */
    static JvmTarget launchedBy(JvmTarget jvm, Path launcher) {
        return new JvmTarget() {
            @Override public String id() { return jvm.id(); }
            @Override public Path javaExecutable() { return jvm.javaExecutable(); }
            @Override public List<String> launchPrefix() { return List.of(launcher.toString()); }
            @Override public String vendor() { return jvm.vendor(); }
            @Override public String version() { return jvm.version(); }
            @Override public String vmName() { return jvm.vmName(); }
            @Override public int featureVersion() { return jvm.featureVersion(); }
            @Override public List<Collector> collectors() { return jvm.collectors(); }
            @Override public List<String> gcLogFlags(Path logFile) { return jvm.gcLogFlags(logFile); }
            @Override public List<String> jfrFlags(Path jfrFile) { return jvm.jfrFlags(jfrFile); }
            @Override public List<String> collectorFlags(Collector collector) { return jvm.collectorFlags(collector); }
        };
    }

    /** The current JVM with extra flags after the collector's, e.g. a flag it rejects. */
    static JvmTarget withExtraFlags(JvmTarget jvm, String... extra) {
        return new JvmTarget() {
            @Override public String id() { return jvm.id(); }
            @Override public Path javaExecutable() { return jvm.javaExecutable(); }
            @Override public List<String> launchPrefix() { return jvm.launchPrefix(); }
            @Override public String vendor() { return jvm.vendor(); }
            @Override public String version() { return jvm.version(); }
            @Override public String vmName() { return jvm.vmName(); }
            @Override public int featureVersion() { return jvm.featureVersion(); }
            @Override public List<Collector> collectors() { return jvm.collectors(); }
            @Override public List<String> gcLogFlags(Path logFile) { return jvm.gcLogFlags(logFile); }
            @Override public List<String> jfrFlags(Path jfrFile) { return jvm.jfrFlags(jfrFile); }

            @Override
            public List<String> collectorFlags(Collector collector) {
                List<String> flags = new ArrayList<>(jvm.collectorFlags(collector));
                flags.addAll(List.of(extra));
                return flags;
            }
        };
    }
}
