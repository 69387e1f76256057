package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.input.Line;
import java.io.IOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each rule of the table matches its own lines and no other rule's (the gctoolkit discipline:
 * a new rule cannot silently steal lines from an old one). Samples are real lines from the
 * fixtures and the corpus, after their stamps.
 */
class LegacyRuleTest {
    private static final Map<LegacyRule, List<String>> SAMPLES = new EnumMap<>(LegacyRule.class);

    static {
        SAMPLES.put(LegacyRule.GC_RECORD, List.of(
                "[GC (Allocation Failure) 0.265: [DefNew",
                "[GC (Allocation Failure) ",
                "[Full GC (Ergonomics) [PSYoungGen: 10736K->0K(141824K)] [ParOldGen: 120015K->115085K(271872K)] 130751K->115085K(413696K), [Metaspace: 4211K->4210K(1056768K)], 0.0229614 secs] [Times: user=0.14 sys=0.00, real=0.03 secs] ",
                "[GC11.487: [ParNew",
                "[GC 17024K->2610K(83008K), 0.0108498 secs]",
                "[GC pause (G1 Evacuation Pause) (young), 0.0069788 secs]",
                "[GC remark 0.303: [GC ref-proc, 0.0000700 secs], 0.0010462 secs]",
                "[GC cleanup 75M->25M(103M), 0.0004412 secs]",
                "[GC (CMS Initial Mark) [1 CMS-initial-mark: 29170K(546176K)] 45355K(791936K), 0.0017923 secs] [Times: user=0.00 sys=0.00, real=0.00 secs] ",
                "[GC[YG occupancy: 830688 K (1310720 K)]",
                "[GC-- [PSYoungGen: 1000K->1000K(2000K)] 3000K->3000K(4000K), 0.01 secs]"));
        SAMPLES.put(LegacyRule.TIMES, List.of(" [Times: user=0.03 sys=0.03, real=0.02 secs] ", " [Times: user=0,87 sys=0,00, real=0,08 secs]"));
        SAMPLES.put(LegacyRule.G1_MEMORY, List.of(
                "   [Eden: 15.0M(15.0M)->0.0B(10.0M) Survivors: 2048.0K->3072.0K Heap: 71.1M(96.0M)->71.2M(103.0M)]",
                "   [Eden: 2486,0M(2486,0M)->0,0B(320,0M) Survivors: 36,0M->36,0M Heap: 4982,3M(5704,0M)->2498,4M(5704,0M)]",
                "   [Eden: 0.0B(51.0M)->0.0B(51.0M) Survivors: 0.0B->0.0B Heap: 1023.9M(1024.0M)->1021.4M(1024.0M)], [Metaspace: 4211K->4210K(1056768K)]"));
        SAMPLES.put(LegacyRule.SAFEPOINT, List.of(
                "Total time for which application threads were stopped: 0.0274941 seconds",
                "Total time for which application threads were stopped: 3.4745182 seconds, Stopping threads took: 0.0003802 seconds"));
        SAMPLES.put(LegacyRule.TENURING_THRESHOLD, List.of("Desired survivor size 557056 bytes, new threshold 1 (max 15)"));
        SAMPLES.put(LegacyRule.TENURING_AGE, List.of("- age   1:    1114112 bytes,    1114112 total"));
        SAMPLES.put(LegacyRule.CMS_CONCURRENT, List.of("[CMS-concurrent-mark: 0.044/0.047 secs] [Times: user=0.27 sys=0.02, real=0.05 secs] ",
                "[CMS-concurrent-abortable-preclean-start]"));
        SAMPLES.put(LegacyRule.G1_CONCURRENT, List.of("[GC concurrent-mark-end, 0.0011728 secs]", "[GC concurrent-root-region-scan-start]",
                "[GC concurrent-string-deduplication, 304.0B->0.0B(304.0B), avg 79.5%, 0.0000180 secs]", "[GC concurrent-mark-abort]"));
        SAMPLES.put(LegacyRule.SHENANDOAH_PAUSE, List.of("[Pause Init Mark (process weakrefs), 3.341 ms]",
                "[Pause Degenerated GC (Update Refs) 3941M->1733M(3966M), 184.489 ms]"));
        SAMPLES.put(LegacyRule.SHENANDOAH_CONCURRENT, List.of("[Concurrent marking (process weakrefs), 866.393 ms]",
                "[Concurrent cleanup 1613M->1361M(1636M), 0.092 ms]"));
        SAMPLES.put(LegacyRule.JVM_VERSION, List.of(
                "Java HotSpot(TM) 64-Bit Server VM (25.20-b23) for bsd-amd64 JRE (1.8.0_20-b26), built on Jul 30 2014 13:37:47 by \"java_re\" with gcc 4.2.1",
                "OpenJDK 64-Bit Server VM (25.342-b07) for linux-amd64 JRE (1.8.0_342-b07), built on Jul 16 2022 09:19:19 by \"openjdk\" with gcc 4.4.7"));
        SAMPLES.put(LegacyRule.COMMAND_LINE, List.of("CommandLine flags: -XX:InitialHeapSize=268435456 -XX:+UseG1GC "));
        SAMPLES.put(LegacyRule.SHENANDOAH_PHASE_START, List.of("[Pause Init Mark (process weakrefs), start]", "[Concurrent reset, start] "));
        SAMPLES.put(LegacyRule.APPLICATION_TIME, List.of("Application time: 0,0001290 seconds"));
        SAMPLES.put(LegacyRule.G1_ERGONOMICS, List.of(" 0.290: [G1Ergonomics (CSet Construction) add young regions to CSet, eden: 15 regions, survivors: 2 regions]",
                "[G1Ergonomics (Concurrent Cycles) initiate concurrent cycle, reason: concurrent cycle initiation requested]"));
        SAMPLES.put(LegacyRule.PS_ADAPTIVE_SIZE, List.of("AdaptiveSizeStart: 11.669 collection: 1 ", "AdaptiveSizeStop: collection: 1 ",
                "PSAdaptiveSizePolicy::compute_eden_space_size: costs minor_time: 0.000524 major_cost: 0.000000",
                "AdaptiveSizePolicy::survivor space sizes: collection: 3 (524288, 524288) -> (524288, 524288) ",
                "  avg_survived_padded_avg: 6590827.000000  avg_promoted_padded_avg: 6064364.000000  tenuring_thresh: 6"));
        SAMPLES.put(LegacyRule.G1_PHASE_DETAIL, List.of("   [Parallel Time: 11.2 ms, GC Workers: 4]",
                "      [GC Worker Start (ms): Min: 289.9, Avg: 290.0, Max: 290.0, Diff: 0.0]",
                "      [GC Worker Start (ms):  5052.3  5052.3  5052.3", "         [Processed Buffers : 45 63 123 50"));
        SAMPLES.put(LegacyRule.G1_PHASE_STATISTICS, List.of("       Min: 5052.3, Avg: 5052.3, Max: 5052.4, Diff: 0.1]",
                "          Sum: 1249, Avg: 83, Min: 45, Max: 128, Diff: 83]"));
        SAMPLES.put(LegacyRule.HEAP_AT_GC, List.of("{Heap before GC invocations=1 (full 1):", "Heap after GC invocations=2 (full 1):"));
        SAMPLES.put(LegacyRule.HEAP_SUMMARY, List.of("Heap"));
        SAMPLES.put(LegacyRule.HEAP_BLOCK_END, List.of("}"));
        SAMPLES.put(LegacyRule.FLS_STATISTICS, List.of("Statistics for BinaryTreeDictionary:", "------------------------------------",
                "Total Free Space: 469745664", "Max   Chunk Size: 469745664", "Number of Blocks: 1", "Av.  Block  Size: 469745664",
                "Tree      Height: 1", " free=469745664 frag=0.0000", "Before GC:", "After GC:"));
        SAMPLES.put(LegacyRule.CMS_ABORT_PRECLEAN, List.of(" CMS: abort preclean due to time "));
        SAMPLES.put(LegacyRule.CMS_PRECLEAN_REFERENCES, List.of(
                "[Preclean SoftReferences, 0.0000058 secs]2016-03-22T10:06:43.527-0100: 55.127: [Preclean WeakReferences, 0.0000103 secs]"));
        SAMPLES.put(LegacyRule.GC_LOCKER, List.of("GC locker: Trying a full collection because scavenge failed"));
        SAMPLES.put(LegacyRule.HEAP_DETAIL, List.of(" par new generation   total 1310720K, used 830688K [0x0000000640000000, 0x00000006a0000000)",
                "  eden space 1048576K,  76% used [0x0000000640000000, 0x000000067140a1f0, 0x0000000680000000)",
                "PSYoungGen total 76800K, used 41007K [0x00000007aaa80000, 0x00000007b0000000, 0x0000000800000000)",
                " Metaspace       used 38929K, capacity 43528K, committed 43796K, reserved 1087488K",
                " 268435456K total, 261685248K committed, 226747245K used", " 8192 x 32768K regions"));
        SAMPLES.put(LegacyRule.JVM_MEMORY, List.of("Memory: 4k page, physical 16777216k(599444k free)"));
        SAMPLES.put(LegacyRule.PROC_MEMINFO, List.of("/proc/meminfo:"));
        SAMPLES.put(LegacyRule.LOG_ROTATION, List.of("2019-01-31 20:17:42 GC log file created /run/gc.log.32",
                "GC log file has reached the maximum size. Saved as /run/gc.log.31"));
        SAMPLES.put(LegacyRule.SHENANDOAH_INFO, List.of("Regions: 3991 x 1024K", "Shenandoah heuristics: Adaptive",
                "Trigger: Learning 1 of 5. Free (2792M) is below initial threshold (2793M)", "Cancelling GC: Stopping VM"));
        SAMPLES.put(LegacyRule.SHENANDOAH_DETAIL, List.of("    Using 2 of 2 workers for init marking",
                "    Pacer for Mark. Expected Live: 399M, Free: 2792M, Non-Taxable: 279M, Alloc Tax Rate: 0.2x",
                "    Adaptive CSet Selection. Target Free: 565M, Actual Free: 2610M, Max CSet: 166M, Min Garbage: 0B"));
        SAMPLES.put(LegacyRule.SHENANDOAH_CYCLE_STATISTICS, List.of("Concurrent Reset                    353 us",
                "Pause Init Mark (G)                8027 us", "    UR: Thread Roots                239 us, workers (us): 118, 120, ",
                "      0 of  4436 ms (  0.0%): <total>"));
        SAMPLES.put(LegacyRule.SHENANDOAH_METASPACE, List.of(", [Metaspace: 16207K->16308K(1064960K)]"));
        SAMPLES.put(LegacyRule.SHENANDOAH_STATISTICS, List.of("GC STATISTICS:"));
    }

