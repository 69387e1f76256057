package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule fires on a real log that shows its problem, pointing at lines that exist, and stays
 * silent on real logs that do not (two clean runs, plus near misses that look like its problem).
 */
class FindingRulesTest {
    private static final String UNIFIED = "gclogs/hotspot/unified/";
    private static final String LEGACY = "gclogs/hotspot/legacy/";
    private static final String FINDINGS = "findings/";
    /** Runs where nothing is wrong: JDK 17 G1 and JDK 25 generational ZGC, both -Xlog:gc*. */
    private static final List<String> CLEAN = List.of(UNIFIED + "jdk17-g1-gcstar=trace-uptime_level_tags.log",
            UNIFIED + "jdk25-zgc-gcstar-uptime_level_tags.log");

    static Stream<Arguments> triggers() {
        return Stream.of(
                Arguments.of("concurrent-mode-failure", LEGACY + "jdk7-icms-gclocker-concurrent-mode-failure.log", 6L),
                Arguments.of("promotion-failure", FINDINGS + "corpus-gctoolkit-cms-gc=trace-promotion-failed-excerpt.log", 2751L),
                Arguments.of("to-space-exhausted",
                        UNIFIED + "jdk25-g1-gc_safepoint-uptime_level_tags-stdout-with-application-output.log", null),
                Arguments.of("allocation-stall", UNIFIED + "jdk17-zgc-gcstar_safepoint-time_uptime_level_tags.log", null),
                Arguments.of("degenerated-gc", UNIFIED + "jdk11-shenandoah-gcstar-uptime_level_tags.log", null),
                Arguments.of("allocation-pacing", FINDINGS + "corpus-garbagecat-jdk8-shenandoah-statistics-pacing.log", 93L),
                Arguments.of("long-pause", LEGACY + "jdk8-g1-full-gc-during-concurrent-mark.log", null),
                Arguments.of("time-to-safepoint", FINDINGS + "corpus-garbagecat-jdk21-zgc-generational-safepoint-ttsp.log", 26L),
                Arguments.of("full-gc", LEGACY + "jdk8-g1-full-gc-during-concurrent-mark.log", null),
                Arguments.of("system-gc", LEGACY + "jdk8-parallel-tenuring-gccause-datestamps.log", null),
                Arguments.of("metaspace-gc", LEGACY + "jdk8-parallel-tenuring-gccause-datestamps.log", null),
                Arguments.of("gc-overhead", FINDINGS + "corpus-garbagecat-jdk8-parallel-stoppedtime-overhead.log", null),
                Arguments.of("leak-trend", LEGACY + "jdk8-serial-defnew-tenuring.log", null),
                Arguments.of("humongous-allocation", LEGACY + "jdk8-g1-humongous-mixed.log", null),
                Arguments.of("premature-promotion", UNIFIED + "jdk11-g1-gcstar_gc+age=trace-uptime_level_tags.log", null),
                Arguments.of("non-gc-safepoint", FINDINGS + "corpus-garbagecat-jdk21-zgc-generational-safepoint-ttsp.log", 26L),
                Arguments.of("pause-outlier", FINDINGS + "corpus-gctoolkit-g1-gc-pause-outlier.log", null),
                Arguments.of("heap-sizing", LEGACY + "jdk7-icms-gclocker-concurrent-mode-failure.log", 6L),
                // ParNew 10.1 s: user=27.90 sys=5.05, real=10.14
                Arguments.of("gc-sys-time", FINDINGS + "corpus-gctoolkit-jdk8-cms-parnew-sys-time-excerpt.log", 8L),
                // Full GC (Ergonomics) 17.2 s: user=4.16 sys=0.44, real=17.19
                Arguments.of("gc-cpu-starved", FINDINGS + "corpus-gctoolkit-jdk8-parallel-cpu-starved-excerpt.log", 112L),
                Arguments.of("gc-low-parallelism", FINDINGS + "corpus-gctoolkit-jdk8-parallel-cpu-starved-excerpt.log", null));
    }

