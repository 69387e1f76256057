package io.tenure.bench.run;

import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.CpuSet;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.workload.SurvivalWorkload;
import io.tenure.bundle.MeasurementWindow;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.harness.CommandFile;
import io.tenure.harness.RunDirectory;
import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import io.tenure.platforms.launch.LaunchResult;
import io.tenure.platforms.launch.RunningProcess;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Forks one run into its own directory of the bundle ({@code runs/<run id>/}: gc.log,
 * recording.jfr, stdout.txt, stderr.txt, workload.json, command.txt: a {@link RunDirectory} of the
 * run harness, its {@link CommandFile}; with {@code --instances N} one such directory per instance,
 * {@code i1/} to {@code iN/}) through {@link JvmLauncher}, the one launcher, and turns what
 * happened into a {@link RunResult}. A run
 * that finished but did not run its cell's configuration ({@link ChildConfiguration}) fails.
 */
public final class RunExecutor {
    private final Path bundleDir;
    private final Duration timeout;
    private final boolean jfr;
    private final String workloadClasspath;
    private final Map<String, String> childEnvironment;
    private final Optional<CpuSet> hostCpus = CpuSet.ofThisProcess();

    public RunExecutor(Path bundleDir, Duration timeout, boolean jfr) {
        this(bundleDir, timeout, jfr, Map.of());
    }

    /**
     * @param childEnvironment variables set in every child on top of tenure's environment (tests
     *                         use it to inject options behind the command's back)
     */
    RunExecutor(Path bundleDir, Duration timeout, boolean jfr, Map<String, String> childEnvironment) {
        this.bundleDir = bundleDir.toAbsolutePath();
        this.timeout = timeout;
        this.jfr = jfr;
        this.workloadClasspath = workloadClasspath();
        this.childEnvironment = Map.copyOf(childEnvironment);
    }

    /**
     * The command that forks {@code run} (one instance of it), writing into {@code runDir}: under
     * {@code taskset -c} when the cell pins its CPUs.
     */
    public List<String> command(PlannedRun run, Path runDir) {
        Cell cell = run.cell();
        List<String> command = new ArrayList<>();
        if (cell.cpus() != null) {
            CpuSet host = hostCpus.orElseThrow(() -> new IllegalStateException(
                    "--cpus: this host gives no CPU list to pin a child to (the planner refuses such cells)"));
            command.addAll(List.of("taskset", "-c", host.first(cell.cpus())));
        }
        command.addAll(cell.jvm().launchPrefix());
        command.addAll(cell.flags());
        command.addAll(cell.jvm().gcLogFlags(runDir.resolve("gc.log")));
        if (jfr) {
            command.addAll(cell.jvm().jfrFlags(runDir.resolve("recording.jfr")));
        }
        command.add("-cp");
        command.add(workloadClasspath);
        command.add(cell.instanceTarget().mainClass());
        command.addAll(cell.instanceTarget().arguments(runDir.resolve("workload.json").toString()));
        return command;
    }

    /**
     * Forks the run: one child, or with {@code --instances N} N children started together, each in
     * {@code runs/<run id>/i<k>/}, the run their aggregate ({@link InstanceAggregate}). The run is
     * recorded only once every instance has ended, so a resumed bundle never holds half of one.
     */
    public RunResult execute(PlannedRun run) throws IOException, InterruptedException {
        // what a run that was killed left there goes: the run starts afresh
        RunDirectory runDir = RunDirectory.of(bundleDir, run.id()).create();
        int n = run.cell().instances();
        if (n == 1) {
            return finish(run, run.id(), start(run, runDir));
        }
        List<Started> started = new ArrayList<>();
        try {
            for (int k = 1; k <= n; k++) {
                started.add(start(run, new RunDirectory(bundleDir, runDir.resolve("i" + k)).create()));
            }
            List<RunResult> each = new ArrayList<>();
            for (int k = 1; k <= n; k++) {
                each.add(finish(run, run.id() + "_i" + k, started.get(k - 1)));
            }
            return InstanceAggregate.of(run.id(), run.repetition(), each);
        } finally {
            // an instance that failed to start, or an interrupt, must not leave the others running
            started.stream().map(Started::process).filter(RunningProcess::isAlive).forEach(RunningProcess::kill);
        }
    }

    /** A child on its way: its process, command, directory and start time. */
    private record Started(RunningProcess process, List<String> command, RunDirectory dir, String startedAt) {
    }

    private Started start(PlannedRun run, RunDirectory dir) throws IOException {
        List<String> command = command(run, dir.dir());
        LaunchRequest request = LaunchRequest.of(command, dir.dir(), dir.resolve("stdout.txt"), dir.resolve("stderr.txt"),
                timeout).withEnvironment(childEnvironment);
        CommandFile.write(dir.dir(), request);
        String startedAt = Instant.now().toString();
        return new Started(JvmLauncher.start(request), command, dir, startedAt);
    }

