package io.tenure.compare;

import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.harness.CommandFile;
import io.tenure.harness.RunDirectory;
import io.tenure.platforms.GcLogging;
import io.tenure.platforms.JfrFlags;
import io.tenure.platforms.launch.GcCpuProbe;
import io.tenure.platforms.launch.JvmLauncher;
import io.tenure.platforms.launch.LaunchRequest;
import io.tenure.platforms.launch.LaunchResult;
import io.tenure.platforms.launch.RunningProcess;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the user's program once under one configuration and measures it: wall and CPU time and
 * peak RSS from {@link JvmLauncher}, GC pauses and {@code [gc,cpu]} from the run's GC log,
 * GC-thread CPU from the JVM's performance counters or {@code /proc} ({@link GcCpuProbe}, in the launch's
 * one sampling loop), the ready and measure-from lines
 * from its stdout ({@link OutputWatcher}). Every file of the run goes to its
 * {@link RunDirectory}, {@code runs/<run id>/} in the bundle, with its {@link CommandFile}.
 */
final class RunMeasurer {
    private final Path bundleDir;
    private final ProgramSpec program;
    /** The option whose limit a run that timed out ran into, named in its reason. */
    private final String limitOption;

    RunMeasurer(Path bundleDir, ProgramSpec program) {
        this(bundleDir, program, "--timeout");
    }

    private RunMeasurer(Path bundleDir, ProgramSpec program, String limitOption) {
        this.bundleDir = bundleDir;
        this.program = program;
        this.limitOption = limitOption;
    }

    /** This measurer with a minimum-heap attempt's time limit ({@code MinHeapTimeout}) where it is below --timeout. */
    RunMeasurer withAttemptLimit(Duration limit) {
        return limit.compareTo(program.timeout()) >= 0 ? this
                : new RunMeasurer(bundleDir, program.withTimeout(limit), "--min-heap-timeout");
    }

    /** The JVM options tenure adds: the variant flag, the configuration's flags, GC logging, JFR. */
    List<String> jvmOptions(ConfigSpec config, Path gcLog, Path jfr) {
        List<String> options = new ArrayList<>();
        options.addAll(config.flags());
        options.addAll(GcLogging.flagsFor(config.jvm(), gcLog.toAbsolutePath()));
        if (jfr != null) {
            options.addAll(JfrFlags.flagsFor(config.jvm(), jfr.toAbsolutePath()).orElse(List.of()));
        }
        return options;
    }

    /** The command line of one run. */
    List<String> command(ConfigSpec config, Path gcLog, Path jfr) {
        List<String> options = jvmOptions(config, gcLog, jfr);
        String runDir = gcLog.toAbsolutePath().getParent().toString();
        List<String> command = new ArrayList<>();
        if (program.commandTemplate() == null) {
            command.addAll(config.jvm().launchPrefix());
            command.addAll(options);
            program.javaArgs().forEach(a -> command.add(a.replace(ProgramSpec.RUN_DIR, runDir)));
            return command;
        }
        List<String> withVariant = new ArrayList<>();
        if (!config.jvm().vmVariantFlag().isEmpty()) {
            withVariant.add(config.jvm().vmVariantFlag());
        }
        withVariant.addAll(options);
        String java = config.jvm().javaExecutable().toString();
        for (String token : program.commandTemplate().strip().split("\\s+")) {
            if (token.equals(ProgramSpec.JVM_OPTIONS)) {
                command.addAll(withVariant);
            } else {
                command.add(token.replace(ProgramSpec.JVM_OPTIONS, String.join(" ", withVariant))
                        .replace(ProgramSpec.JAVA, java).replace(ProgramSpec.RUN_DIR, runDir));
            }
        }
        return command;
    }

    /** Runs {@code config} once as {@code runId}; a failure is a result, not an exception. */
    CompareRun run(ConfigSpec config, String runId, int repetition, boolean warmup, int order)
            throws IOException, InterruptedException {
        RunDirectory files = RunDirectory.of(bundleDir, runId).create();
        Path dir = files.dir();
        Path gcLog = dir.resolve("gc.log");
        Path jfr = program.jfr() && config.jfrAvailable() ? dir.resolve("run.jfr") : null;
        Path stdout = dir.resolve("stdout.txt");
        Path stderr = dir.resolve("stderr.txt");
        List<String> command = command(config, gcLog, jfr);
        LaunchRequest request = new LaunchRequest(command, program.workDir(), stdout, stderr, program.stdin(),
                program.timeout(), program.environment());
        // the whole invocation, not the command alone: --workdir, --env and --stdin change what runs
        CommandFile.write(dir, request);
        String startedAt = Instant.now().toString();
        Double load = loadAverage();
        GcCpuProbe gcCpu = new GcCpuProbe();
        MachineCpu machine = MachineCpu.start();
        RunningProcess process = JvmLauncher.start(request, gcCpu);
        OutputWatcher watcher = OutputWatcher.start(stdout, program.ready(), program.measureFrom());
        LaunchResult result;
        long endNanos;
        long[] seenNanos;
        GcCpuProbe.Measurement gcCpuMeasured;
        Double otherCpu;
        try {
            result = process.await();
            endNanos = System.nanoTime();
            // a sampled CPU time misses the run's last moments, which would be counted as others' work
            otherCpu = machine.otherSeconds(result.cpuExact() ? result.cpuSeconds() : null);
        } finally {
            // also when interrupted: the watcher must not outlive the run, nor the counters' files stay open
            // (the launch's sampling, the GC threads' included, has stopped once await returns or throws)
            seenNanos = watcher.finish();
            gcCpuMeasured = gcCpu.finish();
        }
        return record(runId, repetition, warmup, order, command, startedAt, new Machine(load, otherCpu),
                result, new long[] {process.startNanos(), endNanos, seenNanos[0], seenNanos[1]}, gcCpuMeasured, files, jfr);
    }

