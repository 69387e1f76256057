package io.tenure.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.CompareSettings;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.JvmInfo;
import io.tenure.bundle.compare.MinHeap;
import io.tenure.bundle.compare.RunStatus;
import io.tenure.compare.Summaries;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HeapCurveTextTest {
    private static final JvmInfo JVM = new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM",
            "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");

    /** Serial at 1.5x-6x of a 100 MB minimum heap, times exactly on T = 10 (1 + 0.3 / (H/L - 1)). */
    @Test
    void aCollectorMeasuredAtFiveHeapsGetsItsCurveAndTheHeapsWithinTwoAndFivePercent() {
        List<ConfigResult> configs = new ArrayList<>();
        for (long heap : new long[] {150, 200, 300, 400, 600}) {
            double wall = 10 * (1 + 0.3 / (heap / 100.0 - 1));
            String id = "openjdk-17-serial-" + heap + "m";
            List<CompareRun> runs = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                runs.add(new CompareRun(id + "-r" + r, r, false, r, RunStatus.OK, null, List.of("java"), "2026-11-28T00:00:00Z",
                        1.0, 0, wall, wall, true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0, null, wall,
                        new CompareRun.RunFiles(null, null, null, null)));
            }
            configs.add(new ConfigResult(id, JVM, "serial", heap, null, List.of(), runs, Summaries.summary(runs)));
        }
        CompareSettings settings = new CompareSettings(List.of("-version"), null, "/work", Map.of(), null, 3, 0, 600,
                null, null, null, false);
        CompareResults results = new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-28T00:00:00Z",
                "2026-11-28T00:10:00Z", true, settings, configs, Summaries.pairs(configs), Summaries.costSplit(configs),
                List.of(new MinHeap("openjdk-17", "serial", 100L, 2, List.of())), List.of(), null);
        StringWriter text = new StringWriter();
        HeapCurveText.print(new PrintWriter(text, true), results);
        assertThat(text.toString()).contains("Heap curve (")
                .contains("openjdk-17 serial                    Tinf 10.000 [10.000, 10.000] s, c 0.300 [0.300, 0.300],"
                        + " L 100 MB (measured); within 2 %: 1600 MB (beyond the 600 MB measured), within 5 %: 700 MB (beyond the"
                        + " 600 MB measured); leave-one-heap-out error 0.0 %");
    }
}
