package io.tenure.compare.race;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.compare.RaceResult;
import io.tenure.io.Json;
import io.tenure.testsupport.Golden;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The {@code tenure-race/2} document ({@code src/test/resources/golden/race.json}, regenerate with
 * {@code -Dgolden.update=true}) from fixed wall times through the real rule: ZGC 50 % behind falls
 * after block 3, and Serial, 1 % from Parallel, is set aside then (three blocks more could neither
 * eliminate it nor show it equivalent within the margin): the race ends with both as winners after
 * 9 of the exhaustive 18 runs. Without setting aside, Serial runs to the last block. A
 * {@code tenure-race/1} file ({@code race-v1.json}, written before setting aside existed) still reads.
 */
class RaceGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/race.json");

    @Test
    void raceJsonMatchesItsGoldenFileAndReadsBack() throws Exception {
        Outcome outcome = race(EliminationRule.DEFAULT_FUTILITY);
        RaceResult result = outcome.race.result(outcome.walls, outcome.runs);
        assertThat(result.eliminated()).extracting(RaceResult.Elimination::config).containsExactly("openjdk-17-zgc");
        assertThat(result.eliminated().get(0).block()).isEqualTo(3);
        assertThat(result.setAside()).extracting(RaceResult.SetAside::config).containsExactly("openjdk-17-serial");
        assertThat(result.ending()).isEqualTo(RaceResult.Ending.NOT_DECIDABLE);
        assertThat(result.winners()).extracting(RaceResult.Standing::config).containsExactly("openjdk-17-parallel",
                "openjdk-17-serial");
        assertThat(result.runsSpent()).isEqualTo(9);
        assertThat(result.exhaustiveRuns()).isEqualTo(18);

        String actual = Json.toPrettyString(result);
        Golden.check(GOLDEN, actual);
        assertThat(Json.mapper().readValue(actual, RaceResult.class)).isEqualTo(result);
    }

    @Test
    void withoutSettingAsideTheUndecidedRunToTheLastBlock() {
        Outcome outcome = race(0);
        RaceResult result = outcome.race.result(outcome.walls, outcome.runs);
        assertThat(result.ending()).isEqualTo(RaceResult.Ending.BUDGET);
        assertThat(result.setAside()).isEmpty();
        assertThat(result.winners()).hasSize(2);
        assertThat(result.runsSpent()).isEqualTo(15);
    }

    @Test
    void aSchemaOneRaceFileStillReads() throws Exception {
        RaceResult old = Json.mapper().readValue(Path.of("src/test/resources/golden/race-v1.json").toFile(), RaceResult.class);
        assertThat(old.schema()).isEqualTo(RaceResult.SCHEMA_1);
        assertThat(old.futility()).isNull();
        assertThat(old.setAside()).isEmpty();
        assertThat(old.ending()).isEqualTo(RaceResult.Ending.BUDGET);
    }

    private record Outcome(Race race, Map<String, List<Double>> walls, int runs) {
    }

    private static Outcome race(double futility) {
        double[] drift = {1.00, 1.04, 0.98, 1.10, 1.02, 0.97};
        double[] noiseA = {1.00, 1.02, 0.99, 1.01, 0.98, 1.02};
        double[] noiseB = {1.01, 0.99, 1.02, 1.00, 1.03, 0.99};
        List<String> ids = List.of("openjdk-17-serial", "openjdk-17-parallel", "openjdk-17-zgc");
        Race race = new Race(new EliminationRule(0.02, 0.05, 3, 6, futility), ids);
        Map<String, List<Double>> walls = new LinkedHashMap<>();
        ids.forEach(id -> walls.put(id, new ArrayList<>()));
        int runs = 0;
        for (int b = 0; b < 6 && !race.decided(); b++) {
            for (String id : race.alive()) {
                double factor = id.endsWith("serial") ? 1.01 * noiseA[b] : id.endsWith("parallel") ? noiseB[b] : 1.5 * noiseA[b];
                walls.get(id).add(10 * drift[b] * factor);
                runs++;
            }
            Map<String, List<Double>> padded = padded(walls, b + 1);
            race.afterBlock(b + 1, padded);
        }
        int blocks = walls.values().stream().mapToInt(List::size).max().orElse(0);
        return new Outcome(race, padded(walls, blocks), runs);
    }

    /** Each configuration's wall times with null for the blocks it did not run, as the bundle gives them. */
    private static Map<String, List<Double>> padded(Map<String, List<Double>> walls, int blocks) {
        Map<String, List<Double>> padded = new LinkedHashMap<>();
        walls.forEach((id, w) -> {
            List<Double> p = new ArrayList<>(w);
            while (p.size() < blocks) {
                p.add(null);
            }
            padded.put(id, p);
        });
        return padded;
    }
}
