package io.tenure.program;

import io.tenure.model.Estimate;
import io.tenure.model.Platform;
import io.tenure.model.ProgramFactors;
import io.tenure.model.RatioForecast;
import io.tenure.model.RatioText;
import io.tenure.model.io.ValidationError;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code tenure predict --log --format json} ({@value #SCHEMA}, docs/schemas/tenure-predict-2.schema.json):
 * a {@link ProgramAnswer}. Written, never read. ({@code predict --survival} still writes
 * {@code tenure-predict/1}: the benchmark's ranking at a survival rate, not a program's answer.)
 *
 * @param model       the model file read
 * @param modelSchema its schema, which chose the predictor
 * @param predictor   the predictor's name, e.g. {@code survival-transfer/1}
 * @param predictions every platform but the observed one, same JVM first, then fastest first
 * @param noDifference the baseline answer every prediction should beat: the ratio 1 everywhere
 * @param validation  the predictor's error on the validation panel, or null ({@code validated} false)
 * @param calibration with {@code --calibrate}: the measured ratios and the store rate they give; else null
 * @param notes       the answer's notes, then those every prediction carries (said here once)
 */
public record PredictProgramDocument(String schema, String tool, String version, String model, String modelSchema,
                                     String predictor, Program program, Observed observed, NoDifference noDifference,
                                     boolean validated, ValidationError validation, StoreRateCalibration calibration,
                                     List<PredictionEntry> predictions, List<ExcludedEntry> excluded, List<String> notes) {
    public static final String SCHEMA = "tenure-predict/2";

    /**
     * @param logs      the log files read
     * @param jfr       the JFR recording read, or null
     * @param collector the collector the log names
     * @param jvm       the JVM version the log names
     * @param maxHeapMB the heap the log shows
     * @param factors   what the model was given
     */
    public record Program(List<String> logs, String jfr, String collector, String jvm, Double maxHeapMB,
                          ProgramFactors factors) {
    }

    /** The platform the log came from, with how it was found ({@code source}: {@code log} or {@code option}). */
    public record Observed(String platform, String collector, String jvm, Integer heapMB, String how, String source) {
    }

    /**
     * @param wallRatio            always 1
     * @param meanAbsErrorPercent  its error on the validation panel, or null when not validated
     */
    public record NoDifference(double wallRatio, Double meanAbsErrorPercent) {
    }

    /**
     * One platform: time there / time on the observed platform, and the sentence for people.
     *
     * @param notes the notes about this platform alone; those of every prediction are the document's
     */
    public record PredictionEntry(String platform, String collector, String jvm, Integer heapMB, boolean sameJvm,
                                  Estimate wallRatio, Estimate cpuRatio, boolean extrapolated, String sentence,
                                  List<String> notes) {
    }

    public record ExcludedEntry(String platform, String reason) {
    }

    public static PredictProgramDocument of(ProgramAnswer answer, String toolVersion, String modelFile) {
        LogProfile p = answer.profile();
        Platform o = answer.observed().platform();
        // a note every prediction carries (model v1's assumptions) is said once, in the top-level notes:
        // each of a two-JVM demo's predictions repeated the same three
        List<String> common = common(answer.forecasts());
        List<String> notes = new ArrayList<>(answer.notes());
        common.stream().filter(n -> !notes.contains(n)).forEach(notes::add);
        return new PredictProgramDocument(SCHEMA, "tenure", toolVersion, modelFile, answer.modelSchema(),
                answer.predictor(),
                new Program(p.inputs(), p.jfr(), p.jvm().collector(), p.jvm().version(), p.maxHeapMB(), answer.factors()),
                new Observed(o.key(), o.collector(), o.jvm(), o.heapMB(), answer.observed().how(), answer.observed().source()),
                new NoDifference(1, answer.validation() == null ? null : answer.validation().noDifferenceMeanAbsErrorPercent()),
                answer.validation() != null, answer.validation(), answer.calibration(),
                answer.forecasts().stream().map(f -> entry(f, o, common)).toList(),
                answer.excluded().stream().map(e -> new ExcludedEntry(e.platform().key(), e.reason())).toList(),
                notes);
    }

    /**
     * The notes every forecast carries, in the first one's order; none with fewer than two forecasts,
     * where nothing repeats and a note stays with the platform it is about (a calibration's).
     */
    static List<String> common(List<ProgramAnswer.Forecast> forecasts) {
        if (forecasts.size() < 2) {
            return List.of();
        }
        return forecasts.get(0).forecast().notes().stream().distinct()
                .filter(n -> forecasts.stream().allMatch(f -> f.forecast().notes().contains(n))).toList();
    }

    private static PredictionEntry entry(ProgramAnswer.Forecast f, Platform observed, List<String> common) {
        RatioForecast r = f.forecast();
        Platform p = r.platform();
        return new PredictionEntry(p.key(), p.collector(), p.jvm(), p.heapMB(), f.sameJvm(), r.wallRatio(), r.cpuRatio(),
                r.extrapolated(), sentence(f, observed), r.notes().stream().filter(n -> !common.contains(n)).toList());
    }

    /** "under G1 this program would take 1.08× [1.02, 1.15] of its time under Parallel". */
    public static String sentence(ProgramAnswer.Forecast f, Platform observed) {
        Platform p = f.forecast().platform();
        String where = label(p) + (f.sameJvm() ? "" : " on " + (p.jvm().isEmpty() ? p.key() : p.jvm()));
        return "under " + where + " this program would take " + ratio(f.forecast().wallRatio()) + " of its time under "
                + label(observed) + (f.forecast().extrapolated() ? " (extrapolated)" : "");
    }

    private static String label(Platform p) {
        return p.collector().isEmpty() ? p.key() : p.collector();
    }

    /**
     * {@code 1.08× [1.02, 1.15]}, or {@code 1.08× (no interval)}; a bound on one side of 1 that would
     * round to 1.00 gets the digits that show which side ({@code [0.998, 1.04]}), as every
     * interval tenure prints does ({@link RatioText}).
     */
    public static String ratio(Estimate e) {
        return e.ci95Low() == null ? String.format(Locale.ROOT, "%.2f× (no interval)", e.value())
                : String.format(Locale.ROOT, "%.2f× [%s, %s]", e.value(), RatioText.bound(e.ci95Low(), 2),
                        RatioText.bound(e.ci95High(), 2));
    }
}
