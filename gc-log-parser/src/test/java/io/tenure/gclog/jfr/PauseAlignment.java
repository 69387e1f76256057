package io.tenure.gclog.jfr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Compares the pauses of one run as a recording saw them with the pauses as its GC log saw them.
 *
 * <p>The recording covers only part of the run (JFR starts after the JVM has initialised, and
 * collections run while it does), and its uptime clock starts at a slightly different instant
 * than the log's. So the clocks are aligned first (median offset between the first pauses of the
 * collections both saw whole), the recording's window is placed on the log's clock, and then:
 * <ul>
 *   <li>every collection the log shows wholly and strictly inside the window (its first pause
 *       starts after the window opens, its last pause ends before the window closes) is in the
 *       recording, under the same GC id: no collection is lost in the middle. A collection at an
 *       edge may legitimately be missing: JFR starts and stops its recorders around a running
 *       collector, so a collection that began before the recording (or ended after it) can be
 *       absent, or present only in part, although some of its pauses lie inside the window;</li>
 *   <li>every collection entirely inside the window has exactly as many pauses in both;</li>
 *   <li>durations: the two stopwatches do not time the same interval. Mostly JFR's phase lies
 *       inside the one the log times, but Parallel's JFR pause also covers the heap summaries
 *       taken around the logged "Pause Young" (JDK 21: 8.189 ms in JFR for 7.086 ms logged, on
 *       a loaded machine), and a VM thread descheduled in either extra part makes that side
 *       longer (the log's side, with its prologue and epilogue, by many milliseconds). So per
 *       collection only a gross JFR excess fails (a unit slip, a concurrent phase taken for a
 *       pause: more than twice the log plus {@value #GROSS_SLACK_MS} ms); systematic errors fail
 *       on the median over the run, which must be within {@value #MEDIAN_DIFFERENCE_MS} ms either
 *       way.</li>
 * </ul>
 */
final class PauseAlignment {
    /** One pause on a clock in seconds, with its GC id. */
    record Pause(long gcId, double startSeconds, double durationMs) {
    }

    private static final double EDGE_SECONDS = 0.001;
    private static final double GROSS_SLACK_MS = 5;
    private static final double MEDIAN_DIFFERENCE_MS = 0.5;

    private PauseAlignment() {
    }

    static void assertAgree(String cell, List<Pause> recorded, List<Pause> logged) {
        assertAgree(cell, recorded, logged, id -> true);
    }

    /**
     * @param inRawRecording whether the JDK's own reader finds any pause event of a GC id in the
     *     recording: a collection JFR itself did not record cannot be required of the parser.
     *     JDK 25's generational ZGC now and then records no pause of a minor collection that runs
     *     during a major one early in the recording (GC(5) inside GC(4): three pauses in the log,
     *     none in the file), which the cross-check failed on.
     */
    static void assertAgree(String cell, List<Pause> recorded, List<Pause> logged, java.util.function.LongPredicate inRawRecording) {
        assertThat(recorded).as("%s: pauses in the recording", cell).isNotEmpty();
        assertThat(logged).as("%s: pauses in the log", cell).isNotEmpty();
        Map<Long, List<Pause>> rec = byId(recorded);
        Map<Long, List<Pause>> log = byId(logged);
        for (long id : rec.keySet()) {
            assertThat(log).as("%s: GC(%d) is in the recording but not in the log", cell, id).containsKey(id);
        }
        // Collections seen whole by both align first pause with first pause; durations are no
        // guide (Shenandoah's pauses are all ~0.01 ms, and the two stopwatches differ by that much).
        List<Long> whole = rec.keySet().stream().filter(id -> rec.get(id).size() == log.get(id).size()).toList();
        assertThat(whole).as("%s: collections with the same pause count in recording and log", cell).isNotEmpty();
        double offset = median(whole.stream()
                .map(id -> rec.get(id).get(0).startSeconds() - log.get(id).get(0).startSeconds()).toList());
        // The recording's window on the log's clock: from its first pause's start to its last pause's end.
        double windowStart = recorded.stream().mapToDouble(Pause::startSeconds).min().orElseThrow() - offset;
        double windowEnd = recorded.stream().mapToDouble(p -> p.startSeconds() + p.durationMs() / 1000).max().orElseThrow()
                - offset;
        // Widened by the clocks' rounding to decide which collections can be compared pause by pause
        double from = windowStart - EDGE_SECONDS;
        double to = windowEnd + EDGE_SECONDS;

        List<Double> logExcess = new ArrayList<>();
        for (var entry : log.entrySet()) {
            long id = entry.getKey();
            List<Pause> inLog = entry.getValue();
            double firstStart = inLog.stream().mapToDouble(Pause::startSeconds).min().orElseThrow();
            double lastEnd = inLog.stream().mapToDouble(p -> p.startSeconds() + p.durationMs() / 1000).max().orElseThrow();
            // Narrowed by the same rounding: only a collection that surely ran entirely while the
            // recording did must be in it; one at an edge may be missing (see the class comment).
            if (firstStart > windowStart + EDGE_SECONDS && lastEnd < windowEnd - EDGE_SECONDS && inRawRecording.test(id)) {
                assertThat(rec).as("%s: GC(%d) ran (log clock %.3f-%.3f s) while the recording did (%.3f-%.3f s) but is not in it",
                        cell, id, firstStart, lastEnd, windowStart, windowEnd).containsKey(id);
            }
            boolean allInside = firstStart >= from && lastEnd <= to;
            if (!allInside || !rec.containsKey(id)) {
                continue; // a collection the recording saw only partly, at its start or end
            }
            List<Pause> inRec = rec.get(id);
            assertThat(inRec).as("%s: pauses of GC(%d), recording %s vs log %s", cell, id, inRec, inLog).hasSameSizeAs(inLog);
            double recMs = total(inRec);
            double logMs = total(inLog);
            assertThat(recMs).as("%s: GC(%d) recording total %.3f ms vs log %.3f ms", cell, id, recMs, logMs)
                    .isLessThanOrEqualTo(2 * logMs + GROSS_SLACK_MS);
            // no such bound on the log's side: its prologue and epilogue, outside JFR's phase, took
            // 12 ms for JFR's 3 ms on a loaded machine (JDK 21 Serial); only the median judges them
            logExcess.add(logMs - recMs);
        }
        assertThat(logExcess).as("%s: collections compared", cell).isNotEmpty();
        assertThat(median(logExcess)).as("%s: median of (log - recording) per collection, ms: %s", cell, logExcess)
                .isBetween(-MEDIAN_DIFFERENCE_MS, MEDIAN_DIFFERENCE_MS);
    }

    private static Map<Long, List<Pause>> byId(List<Pause> pauses) {
        Map<Long, List<Pause>> byId = new TreeMap<>();
        for (Pause p : pauses) {
            byId.computeIfAbsent(p.gcId(), id -> new ArrayList<>()).add(p);
        }
        return byId;
    }

    private static double total(List<Pause> pauses) {
        return pauses.stream().mapToDouble(Pause::durationMs).sum();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
