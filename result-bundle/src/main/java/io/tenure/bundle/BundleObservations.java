package io.tenure.bundle;

import io.tenure.model.DesignKnobs;
import io.tenure.model.Platform;
import io.tenure.model.PlatformMeasurements;
import io.tenure.model.Response;
import io.tenure.model.SurvivalFits;
import io.tenure.model.SurvivalModel;
import io.tenure.model.factors.FactorFits;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Result bundles as the model's numbers: cells grouped by {@link PlatformKey} (bundles of the
 * same platform merge), each ok cell a survival level, each ok run its figures per response.
 * Time and CPU time become seconds per GB allocated ({@code seconds / (workMB / 1024)}, a
 * calibrated run's own work in place of the cell's) so that bundles run with different amounts of
 * work compare. {@code tenure fit}, {@code report} and
 * {@code demo} all fit through here, so the same bundles give the same model.
 */
public final class BundleObservations {
    /** A cell with the bundle it came from. */
    public record LocatedCell(Bundle bundle, CellResult cell) {
    }

    private final List<Bundle> bundles;
    private final Map<PlatformKey, List<LocatedCell>> cells;
    private final Map<PlatformKey, Platform> platforms;

    private BundleObservations(List<Bundle> bundles, Map<PlatformKey, List<LocatedCell>> cells,
                               Map<PlatformKey, Platform> platforms) {
        this.bundles = List.copyOf(bundles);
        this.cells = cells;
        this.platforms = platforms;
    }

    /**
     * The bundles at {@code directories}, each read once by {@link BundleReader}: what
     * {@code tenure fit}, {@code report} and {@code demo} fit ({@link #fit}) and report.
     *
     * @throws BundleException when a bundle cannot be read, or as {@link #of}
     */
    public static BundleObservations read(List<Path> directories) throws IOException {
        List<Bundle> read = new ArrayList<>();
        for (Path directory : directories) {
            read.add(BundleReader.read(directory));
        }
        return of(read);
    }

    /**
     * @throws BundleException when there is nothing to fit, or a bundle (or a copy of one) is given twice
     */
    public static BundleObservations of(List<Bundle> bundles) throws IOException {
        Map<PlatformKey, List<LocatedCell>> cells = new LinkedHashMap<>();
        Map<PlatformKey, Platform> platforms = new LinkedHashMap<>();
        Map<Path, Bundle> seenDirectories = new HashMap<>();
        Map<String, Bundle> seenRuns = new HashMap<>();
        for (Bundle bundle : bundles) {
            Bundle same = seenDirectories.putIfAbsent(bundle.directory().toRealPath(), bundle);
            if (same != null) {
                throw new BundleException(bundle.name() + ": given twice (also as " + same.name()
                        + "); its runs would be counted twice");
            }
            boolean designed = bundle.results().settings() != null && bundle.results().settings().design() != null;
            for (CellResult cell : bundle.results().cells()) {
                for (RunResult run : cell.runs()) {
                    Bundle other = seenRuns.putIfAbsent(bundle.hostName() + "\n" + run.runId() + "\n" + run.startedAt(),
                            bundle);
                    if (other != null && run.startedAt() != null) {
                        throw new BundleException(bundle.name() + ": run " + run.runId() + " (started "
                                + run.startedAt() + ") is also in " + other.name()
                                + "; a copy of a bundle would count its runs twice");
                    }
                }
                PlatformKey key = PlatformKey.of(bundle.hostName(), cell, designed);
                cells.computeIfAbsent(key, k -> new ArrayList<>()).add(new LocatedCell(bundle, cell));
                platforms.putIfAbsent(key, new Platform(key.toString(), key.host(), bundle.host().osDescription(),
                        jvmDescription(cell), key.collectorName(), key.heapMB(), key.youngMB(), cpus(bundle, cell)));
            }
        }
        if (cells.isEmpty()) {
            throw new BundleException("nothing to fit: the bundle" + (bundles.size() == 1 ? " has" : "s have") + " no cells");
        }
        return new BundleObservations(bundles, cells, platforms);
    }

    /** The bundles, in the order they were given. */
    public List<Bundle> bundles() {
        return bundles;
    }

    /** The cells of every platform, in the order the bundles list them. */
    public Map<PlatformKey, List<LocatedCell>> cellsByPlatform() {
        return Collections.unmodifiableMap(cells);
    }

    /** Each platform's ok cells as survival levels, or why it has none. */
    public List<PlatformMeasurements> measurements() {
        List<PlatformMeasurements> measured = new ArrayList<>();
        for (Map.Entry<PlatformKey, List<LocatedCell>> entry : cells.entrySet()) {
            List<PlatformMeasurements.Level> levels = new ArrayList<>();
            for (LocatedCell located : entry.getValue()) {
                if (located.cell().status() == RunStatus.OK) {
                    levels.add(level(located.cell()));
                }
            }
            measured.add(new PlatformMeasurements(platforms.get(entry.getKey()), levels,
                    levels.isEmpty() ? failureSummary(entry.getValue()) : null));
        }
        return measured;
    }

