package io.tenure.cli.platforms;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.OutputFormatOption;
import io.tenure.cli.common.ProbeCacheOption;
import io.tenure.cli.common.UserException;
import io.tenure.cli.common.VersionProvider;
import io.tenure.platforms.CollectorCatalog;
import io.tenure.platforms.DiscoveryRoots;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JvmCatalog;
import io.tenure.platforms.JvmDiscovery;
import io.tenure.platforms.ProbeCache;
import io.tenure.platforms.ProbeListener;
import io.tenure.platforms.UnknownJvmException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tenure platforms}: the JVMs found here with their collectors, and this host's facts.
 * The first run launches every JVM a few times (seconds, with progress on stderr); the probe
 * cache makes later runs instant until a JDK changes.
 */
@Command(
        name = "platforms",
        mixinStandardHelpOptions = true,
        resourceBundle = "io.tenure.cli.platforms.PlatformsHelp",
        description = {
            "List the JVMs and collectors found here, and this host's facts.",
            // one element per paragraph, and paths where no line ends: picocli may break a line after
            // any dot ("~/." / "config"), which HelpTextTest rejects
            "JVMs are searched in JAVA_HOME, PATH, /usr/lib/jvm, /opt, /usr/java, SDKMAN, Gradle toolchains, the"
                    + " macOS and Windows install folders and ~/.jdks.",
            "Add others to ~/.config/tenure/jvms.txt, one path per line.",
            "The ids shown are what `tenure bench --jvm ID` takes."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:no JVM found", "2:usage error (unknown --jvm id or path)"})
public final class PlatformsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    OutputFormatOption format;

    @Option(names = "--jvm", paramLabel = "ID|PATH",
            description = "Show only this JVM: an id, or a JDK home, bin directory or java launcher"
                    + " (which need not be in a standard place). Repeatable.")
    List<String> jvms = new ArrayList<>();

    @Option(names = "--refresh", description = "Ignore the probe cache: launch every JVM again.")
    boolean refresh;

    @Mixin
    ProbeCacheOption probeCache;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Path cacheFile = probeCache.file() != null ? probeCache.file() : ProbeCache.defaultLocation();
        ProbeCache cache = refresh ? ProbeCache.refreshing(cacheFile) : ProbeCache.at(cacheFile);
        cache.loadProblem().ifPresent(problem -> err.println("tenure: warning: " + problem));
        ProbeListener progress = new StderrProgress(err);

        List<Path> explicitPaths = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (String value : jvms) {
            if (looksLikePath(value)) {
                Path path = Path.of(value);
                if (!Files.exists(path)) {
                    throw new UserException(ExitCodes.USAGE, "--jvm " + value + ": no such file or directory");
                }
                explicitPaths.add(path);
            } else {
                ids.add(value);
            }
        }
        JvmCatalog catalog;
        List<Jvm> shown;
        try {
            catalog = JvmDiscovery.discover(DiscoveryRoots.forThisHost().withExplicitPaths(explicitPaths), cache, progress);
            shown = select(catalog, explicitPaths, ids);
        } catch (UnknownJvmException e) {
            throw new UserException(ExitCodes.USAGE, "--jvm: " + e.getMessage(), e);
        }
        CollectorCatalog collectors = new CollectorCatalog(cache, progress);
        List<PlatformsView.Row> rows = shown.stream()
                .map(jvm -> new PlatformsView.Row(jvm, collectors.support(jvm), collectors.jfrAvailable(jvm)))
                .toList();
        HostFingerprint host = HostFingerprint.capture();
        cache.save().ifPresent(problem -> err.println("tenure: warning: " + problem));
        err.flush();

        PrintWriter out = spec.commandLine().getOut();
        PlatformsView view = new PlatformsView(host, rows, catalog.problems());
        out.print(format.json() ? view.json(VersionProvider.version()) : view.text());
        out.flush();
        return rows.isEmpty() ? ExitCodes.FAILED : ExitCodes.OK;
    }

    /** All JVMs when none were named; else the named ones, in the order given, without repeats. */
    private static List<Jvm> select(JvmCatalog catalog, List<Path> explicitPaths, List<String> ids) {
        if (explicitPaths.isEmpty() && ids.isEmpty()) {
            return catalog.jvms();
        }
        LinkedHashSet<Jvm> selected = new LinkedHashSet<>();
        for (Path path : explicitPaths) {
            selected.add(catalog.find(path.toString()));
        }
        for (String id : ids) {
            selected.add(catalog.find(id));
        }
        return List.copyOf(selected);
    }

    private static boolean looksLikePath(String value) {
        return value.contains("/") || value.contains("\\") || value.startsWith(".") || value.startsWith("~");
    }

    /** Progress lines on stderr, only for launches the cache could not spare. */
    private static final class StderrProgress implements ProbeListener {
        private final PrintWriter err;
        private boolean announced;

        StderrProgress(PrintWriter err) {
            this.err = err;
        }

        @Override
        public synchronized void launching(String what) {
            if (!announced) {
                err.println("tenure: probing JVMs (a few seconds; the results are cached)");
                announced = true;
            }
            err.println("  " + what);
            err.flush();
        }
    }
}
