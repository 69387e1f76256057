package io.tenure.compare;

import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.bundle.compare.PairResult;
import io.tenure.model.ModelInputException;
import io.tenure.model.factors.MultiFactorModel;
import io.tenure.model.io.ProgramModels.LoadedModel;
import io.tenure.program.LogProfile;
import io.tenure.program.StoreRateCalibration;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code predict --calibrate BUNDLE}: the compare bundle of the program whose log is
 * predicted, its configurations matched to the model's platforms as {@code compare --model} does,
 * and each pair of the observed platform's configuration with another one turned into T_P / T_O.
 */
public final class CalibrationReader {
    private CalibrationReader() {
    }

    /**
     * @param observedKey the model platform the program's log came from
     * @throws IOException         when the directory holds no readable compare results
     * @throws ModelInputException when no pair of the bundle measures the observed platform against another of the model's
     */
    public static StoreRateCalibration read(Path bundleDir, LogProfile profile, LoadedModel model, String observedKey)
            throws IOException {
        CompareResults results = new CompareBundle(bundleDir).read().orElseThrow(() -> new IOException(bundleDir
                + ": no " + CompareBundle.RESULTS + " (--calibrate takes a bundle written by tenure compare)"));
        Map<String, String> platformOf = new LinkedHashMap<>();
        List<String> observedConfigs = new ArrayList<>();
        for (ConfigResult c : results.configs()) {
            String key = ModelChecks.platformOf(c, profile, model);
            platformOf.put(c.id(), key);
            if (observedKey.equals(key)) {
                observedConfigs.add(c.id());
            }
        }
        if (observedConfigs.isEmpty()) {
            throw new ModelInputException(bundleDir + ": no configuration ran on the platform the log came from ("
                    + observedKey + "); its configurations match " + describe(platformOf)
                    + ". Measure the program with the log's collector, JVM and heap too");
        }
        String observedConfig = observedConfigs.get(0);
        Map<String, StoreRateCalibration.Measured> byPlatform = new LinkedHashMap<>();
        for (PairResult pair : results.pairs()) {
            boolean observedIsB = pair.b().equals(observedConfig);
            if (!(observedIsB || pair.a().equals(observedConfig)) || pair.wallRatio() == null) {
                continue;
            }
            String other = observedIsB ? pair.a() : pair.b();
            String key = platformOf.get(other);
            if (key == null || key.equals(observedKey) || byPlatform.containsKey(key)
                    || model.predictor() instanceof MultiFactorModel v2 && !v2.hasFit(key)) {
                continue; // no platform, the observed one again, one already measured, or one the design did not fit
            }
            double wall = observedIsB ? pair.wallRatio().median() : 1 / pair.wallRatio().median();
            Double cpu = pair.cpuRatio() == null ? null
                    : observedIsB ? pair.cpuRatio().median() : 1 / pair.cpuRatio().median();
            byPlatform.put(key, new StoreRateCalibration.Measured(key, other, observedConfig, pair.pairedRuns(), wall, cpu));
        }
        if (byPlatform.isEmpty()) {
            throw new ModelInputException(bundleDir + ": no measured pair of " + observedConfig + " (the log's platform)"
                    + " with a configuration on another platform the model fitted; its configurations match "
                    + describe(platformOf));
        }
        return new StoreRateCalibration(bundleDir.toString(), null, List.copyOf(byPlatform.values()));
    }

    private static String describe(Map<String, String> platformOf) {
        List<String> parts = new ArrayList<>();
        platformOf.forEach((config, key) -> parts.add(config + " -> " + (key == null ? "no platform of the model" : key)));
        return String.join(", ", parts);
    }
}
