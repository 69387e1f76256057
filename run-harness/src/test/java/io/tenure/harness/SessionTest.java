package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.platforms.launch.ShutdownProbe;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class SessionTest {
    /** A run's record: the task and the child's exit code. */
    private record Record(String task, Integer exitCode) {
    }

    /** Records what the session asks of it; {@code exitCodes} gives each task's exit code (0 otherwise). */
    private static final class Recorder implements Session.Runs<String, Record> {
        final List<String> events = new ArrayList<>();
        final List<Record> kept = new ArrayList<>();
        final AtomicBoolean stop;
        final String stopDuring;

        Recorder(AtomicBoolean stop, String stopDuring) {
            this.stop = stop;
            this.stopDuring = stopDuring;
        }

        @Override
        public void started(String task, int index, int count) {
            events.add("start " + task + " " + index + "/" + count);
        }

        @Override
        public Record run(String task) {
            events.add("run " + task);
            if (task.equals(stopDuring)) {
                // Ctrl-C: the child dies of the SIGINT, and tenure's stop shows
                stop.set(true);
                return new Record(task, 130);
            }
            return new Record(task, 0);
        }

        @Override
        public void finished(String task, Record record, int index, int count) {
            events.add("finish " + task);
            kept.add(record);
        }
    }

    @Test
    void runsEachTaskInOrderAndRecordsIt() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        Recorder runs = new Recorder(stop, null);
        Session<Record> session = new Session<>(new ShutdownProbe(stop::get), Record::exitCode, runs.kept::size);
        session.runAll(List.of("a", "b"), runs);
        assertThat(runs.events).containsExactly("start a 0/2", "run a", "finish a", "start b 1/2", "run b", "finish b");
    }

    @Test
    void aRunTheStopEndedIsNotRecordedAndNothingMoreStarts() {
        AtomicBoolean stop = new AtomicBoolean();
        Recorder runs = new Recorder(stop, "b");
        Session<Record> session = new Session<>(new ShutdownProbe(stop::get), Record::exitCode, runs.kept::size);
        assertThatThrownBy(() -> session.runAll(List.of("a", "b", "c"), runs))
                .isInstanceOfSatisfying(SessionStopped.class, e -> assertThat(e.runsKept()).isEqualTo(1))
                .hasMessage("interrupted: 1 run kept");
        assertThat(runs.events).containsExactly("start a 0/3", "run a", "finish a", "start b 1/3", "run b");
    }

    @Test
    void aStopBeforeARunStartsNone() {
        AtomicBoolean stop = new AtomicBoolean(true);
        Recorder runs = new Recorder(stop, null);
        Session<Record> session = new Session<>(new ShutdownProbe(stop::get), Record::exitCode, () -> 7);
        assertThatThrownBy(() -> session.runOne("a", runs))
                .isInstanceOfSatisfying(SessionStopped.class, e -> assertThat(e.runsKept()).isEqualTo(7));
        assertThat(runs.events).isEmpty();
    }

    @Test
    void anInterruptedRunStopsTheSession() {
        Session<Record> session = new Session<>(new ShutdownProbe(() -> false), Record::exitCode, () -> 0);
        assertThatThrownBy(() -> session.runOne("a", task -> {
            throw new InterruptedException();
        })).isInstanceOf(SessionStopped.class);
    }

    @Test
    void aFailedRunIsARecordLikeAnyOther() throws Exception {
        Session<Record> session = new Session<>(new ShutdownProbe(() -> false), Record::exitCode, () -> 0);
        assertThat(session.runOne("a", task -> new Record(task, 1))).isEqualTo(new Record("a", 1));
        assertThat(session.runOne("b", task -> new Record(task, null))).as("a timeout").isEqualTo(new Record("b", null));
    }
}
