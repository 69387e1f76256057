package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rule table: every rule matches its own real lines (from the corpus and the generated logs)
 * and no other rule's. A new rule must bring lines here, and a changed prefix shows up as a
 * line that moved to another rule.
 */
class LineRuleTest {
    private static final Map<LineRule, List<String>> SAMPLES = new EnumMap<>(LineRule.class);

    static {
        SAMPLES.put(LineRule.PAUSE, List.of(
                "[0.207s][info][gc           ] GC(0) Pause Young (G1 Evacuation Pause) 14M->12M(128M) 7.033ms",
                "[0.030s][info ][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 6M->3M(64M) 3.176ms",
                "[1,303s][info][gc                ] GC(0) Pause Full (System.gc()) 10M->1M(128M) 5,526ms",
                "[0.310s][info][gc           ] GC(3) Pause Initial Mark 91M->91M(150M) 0.165ms",
                "[1.206s][info][gc,phases] GC(0) Pause Mark Start 1.279ms",
                "[0.193s][info][gc,phases   ] GC(2) Y: Pause Mark Start (Major) 0.009ms",
                "[0.891s][info][gc            ] GC(0) Pause Init Update Refs 0.033ms",
                "[28.414s][info][gc] GC(6) Pause Degenerated GC (Mark) 7686M->6159M(8192M) 5619.337ms"));
        SAMPLES.put(LineRule.PAUSE_START, List.of(
                "[0.200s][info][gc,start     ] GC(0) Pause Young (G1 Evacuation Pause)",
                "[2.816s][info][gc,start      ] GC(1) Pause Init Mark (unload classes)",
                "[424.767s][info][gc,stats       ] Pause Init Mark (G)         =     0.57 s (a =    14889 us) (n =    38)",
                "[0.061s][info][gc,stats    ] Pause Init Mark (N)                  53 us"));
        SAMPLES.put(LineRule.CONCURRENT_PHASE, List.of(
                "[0.313s][info][gc           ] GC(3) Concurrent Mark 2.667ms",
                "[0.312s][info][gc,marking   ] GC(6) Concurrent Mark (0.298s, 0.312s) 13.574ms",
                "[0.886s][info][gc            ] GC(0) Concurrent cleanup 64M->68M(8192M) 0.045ms",
                "[0.228s][info][gc,phases   ] GC(2) O: Concurrent Relocate 0.020ms"));
        SAMPLES.put(LineRule.CONCURRENT_OTHER, List.of(
                "[0.080s][info][gc,marking  ] GC(9) Concurrent Mark",
                "[157.490s][info] GC(15294) Concurrent Mark (94357.490s)",
                "[0.030s][debug][gc,ergo,refine] GC(0) Concurrent refinement times: Logged Cards Scan time goal: 20.00ms Logged Cards Scan time: 0.05ms HCC time: 0.00ms",
                "[0.061s][info][gc,stats    ] Concurrent Cleanup                    9 us"));
        SAMPLES.put(LineRule.SAFEPOINT_STOPPED, List.of(
                "[0.207s][info][safepoint    ] Total time for which application threads were stopped: 0.0072168 seconds, Stopping threads took: 0.0000337 seconds"));
        SAMPLES.put(LineRule.SAFEPOINT, List.of(
                "[0.034s][info][safepoint   ] Safepoint \"G1CollectForAllocation\", Time since last: 12689323 ns, Reaching safepoint: 3590 ns, Cleanup: 5060 ns, At safepoint: 2462 ns, Total: 11112 ns"));
        SAMPLES.put(LineRule.SAFEPOINT_BEGIN, List.of("[157.465s][info] Entering safepoint region: G1CollectForAllocation"));
        SAMPLES.put(LineRule.TENURING_HEADER, List.of(
                "[0.027s][debug][gc,age] GC(0) Desired survivor size 524288 bytes, new threshold 15 (max threshold 15)"));
        SAMPLES.put(LineRule.TENURING_TABLE, List.of(
                "[2022-08-03T06:58:41.321+0000][gc,age      ] GC(0) Age table with threshold 15 (max threshold 15)"));
        SAMPLES.put(LineRule.TENURING_AGE, List.of(
                "[2022-08-03T06:58:41.321+0000][gc,age      ] GC(0) - age   1:   16037032 bytes,   16037032 total"));
        SAMPLES.put(LineRule.HEAP_AT_GC, List.of(
                "[0.178s][debug][gc,heap     ] GC(3) Heap before GC invocations=3 (full 0):",
                "[0.187s][debug][gc,heap     ] GC(3) Heap after GC invocations=4 (full 0):",
                "[2026-11-22T02:37:49.368+0000][10423][10432][debug][gc,heap] GC(0) Heap Before GC invocations=0 (full 0):",
                "[2026-11-22T02:37:49.372+0000][10423][10432][debug][gc,heap] GC(0) Heap After GC invocations=1 (full 0):"));
        SAMPLES.put(LineRule.G1_HEAP_USED, List.of(
                "[0.178s][debug][gc,heap     ] GC(3)  garbage-first heap   total 65536K, used 30703K [0x00000000fc000000, 0x0000000100000000)",
                "[2026-11-22T02:37:49.368+0000][10423][10432][debug][gc,heap] GC(0)  garbage-first heap   total reserved 65536K,"
                        + " committed 65536K, used 15502K [0x00000000fc000000, 0x0000000100000000)"));
        SAMPLES.put(LineRule.REGION_SIZE, List.of(
                "[0.018s][info][gc,heap] Heap region size: 1M", "[0.005s][info ][gc,init       ] Heap Region Size: 1M"));
        SAMPLES.put(LineRule.REGIONS, List.of(
                "[0.207s][info][gc,heap      ] GC(0) Eden regions: 14->0(8)",
                "[0.207s][info][gc,heap      ] GC(0) Survivor regions: 0->2(2)",
                "[0.207s][info][gc,heap      ] GC(0) Old regions: 0->11",
                "[0.207s][info][gc,heap      ] GC(0) Humongous regions: 0->0",
                "[5.547s][info ][gc,heap        ] GC(0) Archive regions: 2->2"));
        SAMPLES.put(LineRule.GENERATION, List.of(
                "[0.217s][info][gc,heap      ] GC(0) PSYoungGen: 33275K->5090K(38400K)",
                "[0.217s][info][gc,heap      ] GC(0) ParOldGen: 0K->25596K(87552K)",
                "[0.227s][info][gc,heap      ] GC(0) ParNew: 42598K->5311K(47936K)",
                "[0.227s][info][gc,heap      ] GC(0) CMS: 0K->33624K(106496K)",
                "[0.773s][info ][gc,heap] GC(0) DefNew: 3371K(10944K)->0K(11008K) Eden: 3371K(5504K)->0K(5568K) From: 0K(5440K)->0K(5440K)",
                "[0.773s][info ][gc,heap] GC(0) Tenured: 1154K(16384K)->2099K(16384K)",
                "[0.324s][info][gc,heap        ] GC(3) Old: 86165K->34742K(106496K)"));
        SAMPLES.put(LineRule.COLLECTOR, List.of(
                "[0.022s][info][gc     ] Using G1", "[0.004s] Using Shenandoah", "Using Epsilon",
                "[0.004s][info][gc,init] Initializing The Z Garbage Collector",
                "[0.011s][info][gc     ] Using The Z Garbage Collector"));
        SAMPLES.put(LineRule.VERSION, List.of("[0.004s][info][gc,init] Version: 25.0.3+9-LTS (release)"));
        SAMPLES.put(LineRule.ZGC_GENERATIONAL_CYCLE, List.of(
                "[0.049s][info][gc          ] GC(0) Major Collection (Warmup) 8M(12%)->22M(34%) 0.007s",
                "[0.059s][info][gc          ] GC(3) Minor Collection (Allocation Rate)"));
        SAMPLES.put(LineRule.ZGC_CYCLE, List.of("[2.607s][info][gc] GC(2) Garbage Collection (Proactive) 19804M(10%)->20212M(10%)"));
        SAMPLES.put(LineRule.ZGC_STATISTICS, List.of(
                "[0.162s][info ][gc,heap     ] GC(2) y: Heap Statistics:",
                "[0.162s][info ][gc,heap     ] GC(2) y: Young Generation Statistics:",
                "[0.192s][info ][gc,heap     ] GC(1) O: Old Generation Statistics:",
                "[0.162s][info ][gc,heap     ] GC(2) y:      Used:       30M (47%)          36M (56%)          32M (50%)          28M (44%)    ",
                "[0.162s][info ][gc,heap     ] GC(2) y: Reclaimed:         -                  -                 2M (4%)           22M (35%)    ",
                "[0.162s][info ][gc,heap     ] GC(2) y:  Promoted:         -                  -                 1M (2%)            1M (2%)     "));
        SAMPLES.put(LineRule.CPU, List.of(
                "[0.207s][info][gc,cpu       ] GC(0) User=0.00s Sys=0.06s Real=0.01s",
                "[1,303s][info][gc,cpu            ] GC(0) User=0,01s Sys=0,00s Real=0,01s"));
        SAMPLES.put(LineRule.METASPACE, List.of(
                "[0.207s][info][gc,metaspace ] GC(0) Metaspace: 3644K->3644K(1056768K)",
                "[0.235s][info][gc,metaspace] GC(6) Metaspace: 258K(448K)->258K(448K) NonClass: 242K(320K)->242K(320K) Class: 15K(128K)->15K(128K)",
                "[2026-11-22T02:37:50.500+0000][0.080s][info][gc,metaspace] GC(0) Metaspace: 0M used, 0M committed, 1088M reserved",
                "[1.950s][info][gc,metaspace  ] Metaspace: 20586K->20750K(1069056K)"));
        SAMPLES.put(LineRule.TRIGGER, List.of(
                "[57.808s][info][gc           ] Trigger: Free (816M) is below minimum threshold (819M)",
                "[67.655s][info][gc            ] Trigger: Handle Allocation Failure",
                "[67.641s][info][gc            ] Cancelling GC: Allocation Failure",
                "[29.628s][info][gc            ] Cancelling concurrent GC: Allocation Failure"));
        SAMPLES.put(LineRule.OTHER, List.of(
                "[0.162s][info ][gc,heap     ] GC(2) y:      Live:         -                 7M (12%)           6M (10%)           6M (10%)    ",
                "[0.162s][info ][gc,heap     ] GC(2) y:  Capacity:       64M (100%)         64M (100%)         64M (100%)         64M (100%)",
                "[2026-11-22T02:37:50.500+0000][0.080s][info][gc,heap     ] GC(0)      Used:       34M (53%)          40M (62%)",
                "[0.140s][debug][gc,heap     ] GC(2) y:  ZHeap           used 28M, capacity 64M, max capacity 64M",
                "[0.178s][debug][gc,heap     ] GC(3)   region size 1024K, 26 young (26624K), 3 survivors (3072K)",
                "[0.010s][debug][gc,heap     ] Heap before GC invocations=0 (full 0):",
                "[0.200s][info][gc,task      ] GC(0) Using 4 workers of 4 for evacuation",
                "[0.207s][info][gc,phases    ] GC(0)   Evacuate Collection Set: 6.4ms",
                "[0.207s][info][gc,cpu       ] User=0.00s Sys=0.06s Real=0.01s",
                "[0.200s][info][safepoint    ] Application time: 0.1177031 seconds",
                "[0.048s][info][gc,mmu      ] GC(0) Y: MMU: 2ms/99.4%, 5ms/99.8%, 10ms/99.4%",
                "[0.212s][info][gc,phases   ] GC(2) Y: Young Generation 30M(31%)->26M(27%) 0.019s",
                "[201.482s][info][gc          ] Allocation Stall (Group1.Backend.CompositeBackend{Tier1}.1) 0.706ms",
                "[3.267s][info][gc,stats    ]       Young Pause: Pause Mark End                                0.003 / 0.014",
                "[0.014s][info][os,cpu] CPU:total 4 (initial active 4) (4 cores per cpu, 1 threads per core)",
                "[0.321s][info][gc            ] GC(12) To-space exhausted",
                "[29.675s][info][gc,phases      ] GC(831) Phase 1: Mark live objects 17.256ms"));
    }

