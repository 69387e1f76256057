package io.tenure.bench.run;

import io.tenure.bench.bundle.RunResult;
import io.tenure.bench.bundle.RunStatus;
import io.tenure.bench.fork.ForkOutcome;
import io.tenure.bench.fork.ForkedProcess;
import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.workload.SurvivalWorkload;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Forks one run into its own directory of the bundle ({@code runs/<run id>/}: gc.log,
 * recording.jfr, stdout.txt, stderr.txt, workload.json, command.txt) and turns what happened
 * into a {@link RunResult}.
 */
public final class RunExecutor {
    private final Path bundleDir;
    private final Duration timeout;
    private final boolean jfr;
    private final String workloadClasspath;

    public RunExecutor(Path bundleDir, Duration timeout, boolean jfr) {
        this.bundleDir = bundleDir.toAbsolutePath();
        this.timeout = timeout;
        this.jfr = jfr;
        this.workloadClasspath = workloadClasspath();
    }

    /** The command that forks {@code run}, writing into {@code runDir}. */
    public List<String> command(PlannedRun run, Path runDir) {
        Cell cell = run.cell();
        List<String> command = new ArrayList<>();
        command.add(cell.jvm().javaExecutable().toString());
        command.addAll(cell.jvm().collectorFlags(cell.collector()));
        command.addAll(cell.heap().flags(cell.collector()));
        command.addAll(cell.jvm().gcLogFlags(runDir.resolve("gc.log")));
        if (jfr) {
            command.addAll(cell.jvm().jfrFlags(runDir.resolve("recording.jfr")));
        }
        command.add("-cp");
        command.add(workloadClasspath);
        command.add(SurvivalWorkload.class.getName());
        command.addAll(cell.target().arguments(runDir.resolve("workload.json").toString()));
        return command;
    }

    public RunResult execute(PlannedRun run) throws IOException, InterruptedException {
        Path runDir = bundleDir.resolve("runs").resolve(run.id());
        if (Files.exists(runDir)) {
            // Left over from a run that was killed: start it afresh.
            deleteTree(runDir);
        }
        Files.createDirectories(runDir);
        List<String> command = command(run, runDir);
        Files.writeString(runDir.resolve("command.txt"), String.join("\n", command) + "\n", StandardCharsets.UTF_8);
        String startedAt = Instant.now().toString();
        ForkOutcome outcome = ForkedProcess.run(command, runDir, runDir.resolve("stdout.txt"), runDir.resolve("stderr.txt"), timeout);
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
        GcFigures gc = status == RunStatus.OK ? GcFigures.analyze(runDir.resolve("gc.log")) : GcFigures.none("run did not finish ok");
        WorkloadReport w = report.orElse(null);
        return new RunResult(run.id(), run.repetition(), status, reason, outcome.exitCode(), startedAt,
                outcome.wallSeconds(),
                w == null ? null : w.elapsedSeconds(), w == null ? null : w.cpuSeconds(),
                gc.survivalMedian(), gc.survivalMean(), gc.copySurvival(), gc.youngCollections(), gc.overheadPercent(),
                gc.pauses(), gc.intervals(),
                w == null ? null : w.allocatedBytes(), w == null ? null : w.analyticAllocatedBytes(),
                w == null ? null : w.allocationCheck(), w == null ? null : w.keptFraction(),
                gc.status(), command,
                relative(runDir.resolve("gc.log")),
                Files.exists(runDir.resolve("recording.jfr")) ? relative(runDir.resolve("recording.jfr")) : null,
                w == null ? null : relative(runDir.resolve("workload.json")),
                relative(outcome.stdout()), relative(outcome.stderr()));
    }

    private String relative(Path p) {
        return bundleDir.relativize(p.toAbsolutePath()).toString().replace('\\', '/');
    }

    /** Where the workload classes are: a jar (the tenure launcher) or a classes directory (tests). */
    static String workloadClasspath() {
        try {
            return Path.of(SurvivalWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the workload classes", e);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
