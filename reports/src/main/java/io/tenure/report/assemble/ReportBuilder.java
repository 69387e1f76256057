package io.tenure.report.assemble;

import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleObservations.LocatedCell;
import io.tenure.bundle.BundleObservations;
import io.tenure.model.ModelAnalysis;
import io.tenure.model.Platform;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import io.tenure.report.Provenance;
import io.tenure.report.ReportModel;
import io.tenure.report.Section;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the platform comparison report ({@code tenure report}) from result bundles, a model (from
 * a model file or fitted from the bundles) and optional production GC logs, all read before by
 * {@link ReportSources}: nothing here touches a file, and the writers only render the
 * {@link ReportModel} this returns.
 */
public final class ReportBuilder {
    /** Timelines drawn at most, so a report of a large matrix stays readable. */
    static final int MAX_TIMELINES = 8;

    private ReportBuilder() {
    }

    /**
     * The report of {@code data}, read from {@code inputs} ({@link ReportSources#read}); the inputs
     * name what was read, for the provenance.
     */
    public static ReportModel build(ReportInputs inputs, ReportData data) {
        BundleObservations observations = data.observations();
        List<Bundle> bundles = observations.bundles();
        Map<String, List<LocatedCell>> cells = new LinkedHashMap<>();
        observations.cellsByPlatform().forEach((key, located) -> cells.put(key.toString(), located));
        SurvivalModel model = data.model();
        Map<String, Platform> platforms = platforms(model);
        List<Platform> platformList = new ArrayList<>(platforms.values());
        PlatformLabels labels = new PlatformLabels(platformList);
        List<AnalysedLog> logs = data.logs();
        List<String> summary = new ArrayList<>();
        summary.add(String.format(Locale.ROOT, "%d platform%s from %d bundle%s on %s.", platformList.size(),
                platformList.size() == 1 ? "" : "s", bundles.size(), bundles.size() == 1 ? "" : "s",
                String.join(", ", bundles.stream().map(Bundle::hostName).distinct().toList())));
        if (inputs.model() != null) {
            modelMismatch(inputs.model(), model, observations).ifPresent(summary::add);
        }

        List<Section> sections = new ArrayList<>();
        Optional<ModelAnalysis> time = analysis(model, Response.TIME);
        Optional<CurveSections.ExecutionTime> executionTime = time.map(t -> CurveSections.executionTime(t, labels));
        // the verdict first, then its curves per JVM, then the platforms (folded: a reference, not a finding)
        sections.add(VerdictSection.build(time.orElse(null), executionTime.map(CurveSections.ExecutionTime::headline)
                .orElse(null), labels, cells, summary));
        executionTime.ifPresent(e -> sections.add(e.byJvm()));
        sections.add(CurveSections.platforms(platformList, labels, cells, model));
        List<String> notes = new ArrayList<>(model.notes());
        for (UnfittedPlatform u : model.unfitted()) {
            notes.add(labels.label(u.platform().key()) + (u.response() == null ? "" : " (" + u.response().id() + ")")
                    + ": not fitted: " + u.reason());
        }
        if (time.isPresent()) {
            sections.add(CurveSections.pausesAndIntervals(analysis(model, Response.PAUSE_MEAN).orElse(null),
                    analysis(model, Response.INTERVAL_MEAN).orElse(null), labels));
            List<GapSections.At> at = new ArrayList<>();
            at.add(GapSections.STUDY);
            for (AnalysedLog log : logs) {
                Double s = RunSections.value(log.summary().survival().median());
                if (s != null) {
                    at.add(new GapSections.At(log.name(), s));
                } else {
                    notes.add(log.name() + ": no survival rate (no consecutive young-only collections with heap "
                            + "figures), so no gap is read for it");
                }
            }
            sections.add(GapSections.gaps(time.get(), at, labels, summary));
            sections.add(GapSections.crossovers(time.get(), labels, summary));
            sections.add(CurveSections.fits(model, labels));
        } else {
            notes.add("No platform has a fitted execution time: no curves, gaps or crossovers.");
        }
        if (!logs.isEmpty()) {
            sections.add(RunSections.logs(logs));
        }
        List<String> problems = new ArrayList<>();
        List<String> commands = new ArrayList<>();
        List<RunSections.DrawnRun> drawn = drawnRuns(data.runs(), labels, problems, commands);
        sections.add(RunSections.timelines(drawn, labels, problems));
        List<AnalysedLog> tenuringLogs = new ArrayList<>();
        List<String> tenuringNames = new ArrayList<>();
        for (RunSections.DrawnRun d : drawn) {
            tenuringLogs.add(d.log());
            tenuringNames.add(labels.label(d.platformKey()) + String.format(Locale.ROOT, ", p = %.2f", d.cell().target().survival()));
        }
        for (AnalysedLog log : logs) {
            tenuringLogs.add(log);
            tenuringNames.add(log.name());
        }
        RunSections.tenuring(tenuringLogs, tenuringNames).ifPresent(sections::add);
        sections.add(RunSections.failures(cells, labels));
        PlatformExperimentSection.build(cells).ifPresent(sections::add);
        if (!notes.isEmpty()) {
            sections.add(new Section("notes", "Notes on the data", List.of(), List.of(), List.of(), notes));
        }
        List<String> inputNames = new ArrayList<>();
        inputs.bundles().forEach(b -> inputNames.add("bundle " + b));
        if (inputs.model() != null) {
            inputNames.add("model " + inputs.model());
        }
        inputs.logs().forEach(l -> inputNames.add("log " + l));
        Provenance provenance = new Provenance("tenure", inputs.toolVersion(), inputs.createdAt(), inputs.commandLine(),
                inputNames, commands);
        return new ReportModel(ReportModel.SCHEMA, "platform-comparison", "tenure report: GC cost against survival rate",
                provenance, summary, sections);
    }