    @Test
    void everyRuleHasSampleLines() {
        assertThat(SAMPLES.keySet()).containsExactlyInAnyOrder(LineRule.values());
    }

    @Test
    void eachRuleMatchesOnlyItsOwnLines() throws IOException {
        Decorations decorations = new Decorations();
        LineClassifier classifier = new LineClassifier();
        for (Map.Entry<LineRule, List<String>> entry : SAMPLES.entrySet()) {
            for (String text : entry.getValue()) {
                Line line = line(text);
                decorations.scan(line);
                assertThat(classifier.classify(line, decorations.messageStart())).as(text).isEqualTo(entry.getKey());
            }
        }
    }

    @Test
    void readsGcIdAndGenerationMarker() throws IOException {
        Decorations decorations = new Decorations();
        LineClassifier classifier = new LineClassifier();
        Line line = line("[0.193s][info][gc,phases   ] GC(12345) Y: Pause Mark Start (Major) 0.009ms");
        decorations.scan(line);
        classifier.classify(line, decorations.messageStart());
        assertThat(classifier.gcId()).isEqualTo(12345);
        assertThat(line.subSequence(classifier.bodyStart(), classifier.bodyStart() + 3)).hasToString("Y: ");
        assertThat(line.subSequence(classifier.subjectStart(), classifier.subjectStart() + 5)).hasToString("Pause");
    }

    static Line line(String text) throws IOException {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1))).next();
    }
}
