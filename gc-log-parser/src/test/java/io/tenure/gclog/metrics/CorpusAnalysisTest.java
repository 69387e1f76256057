package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.input.LogInputs;
import io.tenure.gclog.input.PlainLogFile;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end on real rotated sets of the real-log corpus ({@link RealLogCorpus}).
 */
class CorpusAnalysisTest {
    /** A unified {@code gc} info line that ends a pause: the oracle for the pause count, read off the text. */
    private static final Pattern UNIFIED_PAUSE = Pattern.compile("\\]\\[info *\\]\\[gc *\\] GC\\(\\d+\\) Pause .*\\d ?ms$");

    @Test
    void aWrappedRotationInsideAZipIsOneRunWithEveryPause() throws IOException {
        Path zip = RealLogCorpus.file("gctoolkit/gctoolkit-gclogs-rolling__rolling__jdk14__rollinglogs__zip__rollover.zip");

        GcSummary s = GcLogAnalyzer.analyze(List.of(zip));

        assertThat(s.inputs()).extracting(n -> n.substring(n.indexOf('!') + 1)).containsExactly(
                "rollover.log.3", "rollover.log.4", "rollover.log.0", "rollover.log.1", "rollover.log.2", "rollover.log");
        assertThat(s.runs()).hasSize(1);
        assertThat(s.pauses().count()).isEqualTo(pauseLines(zip));
        assertThat(s.intervals().count()).isEqualTo(s.pauses().count() - 1);
        assertThat(s.elapsedSeconds().getAsDouble()).isBetween(170.0 - 88.0, 175.0 - 88.0);
        assertThat(s.survival().youngCollections()).isPositive();
        // MB-rounded heap figures: hundreds of young pairs read a shrinking heap, and the run says so once
        assertThat(s.survival().negativeClamped()).isGreaterThan(100);
        assertThat(s.diagnostics().countsByCode()).containsEntry("negative-survival", 1L);
        assertThat(s.diagnostics().samples()).filteredOn(d -> d.code().equals("negative-survival")).singleElement()
                .satisfies(d -> assertThat(d.message()).startsWith(s.survival().negativeClamped() + " young collections "));
    }

    /**
     * No more can survive a young collection than was allocated before it: a CMS log whose heap
     * grew by 74 MB over a ParNew that came 130 KB after the one before gave a survival of 570, and
     * a JDK 8 G1 log whose heap grows during every young pause a median of 1.017. Every survival
     * figure of every corpus log lies in [0, 1], and the runs that capped a value say so once.
     */
    @Test
    void survivalFiguresOfEveryCorpusLogLieBetweenZeroAndOne() throws IOException {
        for (Path log : RealLogCorpus.logs()) {
            GcSummary s;
            try {
                s = GcLogAnalyzer.analyze(List.of(log));
            } catch (IOException notAnalysable) {
                continue; // not a GC log, or no events: other tests say which
            }
            GcSummary.SurvivalStats survival = s.survival();
            assertThat(survival.series()).as("%s: survival series", log).allSatisfy(v -> assertThat(v).isBetween(0.0, 1.0));
            for (OptionalDouble figure : List.of(survival.median(), survival.mean(), survival.copyMedian(), survival.copyMean())) {
                assertThat(figure.orElse(0)).as("%s: survival figures", log).isBetween(0.0, 1.0);
            }
        }
        GcSummary cms = GcLogAnalyzer.analyze(List.of(RealLogCorpus.file("gctoolkit/"
                + "gctoolkit-gclogs__preunified__cms__parnew__details__tenuring__BF653AA1-F897-4279-9570-2E4837D311E8-1405428823225.log.gz")));
        assertThat(cms.diagnostics().countsByCode()).containsEntry("survival-above-one", 1L);
        assertThat(cms.diagnostics().samples()).filteredOn(d -> d.code().equals("survival-above-one")).singleElement()
                .satisfies(d -> assertThat(d.message()).matches("\\d+ young collections left the heap larger .*"));
    }

    /**
     * A unified log whose uptime never goes back and that names one collector ("Using ...") is one
     * JVM run. Shenandoah's collector event waited for the first pause to tell the mode, and came
     * out after the cycle's first concurrent phase with the header's earlier time: analysed as an
     * "uptime reset", a phantom second run (gcviewer's Sample-ujl-shenandoah-jdk17.txt: 3.44 s in
     * 2 runs, where the log covers 1.95 s).
     */
    @Test
    void aUnifiedLogWhoseUptimeNeverGoesBackIsOneRun() throws IOException {
        Pattern uptime = Pattern.compile("\\[(\\d+[.,]\\d+)s\\]");
        int checked = 0;
        for (List<String> entry : RealLogCorpus.index()) {
            Path log = RealLogCorpus.file(entry.get(0));
            if (!entry.get(3).startsWith("unified") || !log.toString().endsWith(".log") && !log.toString().endsWith(".txt")) {
                continue;
            }
            double last = Double.NEGATIVE_INFINITY;
            boolean monotone = true;
            int headers = 0;
            for (String line : java.nio.file.Files.readAllLines(log, StandardCharsets.ISO_8859_1)) {
                var m = uptime.matcher(line);
                if (m.find()) {
                    double t = Double.parseDouble(m.group(1).replace(',', '.'));
                    monotone &= t >= last;
                    last = t;
                }
                headers += line.contains("] Using ") || line.contains("] Initializing The Z Garbage Collector") ? 1 : 0;
            }
            if (!monotone || headers != 1 || last == Double.NEGATIVE_INFINITY) {
                continue;
            }
            GcSummary s;
            try {
                s = GcLogAnalyzer.analyze(List.of(log));
            } catch (IOException noEvents) {
                continue;
            }
            assertThat(s.runs()).as("JVM runs of %s", log).hasSize(1);
            checked++;
        }
        assertThat(checked).as("unified corpus logs checked").isGreaterThan(20);
    }

