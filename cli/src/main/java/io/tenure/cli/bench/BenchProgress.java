package io.tenure.cli.bench;

import io.tenure.bench.plan.Plan;
import io.tenure.bench.plan.PlannedRun;
import io.tenure.bench.run.RunListener;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import java.io.PrintStream;
import java.io.PrintWriter;
import io.tenure.cli.common.Eta;
import java.time.Duration;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** Progress of {@code tenure bench}: a bar with ETA on a terminal, one plain line per run otherwise. */
final class BenchProgress {
    private BenchProgress() {
    }

    static RunListener plainLines(PrintWriter out) {
        return new RunListener() {
            private Eta eta;

            @Override
            public void starting(Plan plan, int toRun, int alreadyDone) {
                eta = new Eta();
                out.printf(Locale.ROOT, "tenure bench: %d runs to do (%d already done), estimated %s%n",
                        toRun, alreadyDone, format(plan.estimate().multipliedBy(toRun).dividedBy(Math.max(1, plan.runs().size()))));
                out.flush();
            }

            @Override
            public void runFinished(PlannedRun run, RunResult result, int index, int toRun) {
                out.printf(Locale.ROOT, "[%d/%d] %-7s %s%s  (eta %s)%n", index + 1, toRun, result.status().json(), run.id(),
                        result.status() == RunStatus.OK && result.times().elapsedSeconds() != null
                                ? String.format(Locale.ROOT, "  %.2f s", result.times().elapsedSeconds()) : "",
                        format(eta.after(index + 1, toRun - index - 1)));
                out.flush();
            }
        };
    }

    /** A bar on {@code terminal}; close it when the matrix is done. */
    static final class Bar implements RunListener, AutoCloseable {
        private final PrintStream terminal;
        private ProgressBar bar;

        Bar(PrintStream terminal) {
            this.terminal = terminal;
        }

        @Override
        public void starting(Plan plan, int toRun, int alreadyDone) {
            bar = new ProgressBarBuilder().setTaskName("tenure bench").setInitialMax(toRun)
                    .setStyle(ProgressBarStyle.ASCII).setUnit(" runs", 1).showSpeed()
                    .setConsumer(new ConsoleProgressBarConsumer(terminal)).build();
        }

        @Override
        public void runStarted(PlannedRun run, int index, int toRun) {
            bar.setExtraMessage(run.cell().collector().id() + " p=" + run.cell().target().survival());
        }

        @Override
        public void runFinished(PlannedRun run, RunResult result, int index, int toRun) {
            bar.step();
        }

        @Override
        public void close() {
            if (bar != null) {
                bar.close();
            }
        }
    }

    static String format(Duration d) {
        return Eta.format(d);
    }
}
