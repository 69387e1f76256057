package io.tenure.harness;

import io.tenure.platforms.launch.ShutdownProbe;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntSupplier;

/**
 * The loop over a session's runs, and how it stops. Before each run it asks whether tenure is
 * being stopped (Ctrl-C, SIGTERM); a run that the stop cut short ({@link ShutdownProbe#endedRun})
 * or that was interrupted is not handed back: it ended because tenure was stopped, not because of
 * its configuration, and recorded as failed it stayed failed on {@code --resume}. Either way the
 * session ends with {@link SessionStopped}, which says how many runs the bundle keeps; a resume
 * runs the interrupted one again.
 *
 * @param <R> a run's record
 */
public final class Session<R> {
    /** Runs one task; a failure is a record, not an exception. */
    @FunctionalInterface
    public interface Step<T, R> {
        R run(T task) throws IOException, InterruptedException;
    }

    /** What a session does with each run: announce it, run it, record it. */
    public interface Runs<T, R> extends Step<T, R> {
        /** The run is about to start: {@code index} of {@code count} runs left. */
        void started(T task, int index, int count);

        /** The run ended by itself: record it (and write the bundle). */
        void finished(T task, R record, int index, int count) throws IOException;
    }

    private final ShutdownProbe stop;
    private final Function<R, Integer> exitCode;
    private final IntSupplier runsKept;

    /**
     * @param stop     when tenure is being stopped
     * @param exitCode a record's child exit code (null: none, as after a timeout)
     * @param runsKept the runs the bundle holds now, for {@link SessionStopped}
     */
    public Session(ShutdownProbe stop, Function<R, Integer> exitCode, IntSupplier runsKept) {
        this.stop = stop;
        this.exitCode = exitCode;
        this.runsKept = runsKept;
    }

    /** Runs each task in order. */
    public <T> void runAll(List<T> todo, Runs<T, R> runs) throws IOException, SessionStopped {
        for (int i = 0; i < todo.size(); i++) {
            T task = todo.get(i);
            stopIfRequested();
            runs.started(task, i, todo.size());
            R record = run(task, runs);
            runs.finished(task, record, i, todo.size());
        }
    }

    /**
     * Runs one task unless tenure is being stopped (a probe of the minimum-heap search): its
     * record, or {@link SessionStopped} when the stop ended it.
     */
    public <T> R runOne(T task, Step<T, R> step) throws IOException, SessionStopped {
        stopIfRequested();
        return run(task, step);
    }

    private <T> R run(T task, Step<T, R> step) throws IOException, SessionStopped {
        R record;
        try {
            record = step.run(task);
        } catch (SessionStopped e) {
            throw e;
        } catch (InterruptedException e) {
            throw stopped();
        }
        boolean endedByStop;
        try {
            endedByStop = stop.endedRun(exitCode.apply(record));
        } catch (InterruptedException e) {
            throw stopped();
        }
        if (endedByStop) {
            throw stopped();
        }
        return record;
    }

    /** {@link SessionStopped} when tenure is being stopped: no run should start. */
    public void stopIfRequested() throws SessionStopped {
        if (stop.stopRequested()) {
            throw stopped();
        }
    }

    private SessionStopped stopped() {
        return new SessionStopped(runsKept.getAsInt());
    }
}