    @Test
    void aSetOfRestartedJvmsIsOneLogWithOneRunPerJvmAndNoNegativeTime() throws IOException {
        Path base = RealLogCorpus.file("gctoolkit/gctoolkit-gclogs-rolling__rolling__jdk14__rollinglogs__short_restart_4.log");
        List<Path> files = List.of(base, Path.of(base + ".1"), Path.of(base + ".2"), Path.of(base + ".3"), Path.of(base + ".4"));

        GcSummary s = GcLogAnalyzer.analyze(files);

        assertThat(s.runs()).hasSize(5);
        assertThat(s.runs()).allSatisfy(run -> {
            assertThat(run.inputs()).hasSize(1);
            assertThat(run.elapsedSeconds().getAsDouble()).isPositive();
            assertThat(run.throughputPercent().getAsDouble()).isBetween(0.0, 100.0);
            assertThat(run.intervals().p10Ms().orElse(0)).isNotNegative();
        });
        assertThat(s.elapsedSeconds().getAsDouble()).isCloseTo(
                s.runs().stream().mapToDouble(r -> r.elapsedSeconds().getAsDouble()).sum(), org.assertj.core.api.Assertions.within(1e-6));
        assertThat(s.pauses().count()).isEqualTo(s.runs().stream().mapToLong(r -> r.pauses().count()).sum());
        // MB-rounded heap figures: many young pairs read a shrinking heap; each run says so once, with the count
        long clamped = s.runs().stream().mapToLong(r -> r.survival().negativeClamped()).sum();
        long runsWithClamps = s.runs().stream().filter(r -> r.survival().negativeClamped() > 0).count();
        assertThat(s.survival().negativeClamped()).isEqualTo(clamped).isGreaterThanOrEqualTo(runsWithClamps);
        assertThat(s.diagnostics().countsByCode()).containsEntry("negative-survival", runsWithClamps);
        assertThat(s.diagnostics().samples()).filteredOn(d -> d.code().equals("negative-survival"))
                .hasSize((int) runsWithClamps)
                .allSatisfy(d -> assertThat(d.message()).matches("\\d+ young collections? read a heap smaller .*"));
    }

    @Test
    void aDateStampedSeriesIsOneRunInWallClockOrder() throws IOException {
        List<Path> parts = new java.util.ArrayList<>();
        for (int i = 7; i >= 1; i--) {
            parts.add(RealLogCorpus.file("gcviewer/src__test__resources__openjdk__SampleSun1_8_0Series-Part" + i + ".txt"));
        }

        GcSummary s = GcLogAnalyzer.analyze(parts);

        List<Path> inOrder = new java.util.ArrayList<>(parts);
        Collections.reverse(inOrder);
        assertThat(s.inputs()).containsExactlyElementsOf(inOrder.stream().map(Path::toString).toList());
        assertThat(s.runs()).hasSize(1);
        assertThat(s.jvm().collector()).hasValue("CMS");
        assertThat(s.pauses().count()).isPositive();
        assertThat(s.throughputPercent().getAsDouble()).isBetween(0.0, 100.0);
    }

    private static long pauseLines(Path zip) throws IOException {
        long count = 0;
        try (ZipFile archive = new ZipFile(zip.toFile())) {
            for (ZipEntry entry : Collections.list(archive.entries())) {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(archive.getInputStream(entry), StandardCharsets.ISO_8859_1))) {
                    count += in.lines().filter(l -> UNIFIED_PAUSE.matcher(l).find()).count();
                }
            }
        }
        return count;
    }

    /**
     * Stamps printed to the millisecond around a pause timed to the microsecond: five corpus logs of
     * one or two pauses "paused 25.123 ms in 0.025 s" and were warned of an overlap that is only
     * rounding. Pauses that truly overlap by more than a millisecond are still warned of.
     */
    @Test
    void pausesBeyondTheElapsedTimeByLessThanTheStampsResolutionAreNoOverlap(@TempDir Path dir) throws IOException {
        for (String log : List.of("garbagecat/src__test__resources__data__dataset119.txt",
                "garbagecat/src__test__resources__data__dataset297.txt",
                "gcviewer/src__test__resources__ibm__SampleIBMJ9_R28_af_global.txt",
                "gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1PrintHeapAtGc.txt",
                "gcviewer/src__test__resources__openjdk__SampleSun1_7_0G1_DateStamp_Detailed-mixedLine1.txt")) {
            GcSummary s = GcLogAnalyzer.analyze(List.of(RealLogCorpus.file(log)));
            // a log of one pause whose time line is only that pause has no elapsed time (nor overhead) at all
            if (s.elapsedSeconds().isPresent()) {
                assertThat(s.pauses().totalMs()).as(log).isGreaterThan(s.elapsedSeconds().getAsDouble() * 1e3);
            } else {
                assertThat(s.pauses().count()).as(log).isEqualTo(1);
                assertThat(s.overheadPercent()).as(log).isEmpty();
            }
            assertThat(s.diagnostics().countsByCode()).as(log).doesNotContainKey("pause-exceeds-elapsed");
        }
        Path overlapping = dir.resolve("overlap.log");
        Files.writeString(overlapping, """
                [1.000s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 50.000ms
                [1.010s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 50.000ms
                """, StandardCharsets.UTF_8);
        GcSummary s = GcLogAnalyzer.analyze(List.of(overlapping));
        assertThat(s.diagnostics().countsByCode()).containsEntry("pause-exceeds-elapsed", 1L);
    }
}