    @ParameterizedTest
    @EnumSource(LegacyRule.class)
    void matchesItsOwnLinesOnly(LegacyRule rule) {
        assertThat(SAMPLES).as("samples for %s", rule).containsKey(rule);
        for (String line : SAMPLES.get(rule)) {
            assertThat(LegacyRule.classify(line)).as("classify(%s)", line).isEqualTo(rule);
            for (LegacyRule other : LegacyRule.values()) {
                if (other != rule) {
                    assertThat(other.match(line)).as("%s must not match a %s line: %s", other, rule, line).isNull();
                }
            }
        }
    }

    /** The hand-written match of a record's first line agrees with GC_RECORD's pattern on generated and corpus lines. */
    @Test
    void theHandWrittenRecordStartAgreesWithThePattern() throws IOException {
        String[] pieces = {"[", "GC", "Full GC", "Full", " GC", "--", "-", " concurrent-", " concurrent", " ", "(", ")", "[", "]",
            "0", "7", ".", "x", "\n", "\r", "\u0085", "\u2028", "\u2029", "\u00e9", "pause (young)", ", 0.07 secs]"};
        Random random = new Random(29);
        int records = 0;
        for (int t = 0; t < 200_000; t++) {
            StringBuilder line = new StringBuilder();
            if (random.nextBoolean()) {
                line.append(random.nextBoolean() ? "[GC" : "[Full GC");
            }
            for (int k = random.nextInt(6); k >= 0; k--) {
                line.append(pieces[random.nextInt(pieces.length)]);
            }
            String text = line.toString();
            boolean byHand = LegacyRule.isRecordStart(text);
            assertThat(byHand).as("'%s'", text).isEqualTo(LegacyRule.GC_RECORD.match(text) != null);
            records += byHand ? 1 : 0;
        }
        assertThat(records).as("generated record starts").isGreaterThan(10_000);
        for (String line : LegacyFixtures.corpusAndFixtureLines()) {
            assertThat(LegacyRule.isRecordStart(line)).as("'%s'", line).isEqualTo(LegacyRule.GC_RECORD.match(line) != null);
            int stamps = line.indexOf(": [");
            String afterStamps = stamps < 0 ? line : line.substring(stamps + 2);
            assertThat(LegacyRule.isRecordStart(afterStamps)).as("'%s'", afterStamps)
                    .isEqualTo(LegacyRule.GC_RECORD.match(afterStamps) != null);
        }
    }

