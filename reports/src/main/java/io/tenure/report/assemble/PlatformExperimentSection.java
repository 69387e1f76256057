package io.tenure.report.assemble;

import io.tenure.bundle.BundleObservations.LocatedCell;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.ThreadPeak;
import io.tenure.report.Section;
import io.tenure.report.Table;
import io.tenure.report.Table.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The seeds' platform experiments that are not survival curves: the thread sweep's throughput
 * and its peak ("warehouses"), and the cells marked not applicable on the host (a NUMA variant
 * on one node). Several JVMs at once and processor sets are platforms of their own and appear
 * with the others ({@code /instances=N}, {@code /cpus=N} in their keys).
 */
final class PlatformExperimentSection {
    private PlatformExperimentSection() {
    }

    static Optional<Section> build(Map<String, List<LocatedCell>> cells) {
        List<CellResult> all = cells.values().stream().flatMap(List::stream).map(LocatedCell::cell).toList();
        List<ThreadPeak> peaks = ThreadPeak.of(all);
        List<String> notApplicable = all.stream()
                .filter(CellResult::notApplicable)
                .map(c -> c.id() + ": " + c.reason()).toList();
        if (peaks.isEmpty() && notApplicable.isEmpty()) {
            return Optional.empty();
        }
        List<String> paragraphs = new ArrayList<>();
        List<Table> tables = new ArrayList<>();
        if (!peaks.isEmpty()) {
            paragraphs.add("Throughput against the workload's threads, the seeds' \"warehouses\" curve: work (MB allocated)"
                    + " per second of the measured phase, median over runs with the interval of the elapsed time. The peak is"
                    + " the thread count of the highest median; where its interval overlaps another count's it is not told apart.");
            List<List<Object>> rows = new ArrayList<>();
            for (ThreadPeak peak : peaks) {
                for (ThreadPeak.Point p : peak.points()) {
                    rows.add(Arrays.asList(peak.platform(), peak.survival(), p.threads(), p.throughputMBps(), p.lowMBps(),
                            p.highMBps(), p == peak.peak() ? (peak.peakTied() ? "peak (tied)" : "peak") : ""));
                }
                paragraphs.add(String.format(Locale.ROOT, "%s at p = %.3f: peak at %d thread%s, %.0f MB/s%s.", peak.platform(),
                        peak.survival(), peak.peak().threads(), peak.peak().threads() == 1 ? "" : "s",
                        peak.peak().throughputMBps(), peak.peakTied() ? ", not told apart from another thread count" : ""));
            }
            tables.add(new Table("thread-scaling", "Throughput by threads", List.of(Column.text("platform"),
                    Column.number("target survival p", "", 3), Column.number("threads", "", 0),
                    Column.number("throughput", "MB/s", 0), Column.number("95% low", "MB/s", 0),
                    Column.number("95% high", "MB/s", 0), Column.text("")), rows));
        }
        return Optional.of(new Section("platform-experiments", "Thread scaling and cells not applicable here", paragraphs,
                List.of(), tables, notApplicable));
    }
}
