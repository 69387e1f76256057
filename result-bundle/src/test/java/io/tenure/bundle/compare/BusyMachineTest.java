package io.tenure.bundle.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BusyMachineTest {
    @Test
    void runsDuringWhichOthersUsedAQuarterOfACoreOrMoreAreNamedTheBusiestFirst() {
        List<CompareRun> runs = new ArrayList<>();
        runs.add(run("g1-r0", 10.0, 0.3));  // 0.03 cores: an idle machine
        runs.add(run("g1-r1", 10.0, 14.0)); // 1.4 cores: a build beside it
        runs.add(run("g1-r2", 10.0, 2.5));  // 0.25 cores: busy, just
        runs.add(run("g1-r3", 10.0, null)); // not read
        ConfigResult config = config(runs);
        CompareResults results = new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-28T10:00:00Z",
                "2026-11-28T10:10:00Z", true, settings(), List.of(config), List.of(), List.of(), List.of(), List.of(), null);

        BusyMachine busy = BusyMachine.of(results).orElseThrow();

        assertThat(busy.busyRuns()).extracting(CompareRun::runId).containsExactly("g1-r1", "g1-r2");
        assertThat(busy.busiest().runId()).isEqualTo("g1-r1");
        assertThat(busy.warning()).isEqualTo("busy machine: other processes used 0.25 cores or more on average during"
                + " 2 of 4 runs, the most (1.4 cores) during g1-r1 (runs/g1-r1): those runs are perturbed; measure on a"
                + " quiet machine, unless these processes are part of the program");
    }

    @Test
    void aQuietMachineOrOneNotReadGivesNoWarning() {
        ConfigResult config = config(List.of(run("g1-r0", 10.0, 0.3), run("g1-r1", 10.0, null)));
        CompareResults results = new CompareResults(CompareResults.SCHEMA, "tenure", "test", "2026-11-28T10:00:00Z",
                "2026-11-28T10:10:00Z", true, settings(), List.of(config), List.of(), List.of(), List.of(), List.of(), null);
        assertThat(BusyMachine.of(results)).isEmpty();
    }

    private static ConfigResult config(List<CompareRun> runs) {
        return new ConfigResult("g1", new JvmInfo("openjdk-17", "Debian", "17.0.17", "OpenJDK 64-Bit Server VM", "/usr/bin/java"),
                "g1", null, null, List.of(), runs, new ConfigResult.ConfigSummary(runs.size(), 0, null, null, null, null, null, null));
    }

    private static CompareSettings settings() {
        return new CompareSettings(List.of("-version"), null, "/work", Map.of(), null, 6, 0, 600, null, null, null, false);
    }

    private static CompareRun run(String id, double wall, Double otherCpu) {
        return new CompareRun(id, Integer.parseInt(id.substring(id.length() - 1)), false, 0, RunStatus.OK, null,
                List.of("java"), "2026-11-28T10:00:00Z", 1.0, 0, wall, wall, true, 0.1, 3L, 0.1, "gc+cpu-log", 100.0,
                null, wall, new CompareRun.RunFiles(null, null, null, null), null, otherCpu);
    }
}
