package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.compare.race.EliminationRule;
import io.tenure.compare.race.RaceRequest;
import io.tenure.io.Json;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare --race on real child JVMs: a configuration 1.5 s slower per run falls at the first block allowed. */
class RaceRunTest {
    @TempDir
    Path dir;

    @Test
    void aFarSlowerConfigurationIsOutAfterTheThirdBlockAndAResumeKeepsTheVerdict() throws Exception {
        List<ConfigSpec> configs = List.of(TestConfigs.current("serial", List.of("-Dsleep.ms=1500")),
                TestConfigs.current("parallel"));
        RaceRequest race = new RaceRequest(new EliminationRule(0.02, 0.05, 3, 5, EliminationRule.DEFAULT_FUTILITY), null, null);
        List<String> started = new ArrayList<>();
        CompareListener listener = new CompareListener() {
            @Override
            public void runStarted(String runId, int index, int total) {
                started.add(runId);
            }
        };
        CompareResults results = CompareRunner.run(request(configs, 5, false), race, listener);
        RaceResult outcome = Json.mapper().readValue(dir.resolve("bundle").resolve(RaceResult.FILE).toFile(), RaceResult.class);
        String serial = configs.get(0).id() + "-64m";
        String parallel = configs.get(1).id() + "-64m";
        assertThat(outcome.ending()).isEqualTo(RaceResult.Ending.ONE_LEFT);
        assertThat(outcome.winners()).extracting(RaceResult.Standing::config).containsExactly(parallel);
        assertThat(outcome.eliminated()).singleElement().satisfies(e -> {
            assertThat(e.config()).isEqualTo(serial);
            assertThat(e.block()).isEqualTo(3);
            assertThat(e.ratio()).isGreaterThan(1.5);
        });
        assertThat(outcome.runsSpent()).isEqualTo(6);
        assertThat(outcome.exhaustiveRuns()).isEqualTo(10);
        assertThat(started).hasSize(6);
        assertThat(results.configs().stream().flatMap(c -> c.runs().stream()).filter(CompareRun::measured)).hasSize(6);

        started.clear();
        CompareRunner.run(request(configs, 5, true), race, listener);
        assertThat(started).as("a resumed race runs nothing its verdicts do not need").isEmpty();
        RaceResult resumed = Json.mapper().readValue(dir.resolve("bundle").resolve(RaceResult.FILE).toFile(), RaceResult.class);
        assertThat(resumed).isEqualTo(outcome);
    }

    private CompareRequest request(List<ConfigSpec> configs, int repeat, boolean resume) {
        ProgramSpec program = new ProgramSpec(List.of("-cp", TestConfigs.testClasses(), "io.tenure.compare.programs.Sleeps"),
                null, dir, Map.of(), null, Duration.ofMinutes(2), null, null, false);
        return new CompareRequest(configs, List.of(HeapChoice.parse("64m")), program, repeat, 0, null, 100, false, 1024,
                dir.resolve("bundle"), resume, "test");
    }
}
