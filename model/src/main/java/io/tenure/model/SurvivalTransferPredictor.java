package io.tenure.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Model v1 behind the {@link ProgramPredictor} contract: the survival transfer of
 * {@link ProgramTransfer}, calibrated on the program's own pause share on the platform it was
 * observed on. It uses only the survival median, the allocation rate and the GC wall share of the
 * factors; the others (CPU share, live set, threads, reference stores) it cannot price, which
 * every forecast says in its notes.
 */
public final class SurvivalTransferPredictor implements ProgramPredictor {
    /** The largest pause share the transfer accepts: at 100 % the program would do no work. */
    private static final double MAX_GC_WALL_FRACTION = 0.99999;

    private final SurvivalModel model;
    private final ProgramTransfer transfer;

    public SurvivalTransferPredictor(SurvivalModel model, int replicates, long seed) {
        this.model = model;
        this.transfer = new ProgramTransfer(model, replicates, seed);
    }

    @Override
    public String name() {
        return "survival-transfer/1";
    }

    @Override
    public List<RatioForecast> predict(ProgramFactors program, String observedKey) {
        List<String> known = model.fitsFor(Response.TIME).stream().map(f -> f.platform().key()).toList();
        if (observedKey == null || !known.contains(observedKey)) {
            throw new UnknownPlatformException(String.valueOf(observedKey), known);
        }
        if (program.gcWallFraction() == null) {
            throw new ModelInputException("model v1 needs the program's GC pause share, and its log gives none");
        }
        double o = Math.min(MAX_GC_WALL_FRACTION, program.gcWallFraction());
        ProgramForecast forecast = transfer.predict(
                new ProgramProfile(program.survival(), program.allocationRateMBps(), 100 * o, observedKey));
        ProgramForecast.ProgramPrediction observed = forecast.predictions().stream()
                .filter(p -> p.platform().key().equals(observedKey)).findFirst().orElseThrow();
        List<String> common = new ArrayList<>(forecast.notes());
        common.add("model v1 prices survival and pause share only; CPU share, live set, threads and"
                + " reference stores are not in it");
        List<RatioForecast> forecasts = new ArrayList<>();
        for (ProgramForecast.ProgramPrediction p : forecast.predictions()) {
            Estimate ratio = p.platform().key().equals(observedKey) ? new Estimate(1, null, null)
                    : divide(p.relativeTime(), observed.relativeTime().value());
            forecasts.add(new RatioForecast(p.platform(), ratio, null, p.extrapolated(),
                    "calibrated".equals(forecast.mode()) ? common : withAbsolute(common)));
        }
        return forecasts;
    }

    @Override
    public String whyNotPredicted(String platformKey) {
        return model.fitsFor(Response.TIME).stream().filter(f -> f.platform().key().equals(platformKey)).findFirst()
                .map(f -> transfer.unpriced(f.platform())).orElse(null);
    }

    private static List<String> withAbsolute(List<String> notes) {
        List<String> more = new ArrayList<>(notes);
        more.add("the benchmark shows no GC cost on the observed platform at this survival: the ratios come from"
                + " the program's allocation volume (absolute mode)");
        return more;
    }

    /** The ratio to the observed platform; in calibrated mode the observed platform is the baseline (1). */
    private static Estimate divide(Estimate relative, double observed) {
        if (relative.ci95Low() == null) {
            return new Estimate(relative.value() / observed, null, null);
        }
        return new Estimate(relative.value() / observed, relative.ci95Low() / observed, relative.ci95High() / observed);
    }
}
