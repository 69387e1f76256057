package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.event.EventKind;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which pauses enclose others: by the log's structure when it has {@code gc,start} lines, by the
 * time line only when it has none, and then only for the collectors that nest pauses at all.
 */
class NestedPausesTest {
    @TempDir
    Path dir;

    @Test
    void g1RemarkRightAfterAYoungPauseDoesNotEncloseIt() throws IOException {
        // from the benchmark log: the remark starts (12.444 - 0.002038 s) within the ms rounding of
        // the young pause's end, but its start line comes after the young pause's end line
        Parsed log = Parsed.text(dir, String.join("\n",
                "[0.018s][info][gc     ] Using G1",
                "[12.431s][info ][gc,start       ] GC(522) Pause Young (Normal) (G1 Evacuation Pause)",
                "[12.433s][info ][gc             ] GC(522) Pause Young (Normal) (G1 Evacuation Pause) 52M->43M(64M) 1.371ms",
                "[12.442s][info ][gc,start       ] GC(521) Pause Remark",
                "[12.444s][info ][gc             ] GC(521) Pause Remark 52M->19M(64M) 2.038ms", ""));

        assertThat(log.pause(521).durationMs()).isEqualTo(2.038);
        assertThat(log.diagnostics().countsByCode()).doesNotContainKey("nested-pause");
    }

    @Test
    void withoutStartLinesTheTimeLineDecidesOnlyForCms() throws IOException {
        String pauses = String.join("\n",
                "[12.433s][info][gc] GC(522) Pause Young (Normal) (G1 Evacuation Pause) 52M->43M(64M) 1.371ms",
                "[12.434s][info][gc] GC(521) Pause Remark 52M->19M(64M) 2.038ms", "");

        Parsed g1 = Parsed.text(dir, "[0.018s][info][gc] Using G1\n" + pauses);
        assertThat(g1.pause(521).durationMs()).isEqualTo(2.038);

        Parsed cms = Parsed.text(dir, "[0.018s][info][gc] Using Concurrent Mark Sweep\n" + pauses);
        assertThat(cms.pause(521).durationMs()).isCloseTo(2.038 - 1.371, within(1e-9));
        assertThat(cms.diagnostics().countsByCode()).containsEntry("nested-pause", 1L);
    }

    @Test
    void promotionFailureWithoutStartLinesStillNestsTheFullCollection() throws IOException {
        // -Xlog:gc (no gc,start lines) of a Serial promotion failure: full GC(5) inside young GC(4)
        Parsed log = Parsed.text(dir, String.join("\n",
                "[0.315s][info][gc] Using Serial",
                "[0.324s][info][gc] GC(5) Pause Full (Allocation Failure) 119M->33M(150M) 9.509ms",
                "[0.324s][info][gc] GC(4) Pause Young (Allocation Failure) 119M->33M(150M) 9.590ms", ""));

        assertThat(log.pause(5).durationMs()).isEqualTo(9.509);
        assertThat(log.pause(4).durationMs()).isCloseTo(0.081, within(1e-9));
    }

    @Test
    void structureNestsAtAnyDistanceInTimeAndCountsEachLevelOnce() throws IOException {
        // start lines say GC(8) ran inside GC(7)'s remark, whatever the clock says; GC(9) follows
        Parsed log = Parsed.text(dir, String.join("\n",
                "[1.000s][info][gc,start] GC(7) Pause Remark",
                "[1.001s][info][gc,start] GC(8) Pause Young (CMS Final Remark)",
                "[1.010s][info][gc      ] GC(8) Pause Young (CMS Final Remark) 50M->20M(100M) 9.000ms",
                "[1.100s][info][gc      ] GC(7) Pause Remark 20M->20M(100M) 99.000ms",
                "[1.200s][info][gc,start] GC(9) Pause Young (Allocation Failure)",
                "[1.205s][info][gc      ] GC(9) Pause Young (Allocation Failure) 60M->20M(100M) 5.000ms", ""));

        assertThat(log.pause(8).durationMs()).isEqualTo(9.0);
        assertThat(log.pause(7).durationMs()).isCloseTo(90.0, within(1e-9));
        assertThat(log.pause(9).durationMs()).isEqualTo(5.0);
        assertThat(log.pauses(EventKind.REMARK)).hasSize(1);
    }
}
