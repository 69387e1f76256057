package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RunOrderTest {
    private static final List<String> CONFIGS = List.of("a", "b", "c");

    @Test
    void eachRepetitionStartsOneConfigurationLater() {
        assertThat(RunOrder.rotated(CONFIGS, 0)).containsExactly("a", "b", "c");
        assertThat(RunOrder.rotated(CONFIGS, 1)).containsExactly("b", "c", "a");
        assertThat(RunOrder.rotated(CONFIGS, 2)).containsExactly("c", "a", "b");
        assertThat(RunOrder.rotated(CONFIGS, 3)).containsExactly("a", "b", "c");
    }

    @Test
    void overAsManyRepetitionsAsConfigurationsEachRunsFirstOnce() {
        List<String> firsts = new ArrayList<>();
        for (int r = 0; r < CONFIGS.size(); r++) {
            firsts.add(RunOrder.rotated(CONFIGS, r).get(0));
        }
        assertThat(firsts).containsExactlyInAnyOrderElementsOf(CONFIGS);
    }

    /** Bench bundles record the seed: the order of a repetition must stay the one the seed gave. */
    @Test
    void aShuffleIsTheSeedsAndEveryRepetitionIsAPermutation() {
        List<Integer> cells = List.of(1, 2, 3, 4, 5, 6, 7, 8);
        for (int rep = 1; rep <= 5; rep++) {
            List<Integer> expected = new ArrayList<>(cells);
            Collections.shuffle(expected, new Random(42 + rep));
            assertThat(RunOrder.shuffled(cells, 42, rep)).isEqualTo(expected).containsExactlyInAnyOrderElementsOf(cells);
        }
        assertThat(RunOrder.shuffled(cells, 42, 1)).isNotEqualTo(RunOrder.shuffled(cells, 42, 2));
    }
}
