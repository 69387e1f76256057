package io.tenure.cli.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenure.cli.Summaries;
import io.tenure.gclog.analysis.RunAnalysis;
import io.tenure.gclog.metrics.TimeWindow;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Exact output of the three summary formats, on a summary whose figures are known. */
class SummaryWritersTest {
    @Test
    void textTellsTheStoryOfTheLog() {
        StringWriter text = new StringWriter();
        SummaryText.write(new PrintWriter(text), Summaries.withFinding(Summaries.oneRun()));

        assertThat(text.toString()).isEqualTo(String.join("\n",
                "gc.log",
                "  Findings      1 (0 critical, 1 warning, 0 info), most severe first",
                "  WARNING  [full-gc] 1 full collection (100 ms in total); causes: Allocation Failure × 1",
                "           gc.log:7: Pause Full (Allocation Failure) 100 ms",
                "           what to do: more heap",
                "           see docs/FINDINGS.md#full-gc",
                "  Format        hotspot-unified (HotSpot unified logging, JDK 9+ (-Xlog:gc*))",
                "  JVM           G1, version 17.0.10+7-LTS",
                "  Elapsed       10.0 s in 1 JVM run",
                "  Pauses        5 pauses, 200 ms in total",
                "                      mean        p50        p90        p99      p99.9        max",
                "                   40.0 ms    30.0 ms     100 ms     100 ms     100 ms     100 ms",
                "  Intervals     4, mean 1.71 s, p50 1.90 s, p10 990 ms",
                "  Overhead      2.00 % of elapsed time in pauses (throughput 98.00 %)",
                "  Allocation    1.14 MiB/s, promotion unknown",
                "  Survival      s median 0.2441, mean 0.2441 over 2 young collections",
                "  Collections   young 4, mixed 0, full 1, concurrent cycles 0",
                "  Heap          unknown (no collection logged its occupancy)",
                "  Live set      unknown (no full, mixed or whole-heap concurrent collection logged the heap)",
                "  GC CPU        unknown (no [Times: ...] or gc,cpu lines)",
                "  By cause      Allocation Failure                       1 ×     100 ms  max 100 ms",
                "                G1 Evacuation Pause                      4 ×     100 ms  max 30.0 ms",
                "  By kind       young                                    4 ×     100 ms  max 30.0 ms",
                "                full                                     1 ×     100 ms  max 100 ms",
                "  Diagnostics   1 problem (1 unparsed line), 1 foreign line skipped",
                "  gc.log:42: warning: [unparsed-line] not understood",
                "      [1.000s][info][gc] GC(9) Pause Young (Normal) ???",
                ""));
    }

    @Test
    void textSaysWhereEachFurtherJvmRunStarts() {
        StringWriter text = new StringWriter();
        SummaryText.write(new PrintWriter(text), RunAnalysis.figuresOnly(Summaries.twoRuns()));

        assertThat(text.toString()).contains(
                "\n  Elapsed       10.0 s in 2 JVM runs (run 2: uptime reset in gc.log.1)\n");
    }

    @Test
    void csvHasARowForEachRun() {
        StringWriter csv = new StringWriter();
        SummaryCsv.write(new PrintWriter(csv), List.of(Summaries.oneRun(), Summaries.oneRun(), Summaries.twoRuns()));

        assertThat(csv.toString().lines().skip(3).map(l -> String.join(",", java.util.Arrays.asList(l.split(",")).subList(0, 4))))
                .containsExactly("3,1,log start,gc.log", "3,2,uptime reset,gc.log.1");
    }

    @Test
    void jsonHasEveryContractKeyWithNullForUnknownFigures() throws Exception {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY); // a decimal comma must not leak into JSON
        try {
            JsonNode json = new ObjectMapper().readTree(SummaryJson.write(Summaries.withFinding(Summaries.oneRun()),
                    TimeWindow.ALL, "9.9"));

            assertThat(json.fieldNames().next()).isEqualTo("schema");
            assertThat(json.get("schema").asText()).isEqualTo("tenure-analyze/2");
            JsonNode finding = json.get("findings").get(0);
            assertThat(finding.get("code").asText()).isEqualTo("full-gc");
            assertThat(finding.get("severity").asText()).isEqualTo("warning");
            assertThat(finding.get("evidence").get(0).toString())
                    .isEqualTo("{\"file\":\"gc.log\",\"line\":7,\"figures\":\"Pause Full (Allocation Failure) 100 ms\"}");
            assertThat(finding.get("docUrl").asText()).isEqualTo("docs/FINDINGS.md#full-gc");
            for (String key : List.of("tool", "version", "inputs", "format", "jvm", "elapsedSeconds", "pauses", "intervals",
                    "overheadPercent", "throughputPercent", "allocationRateMBps", "promotionRateMBps", "survival",
                    "collections", "diagnostics", "runs")) {
                assertThat(json.has(key)).as(key).isTrue();
            }
            assertThat(json.get("tool").asText()).isEqualTo("tenure");
            assertThat(json.get("format").asText()).isEqualTo("hotspot-unified");
            assertThat(json.get("jvm").get("vendor").isNull()).isTrue();
            assertThat(json.get("jvm").get("collector").asText()).isEqualTo("G1");
            assertThat(json.get("promotionRateMBps").isNull()).isTrue();
            assertThat(json.get("pauses").get("p999Ms").decimalValue()).isEqualByComparingTo("100");
            assertThat(json.get("allocationRateMBps").toString()).isEqualTo("1.136");
            assertThat(json.get("survival").get("median").toString()).isEqualTo("0.244141");
            assertThat(json.get("survival").get("copyMedian").isNull()).isTrue();
            assertThat(json.get("survival").get("series").toString()).isEqualTo("[0.437988,0.050293]");
            assertThat(json.get("collections").toString()).isEqualTo("{\"young\":4,\"mixed\":0,\"full\":1,\"concurrentCycles\":0}");
            JsonNode sample = json.get("diagnostics").get("samples").get(0);
            assertThat(sample.get("file").asText()).isEqualTo("gc.log");
            assertThat(sample.get("line").asLong()).isEqualTo(42);
            assertThat(sample.get("text").asText()).isEqualTo("[1.000s][info][gc] GC(9) Pause Young (Normal) ???");
            assertThat(sample.get("reason").asText()).isEqualTo("not understood");
            assertThat(json.get("runs").get(0).get("run").get("startedBy").asText()).isEqualTo("log start");
            assertThat(json.get("runs").get(0).has("diagnostics")).isFalse();
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void csvHasOneRowPerRunUnderAFixedHeader() {
        StringWriter csv = new StringWriter();
        SummaryCsv.write(new PrintWriter(csv), List.of(Summaries.oneRun()));

        String[] lines = csv.toString().split("\r\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0].split(",")).hasSize(SummaryCsv.COLUMNS.size());
        assertThat(lines[1]).isEqualTo("1,1,log start,gc.log,hotspot-unified,,17.0.10+7-LTS,G1,10.000,5,200.000,40.000,"
                + "30.000,100.000,100.000,100.000,100.000,4,1710.000,1900.000,990.000,2.0000,98.0000,1.136,,2,0.244141,"
                + "0.244141,,4,0,1,0,,1,1");
    }
}
