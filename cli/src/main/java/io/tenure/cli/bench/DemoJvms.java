package io.tenure.cli.bench;

import io.tenure.bench.plan.BenchJvms;
import io.tenure.bench.plan.JvmTarget;
import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.platforms.DiscoveryRoots;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JvmDiscovery;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.ProbeListener;
import io.tenure.platforms.UnknownJvmException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVMs the demo runs on, through the platforms module (the ids {@code tenure platforms}
 * shows). This is the demo's only contact with the JVM layer. Probes are cached in the same file
 * as {@code tenure platforms} and {@code tenure bench} use, so a second demo starts at once.
 */
final class DemoJvms {
    private final ProbeCache cache = ProbeCache.at(ProbeCache.defaultLocation());
    private final PrintWriter err;
    private final ProbeListener listener;

    DemoJvms(PrintWriter err) {
        this.err = err;
        this.listener = what -> {
            err.println("tenure: probing " + what);
            err.flush();
        };
        cache.loadProblem().ifPresent(problem -> err.println("tenure: warning: " + problem));
    }

    /** The JVM running tenure first (it is always there), then every other JVM found here. */
    List<JvmTarget> findAll() {
        List<String> wanted = new ArrayList<>();
        wanted.add(System.getProperty("java.home"));
        for (Jvm jvm : JvmDiscovery.discover(DiscoveryRoots.forThisHost(), cache, listener).jvms()) {
            wanted.add(jvm.home().toString());
        }
        return resolve(wanted);
    }

    /** The JVM running tenure alone. */
    List<JvmTarget> current() {
        return resolve(List.of());
    }

    /** The JVMs named on the command line (ids or Java homes). */
    List<JvmTarget> named(List<String> specs) {
        return resolve(specs);
    }

    private List<JvmTarget> resolve(List<String> idsOrPaths) {
        try {
            return List.copyOf(BenchJvms.resolve(idsOrPaths, cache, listener));
        } catch (UnknownJvmException e) {
            throw new UserException(ExitCodes.USAGE, "--jvm: " + e.getMessage(), e);
        } finally {
            cache.save().ifPresent(problem -> err.println("tenure: warning: " + problem));
        }
    }
}
