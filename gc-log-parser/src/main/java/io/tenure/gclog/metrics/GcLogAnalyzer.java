package io.tenure.gclog.metrics;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.detect.FormatDetector;
import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogInputs;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.input.LogSets;
import io.tenure.gclog.input.ResolvedInput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one call most users of this module need: read GC logs (files, rotated sets, directories,
 * compressed or not, any supported format) and summarise them.
 *
 * <p>What the paths hold decides how many summaries there are: files of one rotated set (by
 * name, e.g. {@code gc.log}, {@code gc.log.0}, {@code gc.log.1.current}) are stitched in time
 * order into one log; files that are not rotations of each other are different logs, summarised
 * separately. Inside a log, each JVM run (a restart writing to the same log name) is summarised
 * too, in {@link GcSummary#runs()}; the log's figures add its runs up and never pair a collection
 * with one from another run.
 */
public final class GcLogAnalyzer {
    private GcLogAnalyzer() {
    }

    /**
     * Summarises {@code paths} as one log: one file, or one rotated set stitched in time order.
     *
     * @throws java.nio.file.NoSuchFileException   when a path does not exist
     * @throws java.nio.file.AccessDeniedException when a path cannot be read
     * @throws UnknownFormatException              when a named file is not a GC log tenure reads
     * @throws IOException                         when a file cannot be read, or the paths hold
     *                                             several logs (use {@link #analyzeAll})
     */
    public static GcSummary analyze(List<Path> paths) throws IOException {
        List<GcSummary> logs = analyzeAll(paths, AnalysisOptions.DEFAULT).logs();
        if (logs.size() != 1) {
            throw new IOException(paths + " hold " + logs.size() + " different logs, not one log or rotated set: "
                    + logs.stream().map(s -> String.join(", ", s.inputs())).toList());
        }
        return logs.get(0);
    }

    /** Summarises every log among {@code paths}, one summary per log, in input order. */
    public static Analysis analyzeAll(List<Path> paths, AnalysisOptions options) throws IOException {
        List<ResolvedInput> inputs = new LogInputs(options.limits()).resolveAll(paths);
        Map<LogFormat, List<LogFile>> byFormat = new LinkedHashMap<>();
        List<String> skipped = new ArrayList<>();
        for (ResolvedInput input : inputs) {
            Optional<LogFormat> format = FormatDetector.detect(input.file());
            if (format.isPresent()) {
                byFormat.computeIfAbsent(format.get(), f -> new ArrayList<>()).add(input.file());
            } else if (input.listed()) {
                skipped.add(input.file().name());
            } else {
                throw new UnknownFormatException(input.file().name());
            }
        }
        if (byFormat.isEmpty()) {
            throw new IOException("no GC log found in " + paths
                    + (skipped.isEmpty() ? "" : " (" + skipped.size() + " files are not GC logs)")
                    + ". Supported formats: " + UnknownFormatException.supported());
        }
        List<LogSet> sets = new ArrayList<>();
        Map<LogSet, LogFormat> formats = new LinkedHashMap<>();
        for (Map.Entry<LogFormat, List<LogFile>> group : byFormat.entrySet()) {
            for (LogSet set : LogSets.group(group.getValue())) {
                sets.add(set);
                formats.put(set, group.getKey());
            }
        }
        List<LogFile> order = inputs.stream().map(ResolvedInput::file).toList();
        sets.sort(java.util.Comparator.comparingInt(s -> s.files().stream().mapToInt(order::indexOf).min().orElse(0)));
        List<GcSummary> logs = new ArrayList<>();
        for (LogSet set : sets) {
            logs.add(new LogAnalysis(set, formats.get(set), options).run());
        }
        return new Analysis(logs, skipped);
    }
}