    /** Logs that look like a rule's problem and are not: each rule must stay silent on them. */
    static Stream<Arguments> nearMisses() {
        return Stream.of(
                // ZGC's per-cycle statistics table has an "Allocation Stalls:" row of zeros
                Arguments.of("allocation-stall", FINDINGS + "corpus-garbagecat-jdk21-zgc-generational-safepoint-ttsp.log"),
                // 100 % of a 23 s snippet with two pauses is no overhead figure
                Arguments.of("gc-overhead", LEGACY + "jdk7-icms-gclocker-concurrent-mode-failure.log"),
                // full collections by System.gc() are system-gc's, not full-gc's
                Arguments.of("full-gc", UNIFIED + "jdk17-g1-gcstar_safepoint-uptime_level_tags.log"),
                // a tenuring threshold at its maximum most of the time
                Arguments.of("premature-promotion", UNIFIED + "jdk17-g1-gcstar=trace-uptime_level_tags.log"),
                // fewer than 100 pauses: no p99 to stand out from
                Arguments.of("pause-outlier", LEGACY + "jdk7-icms-gclocker-concurrent-mode-failure.log"),
                // 257 G1 pauses of 100 ms or more, sys at most 0.22 s and always below user
                Arguments.of("gc-sys-time", "corpus/gctoolkit/gctoolkit-gclogs__streaming__gcspike.log"),
                // 158 Parallel pauses with about 1.8 threads busy: parallel enough, and never waiting
                Arguments.of("gc-low-parallelism", FINDINGS + "corpus-garbagecat-jdk8-parallel-stoppedtime-overhead.log"),
                Arguments.of("gc-cpu-starved", FINDINGS + "corpus-garbagecat-jdk8-parallel-stoppedtime-overhead.log"),
                // Serial pauses keep one thread busy, as they should
                Arguments.of("gc-low-parallelism", LEGACY + "jdk8-serial-defnew-tenuring.log"),
                // heap after full collections of a run without growth
                Arguments.of("leak-trend", UNIFIED + "corpus-gcviewer-parallel-gcstar_safepoint_os+cpu-uptime_level_tags.log"));
    }

    @ParameterizedTest(name = "{0} fires on {1}")
    @MethodSource("triggers")
    void firesOnARealLogThatShowsIt(String code, String fixture, Long expectedLine) throws IOException {
        Path log = GoldenFiles.fixtures().resolve(fixture);
        RunAnalysis analysis = analyze(log);

        assertThat(analysis.findings()).extracting(Finding::code).contains(code);
        Finding finding = analysis.findings().stream().filter(f -> f.code().equals(code)).findFirst().orElseThrow();
        assertThat(finding.docUrl()).isEqualTo("docs/FINDINGS.md#" + code);
        assertThat(finding.evidence()).isNotEmpty();
        long lines;
        try (Stream<String> all = Files.lines(log, StandardCharsets.ISO_8859_1)) {
            lines = all.count();
        }
        for (Finding.Evidence e : finding.evidence()) {
            assertThat(e.file()).isEqualTo(log.toString());
            if (e.line().isPresent()) {
                assertThat(e.line().getAsLong()).isBetween(1L, lines);
            }
        }
        if (expectedLine != null) {
            assertThat(finding.evidence().get(0).line()).hasValue(expectedLine);
        }
    }

    @ParameterizedTest(name = "{0} is silent on {1}")
    @MethodSource("nearMisses")
    void staysSilentOnANearMiss(String code, String fixture) throws IOException {
        assertThat(analyze(GoldenFiles.fixtures().resolve(fixture)).findings()).extracting(Finding::code).doesNotContain(code);
    }

    @Test
    void everyRuleIsSilentOnCleanRuns() throws IOException {
        for (String clean : CLEAN) {
            assertThat(analyze(GoldenFiles.fixtures().resolve(clean)).findings()).as(clean).isEmpty();
        }
    }

    @Test
    void everyRuleHasATriggeringLog() {
        assertThat(triggers().map(a -> (String) a.get()[0]).distinct()).containsExactlyInAnyOrderElementsOf(Rules.codes());
    }