    private RunResult finish(PlannedRun run, String runId, Started started) throws IOException, InterruptedException {
        RunDirectory files = started.dir();
        Path runDir = files.dir();
        List<String> command = started.command();
        LaunchResult outcome = started.process().await();
        Optional<WorkloadReport> report;
        String reportProblem = null;
        try {
            report = WorkloadReport.read(runDir.resolve("workload.json"));
        } catch (IOException e) {
            report = Optional.empty();
            reportProblem = e.getMessage();
        }
        RunStatus status = RunClassifier.status(outcome, report);
        String reason = status == RunStatus.OK ? null : RunClassifier.reason(outcome, report, reportProblem, timeout);
        Optional<String> mismatch = status == RunStatus.OK ? ChildConfiguration.mismatch(run.cell(), report.orElseThrow())
                : Optional.empty();
        if (mismatch.isPresent()) {
            status = RunStatus.FAILED;
            reason = mismatch.get() + "\ncommand: " + outcome.commandLine();
        }
        WorkloadReport w = report.orElse(null);
        Path gcLog = runDir.resolve("gc.log");
        Path measuredLog = status == RunStatus.OK ? measuredPart(gcLog, w, runDir.resolve("gc.measured.log")) : null;
        GcFigures gc = status != RunStatus.OK ? GcFigures.none("run did not finish ok")
                : GcFigures.analyze(measuredLog != null ? measuredLog : gcLog);
        WorkloadReport.Phase phase = w == null ? null : w.phase();
        WorkloadReport.Allocation allocated = w == null ? null : w.allocation();
        return new RunResult(runId, run.repetition(), status, reason, outcome.exitCode(), started.startedAt(),
                new RunResult.Times(outcome.wallSeconds(), phase == null ? null : phase.elapsedSeconds(),
                        phase == null ? null : phase.cpuSeconds()),
                gc.figures(),
                allocated == null ? RunResult.Allocation.NONE : new RunResult.Allocation(allocated.allocatedBytes(),
                        allocated.analyticAllocatedBytes(), allocated.allocationCheck(), allocated.keptFraction()),
                gc.status(), measuredLog != null ? MeasurementWindow.MEASURED_PHASE : MeasurementWindow.WHOLE_RUN, command,
                new RunResult.Outputs(files.relative(gcLog), measuredLog == null ? null : files.relative(measuredLog),
                        files.relativeIfExists(runDir.resolve("recording.jfr")),
                        w == null ? null : files.relative(runDir.resolve("workload.json")),
                        files.relative(outcome.stdout()), files.relative(outcome.stderr())),
                outcome.jvmOptionVariablesRemoved().isEmpty() ? null : outcome.jvmOptionVariablesRemoved(), null,
                calibration(w), status == RunStatus.OK && w != null ? w.figures(run.cell().instanceHeap().heapMB()) : null);
    }

    /** The calibration the child reported, or null for fixed work (or a child that died before reporting it). */
    static RunResult.Calibration calibration(WorkloadReport report) {
        WorkloadReport.Calibration w = report == null ? null : report.calibration();
        if (w == null || w.measureTargetSeconds() == null || !(w.measureTargetSeconds() > 0) || w.calibratedWorkMB() == null
                || w.warmupDoneMB() == null || w.warmupSeconds() == null || w.warmupChunks() == null) {
            return null;
        }
        return new RunResult.Calibration(w.measureTargetSeconds(), w.calibratedWorkMB(), w.calibrationRateMBps(),
                w.warmupDoneMB(), w.warmupSeconds(), w.warmupChunks(), Boolean.TRUE.equals(w.warmupSteady()));
    }

    /**
     * The collections of the measured phase, cut from a unified log by the uptimes the workload
     * reported; null when the log has no uptime decorations (JDK 8) or the window is unknown.
     */
    private static Path measuredPart(Path gcLog, WorkloadReport report, Path out) throws IOException {
        WorkloadReport.Phase phase = report == null ? null : report.phase();
        if (phase == null || phase.measuredStartUptimeMs() == null || phase.measuredEndUptimeMs() == null
                || !Files.exists(gcLog)) {
            return null;
        }
        long lines = MeasuredWindow.cut(gcLog, phase.measuredStartUptimeMs(), phase.measuredEndUptimeMs(), out);
        if (lines == 0) {
            Files.deleteIfExists(out);
            return null;
        }
        return out;
    }

    /** Where the workload classes are: a jar (the tenure launcher) or a classes directory (tests). */
    static String workloadClasspath() {
        try {
            return Path.of(SurvivalWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the workload classes", e);
        }
    }
}
