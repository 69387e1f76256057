package io.tenure.model.bundle;

import io.tenure.model.ModelInputException;
import io.tenure.model.Observation;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Turns result bundles into a {@link SurvivalModel}: groups cells by platform (host × JVM ×
 * collector × heap × young size; bundles of the same platform merge), makes one observation per
 * run and response, and fits each platform and response.
 *
 * <p>Survival: the run's measured survival rate. Collectors without young collections (ZGC,
 * Shenandoah, Epsilon, whole-heap OpenJ9 policies) have no measured survival; for them DESIGN.md
 * defines survival as the workload's long-lived fraction p, so the target is used, and the fit
 * says {@code survivalSource: target}.
 *
 * <p>Time is normalised to seconds per GB allocated ({@code elapsedSeconds / (workMB / 1024)}) so
 * that bundles run with different amounts of work compare.
 */
public final class BundleModelBuilder {
    private BundleModelBuilder() {
    }

    /**
     * The one spelling of a platform's key, {@code host/jvm-id/collector/heap/young[/variant]},
     * shared by {@code tenure fit} and {@code tenure report} so a fit and the cells behind it meet:
     * a {@code --variant} is a platform of its own.
     */
    public static String platformKey(String hostname, String jvmId, String collector, Integer heapMB, Integer youngMB,
                                     String variant) {
        return String.format(Locale.ROOT, "%s/%s/%s/heap%s/young%s", hostname, jvmId, collector,
                heapMB == null ? "-default" : heapMB + "m", youngMB == null ? "-default" : youngMB + "m")
                + (variant == null || variant.isBlank() ? "" : "/" + variant);
    }

    public static SurvivalModel build(List<BenchBundle> bundles, int bootstrapReplicates, long seed) {
        Map<String, Platform> platforms = new LinkedHashMap<>();
        Map<String, List<BenchCell>> cellsByPlatform = new LinkedHashMap<>();
        int cellCount = 0;
        for (BenchBundle bundle : bundles) {
            for (BenchCell cell : bundle.cells()) {
                cellCount++;
                String key = platformKey(bundle.hostname(), cell.jvmId(), cell.collector(), cell.heapMB(), cell.youngMB(),
                        cell.variant());
                platforms.putIfAbsent(key, new Platform(key, bundle.hostname(), bundle.os(),
                        cell.jvmDescription().isEmpty() ? cell.jvmId() : cell.jvmDescription(), cell.collector(),
                        cell.heapMB(), cell.youngMB()));
                cellsByPlatform.computeIfAbsent(key, k -> new ArrayList<>()).add(cell);
            }
        }
        if (cellCount == 0) {
            throw new ModelInputException("nothing to fit: the bundle" + (bundles.size() == 1 ? " has" : "s have")
                    + " no cells");
        }
        List<PlatformFit> fits = new ArrayList<>();
        List<UnfittedPlatform> unfitted = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        for (Map.Entry<String, List<BenchCell>> entry : cellsByPlatform.entrySet()) {
            Platform platform = platforms.get(entry.getKey());
            List<BenchCell> ok = entry.getValue().stream().filter(BenchCell::ok).toList();
            if (ok.isEmpty()) {
                unfitted.add(new UnfittedPlatform(platform, null, failureSummary(entry.getValue())));
                continue;
            }
            if (ok.stream().anyMatch(BenchCell::runsFromSummary)) {
                notes.add(platform.key() + ": some cells have no runs[]; their summary medians are used as single runs");
            }
            boolean anyMeasured = ok.stream().flatMap(c -> c.runs().stream()).anyMatch(r -> r.measuredSurvival() != null);
            String source = anyMeasured ? "measured" : "target";
            if (!anyMeasured) {
                notes.add(platform.key() + ": no measured survival (no young collections); the workload's target"
                        + " survival p is used, as DESIGN.md defines survival for such collectors");
            }
            fitResponse(platform, Response.TIME, source, ok, r -> r.elapsedSeconds(), true, fits, unfitted, notes);
            fitResponse(platform, Response.CPU_TIME, source, ok, r -> r.cpuSeconds(), true, fits, unfitted, notes);
            fitResponse(platform, Response.GC_OVERHEAD, source, ok, BenchRun::overheadPercent, false, fits, unfitted, notes);
            fitResponse(platform, Response.PAUSE_MEAN, source, ok, BenchRun::pauseMeanMs, false, fits, unfitted, notes);
            fitResponse(platform, Response.PAUSE_P99, source, ok, BenchRun::pauseP99Ms, false, fits, unfitted, notes);
            fitResponse(platform, Response.INTERVAL_MEAN, source, ok, BenchRun::intervalMeanMs, false, fits, unfitted, notes);
        }
        return new SurvivalModel(fits, unfitted, new ArrayList<>(notes), bootstrapReplicates, seed);
    }