    @Test
    void humongousBytesAreMeasuredFromRegionCountsAndRegionSize() throws IOException {
        Path log = GoldenFiles.fixtures().resolve(FINDINGS + "jdk17-g1-gc_gc+init_gc+heap=debug-uptime_level_tags-humongous.log");
        Finding finding = analyze(log).findings().stream().filter(f -> f.code().equals("humongous-allocation")).findFirst()
                .orElseThrow();

        // 800 arrays of 600 KiB, one 1 MiB region each: most of what the program allocated
        assertThat(finding.title()).contains("started by a humongous allocation").contains("of the bytes allocated");
        assertThat(finding.evidence().get(0).figures()).contains("Humongous regions: ").contains("humongous regions of 1.00 MiB");
    }

    /**
     * heap-sizing's advice holds together: the heap it suggests holds the young generation it
     * suggests. On gctoolkit's parallel_adaptive.log (862 MiB heap, live set 47 MiB, allocation
     * 275 MiB/s) it said "Size the heap to about 188 MiB ...; young generation at least 275 MiB";
     * on minimal.log (1.5 GiB heap, live set 7 MiB, allocation 17.1 GiB/s) it called the heap more
     * than needed and suggested 28.0 MiB beside a young generation of 17.1 GiB.
     */
    @Test
    void heapSizingSuggestsAHeapThatHoldsTheYoungGenerationItSuggests() throws IOException {
        Path corpus = GoldenFiles.fixtures().resolve("corpus/gctoolkit");
        Finding finding = analyze(corpus.resolve("gctoolkit-gclogs__preunified__ps__details__parallel_adaptive.log"))
                .findings().stream().filter(f -> f.code().equals("heap-sizing")).findFirst().orElseThrow();
        Matcher heap = Pattern.compile("Size the heap to about ([0-9.]+ [KMG]?i?B)").matcher(finding.suggestion());
        Matcher young = Pattern.compile("young generation at least ([0-9.]+ [KMG]?i?B)").matcher(finding.suggestion());

        assertThat(heap.find()).as(finding.suggestion()).isTrue();
        assertThat(young.find()).as(finding.suggestion()).isTrue();
        assertThat(bytes(heap.group(1))).as(finding.suggestion()).isGreaterThan(bytes(young.group(1)));
        // a heap the allocation rate's young generation would outgrow is not more than needed
        assertThat(analyze(corpus.resolve("gctoolkit-gclogs__unified__g1gc__minimal.log")).has("heap-sizing")).isFalse();
    }

    private static double bytes(String size) {
        String[] parts = size.split(" ");
        int power = List.of("B", "KiB", "MiB", "GiB").indexOf(parts[1]);
        assertThat(power).as(size).isNotNegative();
        return Double.parseDouble(parts[0]) * Math.pow(1024, power);
    }

    @Test
    void findingsAreRankedBySeverity() throws IOException {
        List<Finding> findings = analyze(GoldenFiles.fixtures().resolve(LEGACY + "jdk7-icms-gclocker-concurrent-mode-failure.log"))
                .findings();
        assertThat(findings).extracting(Finding::code)
                .containsExactly("concurrent-mode-failure", "long-pause", "full-gc", "heap-sizing");
        assertThat(findings).extracting(Finding::severity).isSortedAccordingTo(Enum::compareTo);
    }

    @Test
    void everyRuleIsDocumentedWithItsThresholds() throws IOException {
        Path doc = GoldenFiles.fixtures().resolve("../../../../docs/FINDINGS.md").normalize();
        String text = Files.readString(doc, StandardCharsets.UTF_8);
        for (String code : Rules.codes()) {
            assertThat(text).as("docs/FINDINGS.md section for " + code).contains("\n## `" + code + "`");
        }
    }

    private static RunAnalysis analyze(Path log) throws IOException {
        List<RunAnalysis> logs = RunAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT).logs();
        assertThat(logs).hasSize(1);
        return logs.get(0);
    }
}