    /** On every line of the corpus and the fixtures, read as a String or as a Line, the hand match agrees with the pattern. */
    @Test
    void theHandWrittenDetailMatchAgreesWithThePatternOnEveryCorpusLine() throws IOException {
        int detail = 0;
        for (String line : LegacyFixtures.corpusAndFixtureLines()) {
            boolean byHand = LegacyRule.isPhaseDetail(Line.of(line));
            assertThat(byHand).as("'%s'", line).isEqualTo(LegacyRule.G1_PHASE_DETAIL.match(line) != null);
            assertThat(LegacyRule.isPhaseDetail(LegacyFixtures.line(line))).as("as a Line: '%s'", line).isEqualTo(byHand);
            detail += byHand ? 1 : 0;
        }
        assertThat(detail).as("corpus detail lines").isGreaterThan(10_000);
    }

    /** Continuations of a split record and application output are left to the record assembler and the foreign check. */
    @ParameterizedTest
    @ValueSource(strings = {
        ": 8704K->1088K(9792K), 0.0039555 secs] 8704K->1634K(31680K), 0.0041700 secs] [Times: user=0.00 sys=0.00, real=0.00 secs] ",
        "[PSYoungGen: 65536K->10720K(76288K)] 65536K->57485K(251392K), 0.0273442 secs]",
        ", 0.0115587 secs]",
        " (initial-mark), 0.28645100 secs]",
        "[Rescan (parallel) , 0.0173509 secs]",
        "    at org.infinispan.server.Bootstrap.main(Bootstrap.java:47)",
        "20:40:55,453 FATAL (Connection.Receiver) thread pool is full",
        "Hello, world"})
    void leavesOtherLinesUnclassified(String line) {
        assertThat(LegacyRule.classify(line)).isNull();
    }

