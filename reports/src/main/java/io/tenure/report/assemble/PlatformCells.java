package io.tenure.report.assemble;

import io.tenure.bench.bundle.CellResult;
import io.tenure.bench.bundle.RunResult;
import io.tenure.bench.bundle.RunStatus;
import io.tenure.model.bundle.BenchBundle;
import io.tenure.model.bundle.BenchCell;
import io.tenure.model.bundle.BenchRun;
import io.tenure.model.bundle.BundleModelBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The cells of all bundles grouped by platform (host × JVM × collector × heap × young size),
 * and the same bundles in the model's terms for fitting. The platform key is the one
 * {@code io.tenure.model.bundle.BundleModelBuilder} gives, so a fit and the cells behind it meet.
 */
final class PlatformCells {
    /** A cell with the bundle it came from. */
    record Located(LoadedBundle bundle, CellResult cell) {
    }

    private final Map<String, List<Located>> byPlatform = new LinkedHashMap<>();
    private final List<BenchBundle> modelBundles = new ArrayList<>();

    PlatformCells(List<LoadedBundle> bundles) {
        for (LoadedBundle bundle : bundles) {
            List<BenchCell> cells = new ArrayList<>();
            List<CellResult> results = bundle.results().cells();
            for (int i = 0; i < results.size(); i++) {
                CellResult cell = results.get(i);
                byPlatform.computeIfAbsent(key(bundle.host().hostname(), cell), k -> new ArrayList<>())
                        .add(new Located(bundle, cell));
                cells.add(modelCell(i, cell));
            }
            String os = bundle.host().os() == null ? "" : bundle.host().os()
                    + (bundle.host().kernel() == null ? "" : " " + bundle.host().kernel());
            modelBundles.add(new BenchBundle(bundle.directory(), bundle.host().hostname(), os, cells));
        }
    }

    Map<String, List<Located>> byPlatform() {
        return byPlatform;
    }

    /**
     * Re-keys the cells to the platform keys of a model read from a file: {@code tenure fit} may
     * have named the collector by its id ({@code serial}) where this report uses its name
     * ({@code Serial}); keys are matched without regard to case, on either spelling.
     */
    void adoptKeys(java.util.Collection<String> modelKeys) {
        Map<String, String> byLowerCase = new LinkedHashMap<>();
        modelKeys.forEach(k -> byLowerCase.putIfAbsent(k.toLowerCase(Locale.ROOT), k));
        Map<String, List<Located>> rekeyed = new LinkedHashMap<>();
        for (Map.Entry<String, List<Located>> entry : byPlatform.entrySet()) {
            Located first = entry.getValue().get(0);
            String byId = key(first.bundle().host().hostname(), first.cell(), first.cell().collector());
            String model = byLowerCase.getOrDefault(entry.getKey().toLowerCase(Locale.ROOT),
                    byLowerCase.getOrDefault(byId.toLowerCase(Locale.ROOT), entry.getKey()));
            rekeyed.computeIfAbsent(model, k -> new ArrayList<>()).addAll(entry.getValue());
        }
        byPlatform.clear();
        byPlatform.putAll(rekeyed);
    }

    List<BenchBundle> modelBundles() {
        return modelBundles;
    }

    static String collector(CellResult cell) {
        return cell.collectorName() != null && !cell.collectorName().isBlank() ? cell.collectorName() : cell.collector();
    }

    static String jvm(CellResult cell) {
        StringJoiner text = new StringJoiner(" ");
        CellResult.JvmInfo jvm = cell.jvm();
        for (String part : new String[] {jvm.vendor(), jvm.version(), jvm.vm()}) {
            if (part != null && !part.isBlank()) {
                text.add(part);
            }
        }
        return text.toString();
    }

    private static String key(String hostname, CellResult cell) {
        return key(hostname, cell, collector(cell));
    }

    private static String key(String hostname, CellResult cell, String collector) {
        return BundleModelBuilder.platformKey(hostname, cell.jvm().id(), collector,
                cell.heapMB() <= 0 ? null : Math.toIntExact(cell.heapMB()),
                cell.youngMB() == null ? null : Math.toIntExact(cell.youngMB()), cell.variant());
    }

    private static BenchCell modelCell(int index, CellResult cell) {
        List<BenchRun> runs = new ArrayList<>();
        boolean fromSummary = false;
        if (cell.status() == RunStatus.OK) {
            for (RunResult run : cell.runs()) {
                if (run.status() == RunStatus.OK) {
                    runs.add(new BenchRun(run.repetition(), run.elapsedSeconds(), run.measuredSurvival(),
                            run.overheadPercent(), run.pauses() == null ? null : run.pauses().meanMs(),
                            run.pauses() == null ? null : run.pauses().p99Ms(),
                            run.intervals() == null ? null : run.intervals().meanMs(), run.cpuSeconds()));
                }
            }
            if (runs.isEmpty() && cell.summary() != null) {
                var s = cell.summary();
                runs.add(new BenchRun(0, s.elapsedSeconds() == null ? null : s.elapsedSeconds().median(),
                        s.measuredSurvival() == null ? null : s.measuredSurvival().median(), s.overheadPercent(),
                        s.pauses() == null ? null : s.pauses().meanMs(), s.pauses() == null ? null : s.pauses().p99Ms(),
                        null, s.cpuSeconds() == null ? null : s.cpuSeconds().median()));
                fromSummary = true;
            }
        }
        String description = jvm(cell);
        return new BenchCell(index, cell.jvm().id(), description, collector(cell),
                cell.heapMB() <= 0 ? null : Math.toIntExact(cell.heapMB()),
                cell.youngMB() == null ? null : Math.toIntExact(cell.youngMB()),
                cell.target() == null ? 0 : cell.target().survival(),
                cell.target() == null || !(cell.target().workMB() > 0) ? 1024 : cell.target().workMB(),
                cell.status().json(), cell.reason(), runs, fromSummary, cell.variant());
    }
}
