package io.tenure.gclog.jfr;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.jfr.PauseAlignment.Pause;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cross-check's own rules, on hand-made timelines: exact in the middle of the recording,
 * tolerant only at its edges. A Shenandoah cycle that began before the recording started, with
 * one pause inside its window, once failed the cross-check now and then.
 */
class PauseAlignmentTest {
    /** Three collections the recording and the log both saw, the recording's clock 0.2 s ahead. */
    private static final List<Pause> RECORDED = List.of(
            new Pause(1, 1.2, 1.0), new Pause(1, 1.3, 0.5),
            new Pause(2, 2.2, 1.0), new Pause(2, 2.3, 0.5),
            new Pause(3, 3.2, 1.0), new Pause(3, 3.3, 0.5));

    private static List<Pause> logged(Pause... more) {
        List<Pause> log = new ArrayList<>();
        for (Pause p : RECORDED) {
            log.add(new Pause(p.gcId(), p.startSeconds() - 0.2, p.durationMs() + 0.1));
        }
        log.addAll(List.of(more));
        return log;
    }

    @Test
    void aCollectionThatStartedBeforeTheRecordingMayBeMissingFromIt() {
        // GC(0): initial pause before the window, final pause inside it
        List<Pause> log = logged(new Pause(0, 0.5, 0.2), new Pause(0, 1.05, 0.2));
        assertThatCode(() -> PauseAlignment.assertAgree("edge", RECORDED, log)).doesNotThrowAnyException();
    }

    @Test
    void aCollectionThatEndedAfterTheRecordingMayBeMissingFromIt() {
        List<Pause> log = logged(new Pause(4, 3.05, 0.2), new Pause(4, 3.9, 0.2));
        assertThatCode(() -> PauseAlignment.assertAgree("edge", RECORDED, log)).doesNotThrowAnyException();
    }

    @Test
    void aCollectionWhollyInsideTheRecordingMustBeInIt() {
        List<Pause> log = logged(new Pause(7, 1.5, 0.2), new Pause(7, 1.6, 0.2));
        assertThatThrownBy(() -> PauseAlignment.assertAgree("middle", RECORDED, log))
                .isInstanceOf(AssertionError.class).hasMessageContaining("GC(7)");
    }

    @Test
    void oneCollectionLongerInTheRecordingIsNoErrorButAUnitSlipIs() {
        // Parallel, JDK 21 on a loaded machine: JFR 8.189 ms for a logged 7.086 ms
        List<Pause> descheduled = new ArrayList<>(RECORDED);
        descheduled.set(2, new Pause(2, 2.2, 1.0 + 1.1));
        assertThatCode(() -> PauseAlignment.assertAgree("descheduled", descheduled, logged())).doesNotThrowAnyException();

        List<Pause> slip = new ArrayList<>(RECORDED);
        slip.set(2, new Pause(2, 2.2, 1000.0));
        assertThatThrownBy(() -> PauseAlignment.assertAgree("slip", slip, logged()))
                .isInstanceOf(AssertionError.class).hasMessageContaining("GC(2)");
    }

    @Test
    void aCollectionJfrItselfDidNotRecordIsNotRequired() {
        List<Pause> log = logged(new Pause(7, 1.5, 0.2), new Pause(7, 1.6, 0.2));
        assertThatCode(() -> PauseAlignment.assertAgree("jfr-gap", RECORDED, log, id -> id != 7)).doesNotThrowAnyException();
    }
}
