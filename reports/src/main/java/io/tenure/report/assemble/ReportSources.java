package io.tenure.report.assemble;

import io.tenure.bundle.BundleException;
import io.tenure.bundle.BundleObservations;
import io.tenure.bundle.BundleObservations.LocatedCell;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.bundle.compare.CompareBundle;
import io.tenure.bundle.compare.CompareResults;
import io.tenure.bundle.compare.CompareRun;
import io.tenure.bundle.compare.ConfigResult;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.model.ModelInputException;
import io.tenure.model.SurvivalModel;
import io.tenure.model.io.ModelFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The reading side of the reports: bundles, model files and GC logs, each read once, turned into
 * the data the builders render ({@link ReportData}, {@link CompareReportData}, {@link AnalysedLog}).
 * What cannot be read is a {@link ReportInputException} naming the input.
 */
public final class ReportSources {
    private ReportSources() {
    }

    /** What {@code tenure report} shows of {@code inputs}; refuses a model that shares no platform with the bundles. */
    public static ReportData read(ReportInputs inputs) throws IOException {
        BundleObservations observations = observations(inputs.bundles());
        SurvivalModel model;
        try {
            model = inputs.model() != null ? ModelFile.load(inputs.model())
                    : observations.fit(inputs.bootstrapReplicates(), inputs.seed());
        } catch (ModelInputException e) {
            throw new ReportInputException(e.getMessage(), e);
        }
        return read(inputs, observations, model);
    }

    /**
     * What {@code tenure report} shows of bundles and a model the caller has read or fitted already
     * ({@code tenure demo} reports the bundle it just fitted): only the logs are read here.
     */
    public static ReportData read(ReportInputs inputs, BundleObservations observations, SurvivalModel model)
            throws IOException {
        if (inputs.model() != null) {
            ReportBuilder.modelMismatch(inputs.model(), model, observations); // before any log is read
        }
        List<AnalysedLog> logs = new ArrayList<>();
        for (Path log : inputs.logs()) {
            logs.add(log(log.toString(), List.of(log)));
        }
        return new ReportData(observations, model, logs, drawnRuns(observations));
    }

    /** The bundles at {@code directories}, read once. */
    public static BundleObservations observations(List<Path> directories) throws IOException {
        try {
            return BundleObservations.read(directories);
        } catch (BundleException e) {
            throw new ReportInputException(e.getMessage(), e);
        }
    }

    /** What {@code tenure report} shows of a compare bundle: its results and every run's kept GC log. */
    public static CompareReportData compare(Path directory) throws IOException {
        CompareResults results;
        try {
            results = new CompareBundle(directory).read()
                    .orElseThrow(() -> new ReportInputException(directory + ": no results.json in this directory"));
        } catch (IOException e) {
            throw new ReportInputException(e.getMessage(), e);
        }
        Map<CompareRun, KeptLog> logs = new LinkedHashMap<>();
        for (ConfigResult c : results.configs()) {
            for (CompareRun run : c.runs()) {
                String file = run.files().gcLog();
                if (file == null) {
                    continue;
                }
                Path log = directory.resolve(file);
                if (!Files.isRegularFile(log)) {
                    logs.put(run, KeptLog.missing(file));
                    continue;
                }
                try {
                    logs.put(run, KeptLog.read(file, log(run.runId(), List.of(log))));
                } catch (IOException | RuntimeException e) {
                    logs.put(run, KeptLog.unreadable(file, e.getMessage()));
                }
            }
        }
        try {
            return new CompareReportData(directory, results, logs, new CompareBundle(directory).readRace().orElse(null));
        } catch (IOException e) {
            throw new ReportInputException(e.getMessage(), e);
        }
    }

    /**
     * One GC log (a file or a rotated set) read once with the analyzer, the timeline listening.
     *
     * @param name what the user called it
     */
    public static AnalysedLog log(String name, List<Path> paths) throws IOException {
        LogTimeline timeline = new LogTimeline();
        RunAnalyzer.Result analysis;
        try {
            analysis = RunAnalyzer.analyzeAll(paths, AnalysisOptions.DEFAULT.withListener(timeline));
        } catch (UnknownFormatException e) {
            throw new ReportInputException(e.getMessage(), e);
        }
        if (!analysis.errors().isEmpty()) {
            throw new ReportInputException(String.join("; ", analysis.errors()));
        }
        if (analysis.logs().size() != 1) {
            throw new ReportInputException(name + ": holds " + analysis.logs().size() + " different GC logs ("
                    + analysis.logs().stream().map(s -> String.join(", ", s.figures().inputs())).toList()
                    + "); give one log or one rotated set at a time");
        }
        return AnalysedLog.of(name, analysis.logs().get(0), timeline);
    }

    /**
     * One run per platform to draw ({@link RunSections#cellToDraw}), its GC log read from the
     * bundle, until {@link ReportBuilder#MAX_TIMELINES} are drawn; a missing or unreadable log is
     * kept as such, for the report's notes.
     */
    private static List<ReportData.DrawnCandidate> drawnRuns(BundleObservations observations) throws IOException {
        List<ReportData.DrawnCandidate> runs = new ArrayList<>();
        int drawn = 0;
        for (var entry : observations.cellsByPlatform().entrySet()) {
            Optional<LocatedCell> chosen = RunSections.cellToDraw(entry.getValue());
            if (chosen.isEmpty() || drawn >= ReportBuilder.MAX_TIMELINES) {
                continue;
            }
            LocatedCell l = chosen.get();
            RunResult run = l.cell().runs().stream().filter(r -> r.status() == RunStatus.OK && r.outputs().gcLog() != null)
                    .findFirst().orElseThrow();
            Path gcLog = l.bundle().directory().resolve(run.outputs().gcLog());
            KeptLog kept;
            if (!Files.isRegularFile(gcLog)) {
                kept = KeptLog.missing(run.outputs().gcLog());
            } else {
                try {
                    kept = KeptLog.read(run.outputs().gcLog(), log(run.outputs().gcLog(), List.of(gcLog)));
                    drawn++;
                } catch (ReportInputException e) {
                    kept = KeptLog.unreadable(run.outputs().gcLog(), e.getMessage());
                }
            }
            runs.add(new ReportData.DrawnCandidate(entry.getKey().toString(), l, run, kept));
        }
        return runs;
    }
}
