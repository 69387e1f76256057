package io.tenure.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * Fits a {@link SurvivalModel} from measurements: one observation per run and response, each
 * platform and response fitted on its own.
 *
 * <p>Survival: a level's measured survival (the median of its runs'). Collectors without young
 * collections have no measured survival; for them DESIGN.md defines survival as the workload's
 * long-lived fraction p, so the target is used and the fit says {@code survivalSource: target}.
 */
public final class SurvivalFits {
    private static final List<Response> RESPONSES = List.of(Response.TIME, Response.CPU_TIME, Response.GC_OVERHEAD,
            Response.PAUSE_MEAN, Response.PAUSE_P99, Response.INTERVAL_MEAN);

    private SurvivalFits() {
    }

    public static SurvivalModel fit(List<PlatformMeasurements> platforms, int bootstrapReplicates, long seed) {
        List<PlatformFit> fits = new ArrayList<>();
        List<UnfittedPlatform> unfitted = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        for (PlatformMeasurements measured : platforms) {
            Platform platform = measured.platform();
            if (measured.levels().isEmpty()) {
                unfitted.add(new UnfittedPlatform(platform, null, measured.failure()));
                continue;
            }
            if (measured.levels().stream().anyMatch(PlatformMeasurements.Level::fromSummary)) {
                notes.add(platform.key() + ": some cells have no runs[]; their summary medians are used as single runs");
            }
            boolean anyMeasured = measured.levels().stream().flatMap(l -> l.runs().stream())
                    .anyMatch(r -> r.measuredSurvival() != null);
            if (!anyMeasured) {
                notes.add(platform.key() + ": no measured survival (no young collections); the workload's target"
                        + " survival p is used, as DESIGN.md defines survival for such collectors");
            }
            for (Response response : RESPONSES) {
                fitResponse(platform, response, anyMeasured ? SurvivalSource.MEASURED : SurvivalSource.TARGET, measured.levels(),
                        fits, unfitted, notes);
            }
        }
        return new SurvivalModel(fits, unfitted, new ArrayList<>(notes), bootstrapReplicates, seed);
    }

    private static void fitResponse(Platform platform, Response response, SurvivalSource source,
                                    List<PlatformMeasurements.Level> levels, List<PlatformFit> fits,
                                    List<UnfittedPlatform> unfitted, Set<String> notes) {
        List<Observation> observations = new ArrayList<>();
        int levelsWithoutMeasuredSurvival = 0;
        for (PlatformMeasurements.Level level : levels) {
            Double measured = levelSurvival(level);
            if (measured == null) {
                levelsWithoutMeasuredSurvival++;
            }
            double s = measured != null ? measured : level.targetSurvival();
            for (PlatformMeasurements.Run run : level.runs()) {
                Double value = run.values().get(response);
                if (value != null) {
                    observations.add(new Observation(s, value, run.repetition()));
                }
            }
        }
        if (observations.isEmpty()) {
            if (response == Response.TIME) {
                unfitted.add(new UnfittedPlatform(platform, response, "no run reports elapsedSeconds"));
            }
            return;
        }
        if (source == SurvivalSource.MEASURED && levelsWithoutMeasuredSurvival > 0 && response == Response.TIME) {
            notes.add(String.format(Locale.ROOT, "%s: %d cell%s without measured survival use the target survival",
                    platform.key(), levelsWithoutMeasuredSurvival, levelsWithoutMeasuredSurvival == 1 ? "" : "s"));
        }
        try {
            fits.add(PlatformFit.fit(platform, response, source.json(), observations));
        } catch (ModelInputException e) {
            unfitted.add(new UnfittedPlatform(platform, response, e.getMessage()));
        }
    }

    /**
     * A level's survival: the median of its runs' measured survival. One value per level (not per
     * run) keeps the benchmark's levels as the unit of cross-validation and of the bootstrap
     * strata; the run-to-run spread of measured survival is small next to that of time.
     */
    static Double levelSurvival(PlatformMeasurements.Level level) {
        double[] measured = level.runs().stream().map(PlatformMeasurements.Run::measuredSurvival)
                .filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
        if (measured.length == 0) {
            return null;
        }
        return Math.min(1, Math.max(0, new Median().evaluate(measured)));
    }
}
