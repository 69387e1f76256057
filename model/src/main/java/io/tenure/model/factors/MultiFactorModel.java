package io.tenure.model.factors;

import io.tenure.model.BootstrapFits;
import io.tenure.model.Estimate;
import io.tenure.model.ModelInputException;
import io.tenure.model.Platform;
import io.tenure.model.ProgramFactors;
import io.tenure.model.ProgramPredictor;
import io.tenure.model.RatioForecast;
import io.tenure.model.Response;
import io.tenure.model.UnknownPlatformException;
import io.tenure.model.io.ModelDocument;
import io.tenure.model.io.ModelFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Model v2's {@link ProgramPredictor} ({@value #NAME}): a real program's wall (and CPU) time on
 * every platform with a multi-factor fit, relative to the platform its log came from.
 *
 * <p>Per GB the program allocates it spends T = 1024 / A seconds (A its allocation rate in MB/s),
 * a share o of them in GC. Moving it from O to P changes two things the benchmark prices per GB
 * allocated:
 *
 * <pre>
 * T_P / T_O = 1 + Δmut(r, y, t) / T + o · (gc_P(s) / gc_O(s) − 1)
 * Δmut      = [b0 + b_r·r + b_ry·r·y + b_t·(t−1)]_P − [same]_O      (allocation path and barriers)
 * gc_X(s, l) = b_s,X · s + b_l,X · l                                (copying survivors, marking the live set)
 * </pre>
 *
 * The compute term is left out of Δmut: compute between allocations is the same code on every
 * collector, so a difference in its coefficient is noise (or cache effects the model does not
 * claim). The first term is model v1's calibration (only the program's own GC share moves with
 * the survival cost, and, on a design that varied it, the live set's: old collections and concurrent
 * cycles mark and compact it); the second prices the barriers, which v1 could not. Where o is unknown, or
 * O's survival cost is not positive, the absolute form {@code 1 + (Δmut + gc_P − gc_O) / T} is
 * used; where A is unknown, T is the benchmark's own time per GB on O at the program's knobs.
 *
 * <p>Unknown factors are not guessed: the reference-store rate (a GC log cannot show it) is drawn
 * uniformly from {@value #REF_STORES_LOW}–{@value #REF_STORES_HIGH} per KB, or solved from the
 * program's own measured ratios on other platforms when there are some ({@link MeasuredRatios}), the old-to-young share
 * and the threads (without a JFR recording) from O's design range, the live set over the heap (where the log showed no old
 * collection) from the design's live-set range, and the 95 % interval is the percentile interval of the
 * ratio over bootstrap replicates (paired: replicate i of P with replicate i of O) each with its
 * own draw of the unknowns, so the interval holds both the fit's uncertainty and the program's.
 * A forecast outside the design's ranges is flagged as extrapolation. Epsilon is never forecast:
 * the factors do not say whether the program's whole allocation fits the heap.
 */
public final class MultiFactorModel implements ProgramPredictor {
    public static final String NAME = "multi-factor/2";
    /**
     * The reference-store rate assumed when unknown: the range tenure's design sweeps (0–64 per
     * KB allocated, i.e. up to one store per 16 bytes, about one per small object). DaCapo Chopin
     * publishes putfield and aastore counts as the features that explain barrier cost; a program
     * with a measured rate (a two-collector calibration with {@code tenure compare}) narrows this.
     */
    public static final double REF_STORES_LOW = 0;
    public static final double REF_STORES_HIGH = 64;

    private final Map<String, Platform> platforms;
    private final Map<String, FactorFit> time = new TreeMap<>();
    private final Map<String, FactorFit> cpu = new TreeMap<>();
    private final Map<FactorFit, double[][]> replicates = new LinkedHashMap<>();
    private final long seed;

    /**
     * @param platforms  the platforms the fits name
     * @param fits       the multi-factor fits ({@link FactorFits})
     * @param replicates bootstrap replicates for the intervals
     * @param seed       the bootstrap seed
     */
    public MultiFactorModel(List<Platform> platforms, List<FactorFit> fits, int replicates, long seed) {
        this.platforms = new LinkedHashMap<>();
        platforms.forEach(p -> this.platforms.put(p.key(), p));
        this.seed = seed;
        for (FactorFit fit : fits) {
            if (!this.platforms.containsKey(fit.platform())) {
                throw new ModelInputException("multi-factor fit of '" + fit.platform() + "' names no listed platform");
            }
            if (fit.response().equals(Response.TIME.id())) {
                time.put(fit.platform(), fit);
            } else if (fit.response().equals(Response.CPU_TIME.id())) {
                cpu.put(fit.platform(), fit);
            }
            this.replicates.put(fit, FactorFits.replicates(fit, replicates, seed));
        }
    }

