package io.tenure.compare;

import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleLock;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.CompareSettings;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.JvmInfo;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.bundle.compare.UntilCi;
import io.tenure.compare.race.RaceRequest;
import io.tenure.harness.MinHeapBisection;
import io.tenure.harness.ResumeMode;
import io.tenure.harness.RunDirectory;
import io.tenure.harness.RunLedger;
import io.tenure.harness.RunOrder;
import io.tenure.harness.Session;
import io.tenure.harness.SessionStopped;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.ShutdownProbe;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

/**
 * Runs a compare session into a bundle, through the run harness ({@link Session},
 * {@link RunLedger}, {@link RunOrder}, {@link MinHeapBisection}): the minimum-heap search when
 * asked, then warm-up runs, then repetitions. Within a repetition every configuration runs once,
 * in an order rotated by the repetition ({@link RunOrder#rotated}). After every run the whole {@code results.json}, statistics included, is
 * rewritten atomically, so a session killed at any point loses at most the run in progress;
 * {@code resume} keeps every run already recorded (ok or not, unless {@code retryFailed}) and the
 * minimum heaps found.
 *
 * <p><b>Stopping.</b> When the session is stopped (Ctrl-C or SIGTERM: the JVM shuts down, and its
 * launcher's hook kills the child), the run in flight is not recorded: it ended because tenure was
 * stopped, not because of its configuration, and recorded as failed it stayed failed on
 * {@code --resume} ({@link ShutdownProbe}). {@link SessionStopped} says how many runs the bundle
 * keeps; a resume runs the interrupted one again.
 */
public final class CompareRunner {
    /** The smallest heap the minimum-heap search tries. */
    static final long MIN_HEAP_SMALLEST_MB = 2;

    private CompareRunner() {
    }

