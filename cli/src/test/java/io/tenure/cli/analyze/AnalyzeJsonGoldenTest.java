package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.TimeWindow;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code tenure analyze --format json} (schema {@code tenure-analyze/2}) of real logs against golden
 * files in {@code fixtures/analyze/}, indented; the fixtures directory is written {@code fixtures}
 * and the version {@code golden} so that they compare anywhere. Regenerate with
 * {@code -Dgolden.update=true} and review the diff.
 */
class AnalyzeJsonGoldenTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures"));

    @ParameterizedTest
    @ValueSource(strings = {
        "gclogs/hotspot/legacy/jdk7-icms-gclocker-concurrent-mode-failure.log",
        "findings/corpus-garbagecat-jdk21-zgc-generational-safepoint-ttsp.log",
        "gclogs/hotspot/unified/jdk11-shenandoah-gcstar-uptime_level_tags.log",
        "gclogs/hotspot/unified/jdk25-zgc-gcstar-uptime_level_tags.log",
        "gclogs/hotspot/legacy/jdk8-serial-defnew-tenuring.log",
        // heap per area and CPU times, one log per collector (HeapCpuFiguresTest checks them against the lines)
        "corpus/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-jdk17-full-concurrent-cycle-g1-gc-all-safepont_os-cpu.txt",
        "corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0Parallel_Tenuring_PrintGCCause.txt",
        "corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0CMS_ScavengeBR_HeapAtGC_TenuringDist_PrintFLS.txt",
        "gclogs/hotspot/unified/jdk17-zgc-gcstar_safepoint-time_uptime_level_tags.log",
        "corpus/garbagecat/src__test__resources__data__dataset236.txt",
        // eden and survivor (G1 regions, JDK 8 G1's [Eden: ...]); Shenandoah's causes from its Trigger lines
        "corpus/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-g1-gc-all_safepoint_os+cpu.txt",
        "corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1_ConcurrentCycle.txt",
        "corpus/gctoolkit/gctoolkit-shenandoah-logs__shenandoah__shenandoah.log.2",
        // the formats of JVMs gone by: their "format" ids are in the schema's enum too
        "corpus/gcviewer/src__test__resources__jrockit__SampleJRockit1_6_verbose_gc_mode_gencon.txt",
        "corpus/gcviewer/src__test__resources__ibm__SampleIBM1_3_1.txt",
    })
    void jsonIsAsGolden(String fixture) throws IOException {
        Path log = FIXTURES.resolve(fixture);
        List<RunAnalysis> logs = RunAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT).logs();
        String actual = SummaryJson.pretty(logs.get(0), TimeWindow.ALL, "golden")
                .replace(FIXTURES.toString(), "fixtures");
        Path golden = FIXTURES.resolve("analyze").resolve(log.getFileName() + ".json");
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            return;
        }
        assertThat(golden).as("golden file (create it with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
}
