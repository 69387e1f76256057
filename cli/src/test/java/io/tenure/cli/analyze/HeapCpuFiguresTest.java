package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.analysis.RunAnalyzer;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.TimeWindow;
import io.tenure.io.Json;
import io.tenure.report.ReportModel;
import io.tenure.report.Table;
import io.tenure.report.assemble.LogReportBuilder;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heap-per-area and CPU figures of one log per collector, in text, JSON and the HTML report's
 * model, against the log's own lines (quoted beside each figure).
 */
class HeapCpuFiguresTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures"));
    private static final long K = 1024;
    private static final long M = 1024 * 1024;

    /** JDK 17 G1, gc*: nine gc,cpu lines (User 0.03 s, Sys 0.03 s, Real 0.04 s in all); Metaspace: 258K(448K)->258K(448K). */
    @Test
    void g1Jdk17() throws IOException {
        Figures f = analyze("corpus/gcviewer/src__test__resources__openjdk__unified-jvm-logging__"
                + "sample-ujl-jdk17-full-concurrent-cycle-g1-gc-all-safepont_os-cpu.txt");
        f.cpu(9, 30, 30, 40);
        f.area("metaspace", 7, 258 * K, 448 * K);
        f.area("heap", 9, 69 * M, 138 * M); // Pause Young (Normal) ... 75M->69M(138M), the highest after
        f.text("GC CPU        user 30.0 ms, sys 30.0 ms, real 40.0 ms over 9 pauses: 1.50 threads busy");
        f.reportRows("heap", "metaspace");
    }

    /** JDK 8 Parallel: five [Times: ...] (user 0.40 s, sys 0.07 s, real 0.13 s); young generation from [PSYoungGen: ...]. */
    @Test
    void parallelJdk8() throws IOException {
        Figures f = analyze("corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0Parallel_Tenuring_PrintGCCause.txt");
        f.cpu(5, 400, 70, 130);
        f.area("heap", 5, 575_536 * K, 2_076_672 * K); // line 9: [PSYoungGen: 0K->0K(678400K)] 575536K->575536K(2076672K)
        f.area("young", 5, 65_169 * K, 678_400 * K); // [PSYoungGen: 426925K->65169K(594432K)], capacity 678400K at line 9
        f.reportRows("heap", "young");
    }

    /** JDK 8 CMS (ParNew, remark): two [Times: ...], user=0.45 and 0.58, sys=0.02 both, real=0.12 and 0.17. */
    @Test
    void cmsJdk8() throws IOException {
        Figures f = analyze("corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0CMS_ScavengeBR_HeapAtGC_TenuringDist_PrintFLS.txt");
        f.cpu(2, 1030, 40, 290);
        f.text("GC CPU        user 1.03 s, sys 40.0 ms, real 290 ms over 2 pauses: 3.69 threads busy");
        f.reportRows("heap", "young", "old");
    }

    /**
     * JDK 17 ZGC (single generation), gc*: six cycles, each {@code Garbage Collection (Allocation Stall)
     * 64M(100%)->34M(53%)} or less after, the cycle's heap on its first pause; no gc,cpu lines.
     */
    @Test
    void zgcJdk17() throws IOException {
        Figures f = analyze("gclogs/hotspot/unified/jdk17-zgc-gcstar_safepoint-time_uptime_level_tags.log");
        f.cpu(0, -1, -1, -1);
        f.area("heap", 6, 34 * M, -1);
        assertThat(f.json.get("heapDetail").get("liveSet").get("minBytes").asLong()).isEqualTo(14 * M); // System.gc() cycle: 52M->14M
        assertThat(f.json.get("allocationRateMBps").isNull()).isFalse();
        assertThat(f.json.get("breakdowns").get("pausesByCause").get(0).get("name").asText()).isEqualTo("Allocation Stall");
        f.text("Live set      after 6 full, mixed or whole-heap collections: min 14.0 MiB, max 34.0 MiB, last 14.0 MiB");
        f.reportRows("heap");
    }

    /**
     * JDK 17 Shenandoah: one cycle, {@code Concurrent cleanup 26M->26M(32M)} after final mark and
     * {@code Concurrent cleanup 31M->8M(35M)} after update-refs: 26M before, 26M − 23M = 3M after.
     */
    @Test
    void shenandoahJdk17() throws IOException {
        Figures f = analyze("corpus/garbagecat/src__test__resources__data__dataset236.txt");
        f.area("heap", 1, 3 * M, 35 * M);
        assertThat(f.json.get("heapDetail").get("heap").get("maxBeforeBytes").asLong()).isEqualTo(26 * M);
        f.text("GC CPU        unknown (no [Times: ...] or gc,cpu lines)");
        f.reportRows("heap");
    }

    private static Figures analyze(String fixture) throws IOException {
        Path log = FIXTURES.resolve(fixture);
        List<RunAnalysis> logs = RunAnalyzer.analyzeAll(List.of(log), AnalysisOptions.DEFAULT).logs();
        RunAnalysis analysis = logs.get(0);
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            SummaryText.write(out, analysis);
        }
        JsonNode json = Json.mapper().readTree(SummaryJson.write(analysis, TimeWindow.ALL, "test"));
        ReportModel report = LogReportBuilder.build(ReportSources.log(log.toString(), List.of(log)), List.of(log), List.of("tenure", "analyze"),
                "test", "2026-01-01T00:00:00Z");
        return new Figures(text.toString(), json, report);
    }

    private record Figures(String text, JsonNode json, ReportModel report) {
        /** Collections with CPU times and their sums in ms; -1: null (no collection logged them). */
        void cpu(long collections, double userMs, double sysMs, double realMs) {
            JsonNode cpu = json.get("cpu");
            assertThat(cpu.get("collections").asLong()).isEqualTo(collections);
            figure(cpu.get("userMs"), userMs);
            figure(cpu.get("sysMs"), sysMs);
            figure(cpu.get("realMs"), realMs);
        }

        /** An area's collections, largest occupancy after and largest capacity (-1: null). */
        void area(String name, long collections, long maxAfterBytes, long maxCapacityBytes) {
            JsonNode area = json.get("heapDetail").get(name);
            assertThat(area.get("collections").asLong()).as(name).isEqualTo(collections);
            assertThat(area.get("maxAfterBytes").asLong()).as(name).isEqualTo(maxAfterBytes);
            if (maxCapacityBytes < 0) {
                assertThat(area.get("maxCapacityBytes").isNull()).as(name).isTrue();
            } else {
                assertThat(area.get("maxCapacityBytes").asLong()).as(name).isEqualTo(maxCapacityBytes);
            }
        }

        void text(String row) {
            assertThat(text).contains(row);
        }

        /** The HTML report's per-area table lists exactly these areas; its heap chart is there. */
        void reportRows(String... areas) {
            Table table = report.tables().stream().filter(t -> t.id().equals("heap-areas")).findFirst().orElseThrow();
            assertThat(table.rows()).extracting(r -> r.get(0)).containsExactly((Object[]) areas);
            assertThat(report.charts()).extracting(c -> c.id()).contains("heap-areas");
        }

        private static void figure(JsonNode node, double expected) {
            if (expected < 0) {
                assertThat(node.isNull()).isTrue();
            } else {
                assertThat(node.asDouble()).isEqualTo(expected);
            }
        }
    }
}
