package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.stats.MedianInterval;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThreadPeakTest {
    private static final CellResult.JvmInfo JVM = new CellResult.JvmInfo("openjdk-17", "Debian", "17", "server", 17, null);

    /** A cell of 1024 MB work whose median elapsed time is {@code seconds}, interval ±10 %. */
    private static CellResult cell(String collector, int threads, double seconds, double survival) {
        CellResult.Target target = new CellResult.Target(survival, 16, "64", threads, 1024, "fifo", "bytes", 64, 8, 42);
        CellSummary summary = new CellSummary(3, new MedianInterval(seconds, seconds * 0.9, seconds * 1.1, 0.75, "order"),
                null, null, null, null);
        return new CellResult(collector + threads + "_" + survival, JVM, collector, null, null, 512, 64L, 8, List.of(), null,
                null, target, RunStatus.OK, null, summary, List.of());
    }

    @Test
    void thePeakIsTheThreadCountOfTheHighestThroughputWithItsInterval() {
        List<ThreadPeak> peaks = ThreadPeak.of(List.of(cell("parallel", 1, 4.0, 0.4), cell("parallel", 2, 2.0, 0.4),
                cell("parallel", 4, 3.0, 0.4), cell("parallel", 8, 4.0, 0.4)));
        assertThat(peaks).hasSize(1);
        ThreadPeak peak = peaks.get(0);
        assertThat(peak.platform()).isEqualTo("openjdk-17/parallel/heap512m/young64m");
        assertThat(peak.points()).extracting(ThreadPeak.Point::threads).containsExactly(1, 2, 4, 8);
        assertThat(peak.peak().threads()).isEqualTo(2);
        assertThat(peak.peak().throughputMBps()).isEqualTo(512.0);
        assertThat(peak.peak().lowMBps()).isCloseTo(1024 / 2.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(peak.peak().highMBps()).isCloseTo(1024 / 1.8, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(peak.peakTied()).as("341 MB/s at 4 threads tops out at 379, under the peak's 465").isFalse();
    }

    @Test
    void overlappingIntervalsAreATieAndCurvesAreKeptApart() {
        List<ThreadPeak> peaks = ThreadPeak.of(List.of(cell("parallel", 1, 2.1, 0.4), cell("parallel", 2, 2.0, 0.4),
                cell("g1", 1, 2.0, 0.4), cell("parallel", 1, 2.0, 0.1)));
        assertThat(peaks).as("only the curve with two thread counts").hasSize(1);
        assertThat(peaks.get(0).peak().threads()).isEqualTo(2);
        assertThat(peaks.get(0).peakTied()).isTrue();
    }

    /**
     * --threads 1,2 --repeat 1: each point is one run, whose interval [x, x] covers nothing
     * (ciConfidence 0); two such points never overlapped, and the summary named a peak that one run
     * per point cannot tell apart.
     */
    @Test
    void pointsOfOneRunHaveNoIntervalAndTheirPeakIsNotToldApart() {
        List<ThreadPeak> peaks = ThreadPeak.of(List.of(once(1, 2.1), once(2, 2.0)));
        assertThat(peaks).hasSize(1);
        ThreadPeak peak = peaks.get(0);
        assertThat(peak.peak().threads()).isEqualTo(2);
        assertThat(peak.peak().lowMBps()).isNull();
        assertThat(peak.peak().highMBps()).isNull();
        assertThat(peak.peakTied()).isTrue();
    }

    private static CellResult once(int threads, double seconds) {
        CellResult.Target target = new CellResult.Target(0.4, 16, "64", threads, 1024, "fifo", "bytes", 64, 8, 42);
        CellSummary summary = new CellSummary(1, new MedianInterval(seconds, seconds, seconds, 0.0, "order"),
                null, null, null, null);
        return new CellResult("serial" + threads, JVM, "serial", null, null, 512, 64L, 8, List.of(), null, null, target,
                RunStatus.OK, null, summary, List.of());
    }
}