    /**
     * The runs drawn, in the order {@link ReportSources} chose them; missing or unreadable logs
     * become notes, not failures. Collects each chosen run's fork command for the provenance.
     */
    private static List<RunSections.DrawnRun> drawnRuns(List<ReportData.DrawnCandidate> candidates, PlatformLabels labels,
                                                       List<String> problems, List<String> commands) {
        List<RunSections.DrawnRun> drawn = new ArrayList<>();
        for (ReportData.DrawnCandidate c : candidates) {
            if (!c.run().command().isEmpty()) {
                commands.add(String.join(" ", c.run().command()));
            }
            KeptLog kept = c.log();
            if (kept.isMissing()) {
                problems.add(c.located().bundle().name() + ": " + kept.file() + " is missing from the bundle; no timeline for "
                        + labels.label(c.platformKey()));
            } else if (kept.log() == null) {
                problems.add(kept.unreadable());
            } else {
                drawn.add(new RunSections.DrawnRun(c.platformKey(), c.located().cell(), c.run(), kept.log()));
            }
        }
        return drawn;
    }

    private static Map<String, Platform> platforms(SurvivalModel model) {
        Map<String, Platform> platforms = new LinkedHashMap<>();
        model.fits().forEach(f -> platforms.putIfAbsent(f.platform().key(), f.platform()));
        model.unfitted().forEach(u -> platforms.putIfAbsent(u.platform().key(), u.platform()));
        return platforms;
    }

    /**
     * What a --model fitted from other bundles does to the report: its curves, ranking and gaps are
     * the model's, its cells, failures and timelines the bundles'. A model that shares no platform
     * with the bundles is refused; one that shares some is said to in the summary. (A report of one
     * bundle with another's model read "6 platforms from 1 bundle" and ranked platforms the bundle
     * never ran, beside a warning about a cell the ranking did not contain.)
     */
    static Optional<String> modelMismatch(Path model, SurvivalModel fitted, BundleObservations observations) {
        Set<String> modelKeys = platforms(fitted).keySet();
        Set<String> bundleKeys = new LinkedHashSet<>();
        observations.cellsByPlatform().keySet().forEach(k -> bundleKeys.add(k.toString()));
        List<String> onlyModel = modelKeys.stream().filter(k -> !bundleKeys.contains(k)).sorted().toList();
        List<String> onlyBundles = bundleKeys.stream().filter(k -> !modelKeys.contains(k)).sorted().toList();
        if (onlyModel.size() == modelKeys.size()) {
            throw new ReportInputException(model + ": the model has none of the bundles' platforms (model: "
                    + String.join(", ", onlyModel) + "; bundles: " + String.join(", ", onlyBundles)
                    + "); fit the model from these bundles, or leave out --model to fit them here");
        }
        if (onlyModel.isEmpty() && onlyBundles.isEmpty()) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        if (!onlyModel.isEmpty()) {
            parts.add("has platforms no bundle here measured (" + String.join(", ", onlyModel)
                    + "): they are ranked without their runs");
        }
        if (!onlyBundles.isEmpty()) {
            parts.add("lacks platforms the bundles measured (" + String.join(", ", onlyBundles)
                    + "): they are not ranked");
        }
        return Optional.of("Warning: the model " + model + " " + String.join("; it ", parts) + ".");
    }

    private static Optional<ModelAnalysis> analysis(SurvivalModel model, Response response) {
        if (model.fitsFor(response).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ModelAnalysis(model, response, model.bootstrapReplicates(), model.seed()));
    }
}
