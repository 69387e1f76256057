package io.tenure.gclog.gcviewer;

import com.tagtraum.perf.gcviewer.model.GCModel;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.SourceLocation;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.GcSummary.CollectionCounts;
import io.tenure.gclog.metrics.GcSummary.DiagnosticSummary;
import io.tenure.gclog.metrics.GcSummary.IntervalStats;
import io.tenure.gclog.metrics.GcSummary.JvmSummary;
import io.tenure.gclog.metrics.GcSummary.PauseStats;
import io.tenure.gclog.metrics.GcSummary.SurvivalStats;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Builds tenure's {@link GcSummary} from what GCViewer read, with DESIGN.md's definitions (not
 * GCViewer's: its "total pause" includes VM operations, its throughput is relative to the span of
 * its events). Percentiles are nearest-rank over the exact values, since GCViewer holds every
 * event in memory anyway. JVM vendor, version and collector are left empty: GCViewer's model
 * does not carry them.
 */
final class GcViewerSummaries {
    private static final double MB = 1 << 20;
    private static final double KB = 1 << 10;

    private GcViewerSummaries() {
    }

    /** One file's model and the pauses taken from it, in GCViewer's order. */
    record FileResult(GCModel model, List<PauseEvent> pauses) {
    }

    static GcSummary summarize(List<String> inputs, List<GcViewerReader.Run> runs, List<FileResult> files,
                               Diagnostics diagnostics) {
        List<PauseEvent> pauses = new ArrayList<>();
        GcViewerSurvival survival = new GcViewerSurvival();
        double elapsedSeconds = 0;
        boolean elapsedKnown = !files.isEmpty();
        for (FileResult file : files) {
            pauses.addAll(file.pauses());
            survival.add(file.model());
            OptionalDouble span = elapsedSeconds(file);
            elapsedKnown &= span.isPresent();
            elapsedSeconds += span.orElse(0);
        }
        OptionalDouble elapsed = elapsedKnown ? OptionalDouble.of(elapsedSeconds) : OptionalDouble.empty();
        double totalPauseMs = pauses.stream().mapToDouble(PauseEvent::durationMs).sum();
        OptionalDouble overhead = OptionalDouble.empty();
        if (elapsed.isPresent() && elapsed.getAsDouble() > 0) {
            double percent = 100 * totalPauseMs / (elapsed.getAsDouble() * 1000);
            if (percent > 100) {
                // GCViewer can read what is not a pause as one (JDK 8 Shenandoah's shutdown statistics as
                // pauses of 33 million ms): a share above the whole run is capped, and said
                diagnostics.warn(new SourceLocation(inputs.isEmpty() ? "?" : inputs.get(0), 1), "pause-exceeds-elapsed",
                        String.format(Locale.ROOT, "GCViewer's pauses total %.3f ms but the log covers only %.3f s; "
                                + "overhead capped at 100%%", totalPauseMs, elapsed.getAsDouble()), "");
                percent = 100;
            }
            overhead = OptionalDouble.of(percent);
        }
        OptionalDouble throughput = overhead.isPresent() ? OptionalDouble.of(100 - overhead.getAsDouble()) : OptionalDouble.empty();
        return new GcSummary(
                inputs,
                commonFormat(runs),
                new JvmSummary(Optional.empty(), Optional.empty(), Optional.empty()),
                elapsed,
                pauseStats(pauses),
                intervalStats(files),
                overhead,
                throughput,
                allocationRate(files, elapsed),
                promotionRate(files, elapsed),
                survivalStats(survival),
                collectionCounts(pauses),
                new DiagnosticSummary(diagnostics.unparsedLines(), diagnostics.foreignLines(), diagnostics.problems(),
                        diagnostics.samples()));
    }

    /**
     * The time a file covers: GCViewer's running time (first to last event's time stamp), widened to
     * the end of the last pause. GCViewer's figure alone ignores the pauses' own length, so two
     * pauses logged at the same second made a run of 0.00002 s and an overhead of 14310 %
     * (garbagecat's dataset283). Empty without events.
     */
    private static OptionalDouble elapsedSeconds(FileResult file) {
        if (file.model().size() == 0) {
            return OptionalDouble.empty();
        }
        double running = file.model().getRunningTime();
        if (!(Double.isFinite(running) && running >= 0)) {
            return OptionalDouble.empty();
        }
        double first = Double.POSITIVE_INFINITY;
        double lastEnd = Double.NEGATIVE_INFINITY;
        for (PauseEvent pause : file.pauses()) {
            OptionalDouble start = pause.start().uptimeSeconds();
            if (start.isEmpty()) {
                return OptionalDouble.of(running);
            }
            first = Math.min(first, start.getAsDouble());
            lastEnd = Math.max(lastEnd, start.getAsDouble() + pause.durationMs() / 1e3);
        }
        return OptionalDouble.of(lastEnd > first ? Math.max(running, lastEnd - first) : running);
    }

    /** The one tenure format every file was read as, if they agree and tenure has that format. */
    private static Optional<LogFormat> commonFormat(List<GcViewerReader.Run> runs) {
        List<Optional<LogFormat>> formats = runs.stream().map(GcViewerReader.Run::format).distinct().toList();
        return formats.size() == 1 ? formats.get(0) : Optional.empty();
    }

