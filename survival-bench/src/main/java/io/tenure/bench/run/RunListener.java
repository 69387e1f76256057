package io.tenure.bench.run;

import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bundle.RunResult;

/** Progress of a matrix, for a progress bar or log lines; the runner itself never prints. */
public interface RunListener {
    /** Before the first fork: {@code alreadyDone} runs were found finished in a resumed bundle. */
    default void starting(Plan plan, int toRun, int alreadyDone) {
    }

    default void runStarted(PlannedRun run, int index, int toRun) {
    }

    default void runFinished(PlannedRun run, RunResult result, int index, int toRun) {
    }

    RunListener NONE = new RunListener() {
    };
}
