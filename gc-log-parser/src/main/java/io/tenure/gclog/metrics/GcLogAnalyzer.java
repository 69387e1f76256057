package io.tenure.gclog.metrics;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.detect.FormatDetector;
import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogInputs;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.input.LogSets;
import io.tenure.gclog.input.Resolution;
import io.tenure.gclog.input.ResolvedInput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

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
        Analysis analysis = analyzeAll(paths, AnalysisOptions.DEFAULT);
        if (!analysis.errors().isEmpty()) {
            throw new IOException(String.join("; ", analysis.errors()));
        }
        List<GcSummary> logs = analysis.logs();
        if (logs.size() != 1) {
            throw new IOException(paths + " hold " + logs.size() + " different logs, not one log or rotated set: "
                    + logs.stream().map(s -> String.join(", ", s.inputs())).toList());
        }
        return logs.get(0);
    }

    /**
     * Summarises every log among {@code paths}, one summary per log, in input order. An input that
     * cannot be read or analysed is an error in {@link Analysis#errors()} and the others are still
     * analysed; only when no log at all is left does this throw (the one input's own exception
     * when there was one input).
     *
     * @throws java.nio.file.NoSuchFileException when a path given does not exist (checked first)
     */
    public static Analysis analyzeAll(List<Path> paths, AnalysisOptions options) throws IOException {
        Plan plan = plan(paths, options);
        List<IOException> failures = new ArrayList<>(plan.failures());
        List<GcSummary> logs = new ArrayList<>();
        for (LogSet set : plan.sets()) {
            try {
                logs.add(analyze(set, plan.formats().get(set), options));
            } catch (IOException e) {
                failures.add(named(set.name(), e));
            }
        }
        if (logs.isEmpty()) {
            throw nothingLeft(paths, failures, plan.skipped(), plan.notes());
        }
        return new Analysis(logs, plan.skipped(), failures.stream().map(Throwable::getMessage).toList(), plan.notes());
    }

    /**
     * The logs among some paths, each a rotated set with its detected format, in input order, before
     * any is read in full, with the inputs that failed so far; lets a caller read the sets on its
     * own threads ({@link #analyze(LogSet, LogFormat, AnalysisOptions)} per set).
     */
    public record Plan(List<LogSet> sets, Map<LogSet, LogFormat> formats, List<String> skipped,
                       List<IOException> failures, List<String> notes) {
        public Plan {
            sets = List.copyOf(sets);
            formats = Map.copyOf(formats);
            skipped = List.copyOf(skipped);
            failures = List.copyOf(failures);
            notes = List.copyOf(notes);
        }
    }

    /** One streaming pass over one log (rotated set); only its summary is kept. */
    public static GcSummary analyze(LogSet set, LogFormat format, AnalysisOptions options) throws IOException {
        return new LogAnalysis(set, format, options).run();
    }

    /** Resolves, detects and groups the logs among {@code paths}, reading only their first bytes. */
    public static Plan plan(List<Path> paths, AnalysisOptions options) throws IOException {
        return plan(new LogInputs(options.limits()).resolveEach(paths));
    }

    /** Detects and groups the logs of inputs already resolved (e.g. by {@link LogInputs#resolveCopies}). */
    public static Plan plan(Resolution resolution) {
        List<IOException> failures = new ArrayList<>(resolution.errors());
        List<ResolvedInput> inputs = resolution.inputs();
        Map<LogFormat, List<LogFile>> byFormat = new LinkedHashMap<>();
        List<String> skipped = new ArrayList<>();
        ArchiveMembers archives = new ArchiveMembers(inputs);
        for (ResolvedInput input : inputs) {
            if (archives.isJavaArchiveMember(input)) {
                continue;
            }
            Optional<LogFormat> format;
            try {
                format = FormatDetector.detect(input.file());
            } catch (IOException e) {
                failures.add(named(input.file().name(), e));
                continue;
            }
            if (format.isPresent()) {
                byFormat.computeIfAbsent(format.get(), f -> new ArrayList<>()).add(input.file());
                input.archive().ifPresent(archives::log);
            } else if (input.listed()) {
                skipped.add(input.file().name());
            } else if (input.archive().isPresent()) {
                archives.other(input.archive().get(), input);
            } else {
                failures.add(FormatDetector.unknown(input.file()));
            }
        }
        archives.report(skipped, failures);
        List<LogSet> sets = new ArrayList<>();
        Map<LogSet, LogFormat> formats = new LinkedHashMap<>();
        for (Map.Entry<LogFormat, List<LogFile>> group : byFormat.entrySet()) {
            try {
                for (LogSet set : LogSets.group(group.getValue())) {
                    sets.add(set);
                    formats.put(set, group.getKey());
                }
            } catch (IOException e) {
                failures.add(e);
            }
        }
        List<LogFile> order = inputs.stream().map(ResolvedInput::file).toList();
        sets.sort(Comparator.comparingInt(s -> s.files().stream().mapToInt(order::indexOf).min().orElse(0)));
        return new Plan(sets, formats, skipped, failures, resolution.notes());
    }

    private static IOException nothingLeft(List<Path> paths, List<IOException> failures, List<String> skipped,
                                           List<String> notes) {
        if (failures.size() == 1) {
            return failures.get(0);
        }
        if (!failures.isEmpty()) {
            return new IOException(failures.stream().map(Throwable::getMessage).collect(Collectors.joining("; ")));
        }
        return new IOException("no GC log found in " + paths
                + (skipped.isEmpty() ? "" : " (" + skipped.size() + " files are not GC logs)")
                + (notes.isEmpty() ? "" : " (" + String.join("; ", notes) + ")")
                + ". Supported formats: " + UnknownFormatException.supported());
    }

    /** The exception with the input's name in front of its message, unless it names it already. */
    private static IOException named(String name, IOException e) {
        String message = String.valueOf(e.getMessage());
        return message.contains(name) ? e : new IOException(name + ": " + message, e);
    }
}
