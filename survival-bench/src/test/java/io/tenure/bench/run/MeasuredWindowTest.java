package io.tenure.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MeasuredWindowTest {
    @TempDir
    Path dir;

    @Test
    void keepsWholeCollectionsThatStartInTheWindow() throws Exception {
        Path log = dir.resolve("gc.log");
        Files.write(log, List.of(
                "[2026-11-22T02:48:00.000+0000][0.010s][info ][gc,init     ] Heap Region Size: 1M",
                "[2026-11-22T02:48:01.000+0000][0.990s][info ][gc,start    ] GC(3) Pause Young (Normal) (G1 Evacuation Pause)",
                "[2026-11-22T02:48:01.000+0000][1.020s][info ][gc          ] GC(3) Pause Young (Normal) (G1 Evacuation Pause) 30M->20M(512M) 30.0ms",
                "[2026-11-22T02:48:01.000+0000][1.020s][info ][safepoint   ] Safepoint \"G1CollectForAllocation\", Total: 30000000 ns",
                "[2026-11-22T02:48:02.000+0000][1.500s][info ][gc,start    ] GC(4) Pause Young (Normal) (G1 Evacuation Pause)",
                "[2026-11-22T02:48:02.000+0000][1.530s][info ][gc          ] GC(4) Pause Young (Normal) (G1 Evacuation Pause) 50M->30M(512M) 30.0ms",
                "[2026-11-22T02:48:02.000+0000][1.530s][info ][safepoint   ] Safepoint \"G1CollectForAllocation\", Total: 30000000 ns",
                "[2026-11-22T02:48:03.000+0000][2.000s][info ][gc,start    ] GC(5) Pause Young (Normal) (G1 Evacuation Pause)",
                "[2026-11-22T02:48:03.000+0000][2.040s][info ][gc          ] GC(5) Pause Young (Normal) (G1 Evacuation Pause) 60M->40M(512M) 40.0ms"));
        Path out = dir.resolve("gc.measured.log");
        assertThat(MeasuredWindow.cut(log, 1000, 2010, out)).isEqualTo(5);
        List<String> kept = Files.readAllLines(out);
        assertThat(kept).noneMatch(l -> l.contains("GC(3)")).noneMatch(l -> l.contains("Heap Region Size"));
        assertThat(kept).filteredOn(l -> l.contains("GC(4)")).hasSize(2);
        assertThat(kept).filteredOn(l -> l.contains("GC(5)")).as("a collection that started in the window is kept whole").hasSize(2);
        assertThat(kept).filteredOn(l -> l.contains("safepoint")).hasSize(1);
    }

    @Test
    void aLogWithoutUptimesYieldsNothing() throws Exception {
        Path log = dir.resolve("gc.log");
        Files.write(log, List.of("2026-11-22T02:48:00.000+0000: 0.123: [GC (Allocation Failure) 1K->1K(2K), 0.001 secs]"));
        assertThat(MeasuredWindow.cut(log, 0, 1e9, dir.resolve("out.log"))).isZero();
    }
}
