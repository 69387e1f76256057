package io.tenure.bundle;

import io.tenure.bundle.CellResult;
import io.tenure.bundle.PlatformKey;
import io.tenure.bundle.RunStatus;
import io.tenure.model.stats.MedianInterval;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The seeds' "warehouses" curve: throughput against the workload's thread count, and its peak.
 * Cells that differ only in threads (same platform, same other knobs) form one curve; the peak
 * is the thread count of the highest median throughput, work ÷ median elapsed time of the
 * measured phase, with the interval that the elapsed time's 95 % interval gives.
 *
 * @param platform the platform key without the thread count of its workload point
 * @param survival the target p of the curve
 * @param points   each thread count's throughput, by threads
 * @param peak     the point of the highest median throughput
 * @param peakTied true when another point's interval overlaps the peak's, or the peak or another point
 *                 has none (one run): the peak is not told apart
 */
public record ThreadPeak(String platform, double survival, List<Point> points, Point peak, boolean peakTied) {
    public ThreadPeak {
        points = List.copyOf(points);
        Objects.requireNonNull(peak, "peak");
    }

    /**
     * One thread count.
     *
     * @param lowMBps  the throughput at the elapsed time's upper 95 % bound, or null without one
     *                 (a single run, whose [min, max] covers nothing)
     * @param highMBps the throughput at its lower bound, or null
     */
    public record Point(int threads, double throughputMBps, Double lowMBps, Double highMBps) {
        /** Whether the two cannot be told apart: their intervals overlap, or one has none to tell it by. */
        boolean overlaps(Point other) {
            if (lowMBps == null || highMBps == null || other.lowMBps == null || other.highMBps == null) {
                return true;
            }
            return other.highMBps >= lowMBps;
        }
    }

    /** The curves of the ok cells that have at least two thread counts, in the order the cells come. */
    public static List<ThreadPeak> of(List<CellResult> cells) {
        Map<String, List<CellResult>> curves = new LinkedHashMap<>();
        for (CellResult cell : cells) {
            if (cell.status() != RunStatus.OK || cell.summary() == null || cell.summary().elapsedSeconds() == null
                    || cell.summary().elapsedSeconds().median() == null) {
                continue;
            }
            CellResult.Target t = cell.target();
            PlatformKey k = PlatformKey.of("host", cell);
            // the workload point without its thread count: its other knobs (stores, sizes, jbb ...) keep curves apart
            PlatformKey withoutThreads = new PlatformKey(k.host(), k.jvmId(), k.collectorId(), k.heapMB(), k.youngMB(),
                    k.variant(), PlatformKey.workloadOf(t.withThreads(1)), k.cpus(), k.instances());
            String curve = withoutThreads.toString().substring("host/".length()) + "|" + t.survival() + "|" + t.lifetimeMB()
                    + "|" + t.retentionMB();
            curves.computeIfAbsent(curve, c -> new ArrayList<>()).add(cell);
        }
        List<ThreadPeak> peaks = new ArrayList<>();
        for (Map.Entry<String, List<CellResult>> curve : curves.entrySet()) {
            List<Point> points = curve.getValue().stream().map(ThreadPeak::point)
                    .sorted(Comparator.comparingInt(Point::threads)).toList();
            if (points.stream().map(Point::threads).distinct().count() < 2) {
                continue;
            }
            Point peak = points.stream().max(Comparator.comparingDouble(Point::throughputMBps)).orElseThrow();
            boolean tied = points.stream().anyMatch(p -> p != peak && peak.overlaps(p));
            String key = curve.getKey();
            peaks.add(new ThreadPeak(key.substring(0, key.indexOf('|')), curve.getValue().get(0).target().survival(), points,
                    peak, tied));
        }
        return peaks;
    }

    private static Point point(CellResult cell) {
        double workMB = cell.target().workMB();
        MedianInterval elapsed = cell.summary().elapsedSeconds();
        if (elapsed.ciConfidence() != null && elapsed.ciConfidence() <= 0) {
            // one run: its "interval" [x, x] covers nothing, and two such points never overlap
            return new Point(cell.target().threads(), workMB / elapsed.median(), null, null);
        }
        return new Point(cell.target().threads(), workMB / elapsed.median(),
                elapsed.ci95High() == null || elapsed.ci95High() <= 0 ? null : workMB / elapsed.ci95High(),
                elapsed.ci95Low() == null || elapsed.ci95Low() <= 0 ? null : workMB / elapsed.ci95Low());
    }
}