    static PauseStats pauseStats(List<PauseEvent> pauses) {
        double[] ms = pauses.stream().mapToDouble(PauseEvent::durationMs).sorted().toArray();
        double total = Arrays.stream(ms).sum();
        if (ms.length == 0) {
            OptionalDouble none = OptionalDouble.empty();
            return new PauseStats(0, 0, none, none, none, none, none, none);
        }
        return new PauseStats(ms.length, total, OptionalDouble.of(total / ms.length),
                percentile(ms, 50), percentile(ms, 90), percentile(ms, 99), percentile(ms, 99.9),
                OptionalDouble.of(ms[ms.length - 1]));
    }

    /** End of one pause to the start of the next, within each file, on the uptime clock. */
    private static IntervalStats intervalStats(List<FileResult> files) {
        List<Double> intervals = new ArrayList<>();
        for (FileResult file : files) {
            PauseEvent previous = null;
            for (PauseEvent pause : file.pauses()) {
                if (previous != null && previous.start().uptimeSeconds().isPresent() && pause.start().uptimeSeconds().isPresent()) {
                    double gapMs = (pause.start().uptimeSeconds().getAsDouble() - previous.start().uptimeSeconds().getAsDouble()) * 1000
                            - previous.durationMs();
                    // GCViewer stamps some nested pauses (CMS remark inside a young GC line) before
                    // the end of the enclosing one; an overlap is not an interval.
                    if (gapMs >= 0) {
                        intervals.add(gapMs);
                    }
                }
                previous = pause;
            }
        }
        double[] ms = intervals.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (ms.length == 0) {
            return new IntervalStats(0, OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty());
        }
        return new IntervalStats(ms.length, OptionalDouble.of(Arrays.stream(ms).sum() / ms.length),
                percentile(ms, 50), percentile(ms, 10));
    }

    /**
     * DESIGN.md's allocation: heapBefore(i) − heapAfter(i−1) summed over consecutive pauses, per
     * elapsed second. Only when every pause of every file has heap figures, else a sum would be
     * silently short.
     */
    private static OptionalDouble allocationRate(List<FileResult> files, OptionalDouble elapsed) {
        if (elapsed.isEmpty() || !(elapsed.getAsDouble() > 0) || files.stream().allMatch(f -> f.pauses().size() < 2)) {
            return OptionalDouble.empty();
        }
        long allocatedBytes = 0;
        for (FileResult file : files) {
            PauseEvent previous = null;
            for (PauseEvent pause : file.pauses()) {
                if (pause.heap().isEmpty()) {
                    return OptionalDouble.empty();
                }
                if (previous != null) {
                    allocatedBytes += pause.heap().get().beforeBytes() - previous.heap().get().afterBytes();
                }
                previous = pause;
            }
        }
        // a heap that shrinks between collections (a concurrent cycle's work) cannot make allocation negative
        return allocatedBytes >= 0 ? OptionalDouble.of(allocatedBytes / MB / elapsed.getAsDouble()) : OptionalDouble.empty();
    }

    /**
     * Bytes promoted by young collections (young freed − heap freed, GCViewer's own promotion
     * figure) per elapsed second, when GCViewer had the young-generation detail for every young
     * collection. GCViewer's sum can be negative (G1 and Serial logs of the corpus: the heap freed
     * more than the young generation, humongous or old regions freed by a young collection): that
     * is no promotion rate, so there is none.
     */
    private static OptionalDouble promotionRate(List<FileResult> files, OptionalDouble elapsed) {
        if (elapsed.isEmpty() || !(elapsed.getAsDouble() > 0)) {
            return OptionalDouble.empty();
        }
        long promotedKb = 0;
        for (FileResult file : files) {
            long young = file.pauses().stream().filter(p -> p.kind() == EventKind.YOUNG).count();
            int withDetail = file.model().getPromotion().getN();
            if (young == 0 || withDetail != young) {
                return OptionalDouble.empty();
            }
            promotedKb += file.model().getPromotion().getSum();
        }
        return promotedKb >= 0 ? OptionalDouble.of(promotedKb * KB / MB / elapsed.getAsDouble()) : OptionalDouble.empty();
    }

    private static SurvivalStats survivalStats(GcViewerSurvival survival) {
        List<Double> series = survival.series();
        double[] sorted = series.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double[] copy = survival.copySurvival().stream().mapToDouble(Double::doubleValue).sorted().toArray();
        OptionalDouble mean = sorted.length == 0 ? OptionalDouble.empty() : OptionalDouble.of(Arrays.stream(sorted).sum() / sorted.length);
        return new SurvivalStats(series.size(), percentile(sorted, 50), mean, percentile(copy, 50), series);
    }

    private static CollectionCounts collectionCounts(List<PauseEvent> pauses) {
        long young = 0;
        long mixed = 0;
        long full = 0;
        long cycles = 0;
        for (PauseEvent pause : pauses) {
            switch (pause.kind()) {
                case YOUNG -> young++;
                case MIXED -> mixed++;
                case FULL -> full++;
                // every concurrent cycle GCViewer knows starts with exactly one initial-mark pause
                case INITIAL_MARK -> cycles++;
                default -> {
                }
            }
        }
        return new CollectionCounts(young, mixed, full, cycles);
    }

    /** Nearest-rank percentile of ascending {@code sorted}; empty for no values. */
    static OptionalDouble percentile(double[] sorted, double percent) {
        if (sorted.length == 0) {
            return OptionalDouble.empty();
        }
        int rank = (int) Math.ceil(percent / 100 * sorted.length);
        return OptionalDouble.of(sorted[Math.max(0, Math.min(sorted.length, rank) - 1)]);
    }
}
