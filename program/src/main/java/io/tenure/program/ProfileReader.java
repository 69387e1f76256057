package io.tenure.program;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.input.LogFile;
import io.tenure.gclog.input.LogSet;
import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.model.PlatformMatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * Builds a {@link LogProfile} from one program's GC log (one file or one rotated set) and
 * optionally its JFR recording. The log's figures are gc-log-parser's ({@code tenure analyze}'s):
 * survival median, allocation rate, pause share, collection counts; this adds what they do not
 * hold: survival percentiles of the same series, the live set after full collections (seen as the
 * events stream past), the header and {@code gc+cpu} lines ({@link LogHeader}) and JFR's CPU and
 * thread figures ({@link JfrFacts}).
 */
public final class ProfileReader {
    /** How a note about a damaged input starts ({@link #damage}). */
    static final String DAMAGED = "damaged input: ";
    static final String REF_STORES_NOTE = "unknown; measure with `tenure compare` under two collectors, or a range is assumed";
    private static final double MB = 1024.0 * 1024.0;
    /** How many logs a refusal of several programs names. */
    private static final int NAMED_LOGS = 3;

    private ProfileReader() {
    }

    /** The logs given are not one program's log. */
    public static final class NotOneLogException extends IOException {
        private static final long serialVersionUID = 1L;

        NotOneLogException(String message) {
            super(message);
        }
    }

    /**
     * @param logs the program's GC log (a file or a rotated set)
     * @param jfr  its JFR recording, or null
     * @throws NotOneLogException when the logs are several programs' logs
     * @throws IOException        when a log or the recording cannot be read
     */
    public static LogProfile read(List<Path> logs, Path jfr, String toolVersion) throws IOException {
        if (jfr != null && !Files.exists(jfr)) {
            throw new NoSuchFileException(jfr.toString());
        }
        LiveSetCollector live = new LiveSetCollector();
        // the header lines of each log, taken from the lines its parser reads: the log is read once
        Map<List<String>, LogHeader.Collector> headers = new LinkedHashMap<>();
        Analysis analysis = GcLogAnalyzer.analyzeAll(logs, AnalysisOptions.DEFAULT.withListener(live::accept)
                .withObservers(set -> headers.computeIfAbsent(names(set), n -> new LogHeader.Collector())));
        if (!analysis.errors().isEmpty()) {
            throw new IOException(String.join("; ", analysis.errors()));
        }
        if (analysis.logs().size() != 1) {
            // the first few: a bundle's directory listed all 108 of its runs' logs in one line
            List<String> named = analysis.logs().stream().map(s -> String.join(", ", s.inputs())).toList();
            int shown = Math.min(named.size(), NAMED_LOGS);
            throw new NotOneLogException("the logs of one program are needed (a file or one rotated set); these are "
                    + named.size() + " different logs: " + String.join("; ", named.subList(0, shown))
                    + (shown < named.size() ? "; and " + (named.size() - shown) + " more" : ""));
        }
        GcSummary summary = analysis.logs().get(0);
        LogHeader.Collector headerLines = headers.get(summary.inputs());
        LogHeader header = headerLines == null || summary.format().orElse(null) == LogFormat.JFR ? LogHeader.NONE
                : headerLines.header();
        JfrFacts facts;
        try {
            facts = jfr == null ? JfrFacts.NONE : JfrFacts.read(jfr);
        } catch (IOException | RuntimeException e) {
            throw new IOException(jfr + ": not a JFR recording tenure can read (" + e.getMessage() + ")", e);
        }
        LogProfile profile = profile(summary, header, facts, live, jfr, toolVersion);
        if (profile.jvm().version() == null && logs.size() == 1) {
            Optional<BenchRunRecord> run = BenchRunRecord.of(logs.get(0));
            if (run.isPresent()) {
                LogProfile.Jvm recorded = run.get().jvm();
                String collector = profile.jvm().collector() != null ? profile.jvm().collector() : recorded.collector();
                profile = profile.withJvm(new LogProfile.Jvm(recorded.vendor(), recorded.version(), recorded.major(),
                        collector), BenchRunRecord.NOTE + " (results.json, cell " + run.get().cellId()
                        + "); the log has no 'Version:' line");
            }
        }
        return profile;
    }

    private static List<String> names(LogSet set) {
        return set.files().stream().map(LogFile::name).toList();
    }

    static LogProfile profile(GcSummary summary, LogHeader header, JfrFacts jfrFacts, LiveSetCollector live, Path jfr,
                              String toolVersion) {
        List<String> notes = new ArrayList<>();
        // a log cut short (a gzip stream, a JFR chunk) is profiled up to the damage, and says so
        summary.diagnostics().samples().stream().filter(d -> Diagnostics.DAMAGE_CODES.contains(d.code()))
                .forEach(d -> notes.add(DAMAGED + d.location() + ": " + d.message()));
        Double elapsed = boxed(summary.elapsedSeconds());
        String version = summary.jvm().version().orElse(null);
        LogProfile.Jvm jvm = new LogProfile.Jvm(summary.jvm().vendor().orElse(null), version,
                PlatformMatch.jvmMajor(version), summary.jvm().collector().orElse(null));
        Double maxHeapMB = header.maxHeapBytes() != null ? Double.valueOf(header.maxHeapBytes() / MB)
                : megabytes(summary.heap().maxHeapCapacityBytes());
        if (header.maxHeapBytes() == null && maxHeapMB != null) {
            notes.add("maximum heap: the largest capacity the log shows (no 'Heap Max Capacity' header line)");
        }

        GcSummary.SurvivalStats s = summary.survival();
        List<Double> series = s.series();
        LogProfile.Survival survival = new LogProfile.Survival(boxed(s.median()), percentile(series, 10),
                percentile(series, 90), s.youngCollections());
        if (s.seriesStride() > 1) {
            notes.add("survival p10/p90: over every " + s.seriesStride() + "th young collection (the series is decimated)");
        }

        Double rate = boxed(summary.allocationRateMBps());
        LogProfile.Allocation allocation = new LogProfile.Allocation(rate,
                rate == null || elapsed == null ? null : rate * elapsed);

        LogProfile.LiveSet liveSet = live.liveSet(maxHeapMB);

        double pauseSeconds = summary.pauses().totalMs() / 1000.0;
        Double wallFraction = boxed(summary.overheadPercent()) == null ? null : summary.overheadPercent().getAsDouble() / 100;
        Integer cpus = header.availableCpus() != null ? header.availableCpus() : jfrFacts.hardwareThreads();
        String cpusSource = header.availableCpus() != null ? "log" : jfrFacts.hardwareThreads() != null ? "jfr" : null;
        Double cpuFraction = null;
        String basis = null;
        if (header.gcCpuSeconds() != null && jfrFacts.processCpuSeconds() != null && jfrFacts.processCpuSeconds() > 0) {
            cpuFraction = Math.min(1, header.gcCpuSeconds() / jfrFacts.processCpuSeconds());
            basis = "process-cpu";
        } else if (header.gcCpuSeconds() != null && cpus != null && elapsed != null && elapsed > 0) {
            cpuFraction = Math.min(1, header.gcCpuSeconds() / (elapsed * cpus));
            basis = "cpu-capacity";
            notes.add("GC CPU share: of the CPU capacity (elapsed × available CPUs), a lower bound on its share of"
                    + " the process's CPU time; give --jfr for the process's own CPU time");
        }
        LogProfile.GcTime gcTime = new LogProfile.GcTime(summary.format().isPresent() ? pauseSeconds : null, wallFraction,
                header.gcCpuSeconds(), cpuFraction, basis);

        long cycles = summary.collections().concurrentCycles();
        LogProfile.ConcurrentCycles concurrent = new LogProfile.ConcurrentCycles(cycles,
                elapsed == null || elapsed <= 0 ? null : cycles / (elapsed / 60));

        Integer threads = jfrFacts.peakJavaThreads();
        Double allocating = jfrFacts.allocatingThreads();
        LogProfile.Threads threadFigures = new LogProfile.Threads(cpus, cpusSource, header.gcWorkers(), threads,
                threads == null || cpus == null || cpus == 0 ? null : (double) threads / cpus, allocating,
                allocating == null || cpus == null || cpus == 0 ? null : allocating / cpus);

        return new LogProfile(LogProfile.SCHEMA, "tenure", toolVersion, summary.inputs(),
                jfr == null ? null : jfr.toString(), jvm, maxHeapMB, elapsed, survival, allocation, liveSet, gcTime,
                concurrent, threadFigures, List.of(new LogProfile.Unknown("refStoresPerKB", REF_STORES_NOTE)), notes);
    }

    /** Heap occupancy after full collections, or after mixed ones when there is no full one. */
    static final class LiveSetCollector {
        private final List<Double> afterFullMB = new ArrayList<>();
        private final List<Double> afterMixedMB = new ArrayList<>();

        void accept(io.tenure.gclog.event.GcEvent event) {
            if (event instanceof PauseEvent pause && pause.heap().isPresent()) {
                if (pause.kind() == EventKind.FULL) {
                    afterFullMB.add(pause.heap().get().afterBytes() / MB);
                } else if (pause.kind() == EventKind.MIXED) {
                    afterMixedMB.add(pause.heap().get().afterBytes() / MB);
                }
            }
        }

        LogProfile.LiveSet liveSet(Double maxHeapMB) {
            List<Double> values = !afterFullMB.isEmpty() ? afterFullMB : afterMixedMB;
            if (values.isEmpty()) {
                return new LogProfile.LiveSet(null, null, 0, null, null);
            }
            double max = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            return new LogProfile.LiveSet(max, percentile(values, 50), values.size(),
                    !afterFullMB.isEmpty() ? "full" : "mixed",
                    maxHeapMB == null || maxHeapMB <= 0 ? null : Math.min(1, max / maxHeapMB));
        }
    }

    /** The profile's notes about damaged inputs: the log was read only up to the damage. */
    public static List<String> damage(LogProfile profile) {
        return profile.notes().stream().filter(note -> note.startsWith(DAMAGED)).toList();
    }

    private static Double percentile(List<Double> values, double p) {
        double[] finite = values.stream().filter(v -> v != null && Double.isFinite(v)).mapToDouble(Double::doubleValue).toArray();
        if (finite.length == 0) {
            return null;
        }
        Percentile percentile = new Percentile().withEstimationType(Percentile.EstimationType.R_7);
        return percentile.evaluate(finite, p);
    }

    private static Double boxed(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }

    private static Double megabytes(OptionalLong bytes) {
        return bytes.isPresent() ? Double.valueOf(bytes.getAsLong() / MB) : null;
    }
}
