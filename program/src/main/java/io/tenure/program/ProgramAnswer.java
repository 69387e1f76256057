package io.tenure.program;

import io.tenure.model.ModelInputException;
import io.tenure.model.Platform;
import io.tenure.model.PlatformMatch;
import io.tenure.model.ProgramFactors;
import io.tenure.model.RatioForecast;
import io.tenure.model.UnknownPlatformException;
import io.tenure.model.factors.MultiFactorModel;
import io.tenure.model.io.ProgramModels.LoadedModel;
import io.tenure.model.io.ValidationError;
import io.tenure.platforms.Collector;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * What {@code predict --log} answers about a program: its time under every platform of a model
 * relative to its time on the platform its log came from (found from the log, or given), platforms
 * of the same JVM first; beside the "no difference" answer (ratio 1 everywhere) and the model's
 * error on the validation panel. Epsilon appears only where the program's allocation over its run
 * fits the heap (Epsilon never frees memory).
 *
 * @param observed   the platform the log came from
 * @param forecasts  every other platform, same JVM first, then fastest first
 * @param excluded   platforms left out, with the reason
 * @param validation the predictor's error on the panel, or null when not validated
 * @param calibration the measured ratios the store rate was calibrated on, with the rate; null without
 */
public record ProgramAnswer(LogProfile profile, ProgramFactors factors, String predictor, String modelSchema,
                            Observed observed, List<Forecast> forecasts, List<Excluded> excluded,
                            ValidationError validation, StoreRateCalibration calibration, List<String> notes) {
    public ProgramAnswer {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(observed, "observed");
        forecasts = List.copyOf(forecasts);
        excluded = List.copyOf(excluded);
        notes = List.copyOf(notes);
    }

    /**
     * @param how    what matched, for people
     * @param source {@code log} (found from the log) or {@code option} (given with --observed)
     */
    public record Observed(Platform platform, String how, String source) {
    }

    /** One platform's forecast, and whether it runs the same JVM (feature version) as the observed one. */
    public record Forecast(RatioForecast forecast, boolean sameJvm) {
    }

    public record Excluded(Platform platform, String reason) {
    }

    /**
     * @param observedKey the platform the log came from, as the user gave it; null to find it from the log
     * @param validation  the predictor's panel error, or null
     * @throws UnknownPlatformException when {@code observedKey} is not in the model
     * @throws ModelInputException      when the log's platform is not in the model, or the profile cannot be used
     */
    public static ProgramAnswer of(LogProfile profile, LoadedModel model, String observedKey, ValidationError validation) {
        return of(profile, model, observed(profile, model, observedKey), validation, null);
    }

    /**
     * @param observed    the platform the log came from ({@link #observed})
     * @param calibration the program's measured ratios on other platforms, to calibrate its store
     *                    rate on (model v2 only), or null
     * @throws ModelInputException when a calibration is given to a model that cannot use it
     */
    public static ProgramAnswer of(LogProfile profile, LoadedModel model, Observed observed, ValidationError validation,
                                   StoreRateCalibration calibration) {
        ProgramFactors factors = profile.factors();
        List<String> notes = new ArrayList<>();
        List<RatioForecast> predicted;
        if (calibration == null) {
            predicted = model.predictor().predict(factors, observed.platform().key());
        } else if (model.predictor() instanceof MultiFactorModel v2) {
            predicted = v2.predict(factors, observed.platform().key(), calibration.ratios());
            OptionalDouble rate = v2.calibratedRefStores(factors, observed.platform().key(), calibration.ratios());
            calibration = calibration.withRate(rate.isPresent() ? rate.getAsDouble() : null);
        } else {
            throw new ModelInputException("--calibrate needs a model v2 (" + MultiFactorModel.NAME + ", a tenure-model/3"
                    + " file fitted on a design bundle); this model's predictor is " + model.predictor().name()
                    + ", which has no reference-store rate to calibrate");
        }
        if (validation != null && !validation.predictor().equals(model.predictor().name())) {
            notes.add("the validation figures are for " + validation.predictor() + ", not " + model.predictor().name()
                    + ": this predictor is not validated");
            validation = null;
        }
        Integer observedMajor = PlatformMatch.jvmMajor(observed.platform());
        List<Forecast> forecasts = new ArrayList<>();
        List<Excluded> excluded = new ArrayList<>();
        for (RatioForecast f : predicted) {
            if (f.platform().key().equals(observed.platform().key())) {
                continue;
            }
            String whyNot = epsilonProblem(f.platform(), profile);
            if (whyNot != null) {
                excluded.add(new Excluded(f.platform(), whyNot));
                continue;
            }
            forecasts.add(new Forecast(f, observedMajor != null && observedMajor.equals(PlatformMatch.jvmMajor(f.platform()))));
        }
        for (Platform platform : model.platforms()) {
            String whyNot = platform.key().equals(observed.platform().key()) ? null
                    : model.predictor().whyNotPredicted(platform.key());
            if (whyNot != null && predicted.stream().noneMatch(f -> f.platform().key().equals(platform.key()))) {
                excluded.add(new Excluded(platform, whyNot));
            }
        }
        forecasts.sort(Comparator.comparing((Forecast f) -> !f.sameJvm())
                .thenComparingDouble(f -> f.forecast().wallRatio().value())
                .thenComparing(f -> f.forecast().platform().key()));
        return new ProgramAnswer(profile, factors, model.predictor().name(), model.schema(), observed, forecasts,
                excluded, validation, calibration, notes);
    }

    /**
     * The platform the log came from: {@code observedKey} when given, else the model's platform that
     * matches the log's collector, JVM and heap.
     *
     * @throws UnknownPlatformException when {@code observedKey} is not in the model
     * @throws ModelInputException      when the log's platform is not in the model, or the log names no JVM
     *                                  version and the model has its collector on several JVMs
     */
    public static Observed observed(LogProfile profile, LoadedModel model, String observedKey) {
        List<String> keys = model.platforms().stream().map(Platform::key).toList();
        if (observedKey != null) {
            Platform given = model.platforms().stream().filter(p -> p.key().equals(observedKey)).findFirst()
                    .orElseThrow(() -> new UnknownPlatformException(observedKey, keys));
            return new Observed(given, "given with --observed", "option");
        }
        Integer heapMB = profile.maxHeapMB() == null ? null : (int) Math.round(profile.maxHeapMB());
        List<Platform> ambiguous = PlatformMatch.ambiguousJvms(model.platforms(), profile.jvm().collector(),
                profile.jvm().major());
        if (!ambiguous.isEmpty()) {
            // choosing by heap alone took openjdk-17's G1 for a temurin-25 G1 log: refuse, and say how to pick
            throw new ModelInputException("the log does not say which JVM wrote it (no 'Version:' line; a benchmark"
                    + " run's gc.measured.log has none, its gc.log has), and the model has " + profile.jvm().collector()
                    + " on several JVMs: " + String.join(", ", ambiguous.stream().map(Platform::key).toList())
                    + "; give --observed KEY to name the platform it ran on");
        }
        return PlatformMatch.find(model.platforms(), profile.jvm().collector(), profile.jvm().major(), heapMB)
                .map(m -> new Observed(m.platform(), m.how() + (fromRunRecord(profile) ? "; JVM from the run's record in its"
                        + " bundle, the log names none" : ""), "log"))
                .orElseThrow(() -> new ModelInputException(String.format(Locale.ROOT,
                        "the log's platform (collector %s, JVM %s, heap %s) is not in the model, which has: %s;%s"
                                + " give --observed KEY to name the platform it ran on",
                        Objects.toString(profile.jvm().collector(), "unknown"),
                        profile.jvm().major() == null ? "unknown" : profile.jvm().major(),
                        heapMB == null ? "unknown" : heapMB + " MB", String.join(", ", keys),
                        collectorMissing(profile.jvm().collector(), model.platforms()))));
    }

    private static boolean fromRunRecord(LogProfile profile) {
        return profile.notes().stream().anyMatch(n -> n.startsWith(BenchRunRecord.NOTE));
    }

    /**
     * " make a model with C (…), or" when no platform of the model runs the log's collector: the demo's
     * model has G1 and ZGC or Shenandoah, and a log of Parallel, the collector many servers run, had
     * only --observed to go on, which names another collector.
     */
    private static String collectorMissing(String collector, List<Platform> platforms) {
        if (collector == null || platforms.stream().anyMatch(p -> p.collector().equalsIgnoreCase(collector))) {
            return "";
        }
        String id = Collector.fromName(collector).map(Collector::id).orElse(null);
        String demo = id == null ? "" : ", e.g. ./tenure demo --gc " + String.join(",",
                new LinkedHashSet<>(List.of(id, "g1", "shenandoah"))) + " and its DIR/tenure-model.json";
        return " the model has no " + collector + " platform: make a model with one" + demo + ", or";
    }

    /** Why an Epsilon platform cannot run the program, or null when it can (or is no Epsilon). */
    static String epsilonProblem(Platform platform, LogProfile profile) {
        if (!platform.collector().equalsIgnoreCase("Epsilon")) {
            return null;
        }
        Double heapMB = platform.heapMB() != null ? Double.valueOf(platform.heapMB()) : profile.maxHeapMB();
        Double allocatedMB = profile.allocation().totalMB();
        if (allocatedMB == null || heapMB == null) {
            return "Epsilon never frees memory, and the log does not tell whether the program's allocation over its"
                    + " run fits the heap";
        }
        if (allocatedMB > heapMB) {
            return String.format(Locale.ROOT, "Epsilon never frees memory: the program allocates %.0f MB over its run,"
                    + " more than the %.0f MB heap", allocatedMB, heapMB);
        }
        return null;
    }
}