    /** What the machine was doing around a run: its load average at launch, the CPU seconds others used. */
    private record Machine(Double loadAverage, Double otherCpuSeconds) {
    }

    /** {@code nanos}: launch, exit, ready line, measure-from line (0 = not seen). */
    private CompareRun record(String runId, int repetition, boolean warmup, int order, List<String> command,
                              String startedAt, Machine machine, LaunchResult result, long[] nanos,
                              GcCpuProbe.Measurement gcCpuMeasured, RunDirectory files, Path jfr) {
        Path gcLog = files.resolve("gc.log");
        GcLogFigures log = GcLogFigures.of(gcLog);
        long startNanos = nanos[0];
        long endNanos = nanos[1];
        long[] seenNanos = {nanos[2], nanos[3]};
        Double gcCpu;
        String gcCpuSource;
        if (gcCpuMeasured != null) {
            gcCpu = gcCpuMeasured.seconds();
            gcCpuSource = gcCpuMeasured.source();
        } else if (log.gcCpuLogSeconds() != null) {
            gcCpu = log.gcCpuLogSeconds();
            gcCpuSource = GcLogFigures.GC_CPU_LOG;
        } else {
            gcCpu = null;
            gcCpuSource = null;
        }
        Double ready = seenNanos[0] == 0 ? null : (seenNanos[0] - startNanos) / 1e9;
        Double measured = seenNanos[1] == 0 ? null : Math.max(0, (endNanos - seenNanos[1]) / 1e9);
        RunStatus status = RunStatus.OK;
        String reason = null;
        if (result.timedOut()) {
            status = RunStatus.TIMEOUT;
            // "timed out" alone did not say which limit; bench's runs say it the same way
            reason = "timed out after " + limit(program.timeout()) + " (" + limitOption + ") and was killed"
                    + result.failure().substring(result.failure().indexOf('\n'));
        } else if (!result.succeeded()) {
            status = RunStatus.FAILED;
            reason = result.failure();
        } else if (program.ready() != null && ready == null) {
            status = RunStatus.FAILED;
            reason = "no stdout line matched --ready '" + program.ready().pattern() + "'\n  command: " + result.commandLine();
        } else if (program.measureFrom() != null && measured == null) {
            status = RunStatus.FAILED;
            reason = "no stdout line matched --measure-from '" + program.measureFrom().pattern() + "'\n  command: "
                    + result.commandLine();
        } else if (!written(gcLog)) {
            // every JVM given the options writes its log at start-up: without one, the program ran
            // under options other than its configuration's (a --command script that drops them) and
            // would be measured under a label it did not run
            status = RunStatus.FAILED;
            reason = "no GC log was written: the configuration's JVM options reached no JVM, so the run did not run "
                    + "its collector and heap" + (program.commandTemplate() == null ? ""
                    : "; the script of --command must pass " + ProgramSpec.JVM_OPTIONS + " on to java")
                    + "\n  command: " + result.commandLine();
        }
        // Double.valueOf: a bare double here would make the conditional unbox a null measured phase
        Double wall = program.measureFrom() != null ? measured : Double.valueOf(result.wallSeconds());
        return new CompareRun(runId, repetition, warmup, order, status, reason, command, startedAt, machine.loadAverage(),
                result.exitCode(), wall, result.cpuSeconds(), result.cpuSeconds() == null ? null : result.cpuExact(),
                log.pauseSeconds(), log.pauseCount(), gcCpu, gcCpuSource,
                result.peakRssBytes() == null ? null : result.peakRssBytes() / 1048576.0, ready, result.wallSeconds(),
                new CompareRun.RunFiles(files.relativeIfExists(gcLog), jfr == null ? null : files.relativeIfExists(jfr),
                        files.relativeIfExists(result.stdout()), files.relativeIfExists(result.stderr())),
                result.jvmOptionVariablesRemoved(), machine.otherCpuSeconds());
    }

    private static String limit(Duration timeout) {
        return timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
    }

    private static boolean written(Path file) {
        try {
            return Files.isRegularFile(file) && Files.size(file) > 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** The one-minute load average, a record of the machine's noise at launch; null off Linux. */
    static Double loadAverage() {
        try {
            String text = Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII);
            return Double.parseDouble(text.strip().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
