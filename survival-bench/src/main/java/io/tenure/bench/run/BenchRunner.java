package io.tenure.bench.run;

import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.Design;
import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.plan.WorkloadTarget;
import io.tenure.bench.summary.CellSummarizer;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleLock;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.HeapSizing;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.model.stats.Medians;
import io.tenure.harness.ResumeMode;
import io.tenure.harness.RunLedger;
import io.tenure.harness.Session;
import io.tenure.harness.SessionStopped;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.launch.ShutdownProbe;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Runs a plan into a bundle, through the run harness ({@link Session}, {@link RunLedger}): what
 * stays here is bench's bundle, its checks and its cells. After every run the whole {@code results.json} is rewritten
 * atomically, so a runner killed at any point loses at most the run in progress; with
 * {@code RESUME} the runs already recorded (ok or not) are kept and not forked again; with
 * {@code RESUME_RETRYING_FAILED} the failed and timed-out ones (a child killed by a signal, out
 * of memory, refused, or that ran another configuration) are forked again, the ok ones kept. The
 * bundle is locked while the runner writes it, and only this host's runs go into it: every run
 * records the id of the host it ran on.
 *
 * <p><b>Stopping.</b> When tenure is stopped (Ctrl-C or SIGTERM: the JVM shuts down, and the
 * launcher's hook kills the child), the run in flight is not recorded ({@link ShutdownProbe}): it
 * ended because tenure was stopped, not because of its cell, and recorded as failed it stayed
 * failed on {@code --resume}. {@link SessionStopped} says how many runs the bundle keeps; a resume
 * runs the interrupted one again.
 */
public final class BenchRunner {
    /** How the run should treat an existing bundle. */
    public enum Mode {
        FRESH, RESUME, RESUME_RETRYING_FAILED;

        /** Whether a recorded run is kept, as the harness's {@link ResumeMode} of the same name keeps it. */
        boolean keeps(RunResult recorded) {
            return ResumeMode.valueOf(name()).keeps(recorded.finished(),
                    recorded.status() == RunStatus.FAILED || recorded.status() == RunStatus.TIMEOUT);
        }
    }

    private final BundleWriter store;
    private final Duration timeout;
    private final boolean jfr;
    private final String toolVersion;
    private final ShutdownProbe stop;
    private List<MinHeap> earlierMinHeaps = List.of();

    public BenchRunner(BundleWriter store, Duration timeout, boolean jfr, String toolVersion) {
        this(store, timeout, jfr, toolVersion, ShutdownProbe.ofThisJvm());
    }

    /** {@code stop}: when the runner is to stop; tests stop it themselves. */
    BenchRunner(BundleWriter store, Duration timeout, boolean jfr, String toolVersion, ShutdownProbe stop) {
        this.store = store;
        this.timeout = timeout;
        this.jfr = jfr;
        this.toolVersion = toolVersion;
        this.stop = stop;
    }

    /**
     * @throws BundleExistsException when {@code mode} is FRESH and the directory already holds results
     * @throws io.tenure.bundle.BundleException.Locked when another process writes the bundle
     * @throws io.tenure.bundle.BundleException.ForeignHost when the bundle belongs to another host
     * @throws SessionStopped when tenure was stopped (Ctrl-C, SIGTERM): the bundle keeps every run
     *                        finished before, and not the one in flight
     */
    public BenchResults run(Plan plan, Mode mode, RunListener listener) throws IOException, InterruptedException {
        BundleLock lock = store.lock();
        try {
            return runLocked(plan, mode, listener);
        } finally {
            lock.close();
        }
    }

    /**
     * What {@link #run} would run of {@code plan} in this bundle, checked as it checks it (results
     * of another kind, results without a resume, another host's runs, cells run with other settings)
     * and writing nothing: {@code bench --dry-run} showed a full plan where the run refused, and on
     * {@code --resume} listed runs already done.
     *
     * @param todo the runs left, in the order they would run
     * @param done the plan's runs already in the bundle, kept
     */
    public record Pending(List<PlannedRun> todo, int done) {
        public Pending {
            todo = List.copyOf(todo);
        }
    }

    /**
     * {@link #run}'s checks and its list of runs left, without the lock and without writing.
     *
     * @throws BundleExistsException as {@link #run}
     * @throws BundleMismatchException as {@link #run}
     * @throws io.tenure.bundle.BundleException.ForeignHost as {@link #run}
     */
    public Pending pending(Plan plan, Mode mode) throws IOException {
        BenchResults previous = checkedPrevious(mode);
        store.checkHost(HostFingerprint.capture(), Optional.ofNullable(previous));
        checkSameSettings(plan, earlier(previous));
        List<PlannedRun> todo = kept(previous, mode).todo(plan.runs(), PlannedRun::id);
        return new Pending(todo, plan.runs().size() - todo.size());
    }

    /** The bundle's results, after the checks that need nothing else: null for none. */
    private BenchResults checkedPrevious(Mode mode) throws IOException {
        // before reading it: results of another kind (a compare bundle) are as much in the way as a bench's
        if (CompareBundle.isCompareBundle(store.dir())) {
            // "pass --resume to continue it" sent the user to a resume that cannot read it
            throw new BundleExistsException(store.resultsFile() + " holds a tenure compare bundle, which bench and demo"
                    + " cannot continue: choose another --out");
        }
        if (mode == Mode.FRESH && Files.exists(store.resultsFile())) {
            throw new BundleExistsException(store.resultsFile() + " already exists: pass --resume to continue it, or"
                    + " choose another --out");
        }
        return store.read().orElse(null);
    }

    /** The cells of {@code previous} by id. */
    private static Map<String, CellResult> earlier(BenchResults previous) {
        Map<String, CellResult> earlier = new LinkedHashMap<>();
        if (previous != null) {
            previous.cells().forEach(c -> earlier.put(c.id(), c));
        }
        return earlier;
    }

    /** The runs of {@code previous} that {@code mode} keeps. */
    private static RunLedger<RunResult> kept(BenchResults previous, Mode mode) {
        List<RunResult> recorded = previous == null ? List.of()
                : previous.cells().stream().flatMap(c -> c.runs().stream()).toList();
        return RunLedger.resumed(recorded, RunResult::runId, mode::keeps);
    }

    private BenchResults runLocked(Plan plan, Mode mode, RunListener listener) throws IOException, InterruptedException {
        BenchResults previous = checkedPrevious(mode);
        earlierMinHeaps = previous == null || previous.minHeaps() == null ? List.of() : previous.minHeaps();
        String hostId = store.adoptHost(HostFingerprint.capture(), Optional.ofNullable(previous));
        RunLedger<RunResult> done = kept(previous, mode);
        Map<String, CellResult> earlier = earlier(previous);
        checkSameSettings(plan, earlier);
        List<PlannedRun> todo = done.todo(plan.runs(), PlannedRun::id);
        String createdAt = previous != null ? previous.createdAt() : Instant.now().toString();
        listener.starting(plan, todo.size(), plan.runs().size() - todo.size());
        Sweep sweep = new Sweep(plan, earlier, done, createdAt, listener, new RunExecutor(store.dir(), timeout, jfr), hostId);
        store.write(sweep.results);
        new Session<>(stop, RunResult::exitCode, () -> runsIn(sweep.results)).runAll(todo, sweep);
        return sweep.results;
    }

    /** The runs of one invocation, recorded into the bundle as each ends. */
    private final class Sweep implements Session.Runs<PlannedRun, RunResult> {
        private final Plan plan;
        private final Map<String, CellResult> earlier;
        private final RunLedger<RunResult> done;
        private final String createdAt;
        private final RunListener listener;
        private final RunExecutor executor;
        private final String hostId;
        private BenchResults results;

        Sweep(Plan plan, Map<String, CellResult> earlier, RunLedger<RunResult> done, String createdAt, RunListener listener,
              RunExecutor executor, String hostId) {
            this.plan = plan;
            this.earlier = earlier;
            this.done = done;
            this.createdAt = createdAt;
            this.listener = listener;
            this.executor = executor;
            this.hostId = hostId;
            this.results = assemble(plan, earlier, done, createdAt);
        }

        @Override
        public void started(PlannedRun run, int index, int count) {
            listener.runStarted(run, index, count);
        }

        @Override
        public RunResult run(PlannedRun run) throws IOException, InterruptedException {
            return executor.execute(run).onHost(hostId);
        }

        @Override
        public void finished(PlannedRun run, RunResult result, int index, int count) throws IOException {
            done.record(result);
            results = assemble(plan, earlier, done, createdAt);
            store.write(results);
            listener.runFinished(run, result, index, count);
        }
    }

    /** The runs a bundle's results hold: this plan's and those an earlier invocation left. */
    private static int runsIn(BenchResults results) {
        return results.cells().stream().mapToInt(c -> c.runs().size()).sum();
    }

    /** A resumed cell must be the same experiment: same flags and workload knobs. */
    private static void checkSameSettings(Plan plan, Map<String, CellResult> earlier) throws BundleMismatchException {
        for (Cell cell : plan.cells()) {
            CellResult old = earlier.get(cell.id());
            if (old == null) {
                continue;
            }
            CellResult now = CellResults.of(cell, List.of());
            if (!now.target().equals(old.target()) || !now.flags().equals(old.flags())
                    || !Objects.equals(now.variant(), old.variant())) {
                // only what differs, by name: the whole records' text buried the one changed knob
                List<String> differ = new ArrayList<>(differences(old.target(), now.target()));
                if (!now.flags().equals(old.flags())) {
                    differ.add("flags " + old.flags() + " then, " + now.flags() + " now");
                }
                if (!Objects.equals(now.variant(), old.variant())) {
                    differ.add("variant " + old.variant() + " then, " + now.variant() + " now");
                }
                throw new BundleMismatchException(cell.id() + " was run with other settings than this invocation asks"
                        + " for (" + String.join("; ", differ) + "): resume with the original options, or use another --out");
            }
        }
    }

    /** "workMB 32.0 then, 48.0 now" for each component of two records of one type that differs. */
    static List<String> differences(Record then, Record now) {
        List<String> differ = new ArrayList<>();
        for (RecordComponent component : then.getClass().getRecordComponents()) {
            try {
                Object a = component.getAccessor().invoke(then);
                Object b = component.getAccessor().invoke(now);
                if (!Objects.equals(a, b)) {
                    differ.add(component.getName() + " " + a + " then, " + b + " now");
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + component.getName() + " of " + then.getClass(), e);
            }
        }
        return differ;
    }

    private BenchResults assemble(Plan plan, Map<String, CellResult> earlier, RunLedger<RunResult> done, String createdAt) {
        List<CellResult> cells = new ArrayList<>();
        Set<String> planned = new HashSet<>();
        for (Cell cell : plan.cells()) {
            planned.add(cell.id());
            List<RunResult> runs = new ArrayList<>();
            for (int rep = 1; rep <= plan.repetitions(); rep++) {
                RunResult r = done.get(new PlannedRun(cell, rep).id());
                if (r != null) {
                    runs.add(r);
                }
            }
            // Runs of other repetitions from an earlier invocation (e.g. --repeat was larger) stay.
            CellResult old = earlier.get(cell.id());
            if (old != null) {
                old.runs().stream().filter(r -> r.repetition() > plan.repetitions() && r.finished()).forEach(runs::add);
            }
            runs.sort(Comparator.comparingInt(RunResult::repetition));
            if (cell.skipped() || !runs.isEmpty()) {
                cells.add(CellResults.of(cell, runs));
            }
        }
        // Cells of an earlier invocation that this plan does not contain are kept as they were.
        earlier.values().stream().filter(c -> !planned.contains(c.id())).forEach(cells::add);
        // Minimum heaps too: this plan's, then an earlier one's of another JVM or collector.
        Map<String, MinHeap> minHeaps = new LinkedHashMap<>();
        plan.minHeaps().forEach(m -> minHeaps.put(m.jvm() + "/" + m.collector(), m));
        earlierMinHeaps.forEach(m -> minHeaps.putIfAbsent(m.jvm() + "/" + m.collector(), m));
        return new BenchResults(BenchResults.SCHEMA, "tenure", toolVersion, createdAt, Instant.now().toString(),
                new BenchResults.Settings(plan.repetitions(), plan.orderSeed(), timeout.toSeconds(), jfr, Medians.ORDER_STATISTIC,
                        design(plan.design())),
                Bundle.HOST, cells, List.copyOf(minHeaps.values()));
    }

    private static BenchResults.Design design(Design design) {
        return design == null ? null : new BenchResults.Design(design.method(), design.points(), design.seed(),
                design.ranges().stream().map(r -> new BenchResults.KnobRange(r.knob(), r.low(), r.high())).toList());
    }

    /** The results directory already holds a bundle and neither resume nor a new directory was asked for. */
    public static final class BundleExistsException extends IOException {
        private static final long serialVersionUID = 1L;

        BundleExistsException(String message) {
            super(message);
        }
    }

    /** The bundle holds a cell of the same id made with other settings. */
    public static final class BundleMismatchException extends IOException {
        private static final long serialVersionUID = 1L;

        BundleMismatchException(String message) {
            super(message);
        }
    }

    /** Builds the cell entries from runs. */
    static final class CellResults {
        private CellResults() {
        }

        static CellResult of(Cell cell, List<RunResult> runs) {
            RunStatus status;
            String reason = null;
            if (cell.skipped()) {
                status = RunStatus.SKIPPED;
                reason = cell.skipReason();
            } else {
                RunResult firstBad = runs.stream().filter(r -> r.status() == RunStatus.FAILED).findFirst()
                        .or(() -> runs.stream().filter(r -> r.status() == RunStatus.TIMEOUT).findFirst()).orElse(null);
                status = firstBad == null ? RunStatus.OK : firstBad.status();
                if (firstBad != null) {
                    reason = "repetition " + firstBad.repetition() + ": " + firstBad.reason();
                }
            }
            WorkloadTarget t = cell.target();
            return new CellResult(cell.id(),
                    new CellResult.JvmInfo(cell.jvm().id(), cell.jvm().vendor(), cell.jvm().version(), cell.jvm().vmName(),
                            cell.jvm().featureVersion(), cell.jvm().javaExecutable().toString()),
                    cell.collector().id(), cell.collector().displayName(), HeapSizing.fromJson(cell.heap().name()),
                    cell.heap().heapMB(), cell.youngMB(),
                    cell.heap().fixesYoungOf(cell.collector()) ? cell.heap().survivorRatio() : null,
                    cell.flags(), cell.variant(), cell.jvmArgs(),
                    t.recorded(), status, reason,
                    // jbb's p is not a target (its survival is the program's own): nothing to be off
                    CellSummarizer.summarize(runs, t.jbb() ? null : t.survival()), runs,
                    cell.cpus(), cell.instances(),
                    cell.heap().minHeap() == null ? null : cell.heap().minHeap().multiple(),
                    cell.heap().minHeap() == null ? null : cell.heap().minHeap().minHeapMB());
        }
    }
}
