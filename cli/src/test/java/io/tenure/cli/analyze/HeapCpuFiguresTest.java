package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /**
     * JDK 9 G1, gc*: eden and survivor per collection from its {@code Eden regions: 14->0(8)} and
     * {@code Survivor regions: 0->2(2)} lines times the region size ({@code Heap region size: 1M});
     * CPU from its {@code User=0.00s Sys=0.06s Real=0.01s} lines, metaspace from its {@code Metaspace:}
     * lines; one concurrent cycle, {@code GC(6) Concurrent Cycle 20.140ms}.
     */
    @Test
    void g1EdenSurvivorAgainstItsRegionLines() throws IOException {
        String name = "corpus/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-g1-gc-all_safepoint_os+cpu.txt";
        List<String> lines = Files.readAllLines(FIXTURES.resolve(name));
        assertThat(lines.get(1)).endsWith("Heap region size: 1M");
        Figures f = analyze(name);
        f.areaAsLogged("eden", transitions(lines, "Eden regions: (\\d+)->(\\d+)", M));
        f.areaAsLogged("survivor", transitions(lines, "Survivor regions: (\\d+)->(\\d+)", M));
        f.areaAsLogged("metaspace", transitions(lines, "Metaspace: (\\d+)K->(\\d+)K", K));
        f.cpuAsLogged(lines, Pattern.compile("User=(\\d+\\.\\d+)s Sys=(\\d+\\.\\d+)s Real=(\\d+\\.\\d+)s"));
        JsonNode concurrent = f.json.get("concurrent");
        assertThat(concurrent.get("cycles").asLong()).isEqualTo(1);
        assertThat(concurrent.get("maxMs").asDouble()).isCloseTo(20.140, within(0.001)); // GC(6) Concurrent Cycle 20.140ms
        f.text("  eden");
        f.text("  survivor");
        f.text("Cycles        1 concurrent cycle timed: total 20.1 ms");
        f.reportHas("eden", "survivor", "metaspace");
    }

    /**
     * JDK 8 G1 with -XX:+PrintGCDetails: eden and survivors from the memory summary
     * {@code [Eden: 15.0M(15.0M)->0.0B(10.0M) Survivors: 2048.0K->3072.0K Heap: 71.1M(96.0M)->71.2M(103.0M)]};
     * CPU from {@code [Times: user=0.03 sys=0.03, real=0.02 secs]}.
     */
    @Test
    void g1Jdk8EdenSurvivorsAgainstItsMemorySummary() throws IOException {
        String name = "corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1_ConcurrentCycle.txt";
        List<String> lines = Files.readAllLines(FIXTURES.resolve(name));
        Figures f = analyze(name);
        String size = "([0-9.]+[BKMG])";
        f.areaAsLogged("eden", transitions(lines, "\\[Eden: " + size + "\\([^)]*\\)->" + size, 0));
        f.areaAsLogged("survivor", transitions(lines, "Survivors: " + size + "->" + size, 0));
        f.cpuAsLogged(lines, Pattern.compile("user=(\\d+\\.\\d+) sys=(\\d+\\.\\d+), real=(\\d+\\.\\d+) secs"));
        f.reportHas("eden", "survivor");
    }

    /** JDK 8 Parallel: five [Times: ...] (user 0.40 s, sys 0.07 s, real 0.13 s); young generation from [PSYoungGen: ...]. */
    @Test
    void parallelJdk8() throws IOException {
        Figures f = analyze("corpus/gcviewer/src__test__resources__openjdk__SampleSun1_8_0Parallel_Tenuring_PrintGCCause.txt");
        f.cpu(5, 400, 70, 130);
        f.area("heap", 5, 575_536 * K, 2_076_672 * K); // line 9: [PSYoungGen: 0K->0K(678400K)] 575536K->575536K(2076672K)
        f.area("young", 5, 65_169 * K, 678_400 * K); // [PSYoungGen: 426925K->65169K(594432K)], capacity 678400K at line 9
        f.absent("eden"); // [PSYoungGen: ...] does not split the young generation
        f.absent("survivor");
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
     * {@code Concurrent cleanup 31M->8M(35M)} after update-refs: 26M before, 26M − 23M = 3M after;
     * its metaspace from the line Shenandoah writes after the cycle.
     */
    @Test
    void shenandoahJdk17() throws IOException {
        String name = "corpus/garbagecat/src__test__resources__data__dataset236.txt";
        Figures f = analyze(name);
        f.area("heap", 1, 3 * M, 35 * M);
        assertThat(f.json.get("heapDetail").get("heap").get("maxBeforeBytes").asLong()).isEqualTo(26 * M);
        // line 130, after the cycle and without its GC id: Metaspace: 3118K(3328K)->3130K(3328K) NonClass: …
        f.areaAsLogged("metaspace", transitions(Files.readAllLines(FIXTURES.resolve(name)),
                "Metaspace: (\\d+)K\\(\\d+K\\)->(\\d+)K", K));
        f.text("GC CPU        unknown (no [Times: ...] or gc,cpu lines)");
        f.reportRows("heap", "metaspace");
    }

    /**
     * Each match of {@code regex} in the log's lines as {before, after} bytes: its two groups are
     * counts of {@code unit} bytes, or sizes with their unit ({@code 15.0M}, {@code 2048.0K},
     * {@code 0.0B}) when {@code unit} is 0, rounded to the byte as the parser rounds.
     */
    private static List<long[]> transitions(List<String> lines, String regex, long unit) {
        Pattern pattern = Pattern.compile(regex);
        List<long[]> changes = new ArrayList<>();
        for (String line : lines) {
            Matcher m = pattern.matcher(line);
            if (m.find()) {
                changes.add(new long[] {bytes(m.group(1), unit), bytes(m.group(2), unit)});
            }
        }
        assertThat(changes).as(regex).isNotEmpty();
        return changes;
    }

    private static long bytes(String figure, long unit) {
        if (unit > 0) {
            return Long.parseLong(figure) * unit;
        }
        char suffix = figure.charAt(figure.length() - 1);
        long scale = switch (suffix) {
            case 'B' -> 1;
            case 'K' -> K;
            case 'M' -> M;
            case 'G' -> 1024 * M;
            default -> throw new AssertionError(figure);
        };
        return Math.round(Double.parseDouble(figure.substring(0, figure.length() - 1)) * scale);
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

        /** An area's figures equal what the log's own lines say: collections, extremes and means before and after. */
        void areaAsLogged(String name, List<long[]> changes) {
            JsonNode area = json.get("heapDetail").get(name);
            assertThat(area.get("collections").asLong()).as(name).isEqualTo(changes.size());
            assertThat(area.get("maxBeforeBytes").asLong()).as(name)
                    .isEqualTo(changes.stream().mapToLong(c -> c[0]).max().orElseThrow());
            assertThat(area.get("maxAfterBytes").asLong()).as(name)
                    .isEqualTo(changes.stream().mapToLong(c -> c[1]).max().orElseThrow());
            assertThat(area.get("meanBeforeBytes").asLong()).as(name)
                    .isEqualTo(Math.round(changes.stream().mapToDouble(c -> c[0]).sum() / changes.size()));
            assertThat(area.get("meanAfterBytes").asLong()).as(name)
                    .isEqualTo(Math.round(changes.stream().mapToDouble(c -> c[1]).sum() / changes.size()));
        }

        /** The area was not given apart by the log: no collection, every figure null. */
        void absent(String name) {
            JsonNode area = json.get("heapDetail").get(name);
            assertThat(area.get("collections").asLong()).as(name).isZero();
            assertThat(area.get("maxAfterBytes").isNull()).as(name).isTrue();
        }

        /** The CPU figures are the sums of the log's CPU lines ({@code pattern}: user, sys and real in seconds). */
        void cpuAsLogged(List<String> lines, Pattern pattern) {
            double[] sums = new double[3];
            long count = 0;
            for (String line : lines) {
                Matcher m = pattern.matcher(line);
                if (m.find()) {
                    count++;
                    for (int i = 0; i < 3; i++) {
                        sums[i] += Double.parseDouble(m.group(i + 1)) * 1e3;
                    }
                }
            }
            JsonNode cpu = json.get("cpu");
            assertThat(cpu.get("collections").asLong()).isEqualTo(count);
            assertThat(cpu.get("userMs").asDouble()).isCloseTo(sums[0], within(1e-6));
            assertThat(cpu.get("sysMs").asDouble()).isCloseTo(sums[1], within(1e-6));
            assertThat(cpu.get("realMs").asDouble()).isCloseTo(sums[2], within(1e-6));
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

        /** The HTML report's per-area table has these areas among its rows. */
        void reportHas(String... areas) {
            Table table = report.tables().stream().filter(t -> t.id().equals("heap-areas")).findFirst().orElseThrow();
            assertThat(table.rows()).extracting(r -> r.get(0)).contains((Object[]) areas);
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
