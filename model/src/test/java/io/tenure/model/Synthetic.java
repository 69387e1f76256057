package io.tenure.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.DoubleUnaryOperator;

/** Synthetic benchmark data with known truth: levels × repetitions, Gaussian noise, seeded. */
final class Synthetic {
    static final double[] LEVELS = {0.0, 0.1, 0.2, 0.3, 0.437, 0.5, 0.6, 0.8};

    private Synthetic() {
    }

    static List<Observation> sample(DoubleUnaryOperator truth, double[] levels, int repetitions,
                                    double noiseSd, long seed) {
        Random random = new Random(seed);
        List<Observation> observations = new ArrayList<>();
        for (double s : levels) {
            for (int r = 0; r < repetitions; r++) {
                observations.add(new Observation(s, truth.applyAsDouble(s) + noiseSd * random.nextGaussian(), r));
            }
        }
        return observations;
    }

    static double[] survivals(List<Observation> observations) {
        return observations.stream().mapToDouble(Observation::survival).toArray();
    }

    static double[] values(List<Observation> observations) {
        return observations.stream().mapToDouble(Observation::value).toArray();
    }
}