    private static void fitResponse(Platform platform, Response response, String source, List<BenchCell> cells,
                                    Function<BenchRun, Double> figure, boolean perGigabyte, List<PlatformFit> fits,
                                    List<UnfittedPlatform> unfitted, Set<String> notes) {
        List<Observation> observations = new ArrayList<>();
        int cellsWithoutMeasuredSurvival = 0;
        for (BenchCell cell : cells) {
            Double measured = cellSurvival(cell);
            if (measured == null) {
                cellsWithoutMeasuredSurvival++;
            }
            double s = measured != null ? measured : cell.targetSurvival();
            for (BenchRun run : cell.runs()) {
                Double value = figure.apply(run);
                if (value != null) {
                    observations.add(new Observation(s, perGigabyte ? value / (cell.workMB() / 1024.0) : value,
                            run.repetition()));
                }
            }
        }
        if (observations.isEmpty()) {
            if (response == Response.TIME) {
                unfitted.add(new UnfittedPlatform(platform, response, "no run reports elapsedSeconds"));
            }
            return;
        }
        if ("measured".equals(source) && cellsWithoutMeasuredSurvival > 0 && response == Response.TIME) {
            notes.add(String.format(Locale.ROOT, "%s: %d cell%s without measured survival use the target survival",
                    platform.key(), cellsWithoutMeasuredSurvival, cellsWithoutMeasuredSurvival == 1 ? "" : "s"));
        }
        try {
            fits.add(PlatformFit.fit(platform, response, source, observations));
        } catch (ModelInputException e) {
            unfitted.add(new UnfittedPlatform(platform, response, e.getMessage()));
        }
    }

    /**
     * A cell's survival: the median of its runs' measured survival. One value per cell (not per
     * run) keeps the benchmark's levels as the unit of cross-validation and of the bootstrap
     * strata; the run-to-run spread of measured survival is small next to that of time.
     */
    static Double cellSurvival(BenchCell cell) {
        double[] measured = cell.runs().stream().map(BenchRun::measuredSurvival)
                .filter(java.util.Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
        if (measured.length == 0) {
            return null;
        }
        return Math.min(1, Math.max(0, new org.apache.commons.math3.stat.descriptive.rank.Median().evaluate(measured)));
    }

    private static String failureSummary(List<BenchCell> cells) {
        Map<String, Integer> reasons = new LinkedHashMap<>();
        for (BenchCell cell : cells) {
            String reason = cell.status() + (cell.reason().isBlank() ? "" : ": " + cell.reason());
            reasons.merge(reason, 1, Integer::sum);
        }
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "no cell succeeded (%d cell%s: ",
                cells.size(), cells.size() == 1 ? "" : "s"));
        String separator = "";
        for (Map.Entry<String, Integer> reason : reasons.entrySet()) {
            text.append(separator).append(reason.getValue()).append("× ").append(reason.getKey());
            separator = "; ";
        }
        return text.append(')').toString();
    }
}
