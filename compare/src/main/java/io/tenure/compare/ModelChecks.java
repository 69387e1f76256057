package io.tenure.compare;

import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.ModelCheck;
import io.tenure.bundle.compare.PairResult;
import io.tenure.bundle.compare.RaceResult;
import io.tenure.model.Estimate;
import io.tenure.model.ModelInputException;
import io.tenure.model.PlatformMatch;
import io.tenure.model.RatioForecast;
import io.tenure.model.io.ProgramModels.LoadedModel;
import io.tenure.model.stats.MedianInterval;
import io.tenure.platforms.Collector;
import io.tenure.program.LogProfile;
import io.tenure.program.ProfileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code compare --model}: the model's prediction for every measured pair, made as
 * {@code predict --log} makes it from one GC log, that of the first configuration's first
 * measured run, whose platform is the observed one. Each configuration is matched to a model
 * platform by collector, JVM feature version and heap (its fixed heap, else the observed log's).
 */
public final class ModelChecks {
    private ModelChecks() {
    }

    /**
     * The checks, one per pair; a pair the model cannot speak for has null predictions and a note.
     *
     * @param race the session's race (which says why a pair has few runs), or null when it was none
     */
    public static List<ModelCheck> of(CompareResults results, RaceResult race, Path bundleDir, LoadedModel model) {
        String predictor = model.predictor().name();
        Function<PairResult, String> whyNoInterval = p -> p.whyNotToldApart(results.settings().repeat(), race);
        Optional<ConfigResult> first = results.configs().stream().findFirst();
        Optional<CompareRun> run = first.flatMap(c -> c.runs().stream()
                .filter(r -> r.measured() && r.files().gcLog() != null
                        && Files.isRegularFile(bundleDir.resolve(r.files().gcLog())))
                .findFirst());
        if (first.isEmpty() || run.isEmpty()) {
            return unpredicted(results, null, predictor, "no measured run of the first configuration left a GC log", whyNoInterval);
        }
        String observedConfig = first.get().id();
        LogProfile profile;
        Path gcLog = bundleDir.resolve(run.get().files().gcLog());
        try {
            profile = readProfile(gcLog, jfrOf(bundleDir, run.get()), results.toolVersion());
        } catch (IOException e) {
            return unpredicted(results, observedConfig, predictor, "the GC log of " + run.get().runId()
                    + " gives no profile: " + e.getMessage(), whyNoInterval);
        }
        Map<String, String> platformOf = new HashMap<>();
        for (ConfigResult c : results.configs()) {
            platformOf.put(c.id(), platformOf(c, profile, model));
        }
        String observedKey = platformOf.get(observedConfig);
        if (observedKey == null) {
            return unpredicted(results, observedConfig, predictor, "the model has no platform for " + observedConfig
                    + " (the observed configuration): its collector, JVM and heap match none of its platforms", whyNoInterval);
        }
        Map<String, RatioForecast> forecasts = new HashMap<>();
        try {
            for (RatioForecast f : model.predictor().predict(profile.factors(), observedKey)) {
                forecasts.put(f.platform().key(), f);
            }
        } catch (ModelInputException e) {
            return unpredicted(results, observedConfig, predictor, "the model cannot predict from " + run.get().runId()
                    + "'s log: " + e.getMessage(), whyNoInterval);
        }
        List<ModelCheck> checks = new ArrayList<>();
        for (PairResult pair : results.pairs()) {
            String pa = platformOf.get(pair.a());
            String pb = platformOf.get(pair.b());
            RatioForecast fa = pa == null ? null : forecasts.get(pa);
            RatioForecast fb = pb == null ? null : forecasts.get(pb);
            if (fa == null || fb == null) {
                String missingKey = fa == null ? pa : pb;
                String why = missingKey == null ? null : model.predictor().whyNotPredicted(missingKey);
                String config = fa == null ? pair.a() : pair.b();
                checks.add(check(pair, pa, pb, observedConfig, predictor, null, why == null
                        ? "the model has no platform for " + config : "the model does not predict " + config + ": " + why,
                        whyNoInterval));
                continue;
            }
            checks.add(check(pair, pa, pb, observedConfig, predictor, predicted(fa.wallRatio(), fb.wallRatio(),
                    pair.a().equals(observedConfig), pair.b().equals(observedConfig)),
                    fa.extrapolated() || fb.extrapolated() ? "extrapolated: the program lies outside what a platform was"
                            + " measured at" : null, whyNoInterval));
        }
        return checks;
    }

    /** a/b from the two forecasts (each relative to the observed platform); an interval only against the observed one. */
    private static Estimate predicted(Estimate a, Estimate b, boolean aObserved, boolean bObserved) {
        if (bObserved) {
            return a;
        }
        if (aObserved) {
            return b.ci95Low() == null || b.ci95Low() <= 0 ? new Estimate(1 / b.value(), null, null)
                    : new Estimate(1 / b.value(), 1 / b.ci95High(), 1 / b.ci95Low());
        }
        return new Estimate(a.value() / b.value(), null, null);
    }

    private static ModelCheck check(PairResult pair, String pa, String pb, String observed, String predictor,
                                    Estimate predicted, String note, Function<PairResult, String> whyNoInterval) {
        MedianInterval measured = pair.wallRatio();
        Double error = predicted == null || measured == null ? null
                : 100 * (predicted.value() - measured.median()) / measured.median();
        // below 6 pairs the measured "interval" is [min, max], short of 95 %: a prediction outside it
        // is no miss, one inside it no hit, so the check gives no interval and says why
        MedianInterval interval = pair.pairedRuns() >= MedianInterval.MIN_VALUES ? measured : null;
        String noInterval = measured != null && interval == null ? "no measured interval: " + whyNoInterval.apply(pair) : null;
        String notes = note == null ? noInterval : noInterval == null ? note : note + "; " + noInterval;
        boolean within = predicted != null && interval != null && interval.contains(predicted.value());
        return new ModelCheck(pair.a(), pair.b(), pa, pb, observed, predictor,
                predicted == null ? null : predicted.value(), predicted == null ? null : predicted.ci95Low(),
                predicted == null ? null : predicted.ci95High(),
                measured == null ? null : measured.median(), interval == null ? null : interval.ci95Low(),
                interval == null ? null : interval.ci95High(), error, within, notes);
    }

    private static List<ModelCheck> unpredicted(CompareResults results, String observed, String predictor, String why,
                                                Function<PairResult, String> whyNoInterval) {
        return results.pairs().stream()
                .map(p -> check(p, null, null, observed, predictor, null, why, whyNoInterval)).toList();
    }

    /**
     * The model platform a compare configuration ran on: its collector, JVM feature version and heap
     * (its fixed heap, else the observed log's); null when the model has none.
     */
    public static String platformOf(ConfigResult config, LogProfile observedProfile, LoadedModel model) {
        String collector = Collector.fromName(config.collector()).map(Collector::displayName).orElse(config.collector());
        Integer heapMB = config.heapMB() != null ? Integer.valueOf(config.heapMB().intValue())
                : observedProfile.maxHeapMB() == null ? null : (int) Math.round(observedProfile.maxHeapMB());
        return PlatformMatch.find(model.platforms(), collector, PlatformMatch.jvmMajor(config.jvm().version()), heapMB)
                .map(m -> m.platform().key()).orElse(null);
    }

    /** With the run's JFR recording when it can be read (CPU time, threads), else from the log alone. */
    private static LogProfile readProfile(Path gcLog, Path jfr, String toolVersion) throws IOException {
        if (jfr != null) {
            try {
                return ProfileReader.read(List.of(gcLog), jfr, toolVersion);
            } catch (IOException e) {
                // a recording cut short by a timeout: the log alone still profiles the run
            }
        }
        return ProfileReader.read(List.of(gcLog), null, toolVersion);
    }

    private static Path jfrOf(Path bundleDir, CompareRun run) {
        if (run.files().jfr() == null) {
            return null;
        }
        Path jfr = bundleDir.resolve(run.files().jfr());
        return Files.isRegularFile(jfr) ? jfr : null;
    }
}