    /** The model of these bundles. */
    public SurvivalModel fit(int bootstrapReplicates, long seed) {
        return SurvivalFits.fit(measurements(), bootstrapReplicates, seed);
    }

    /**
     * The multi-factor fits (model v2) of the platforms whose cells vary a knob besides survival
     * (a {@code tenure bench --design} bundle); none for survival-only bundles.
     */
    public FactorFits.Result fitFactors(int bootstrapReplicates, long seed) {
        return FactorFits.fit(measurements(), bootstrapReplicates, seed);
    }

    /**
     * The CPUs each JVM of a cell could use: the CPUs it was pinned to, else what the host's JVMs
     * see (cgroup quotas included), else null for a fingerprint without CPU figures.
     */
    static Integer cpus(Bundle bundle, CellResult cell) {
        if (cell.cpus() != null) {
            return cell.cpus();
        }
        return bundle.host().cpu() == null ? null : bundle.host().cpu().availableProcessors();
    }

    /** Vendor, version and VM variant, for people; the JVM id when the bundle gives none of them. */
    public static String jvmDescription(CellResult cell) {
        StringJoiner text = new StringJoiner(" ");
        CellResult.JvmInfo jvm = cell.jvm();
        for (String part : new String[] {jvm.vendor(), jvm.version(), jvm.vm()}) {
            if (part != null && !part.isBlank()) {
                text.add(part);
            }
        }
        return text.length() == 0 ? jvm.id() : text.toString();
    }

    /** The ok runs of a cell; where it has none, one run made of the summary's medians. */
    private static PlatformMeasurements.Level level(CellResult cell) {
        double gigabytes = cell.target().workMB() / 1024.0;
        List<PlatformMeasurements.Run> runs = new ArrayList<>();
        for (RunResult run : cell.runs()) {
            if (run.status() == RunStatus.OK) {
                double runGigabytes = run.workGigabytes(cell.target().workMB());
                Map<Response, Double> values = new LinkedHashMap<>();
                RunResult.GcFigures gc = run.gc();
                put(values, Response.TIME, perGigabyte(run.times().elapsedSeconds(), runGigabytes));
                put(values, Response.CPU_TIME, perGigabyte(run.times().cpuSeconds(), runGigabytes));
                put(values, Response.GC_OVERHEAD, gc.overheadPercent());
                put(values, Response.PAUSE_MEAN, gc.pauses() == null ? null : gc.pauses().meanMs());
                put(values, Response.PAUSE_P99, gc.pauses() == null ? null : gc.pauses().p99Ms());
                put(values, Response.INTERVAL_MEAN, gc.intervals() == null ? null : gc.intervals().meanMs());
                runs.add(new PlatformMeasurements.Run(run.repetition(), gc.measuredSurvival(), values,
                        run.workload() == null ? null : run.workload().liveSetFraction()));
            }
        }
        CellResult.Target t = cell.target();
        DesignKnobs knobs = new DesignKnobs(t.refStoresPerKB(), Math.min(1, t.oldToYoung()), t.computePerKB(),
                Math.max(1, t.threads()), t.liveSetFraction());
        if (!runs.isEmpty() || cell.summary() == null) {
            return new PlatformMeasurements.Level(cell.target().survival(), runs, false, knobs);
        }
        CellSummary s = cell.summary();
        Map<Response, Double> values = new LinkedHashMap<>();
        put(values, Response.TIME, perGigabyte(s.elapsedSeconds() == null ? null : s.elapsedSeconds().median(), gigabytes));
        put(values, Response.CPU_TIME, perGigabyte(s.cpuSeconds() == null ? null : s.cpuSeconds().median(), gigabytes));
        put(values, Response.GC_OVERHEAD, s.overheadPercent());
        put(values, Response.PAUSE_MEAN, s.pauses() == null ? null : s.pauses().meanMs());
        put(values, Response.PAUSE_P99, s.pauses() == null ? null : s.pauses().p99Ms());
        Double survival = s.measuredSurvival() == null ? null : s.measuredSurvival().median();
        return new PlatformMeasurements.Level(cell.target().survival(),
                List.of(new PlatformMeasurements.Run(0, survival, values)), true, knobs);
    }

    private static Double perGigabyte(Double seconds, double gigabytes) {
        return seconds == null ? null : seconds / gigabytes;
    }

    private static void put(Map<Response, Double> values, Response response, Double value) {
        if (value != null) {
            values.put(response, value);
        }
    }

    private static String failureSummary(List<LocatedCell> cells) {
        Map<String, Integer> reasons = new LinkedHashMap<>();
        for (LocatedCell located : cells) {
            CellResult cell = located.cell();
            // the first line is the cause; the rest (command, output tail) differs per cell and would keep
            // equal causes from being counted together
            String reason = cell.status().json() + (cell.reason() == null || cell.reason().isBlank() ? ""
                    : ": " + cell.reason().strip().lines().findFirst().orElse(""));
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