    /**
     * Thrown when the bundle cannot take this session: it holds results and resume was not asked
     * for, or another session's results, or another tenure process is writing it (its lock), or it
     * belongs to another host.
     */
    public static final class BundleExistsException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BundleExistsException(String message) {
            super(message);
        }
    }

    /**
     * The command the first measured run of {@code config} would run, for {@code --dry-run}: the
     * options it gets are the ones its runs record.
     */
    public static List<String> firstCommand(CompareRequest request, ConfigSpec config) {
        Path dir = RunDirectory.of(request.out(), config.id() + "-r0").dir();
        boolean jfr = request.program().jfr() && config.jfrAvailable();
        return new RunMeasurer(request.out(), request.program()).command(config, dir.resolve("gc.log"),
                jfr ? dir.resolve("run.jfr") : null);
    }

    /**
     * Runs the session.
     *
     * @throws BundleExistsException when {@code out} holds results and {@code resume} is false,
     *                               or holds a different session's results
     */
    public static CompareResults run(CompareRequest request, CompareListener listener) throws IOException, InterruptedException {
        return run(request, listener, ShutdownProbe::shuttingDown);
    }

    /**
     * A race ({@code compare --race}): the repetitions run as blocks of the configurations still in
     * it, and after each block {@link RaceRun} eliminates what its rule says; {@code race.json}
     * says how it ended.
     */
    public static CompareResults run(CompareRequest request, RaceRequest race, CompareListener listener)
            throws IOException, InterruptedException {
        return run(request, race, listener, ShutdownProbe::shuttingDown);
    }

    static CompareResults run(CompareRequest request, CompareListener listener, BooleanSupplier stopRequested)
            throws IOException, InterruptedException {
        return run(request, null, listener, stopRequested);
    }

    /**
     * Runs the session, stopping with {@link SessionStopped} once {@code stopRequested} says so.
     *
     * @throws BundleExistsException when {@code out} holds results and {@code resume} is false,
     *                               or holds a different session's results
     */
    static CompareResults run(CompareRequest request, RaceRequest race, CompareListener listener,
                              BooleanSupplier stopRequested) throws IOException, InterruptedException {
        CompareBundle bundle = new CompareBundle(request.out());
        // before reading it: results of another kind (a bench bundle) are as much in the way as a compare session's
        if (Files.exists(bundle.resultsFile()) && !CompareBundle.isCompareBundle(request.out())) {
            // "use --resume to continue it" sent the user to a resume that cannot read it
            throw new BundleExistsException(bundle.resultsFile() + " holds no tenure compare bundle (a bench or demo"
                    + " bundle, or other results), which compare cannot continue: choose another --out");
        }
        if (!request.resume() && Files.exists(bundle.resultsFile())) {
            throw new BundleExistsException(bundle.resultsFile() + " exists; use --resume to continue it or another --out");
        }
        CompareResults previous = bundle.read().orElse(null);
        CompareSettings settings = settings(request);
        if (previous != null && !sameProgram(previous.settings(), settings)) {
            throw new BundleExistsException(bundle.resultsFile() + " holds another session (its program or command differs);"
                    + " use another --out");
        }
        // as a bench bundle: one writer at a time, and the runs of one host
        BundleLock lock = lockAndCheckHost(request.out());
        try {
            if (!Files.exists(request.out().resolve(CompareBundle.HOST))) {
                bundle.writeJson(request.out().resolve(CompareBundle.HOST), HostFingerprint.capture());
            }
            Map<String, String> removed = JvmLauncher.jvmOptionVariablesIn(System.getenv());
            if (!removed.isEmpty()) {
                listener.note(removed.entrySet().stream().map(e -> e.getKey() + "='" + e.getValue() + "'")
                        .collect(Collectors.joining(", ")) + " set here: removed from every run's environment, so each"
                        + " runs exactly its configuration's options (recorded per run in results.json)");
            }
            return new CompareSession(request, race, bundle, settings, previous, listener, stopRequested).run();
        } finally {
            lock.close();
        }
    }

    /**
     * The bundle's lock, once it is known to be this host's: a second {@code compare --resume} on a
     * bundle another one is writing ran the same runs, and a bundle of another host was extended here.
     */
    private static BundleLock lockAndCheckHost(Path out) throws IOException {
        BundleLock lock;
        try {
            lock = BundleLock.acquire(out);
        } catch (BundleException.Locked e) {
            throw new BundleExistsException(e.getMessage());
        }
        try {
            new BundleWriter(out).checkHost(HostFingerprint.capture(), Optional.empty());
            return lock;
        } catch (BundleException.ForeignHost e) {
            lock.close();
            throw new BundleExistsException(e.getMessage());
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    static CompareSettings settings(CompareRequest request) {
        ProgramSpec p = request.program();
        return new CompareSettings(p.javaArgs(), p.commandTemplate(), p.workDir().toAbsolutePath().toString(),
                p.environment(), p.stdin() == null ? null : p.stdin().toAbsolutePath().toString(), request.repeat(),
                request.warmupRuns(), p.timeout().toMillis() / 1000.0, p.ready() == null ? null : p.ready().pattern(),
                p.measureFrom() == null ? null : p.measureFrom().pattern(), request.untilCiPercent(), p.jfr());
    }

    private static boolean sameProgram(CompareSettings a, CompareSettings b) {
        return a.javaArgs().equals(b.javaArgs()) && Objects.equals(a.command(), b.command());
    }

    /** The state of one session. */
    private static final class CompareSession {
        private final CompareRequest request;
        private final RaceRequest race;
        private final CompareBundle bundle;
        private final CompareSettings settings;
        private final CompareListener listener;
        private final Session<CompareRun> session;
        private final RunMeasurer measurer;
        private final String createdAt;
        private final RunLedger<CompareRun> done;
        private final List<MinHeap> minHeaps = new ArrayList<>();
        /** The earlier sessions' configurations, kept when a resume names fewer JVMs, collectors or heaps. */
        private final List<ConfigResult> earlier = new ArrayList<>();
        private List<ConfigSpec> configs = List.of();
        private int order;

        CompareSession(CompareRequest request, RaceRequest race, CompareBundle bundle, CompareSettings settings,
                CompareResults previous, CompareListener listener, BooleanSupplier stopRequested) {
            this.request = request;
            this.race = race;
            this.bundle = bundle;
            this.settings = settings;
            this.listener = listener;
            this.measurer = new RunMeasurer(request.out(), request.program());
            this.createdAt = previous != null ? previous.createdAt() : Instant.now().toString();
            // with --retry-failed a failed or timed-out run is left out, so it runs again
            ResumeMode mode = ResumeMode.of(request.resume(), request.retryFailed());
            this.done = RunLedger.resumed(previous == null ? List.of()
                    : previous.configs().stream().flatMap(c -> c.runs().stream()).toList(), CompareRun::runId,
                    r -> mode.keeps(true, r.status() != RunStatus.OK));
            this.session = new Session<>(new ShutdownProbe(stopRequested), CompareRun::exitCode, done::size);
            if (previous != null) {
                earlier.addAll(previous.configs());
                minHeaps.addAll(previous.minHeap());
                order = done.runs().stream().mapToInt(r -> r.order() + 1).max().orElse(0);
            }
        }

        CompareResults run() throws IOException, InterruptedException {
            if (request.minHeap()) {
                findMinimumHeaps();
            }
            configs = expand();
            if (configs.isEmpty()) {
                throw new IllegalArgumentException("no configuration left to run (no minimum heap was found)");
            }
            write(false);
            List<String> todo = new ArrayList<>();
            for (int w = 0; w < request.warmupRuns(); w++) {
                todo.addAll(repetition(w, true));
            }
            if (race != null) {
                runAll(todo);
                new RaceRun(race, configs, request.repeat(), () -> List.copyOf(done.runs()), this::runAll, listener).run(bundle);
                return write(true);
            }
            for (int r = 0; r < request.repeat(); r++) {
                todo.addAll(repetition(r, false));
            }
            runAll(todo);
            int measuredRuns = (int) done.runs().stream().filter(CompareRun::measured).count();
            for (int r = request.repeat(); request.untilCiPercent() != null && !narrowEnough()
                    && measuredRuns < request.maxRuns(); r++) {
                listener.note(String.format(Locale.ROOT, "--until-ci %.1f %%: repetition %d", request.untilCiPercent(),
                        r + 1));
                runAll(repetition(r, false));
                measuredRuns = (int) done.runs().stream().filter(CompareRun::measured).count();
            }
            UntilCi untilCi = request.untilCiPercent() == null ? null
                    : Summaries.untilCi(currentResults(), request.untilCiPercent(), request.maxRuns(), measuredRuns);
            return write(true, untilCi);
        }

        /** The run ids of one repetition, the configuration order rotated by {@code index}. */
        private List<String> repetition(int index, boolean warmup) {
            return RunOrder.rotated(configs, index).stream().map(c -> runId(c, index, warmup)).toList();
        }

        private static String runId(ConfigSpec c, int index, boolean warmup) {
            return c.id() + (warmup ? "-w" : "-r") + index;
        }

        private void runAll(List<String> runIds) throws IOException, InterruptedException {
            session.runAll(done.todo(runIds, id -> id), new Session.Runs<String, CompareRun>() {
                @Override
                public void started(String id, int index, int count) {
                    listener.runStarted(id, index, count);
                }

                @Override
                public CompareRun run(String id) throws IOException, InterruptedException {
                    boolean warmup = id.charAt(id.lastIndexOf('-') + 1) == 'w';
                    int index = Integer.parseInt(id.substring(id.lastIndexOf('-') + 2));
                    return measurer.run(configOf(id), id, index, warmup, order);
                }

                @Override
                public void finished(String id, CompareRun run, int index, int count) throws IOException {
                    order++;
                    done.record(run);
                    write(false);
                    listener.runFinished(run);
                }
            });
        }

        private ConfigSpec configOf(String runId) {
            String configId = runId.substring(0, runId.lastIndexOf('-'));
            return configs.stream().filter(c -> c.id().equals(configId)).findFirst()
                    .orElseThrow(() -> new AssertionError(runId));
        }

        /**
         * Every wall-time interval narrower than asked, and a 95 % one: below 6 runs the interval is
         * [min, max], which a few runs that happen to agree make narrow, and whose pairs are not told apart.
         */
        private boolean narrowEnough() {
            return Summaries.untilCi(currentResults(), request.untilCiPercent(), request.maxRuns(), 0).reached();
        }

        /**
         * This session's configurations: the ones more repetitions can narrow (an earlier session's
         * configuration not named now gets no run, and kept the loop going to the budget's end).
         */
        private List<ConfigResult> currentResults() {
            Set<String> current = configs.stream().map(ConfigSpec::id).collect(Collectors.toSet());
            return configResults().stream().filter(c -> current.contains(c.id())).toList();
        }

        private void findMinimumHeaps() throws IOException, InterruptedException {
            Map<String, ConfigSpec> byCollector = new LinkedHashMap<>();
            for (ConfigSpec c : request.baseConfigs()) {
                byCollector.putIfAbsent(c.jvm().id() + "/" + c.collector().id(), c);
            }
            for (ConfigSpec base : byCollector.values()) {
                boolean known = minHeaps.stream()
                        .anyMatch(m -> m.jvm().equals(base.jvm().id()) && m.collector().equals(base.collector().id()));
                if (known) {
                    continue;
                }
                MinHeap found = MinHeapBisection.minHeap(base.jvm().id(), base.collector().id(), MIN_HEAP_SMALLEST_MB,
                        request.minHeapMaxMB(), request.program().timeout(), request.minHeapTimeout(), (heapMB, limit) -> {
                            ConfigSpec config = base.withHeapMB(heapMB);
                            String runId = "minheap-" + config.id();
                            CompareRun run = session.runOne(runId, id -> {
                                listener.runStarted(id, 0, 1);
                                return measurer.withAttemptLimit(limit).run(config, id, 0, true, order);
                            });
                            order++;
                            listener.runFinished(run);
                            // a run that times out counts as not completing (a heap so small the collector thrashes)
                            return MinHeapBisection.Attempt.of(heapMB, run.status() == RunStatus.OK,
                                    run.status() == RunStatus.TIMEOUT, run.totalWallSeconds(), run.reason());
                        });
                minHeaps.add(found);
                write(false);
                listener.note("minimum heap of " + base.collector().id() + " on " + base.jvm().id() + ": "
                        + (found.minHeapMB() == null ? "none up to " + request.minHeapMaxMB() + " MB" : found.minHeapMB() + " MB"));
            }
        }

        private List<ConfigSpec> expand() {
            List<ConfigSpec> all = new ArrayList<>();
            for (ConfigSpec base : request.baseConfigs()) {
                if (request.heaps().isEmpty()) {
                    all.add(base);
                    continue;
                }
                Long min = minHeaps.stream()
                        .filter(m -> m.jvm().equals(base.jvm().id()) && m.collector().equals(base.collector().id()))
                        .map(MinHeap::minHeapMB).filter(Objects::nonNull).findFirst().orElse(null);
                for (HeapChoice heap : request.heaps()) {
                    Long mb = heap.resolve(min);
                    if (mb == null) {
                        listener.note("skipping " + base.id() + " at " + heap.multiple() + "x: no minimum heap");
                        continue;
                    }
                    ConfigSpec sized = base.withHeapMB(mb);
                    if (all.stream().noneMatch(c -> c.id().equals(sized.id()))) {
                        all.add(sized);
                    }
                }
            }
            return List.copyOf(all);
        }

        private List<ConfigResult> configResults() {
            List<ConfigResult> results = new ArrayList<>();
            for (ConfigSpec c : configs) {
                String prefix = c.id() + "-";
                List<CompareRun> runs = done.runs().stream()
                        .filter(r -> r.runId().startsWith(prefix) && r.runId().substring(prefix.length()).matches("[rw]\\d+"))
                        .sorted(Comparator.comparingInt(CompareRun::order)).toList();
                results.add(new ConfigResult(c.id(), jvmInfo(c), c.collector().id(), c.heapMB(), c.variant(), c.flags(), runs,
                        Summaries.summary(runs)));
            }
            // a resume that names fewer configurations continues those; the others' runs stay in the bundle
            Set<String> current = results.stream().map(ConfigResult::id).collect(Collectors.toSet());
            earlier.stream().filter(c -> !current.contains(c.id())).forEach(results::add);
            return results;
        }

        private static JvmInfo jvmInfo(ConfigSpec c) {
            return new JvmInfo(c.jvm().id(), c.jvm().vendor(), c.jvm().version(), c.jvm().vmName(),
                    String.join(" ", c.jvm().launchPrefix()));
        }

        private CompareResults write(boolean complete) throws IOException {
            return write(complete, null);
        }

        private CompareResults write(boolean complete, UntilCi untilCi) throws IOException {
            List<ConfigResult> results = configResults();
            CompareResults all = new CompareResults(CompareResults.SCHEMA, "tenure", request.toolVersion(), createdAt,
                    Instant.now().toString(), complete, settings, results, Summaries.pairs(results),
                    Summaries.costSplit(results), minHeaps, List.of(), untilCi);
            bundle.write(all);
            return all;
        }
    }
}
