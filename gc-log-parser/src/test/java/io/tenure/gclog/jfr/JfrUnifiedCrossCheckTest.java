package io.tenure.gclog.jfr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.LogFormat;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.input.PlainLogFile;
import io.tenure.testsupport.Requirements;
import io.tenure.testsupport.TestJdks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same run seen twice: a workload on each local JDK and collector writes a unified GC log
 * and a JFR recording; per GC id, both must report the same pauses (see {@link PauseAlignment}
 * for what "the same" can mean when two stopwatches time them).
 *
 * <p>Two checks per cell. Against the log's pause lines (a one-regex oracle) the JFR side is
 * validated on its own. Against {@code LogFormat.HOTSPOT_UNIFIED.parser()} the two parsers are
 * validated against each other; while that parser finds no pauses at all (not written yet) the
 * check is skipped with a message, and once it finds any, every disagreement fails.
 */
class JfrUnifiedCrossCheckTest {
    private static final Map<String, WorkloadRun> RUNS = new ConcurrentHashMap<>();
    private static Path dir;

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (String jdk : List.of("jdk17", "jdk21", "jdk25")) {
            for (String gc : List.of("Serial", "Parallel", "G1", "Z", "Shenandoah")) {
                // G1 starts concurrent cycles early so that remark and cleanup pauses occur
                String flags = "-XX:+Use" + gc + "GC" + (gc.equals("G1") ? " -XX:InitiatingHeapOccupancyPercent=5" : "");
                cells.add(Arguments.of(jdk + "-" + gc.toLowerCase(java.util.Locale.ROOT), jdk, flags));
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cells")
    void jfrAgreesWithTheLogsPauseLines(String cell, String jdk, String flags) throws Exception {
        WorkloadRun run = run(cell, jdk, flags);
        List<PauseAlignment.Pause> logged = UnifiedPauseLines.read(run.gcLog()).stream()
                .map(l -> new PauseAlignment.Pause(l.gcId(), l.uptimeSeconds() - l.durationMs() / 1000, l.durationMs()))
                .toList();
        keepOnFailure(run, () -> PauseAlignment.assertAgree(cell, aligned(pauses(LogFormat.JFR, run.recording())), logged,
                rawPauseIds(run.recording())::contains));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cells")
    void jfrAgreesWithTheUnifiedLogParser(String cell, String jdk, String flags) throws Exception {
        WorkloadRun run = run(cell, jdk, flags);
        List<PauseEvent> parsed = pauses(LogFormat.HOTSPOT_UNIFIED, run.gcLog());
        assertThat(parsed).as("pauses the unified-log parser finds in %s", run.gcLog()).isNotEmpty();
        keepOnFailure(run, () -> PauseAlignment.assertAgree(cell, aligned(pauses(LogFormat.JFR, run.recording())), aligned(parsed),
                rawPauseIds(run.recording())::contains));
    }

    /** The stop-the-world collectors of JDK 25, whose recordings carry {@code jdk.GCCPUTime} (JDK 20+). */
    static Stream<Arguments> cpuCells() {
        return cells().filter(a -> {
            String cell = (String) a.get()[0];
            return cell.equals("jdk25-serial") || cell.equals("jdk25-parallel") || cell.equals("jdk25-g1");
        });
    }

    /**
     * The GC threads' CPU time and metaspace, seen twice: the recording's {@code jdk.GCCPUTime} and
     * {@code jdk.MetaspaceSummary} against the same run's {@code gc,cpu} ({@code User=0.01s Sys=0.00s
     * Real=0.01s}) and {@code gc,metaspace} lines. The JVM writes both from the same figures, the log
     * rounding CPU to 10 ms and sizes to a kilobyte: per GC id the same collections carry CPU times,
     * and their sums differ by no more than that rounding.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cpuCells")
    void jfrCpuAndMetaspaceAgreeWithTheLog(String cell, String jdk, String flags) throws Exception {
        WorkloadRun run = run(cell, jdk, flags);
        Map<Long, double[]> jfr = cpuByGcId(pauses(LogFormat.JFR, run.recording()));
        Map<Long, double[]> log = cpuByGcId(pauses(LogFormat.HOTSPOT_UNIFIED, run.gcLog()));
        keepOnFailure(run, () -> {
            assertThat(log).as("collections with gc,cpu lines in %s", run.gcLog()).isNotEmpty();
            assertThat(jfr).as("collections with jdk.GCCPUTime in %s", run.recording()).isNotEmpty();
            // the recording starts once the JVM runs, after its first collections: from then on, the same ids
            long first = jfr.keySet().iterator().next();
            // the same collections have CPU times in both (a G1 Concurrent Start pause's gc,cpu line comes
            // after the next cycle's first phases on JDK 25: the parser waits for it across them)
            assertThat(jfr.keySet()).as("GC ids with CPU times")
                    .containsExactlyElementsOf(new TreeMap<>(log).tailMap(first, true).keySet());
            for (Map.Entry<Long, double[]> e : new TreeMap<>(log).tailMap(first, true).entrySet()) {
                double[] recorded = jfr.get(e.getKey());
                double rounding = 5.0 * e.getValue()[3] + 1e-6;
                for (int i = 0; i < 3; i++) {
                    assertThat(recorded[i]).as("GC(%d) %s ms", e.getKey(), List.of("user", "sys", "real").get(i))
                            .isCloseTo(e.getValue()[i], offset(rounding));
                }
            }
            Map<Long, Long> jfrMetaspace = metaspaceAfterByGcId(pauses(LogFormat.JFR, run.recording()));
            Map<Long, Long> logMetaspace = metaspaceAfterByGcId(pauses(LogFormat.HOTSPOT_UNIFIED, run.gcLog()));
            assertThat(jfrMetaspace).as("collections with jdk.MetaspaceSummary").isNotEmpty();
            for (Map.Entry<Long, Long> e : jfrMetaspace.entrySet()) {
                if (logMetaspace.containsKey(e.getKey())) {
                    long logged = logMetaspace.get(e.getKey());
                    assertThat(e.getValue()).as("GC(%d) metaspace after", e.getKey())
                            .isCloseTo(logged, offset(Math.max(1024L, logged / 100)));
                }
            }
        });
    }

    /** Per GC id: user, sys and real ms summed over its pauses that carry CPU times, and how many do. */
    private static Map<Long, double[]> cpuByGcId(List<PauseEvent> pauses) {
        Map<Long, double[]> sums = new TreeMap<>();
        for (PauseEvent p : pauses) {
            if (p.cpu().isPresent() && p.gcId().isPresent()) {
                double[] s = sums.computeIfAbsent(p.gcId().getAsLong(), id -> new double[4]);
                s[0] += p.cpu().get().userMs();
                s[1] += p.cpu().get().sysMs();
                s[2] += p.cpu().get().realMs();
                s[3]++;
            }
        }
        return sums;
    }

    /** Per GC id: metaspace after its first pause that carries it. */
    private static Map<Long, Long> metaspaceAfterByGcId(List<PauseEvent> pauses) {
        Map<Long, Long> after = new TreeMap<>();
        for (PauseEvent p : pauses) {
            if (p.metaspace().isPresent() && p.gcId().isPresent()) {
                after.putIfAbsent(p.gcId().getAsLong(), p.metaspace().get().afterBytes());
            }
        }
        return after;
    }

    /** GC ids of the pause events in the recording as the JDK's own reader sees them. */
    private static java.util.Set<Long> rawPauseIds(Path recording) throws IOException {
        java.util.Set<Long> ids = new java.util.HashSet<>();
        for (jdk.jfr.consumer.RecordedEvent e : jdk.jfr.consumer.RecordingFile.readAllEvents(recording)) {
            if (e.getEventType().getName().equals("jdk.GCPhasePause")) {
                ids.add(e.getLong("gcId"));
            }
        }
        return ids;
    }

    private interface Check {
        void run() throws IOException;
    }

    /**
     * A disagreement shows only on some runs; the run's log and recording are kept in
     * {@code target/jfr-crosscheck-failures} so that it can be examined (the temporary directory
     * is deleted after the class).
     */
    private static void keepOnFailure(WorkloadRun run, Check check) throws IOException {
        try {
            check.run();
        } catch (AssertionError e) {
            Path kept = Files.createDirectories(Path.of("target", "jfr-crosscheck-failures"));
            Files.copy(run.gcLog(), kept.resolve(run.gcLog().getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.copy(run.recording(), kept.resolve(run.recording().getFileName()),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            throw e;
        }
    }

    /** Pauses on their uptime clock; one without uptime or GC id fails the test rather than vanish. */
    private static List<PauseAlignment.Pause> aligned(List<PauseEvent> pauses) {
        List<PauseAlignment.Pause> aligned = new ArrayList<>();
        for (PauseEvent p : pauses) {
            assertThat(p.gcId()).as("GC id of %s", p).isPresent();
            assertThat(p.start().uptimeSeconds()).as("uptime of %s", p).isPresent();
            aligned.add(new PauseAlignment.Pause(p.gcId().getAsLong(), p.start().uptimeSeconds().getAsDouble(), p.durationMs()));
        }
        return aligned;
    }

    private static List<PauseEvent> pauses(LogFormat format, Path file) throws IOException {
        List<PauseEvent> pauses = new ArrayList<>();
        try (EventReader reader = format.parser().open(PlainLogFile.of(file), new Diagnostics())) {
            for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                if (e instanceof PauseEvent p) {
                    pauses.add(p);
                }
            }
        }
        return pauses;
    }

    /**
     * The cell's run, made once per class. Skipped (or failed, see {@link Requirements}) when the
     * JDK is not installed or lacks the collector: both are the JDK component's.
     */
    private static WorkloadRun run(String cell, String jdk, String flags) throws Exception {
        Path java = TestJdks.java(TestJdks.assumeJdk(jdk));
        synchronized (RUNS) {
            if (dir == null) {
                dir = Files.createTempDirectory("tenure-crosscheck");
            }
            WorkloadRun run = RUNS.get(cell);
            if (run == null) {
                run = WorkloadRun.run(cell, java, List.of(flags.split(" ")), dir);
                RUNS.put(cell, run);
            }
            Requirements.assumeAvailable(jdk, run.skipReason() == null, run.skipReason());
            return run;
        }
    }

    @AfterAll
    static void deleteRuns() throws IOException {
        if (dir != null) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}
