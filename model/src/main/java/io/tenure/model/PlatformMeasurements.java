package io.tenure.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What was measured on one platform, as numbers: the model fits these and knows nothing of the
 * files they came from.
 *
 * @param levels  the target survival levels that were measured (a benchmark's ok cells), in order
 * @param failure why nothing could be measured, when {@code levels} is empty; else null
 */
public record PlatformMeasurements(Platform platform, List<Level> levels, String failure) {
    public PlatformMeasurements {
        Objects.requireNonNull(platform, "platform");
        levels = List.copyOf(levels);
        if (levels.isEmpty() && failure == null) {
            throw new ModelInputException(platform.key() + ": no measurements and no reason why");
        }
    }

    /**
     * One target survival level (a benchmark cell) and its runs.
     *
     * @param targetSurvival the workload's long-lived fraction p, used where no run measured survival
     * @param fromSummary    true when the runs are one run made of the cell's summary medians
     * @param knobs          the cell's other workload knobs (model v2's factors); {@link DesignKnobs#NONE}
     *                       for the survival-only workload
     */
    public record Level(double targetSurvival, List<Run> runs, boolean fromSummary, DesignKnobs knobs) {
        /** A level of the survival-only workload. */
        public Level(double targetSurvival, List<Run> runs, boolean fromSummary) {
            this(targetSurvival, runs, fromSummary, DesignKnobs.NONE);
        }

        public Level {
            knobs = knobs == null ? DesignKnobs.NONE : knobs;
            if (!(targetSurvival >= 0 && targetSurvival <= 1)) {
                throw new ModelInputException("target survival must be in [0, 1], got " + targetSurvival);
            }
            runs = List.copyOf(runs);
        }
    }

    /**
     * One run's figures.
     *
     * @param repetition       which repetition (fork) of the level
     * @param measuredSurvival the run's measured survival rate, or null
     * @param values           each response's value in the response's unit ({@link Response#unit()}); a
     *                         response the run did not give is absent
     * @param measuredLiveSet  the live set the workload held over the heap, as it counted it, or null
     */
    public record Run(int repetition, Double measuredSurvival, Map<Response, Double> values, Double measuredLiveSet) {
        /** A run without a measured live set. */
        public Run(int repetition, Double measuredSurvival, Map<Response, Double> values) {
            this(repetition, measuredSurvival, values, null);
        }

        public Run {
            values = Map.copyOf(values);
        }
    }
}