    /** The model of a model file ({@code tenure-model/3}; a /2 or /1 file has no multi-factor fits). */
    public static MultiFactorModel load(Path file) throws IOException {
        return of(ModelFile.loadDocument(file));
    }

    public static MultiFactorModel of(ModelDocument document) {
        return new MultiFactorModel(document.platforms(), document.factors(), document.bootstrap().replicates(),
                document.bootstrap().seed());
    }

    /** Whether the platform {@code key} has a multi-factor fit of its time (a calibration can meet a ratio there). */
    public boolean hasFit(String key) {
        return time.containsKey(key);
    }

    /** Whether any platform has a multi-factor fit (a model of a survival-only bundle has none). */
    public boolean isEmpty() {
        return time.isEmpty();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<RatioForecast> predict(ProgramFactors program, String observedKey) {
        return predict(program, observedKey, MeasuredRatios.NONE);
    }

    /**
     * As {@link #predict(ProgramFactors, String)}, with the program's reference-store rate, which
     * its log cannot show, calibrated on its measured ratios on other platforms: the rate at which
     * the model meets them (least squares on log ratios, {@link StoreRateSolver}), solved again in
     * every bootstrap replicate so that the interval carries the calibration's uncertainty. A rate
     * the program's factors already give is kept, and the ratios are not used.
     *
     * @throws UnknownPlatformException when the model has no platform {@code observedKey}
     */
    public List<RatioForecast> predict(ProgramFactors program, String observedKey, MeasuredRatios measured) {
        FactorFit observed = time.get(observedKey);
        if (observed == null) {
            throw new UnknownPlatformException(observedKey, List.copyOf(time.keySet()));
        }
        Calibration calibration = calibration(program, observed, measured);
        // the point rate is the same for every platform: solved once, said once per forecast
        String calibrationNote = calibration == null ? null
                : calibrationNote(calibration, calibratedRefStores(program, observedKey, measured));
        List<RatioForecast> forecasts = new ArrayList<>();
        for (FactorFit fit : time.values()) {
            Platform platform = platforms.get(fit.platform());
            if (platform.collector().equalsIgnoreCase("Epsilon") || fit.platform().toLowerCase(Locale.ROOT).contains("/epsilon/")) {
                continue;
            }
            if (fit == observed) {
                Estimate one = new Estimate(1, null, null);
                forecasts.add(new RatioForecast(platform, one, cpu.containsKey(observedKey) ? one : null, false,
                        List.of("the platform the program was observed on")));
                continue;
            }
            List<String> notes = new ArrayList<>();
            Unknowns unknowns = unknowns(program, observed, fit, cpus(observedKey, fit.platform()), calibration, notes);
            if (calibrationNote != null) {
                notes.add(calibrationNote);
            }
            Estimate wall = ratio(fit, observed, program, unknowns, program.gcWallFraction(), fit.platform(), false);
            FactorFit cpuP = cpu.get(fit.platform());
            FactorFit cpuO = cpu.get(observedKey);
            Estimate cpuRatio = cpuP == null || cpuO == null ? null
                    : ratio(cpuP, cpuO, program, unknowns, program.gcCpuFraction(), fit.platform() + "/cpu", true);
            if (calibration != null && calibration.wall().containsKey(fit.platform())) {
                notes.add(String.format(Locale.ROOT, "measured: %.3f (one of the ratios the store rate is calibrated on)",
                        calibration.wall().get(fit.platform())));
            }
            boolean extrapolated = extrapolation(program, fit, observed, notes)
                    | threadsOutside(unknowns.threads(), fit, observed, notes);
            if (fit.quality().cvRelativeError() != null) {
                notes.add(String.format(Locale.ROOT, "the fit predicts a held-out design point of this platform within %.1f %%"
                        + " on average", 100 * fit.quality().cvRelativeError()));
            }
            forecasts.add(new RatioForecast(platform, wall, cpuRatio, extrapolated, notes));
        }
        return forecasts;
    }

    /**
     * The program's knob values, each a point value and a range to draw from (equal ends when known);
     * with a calibration, the store rate is solved instead of drawn.
     */
    private record Unknowns(double[] refStores, double[] oldToYoung, double[] threads, double[] liveSet,
                            Calibration calibration) {
    }

    /**
     * The measured ratios the store rate is solved on: per platform key the time (and CPU-time)
     * fit's measured T_P/T_O, and the rate's range, the observed platform's design range.
     */
    private record Calibration(Map<String, Double> wall, Map<String, Double> cpu, double maxRefStores, String source) {
    }

    /** The calibration the program's measured ratios allow, or null (none given, or its rate known). */
    private Calibration calibration(ProgramFactors program, FactorFit observed, MeasuredRatios measured) {
        if (measured.isEmpty() || program.refStoresPerKB() != null) {
            return null;
        }
        Map<String, Double> wall = new TreeMap<>();
        Map<String, Double> cpuRatios = new TreeMap<>();
        for (Map.Entry<String, Double> e : measured.wall().entrySet()) {
            if (e.getKey().equals(observed.platform())) {
                continue;
            }
            if (!time.containsKey(e.getKey())) {
                continue; // a platform the design did not fit (Epsilon, a failed cell): nothing to meet there
            }
            wall.put(e.getKey(), e.getValue());
            Double c = measured.cpu().get(e.getKey());
            if (c != null && cpu.containsKey(e.getKey()) && cpu.containsKey(observed.platform())) {
                cpuRatios.put(e.getKey(), c);
            }
        }
        if (wall.isEmpty()) {
            return null;
        }
        double max = observed.range("ref-stores").map(KnobRange::max).orElse(REF_STORES_HIGH);
        return new Calibration(wall, cpuRatios, max, measured.source());
    }

    /**
     * The store rate the program's measured wall-time ratios give at the point estimates (the rate
     * the forecasts' point values use), or empty when there is nothing to calibrate on.
     */
    public java.util.OptionalDouble calibratedRefStores(ProgramFactors program, String observedKey,
                                                        MeasuredRatios measured) {
        FactorFit observed = time.get(observedKey);
        if (observed == null) {
            throw new UnknownPlatformException(observedKey, List.copyOf(time.keySet()));
        }
        Calibration c = calibration(program, observed, measured);
        if (c == null) {
            return java.util.OptionalDouble.empty();
        }
        KnobRange y = observed.range("old-to-young").orElse(new KnobRange("old-to-young", 0, 0));
        KnobRange t = observed.range("threads").orElse(new KnobRange("threads", 1, 1));
        double[] threads = threads(program, t, cpus(observedKey, observedKey), new ArrayList<>());
        double[] liveSet = liveSet(program, observed, observed, new ArrayList<>());
        double r = solveRate(c, false, observed, observed.coefficients(), k -> time.get(k).coefficients(), program,
                (y.min() + y.max()) / 2, mid(threads), mid(liveSet), program.gcWallFraction());
        return Double.isNaN(r) ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of(r);
    }

    /** What a calibrated forecast says of its store rate, and whether the rate is at an end of the range. */
    private static String calibrationNote(Calibration calibration, java.util.OptionalDouble rate) {
        if (rate.isEmpty()) {
            return "reference-store rate: no rate in the design's range gives the measured ratios a positive time";
        }
        double r = rate.getAsDouble();
        return String.format(Locale.ROOT, "reference-store rate calibrated on the program's measured %s (%s): %.1f per KB%s",
                String.join(", ", calibration.wall().keySet()), calibration.source(), r,
                r <= 0 || r >= calibration.maxRefStores()
                        ? String.format(Locale.ROOT, ", an end of the design's range 0-%.0f: the measured ratios lie beyond"
                                + " what any rate in it gives", calibration.maxRefStores())
                        : "");
    }

    /**
     * Solves the store rate on the calibration's ratios, with the coefficients given (the point
     * estimates, or one bootstrap replicate's) and the other knobs at the values given.
     */
    private double solveRate(Calibration c, boolean cpuTime, FactorFit o, double[] bO,
                             java.util.function.Function<String, double[]> coefficientsOf, ProgramFactors program,
                             double y, double t, double l, Double gcShare) {
        Map<String, Double> ratios = cpuTime ? c.cpu() : c.wall();
        Map<String, FactorFit> fits = cpuTime ? cpu : time;
        List<StoreRateSolver.Target> targets = new ArrayList<>();
        double compute = centreCompute(o);
        for (Map.Entry<String, Double> e : ratios.entrySet()) {
            FactorFit k = fits.get(e.getKey());
            double[] bK = coefficientsOf.apply(e.getKey());
            targets.add(new StoreRateSolver.Target(
                    r -> ratio(k.termList(), bK, o.termList(), bO, program, r, y, t, l, gcShare, compute), e.getValue()));
        }
        return targets.isEmpty() ? Double.NaN : StoreRateSolver.solve(targets, c.maxRefStores());
    }

    /** The CPUs the design's JVMs had: O's platform's, else P's; null when neither bundle said. */
    private Integer cpus(String observedKey, String targetKey) {
        Integer observedCpus = platforms.get(observedKey).cpus();
        return observedCpus != null ? observedCpus : platforms.get(targetKey).cpus();
    }

    private Unknowns unknowns(ProgramFactors program, FactorFit observed, FactorFit target, Integer designCpus,
                              Calibration calibration, List<String> notes) {
        double[] refStores;
        if (program.refStoresPerKB() != null) {
            refStores = new double[] {program.refStoresPerKB(), program.refStoresPerKB()};
        } else if (calibration != null) {
            refStores = new double[] {REF_STORES_LOW, calibration.maxRefStores()};
        } else {
            refStores = new double[] {REF_STORES_LOW, REF_STORES_HIGH};
            notes.add(String.format(Locale.ROOT, "reference-store rate unknown (a GC log cannot show it): %.0f-%.0f per KB"
                    + " assumed, which widens the interval", REF_STORES_LOW, REF_STORES_HIGH));
        }
        KnobRange y = observed.range("old-to-young").orElse(new KnobRange("old-to-young", 0, 0));
        KnobRange t = observed.range("threads").orElse(new KnobRange("threads", 1, 1));
        if (y.max() > y.min()) {
            notes.add(String.format(Locale.ROOT, "old-to-young share of the stores unknown: %.2f-%.2f (the design's)",
                    y.min(), y.max()));
        }
        double[] threads = threads(program, t, designCpus, notes);
        double[] liveSet = liveSet(program, observed, target, notes);
        return new Unknowns(refStores, new double[] {y.min(), y.max()}, threads, liveSet, calibration);
    }

    /**
     * The program's allocating threads in the design's units: its allocating threads per CPU
     * (JFR) times the CPUs the design's JVMs had, so that a single-threaded program measured on 8
     * CPUs and the benchmark's one thread on 2 both leave the collector spare cores. At least one
     * thread: the design has no fewer, and a thread per several CPUs contends no more than one.
     * Unknown (no recording, or a bundle without CPU figures), it is drawn from the design's range.
     */
    private static double[] threads(ProgramFactors program, KnobRange design, Integer designCpus, List<String> notes) {
        if (program.threadsPerCore() != null && designCpus != null) {
            double t = Math.max(1, program.threadsPerCore() * designCpus);
            notes.add(String.format(Locale.ROOT, "allocating threads: %.2f per CPU (JFR), %.1f on the design's %d CPU%s",
                    program.threadsPerCore(), t, designCpus, designCpus == 1 ? "" : "s"));
            return new double[] {t, t};
        }
        if (design.max() > design.min()) {
            notes.add(String.format(Locale.ROOT, "allocating threads unknown (%s): %.0f-%.0f (the design's)",
                    program.threadsPerCore() == null ? "give the run's JFR recording" : "the model does not say its CPUs",
                    design.min(), design.max()));
        }
        return new double[] {design.min(), design.max()};
    }

    /**
     * Flags allocating threads measured outside the design's range of P or O, where the fit has a
     * threads term (a design that did not vary them prices no thread count at all).
     */
    private static boolean threadsOutside(double[] threads, FactorFit p, FactorFit o, List<String> notes) {
        if (threads[1] > threads[0]) {
            return false; // drawn from the range: inside by construction
        }
        boolean outside = false;
        for (FactorFit fit : List.of(p, o)) {
            if (!fit.termList().contains(Term.EXTRA_THREADS)) {
                continue;
            }
            KnobRange t = fit.range("threads").orElse(new KnobRange("threads", 1, 1));
            if (!t.contains(threads[0])) {
                notes.add(String.format(Locale.ROOT, "extrapolation: %.1f allocating threads outside %s's design range"
                        + " %.0f-%.0f", threads[0], fit.platform(), t.min(), t.max()));
                outside = true;
            }
        }
        return outside;
    }

    /**
     * The program's live set over the heap; unknown (a log without an old or full collection) it is
     * drawn from the design's live-set range, O's, else P's: the range the benchmark measured, as
     * for the old-to-young share. A design without the knob has no live-set term: nothing to draw.
     */
    private static double[] liveSet(ProgramFactors program, FactorFit observed, FactorFit target, List<String> notes) {
        if (program.liveSetFraction() != null) {
            return new double[] {program.liveSetFraction(), program.liveSetFraction()};
        }
        KnobRange l = observed.range(FactorFits.LIVE_SET_KNOB).or(() -> target.range(FactorFits.LIVE_SET_KNOB))
                .orElse(new KnobRange(FactorFits.LIVE_SET_KNOB, 0, 0));
        if (l.max() > l.min()) {
            notes.add(String.format(Locale.ROOT, "live set over the heap unknown (the log shows no old collection):"
                    + " %.2f-%.2f (the design's) assumed, which widens the interval", l.min(), l.max()));
        }
        return new double[] {l.min(), l.max()};
    }

    private Estimate ratio(FactorFit p, FactorFit o, ProgramFactors program, Unknowns u, Double gcShare, String stream,
                           boolean cpuTime) {
        Calibration c = u.calibration();
        // CPU forecasts calibrate on measured CPU ratios where there are any, else on the wall ones
        boolean onCpu = cpuTime && c != null && !c.cpu().isEmpty();
        Map<String, FactorFit> calibrationFits = onCpu ? cpu : time;
        FactorFit calibrationO = onCpu ? o : time.get(o.platform());
        double pointR = c == null ? mid(u.refStores())
                : solveRate(c, onCpu, calibrationO, calibrationO.coefficients(), k -> calibrationFits.get(k).coefficients(),
                        program, mid(u.oldToYoung()), mid(u.threads()), mid(u.liveSet()),
                        onCpu ? program.gcCpuFraction() : program.gcWallFraction());
        double point = Double.isNaN(pointR) ? Double.NaN : ratio(p.termList(), p.coefficients(), o.termList(),
                o.coefficients(), program, pointR, mid(u.oldToYoung()), mid(u.threads()), mid(u.liveSet()), gcShare,
                centreCompute(o));
        double[][] bp = replicates.get(p);
        double[][] bo = replicates.get(o);
        double[][] bCalibrationO = replicates.get(calibrationO);
        SplittableRandom random = new SplittableRandom(BootstrapFits.seedFor(seed, stream));
        double[] draws = new double[Math.min(bp.length, bo.length)];
        for (int i = 0; i < draws.length; i++) {
            // without a calibration the rate is drawn first, as it always was, so the stream is unchanged
            double r = c == null ? draw(random, u.refStores()) : Double.NaN;
            double y = draw(random, u.oldToYoung());
            double t = draw(random, u.threads());
            // drawn last, and only from a range (draw), so a model without the term draws the stream it always drew
            double l = draw(random, u.liveSet());
            if (Double.isNaN(bp[i][0]) || Double.isNaN(bo[i][0])) {
                draws[i] = Double.NaN;
                continue;
            }
            if (c != null) {
                int replicate = i;
                r = Double.isNaN(bCalibrationO[i][0]) ? Double.NaN : solveRate(c, onCpu, calibrationO,
                        bCalibrationO[i], k -> replicates.get(calibrationFits.get(k))[replicate], program, y, t, l,
                        onCpu ? program.gcCpuFraction() : program.gcWallFraction());
            }
            draws[i] = Double.isNaN(r) ? Double.NaN
                    : ratio(p.termList(), bp[i], o.termList(), bo[i], program, r, y, t, l, gcShare, centreCompute(o));
        }
        if (!Double.isFinite(point)) {
            throw new ModelInputException("the model gives no positive time for the program on " + p.platform());
        }
        return Estimate.of(point, draws);
    }

    static double ratio(List<Term> termsP, double[] bP, List<Term> termsO, double[] bO, ProgramFactors program,
                        double r, double y, double t, double l, Double gcShare, double compute) {
        FactorPoint x = new FactorPoint(program.survival(), r, y, compute, 1, l, List.of(0.0));
        double mutP = part(termsP, bP, x, t, false);
        double mutO = part(termsO, bO, x, t, false);
        double gcP = Math.max(0, part(termsP, bP, x, t, true));
        double gcO = Math.max(0, part(termsO, bO, x, t, true));
        double computeO = termsO.contains(Term.COMPUTE) ? bO[termsO.indexOf(Term.COMPUTE)] * compute : 0;
        double perGB = program.allocationRateMBps() != null && program.allocationRateMBps() > 0
                ? 1024 / program.allocationRateMBps() : mutO + gcO + computeO;
        if (!(perGB > 0)) {
            return Double.NaN;
        }
        double ratio = gcShare != null && gcO > 1e-9 * perGB
                ? 1 + (mutP - mutO) / perGB + gcShare * (gcP / gcO - 1)
                : 1 + (mutP - mutO + gcP - gcO) / perGB;
        return ratio > 0 ? ratio : Double.NaN;
    }

    /**
     * The collector's work on the program's objects ({@code gc}: survivors copied, the live set
     * marked and compacted) or the mutator terms without compute (intercept, stores, threads).
     */
    private static double part(List<Term> terms, double[] b, FactorPoint x, double threads, boolean gc) {
        double sum = 0;
        for (int k = 0; k < terms.size(); k++) {
            Term term = terms.get(k);
            if (term == Term.COMPUTE || (term == Term.SURVIVAL || term == Term.LIVE_SET) != gc) {
                continue;
            }
            sum += b[k] * (term == Term.EXTRA_THREADS ? threads - 1 : term.column(x));
        }
        return sum;
    }

    private static double centreCompute(FactorFit fit) {
        return fit.range("compute").map(r -> (r.min() + r.max()) / 2).orElse(0.0);
    }

    private static boolean extrapolation(ProgramFactors program, FactorFit p, FactorFit o, List<String> notes) {
        boolean outside = false;
        for (FactorFit fit : List.of(p, o)) {
            KnobRange s = fit.range("survival").orElseThrow();
            if (!s.contains(program.survival())) {
                notes.add(String.format(Locale.ROOT, "extrapolation: survival %.3f outside %s's design range %.3f-%.3f",
                        program.survival(), fit.platform(), s.min(), s.max()));
                outside = true;
            }
            KnobRange r = fit.range("ref-stores").orElseThrow();
            if (program.refStoresPerKB() != null && !r.contains(program.refStoresPerKB())) {
                notes.add(String.format(Locale.ROOT, "extrapolation: %.1f reference stores per KB outside %s's design range"
                        + " %.1f-%.1f", program.refStoresPerKB(), fit.platform(), r.min(), r.max()));
                outside = true;
            }
            KnobRange l = fit.range(FactorFits.LIVE_SET_KNOB).orElse(null);
            if (l != null && program.liveSetFraction() != null && !l.contains(program.liveSetFraction())) {
                notes.add(String.format(Locale.ROOT, "extrapolation: live set %.3f of the heap outside %s's design range"
                        + " %.3f-%.3f", program.liveSetFraction(), fit.platform(), l.min(), l.max()));
                outside = true;
            }
        }
        if (program.allocationRateMBps() != null && program.allocationRateMBps() > 0) {
            double perGB = 1024 / program.allocationRateMBps();
            double fastest = o.points().stream().flatMap(x -> x.values().stream()).mapToDouble(Double::doubleValue).min()
                    .orElse(0);
            if (perGB < fastest) {
                notes.add(String.format(Locale.ROOT, "extrapolation: the program allocates faster (%.2f s/GB) than any"
                        + " design point of %s (%.2f s/GB)", perGB, o.platform(), fastest));
                outside = true;
            }
        }
        return outside;
    }

    private static double mid(double[] range) {
        return (range[0] + range[1]) / 2;
    }

    private static double draw(SplittableRandom random, double[] range) {
        return range[1] > range[0] ? range[0] + random.nextDouble() * (range[1] - range[0]) : range[0];
    }
}