    /**
     * The hand-written match of G1 detail lines agrees with the rule's pattern on lines built from
     * the characters that decide it (indents of every whitespace kind, brackets, the excluded
     * words, letters, digits), and where it says yes, no other rule matches: classify may stop there.
     */
    @Test
    void theHandWrittenDetailMatchAgreesWithThePatternAndExcludesEveryOtherRule() {
        String[] pieces = {" ", "  ", "\t", "\r", "\u000B", "\f", "\n", "[", "]", "Eden:", "Times:", "G1Ergonomics",
            "G1Ergonomics ", "Ede", "Parallel Time: 11.2 ms", "x", "Z", "_", "1", ": ", "(ms)", " Avg: 3.0", "\u00e9"};
        Random random = new Random(7);
        int detail = 0;
        for (int t = 0; t < 200_000; t++) {
            StringBuilder line = new StringBuilder();
            if (random.nextBoolean()) {
                line.append(pieces[random.nextInt(7)]).append('['); // most real lines of this kind
            }
            for (int k = random.nextInt(7); k >= 0; k--) {
                line.append(pieces[random.nextInt(pieces.length)]);
            }
            String text = line.toString();
            boolean byHand = LegacyRule.isPhaseDetail(Line.of(text));
            assertThat(byHand).as("'%s'", text).isEqualTo(LegacyRule.G1_PHASE_DETAIL.match(text) != null);
            if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
                // as the reader asks it, of the line's bytes
                assertThat(LegacyRule.isPhaseDetail(LegacyFixtures.line(text))).as("as a Line: '%s'", text).isEqualTo(byHand);
            }
            if (byHand) {
                detail++;
                for (LegacyRule other : LegacyRule.values()) {
                    if (other != LegacyRule.G1_PHASE_DETAIL) {
                        assertThat(other.match(text)).as("%s on '%s'", other, text).isNull();
                    }
                }
            }
        }
        assertThat(detail).as("generated detail lines").isGreaterThan(1_000);
    }
}
