package io.tenure.bench.run;

import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.workload.ExitStatus;
import io.tenure.bundle.RunStatus;
import io.tenure.platforms.launch.LaunchResult;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Decides a run's status from the exit code and the workload's result file, and explains failures. */
final class RunClassifier {
    private RunClassifier() {
    }

    static RunStatus status(LaunchResult outcome, Optional<WorkloadReport> report) {
        if (outcome.timedOut()) {
            return RunStatus.TIMEOUT;
        }
        boolean ok = outcome.exitCode() != null && outcome.exitCode() == ExitStatus.OK
                && report.isPresent() && report.get().status() == WorkloadReport.Status.OK;
        return ok ? RunStatus.OK : RunStatus.FAILED;
    }

    /** What went wrong, the exit code, the last lines of both streams and the command. */
    static String reason(LaunchResult outcome, Optional<WorkloadReport> report, String reportProblem, Duration timeout) {
        StringBuilder b = new StringBuilder();
        if (outcome.timedOut()) {
            b.append(String.format(Locale.ROOT, "timed out after %d s and was killed", timeout.toSeconds()));
        } else {
            int code = outcome.exitCode();
            String meaning = ExitStatus.describe(code);
            if (code == ExitStatus.OUT_OF_MEMORY) {
                b.append("out of memory: the heap is too small for the live set");
            } else if (code == 1 && mentions(outcome.stderrTail(), "Could not create the Java Virtual Machine",
                    "Unrecognized VM option", "Error: ", "Improperly specified VM option")) {
                b.append("the JVM rejected its options");
            } else if (code == ExitStatus.OK) {
                b.append("exited 0 without an ok result file");
            } else if (meaning != null) {
                b.append(meaning);
            } else if (code > 128) {
                b.append("killed by signal ").append(code - 128);
            } else {
                b.append("the JVM failed");
            }
            b.append(" (exit code ").append(code).append(')');
        }
        report.map(WorkloadReport::message).filter(m -> m != null && !m.isBlank()).ifPresent(m -> b.append(": ").append(m));
        if (reportProblem != null) {
            b.append("; ").append(reportProblem);
        }
        appendTail(b, "stderr", outcome.stderrTail());
        appendTail(b, "stdout", outcome.stdoutTail());
        b.append("\ncommand: ").append(outcome.commandLine());
        return b.toString();
    }

    private static boolean mentions(List<String> lines, String... needles) {
        for (String line : lines) {
            for (String needle : needles) {
                if (line.contains(needle)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void appendTail(StringBuilder b, String name, List<String> tail) {
        if (!tail.isEmpty()) {
            b.append("\n").append(name).append(" (last lines):");
            tail.forEach(line -> b.append("\n  ").append(line));
        }
    }
}
