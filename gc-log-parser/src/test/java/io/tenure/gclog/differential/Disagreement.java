package io.tenure.gclog.differential;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A file on which tenure and GCViewer 1.36 may not agree, with which tool is wrong and why, as
 * verified by reading the log. {@code verifiedPauses} and {@code verifiedTotalMs} are what the log
 * itself says (counted by hand or by grep, the command given in the reason): the tool that is
 * right must find exactly that many pauses and that total within 1 %.
 *
 * @param file path below the corpus root ({@code gc-logs/…}) or tenure's fixtures ({@code fixtures/gclogs/…})
 */
record Disagreement(String file, WrongTool wrongTool, long verifiedPauses, double verifiedTotalMs, String reason) {
    enum WrongTool { GCVIEWER, TENURE }

    Disagreement {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(wrongTool, "wrongTool");
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("an explanation needs a reason: " + file);
        }
    }

    private static final String ZGC_GENERATIONAL = "GCViewer 1.36 (2019) predates generational ZGC (JDK 21): its unified"
            + " reader rejects every 'GC(n) y:/Y:/O: Pause Mark Start|Mark End|Relocate Start' line as"
            + " 'Unknown gc type' (its warnings) and finds no pause. The log has ";

    private static final String NESTED = " promotion failure: the young collection that cannot promote runs a full"
            + " collection inside its own safepoint and logs it first, 'GC(n+1) Pause Full' then 'GC(n) Pause Young',"
            + " the young pause's duration including the full one. GCViewer adds both durations, counting the full"
            + " collection twice; tenure counts the young pause's own share only (a nested-pause note). ";
    private static final String NESTED_SERIAL = "Serial" + NESTED;
    private static final String NESTED_CMS = "CMS" + NESTED;

    /** The table, one entry per file; see docs/gcviewer-corpus.tsv for GCViewer's side. */
    static final Map<String, Disagreement> KNOWN = index(
            new Disagreement("gc-logs/garbagecat/src__test__resources__data__dataset243.txt", WrongTool.GCVIEWER, 153, 0.969,
                    "ZGC (JDK 21, non-generational) whose pause lines carry only the uptime decoration"
                    + " ('[0.125s] GC(0) Pause Mark Start 0.004ms'): GCViewer's unified reader skips lines"
                    + " without [level][tags] silently (0 pauses, no warning). The log has 153 'Pause Mark"
                    + " Start/End' lines totalling 0.969 ms (grep -E 'GC\\([0-9]+\\) Pause .*ms$')."),
            new Disagreement("gc-logs/garbagecat/src__test__resources__data__dataset271.txt", WrongTool.GCVIEWER, 5, 0.031,
                    ZGC_GENERATIONAL + "5 such pause lines totalling 0.031 ms."),
            new Disagreement("gc-logs/garbagecat/src__test__resources__data__dataset272.txt", WrongTool.GCVIEWER, 3, 0.025,
                    ZGC_GENERATIONAL + "3 such pause lines totalling 0.025 ms."),
            new Disagreement("gc-logs/garbagecat/src__test__resources__data__dataset278.txt", WrongTool.GCVIEWER, 3, 0.420,
                    ZGC_GENERATIONAL + "3 such pause lines totalling 0.420 ms (decorated time,level,tags)."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__openjdk__SampleOpenJdk1_8_0-332.txt", WrongTool.GCVIEWER, 8, 197.536,
                    "JDK 8 Shenandoah: GCViewer also reads the rows of the 'GC STATISTICS' tables printed at"
                    + " shutdown ('Pause Init Mark (G)   8027 us') as pauses, in seconds (10 phantom pauses"
                    + " of 286 to 8027 s: 33,364,000 ms). The log has 8 completed pauses '[Pause …, N ms]'"
                    + " totalling 197.536 ms (3.341+4.423+0.027+0.267+1.745+3.130+0.114+184.489)."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1PrintGCID.txt", WrongTool.GCVIEWER, 7, 35.4645,
                    "JDK 8 G1 with -XX:+PrintGCID: every event starts with '#N: ', which GCViewer's G1 reader"
                    + " does not expect; it reports 11 unparsed lines and finds no pause. The log has 5 young"
                    + " pauses (8.7570, 7.1813, 5.2858, 3.7303, 5.0319 ms), a remark (4.0559 ms) and a cleanup"
                    + " (1.4223 ms): 7 pauses, 35.4645 ms."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1HumongousMixed.txt", WrongTool.GCVIEWER, 1, 47.0136,
                    "JDK 8 G1: the only pause line is interleaved with a concurrent event ('[GC pause (G1"
                    + " Humongous Allocation) (young)2015-05-01T11:26:29.701+0200: … [GC"
                    + " concurrent-root-region-scan-end, …]' then ', 0.0470136 secs]' on the next line);"
                    + " GCViewer reports 2 unparsed lines and no pause. The log has 1 pause of 47.0136 ms."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__ibm__SampleIBMJ9_R28_concurrent_collection.txt", WrongTool.GCVIEWER, 1, 1182.375,
                    "OpenJ9/J9 R28: the final phase of a concurrent global collection runs with exclusive VM"
                    + " access from <exclusive-start> (line 3) to <exclusive-end durationms=\"1182.375\">"
                    + " (line 46): one stop-the-world pause of 1182.375 ms. GCViewer's R28 reader files no"
                    + " event for it (1 warning)."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__ibm__SampleIBMJ9_R28_concurrentMinimal.txt", WrongTool.GCVIEWER, 1, 0.809,
                    "OpenJ9/J9 R28: <exclusive-start> … <exclusive-end durationms=\"0.809\"> around the start of"
                    + " a global cycle is one stop-the-world pause of 0.809 ms; GCViewer's R28 reader files"
                    + " no event for an exclusive access without <gc-end>."),
            new Disagreement("gc-logs/gctoolkit/gctoolkit-gclogs__preunified__g1gc__corrupted__no_young_intro.log", WrongTool.GCVIEWER, 1, 85.423,
                    "Corrupted on purpose (gctoolkit's corrupted/ set): the young pause record has lost its first"
                    + " line ('… [GC pause (G1 Evacuation Pause) (young)'), so its start, kind and cause are gone;"
                    + " what is left is one pause whose own total is '0,0854230 secs' (85.423 ms, line 15), with"
                    + " its phase details, memory summary and times. tenure reads that pause (of unknown type,"
                    + " [record-head-lost]). GCViewer files the phase line '[Other: 17,2 ms]' (line 29) as the"
                    + " pause, 17.2 ms."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__ibm__SampleIBM1_3_1.txt", WrongTool.GCVIEWER, 16, 10409.0,
                    "IBM classic 1.3.1 text: the world stops 16 times, six collections outside an allocation"
                    + " failure (GC(1)-GC(6): 1077+355+273+228+264+4211 = 6408 ms, their 'freed … in N ms' lines)"
                    + " and ten allocation failures, each stopped from '<AF[n]: Allocation Failure' to '<AF[n]:"
                    + " completed in N ms>' (4001 ms: grep -o 'completed in [0-9]* ms'), the collection and any heap"
                    + " expansion after it included: 10409 ms. GCViewer counts the collection's own time and the"
                    + " expansion as two pauses (21 pauses, 10399 ms: the ~1 ms of each AF outside both is lost)."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__jrockit__SampleJRockit1_6_verbose_gc_mode_gencon.txt", WrongTool.GCVIEWER, 44, 734.808,
                    "JRockit R28 with -Xverbose:gcpause: the 15 old collections stop the world 44 times, the"
                    + " '[pau]' lines (grep -c '\\[pau\\]'), 734.808 ms in all, which is also the sum of the"
                    + " summaries' 'sum of pauses'. GCViewer files one pause per collection, as long as its"
                    + " 'longest pause' (15 pauses, 638.548 ms)."),
            new Disagreement("gc-logs/gctoolkit/gctoolkit-gclogs__preunified__g1gc__corrupted__full_concurrent_mark_failure.log", WrongTool.GCVIEWER, 2, 18419.666,
                    "JDK 8 G1: a young (initial-mark) pause of 223.725 ms ('0.2237250 secs', line 8), then a"
                    + " 'Full GC (Allocation Failure)' (line 32) whose record is interrupted by two concurrent"
                    + " lines and ends ' 9212M->4852M(27G), 18.1959410 secs]' (line 34). GCViewer throws on lines 33"
                    + " and 34 and loses the 18195.941 ms full collection. The log has 2 pauses, 18419.666 ms."),
            new Disagreement("gc-logs/garbagecat/src__test__resources__data__dataset142.txt", WrongTool.GCVIEWER, 2, 520.7447,
                    "JDK 8 CMS with -XX:+CMSScavengeBeforeRemark: the 'GC (CMS Final Remark)' record (lines 4-21,"
                    + " interrupted by a -XX:+PrintHeapAtGC block) holds a ParNew collection of 0.2207345 secs and"
                    + " ends '[1 CMS-remark: …] …, 0.5207447 secs]': one safepoint of 520.7447 ms with the young"
                    + " collection inside (tenure: young 220.7345 ms + remark's own 300.0102 ms). GCViewer fails on"
                    + " line 22 ('problem resetting stream') and drops the remark: 1 pause, 220.735 ms."),
            new Disagreement("gc-logs/gctoolkit/gctoolkit-gclogs__unified__cms__gc_trace.log", WrongTool.GCVIEWER, 612, 1052.361,
                    NESTED_CMS + "3 such pairs by their gc,start lines: GC(263) in GC(262), GC(333) in GC(332), GC(497) in"
                    + " GC(496), 14.284 + 14.918 + 13.854 = 43.056 ms counted twice by GCViewer (1095.417 ms)."
                    + " The log's 612 pause lines less the enclosed durations: 1052.361 ms."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-cms-gc-all_safepoint_os+cpu.txt",
                    WrongTool.GCVIEWER, 12, 62.454,
                    NESTED_CMS + "2 such pairs by their gc,start lines: full GC(5) 9.509 ms in young GC(4) 9.590 ms, full"
                    + " GC(10) 15.029 ms in young GC(9) 15.238 ms; GCViewer counts both (86.992 ms). The 12 pause"
                    + " lines less the enclosed durations: 62.454 ms."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-serial-gc-all_safepoint_os+cpu.txt",
                    WrongTool.GCVIEWER, 4, 27.858,
                    NESTED_SERIAL + "full GC(3) 6.987 ms inside young GC(2) 7.118 ms by their gc,start lines; GCViewer counts"
                    + " both (34.845 ms). The 4 pause lines less the enclosed duration: 27.858 ms."),
            new Disagreement("gc-logs/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-serial-gc-defaults.txt",
                    WrongTool.GCVIEWER, 11, 66.124,
                    NESTED_SERIAL + "with -Xlog:gc only (no gc,start lines) each 'GC(n+1) Pause Full' line precedes 'GC(n)"
                    + " Pause Young' at the same uptime and lies within it: GC(3) 7.097 ms in GC(2) 7.236 ms, GC(7)"
                    + " 6.775 ms in GC(6) 8.156 ms, GC(10) 3.942 ms in GC(9) 4.018 ms; GCViewer counts both (83.938"
                    + " ms). The 11 pause lines less 17.814 ms enclosed: 66.124 ms."),
            new Disagreement("fixtures/gclogs/hotspot/legacy/jdk8-shenandoah-details.log", WrongTool.GCVIEWER, 7, 13.047,
                    "The first 170 lines of gcviewer's SampleOpenJdk1_8_0-332.txt (JDK 8 Shenandoah): GCViewer reads"
                    + " the 'GC STATISTICS' rows ('Pause Init Mark (G)   8027 us') as pauses in seconds (7 phantom"
                    + " pauses, 24,182,000 ms). The log has 7 completed pauses '[Pause …, N ms]': 3.341 + 4.423 +"
                    + " 0.027 + 0.267 + 1.745 + 3.130 + 0.114 = 13.047 ms."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk25-g1-gc_gc+age=trace_gc+heap=debug-utctime_pid_tid_level_tags.log",
                    WrongTool.GCVIEWER, 14, 36.689,
                    "JDK 25 G1 decorated utctime,pid,tid,level,tags: GCViewer 1.36's unified reader does not accept"
                    + " the [pid][tid] decorations and rejects every line ('no match'), finding no pause. The log has"
                    + " 14 'GC(n) Pause … ms' lines totalling 36.689 ms (grep -E 'GC\\([0-9]+\\) Pause .*ms$')."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk25-g1-gc_safepoint-uptime_level_tags-stdout-with-application-output.log",
                    WrongTool.GCVIEWER, 62, 204.004,
                    "JDK 25 G1: 20 young pauses end '(Evacuation Failure: Allocation) 64M->64M(64M) 0.6ms' (JDK 21+"
                    + " wording); GCViewer 1.36 rejects them ('no match') and loses 17.575 ms. The log has 62 'GC(n)"
                    + " Pause … ms' lines totalling 204.004 ms; GCViewer finds 42, 186.429 ms."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk25-zgc-gcstar-uptime_level_tags.log", WrongTool.GCVIEWER, 23, 0.122,
                    ZGC_GENERATIONAL + "23 such pause lines totalling 0.122 ms (JDK 25: ZGC is always generational)."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk25-zgc-gcstar_gc+heap=debug-uptime_level_tags.log", WrongTool.GCVIEWER,
                    54, 0.836, ZGC_GENERATIONAL + "54 such pause lines totalling 0.836 ms"
                    + " (grep -E 'GC\\([0-9]+\\) [yYO]: Pause .*ms$')."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk21-zgc-generational-gcstar_gc+heap=debug-uptime_level_tags.log",
                    WrongTool.GCVIEWER, 51, 0.996, ZGC_GENERATIONAL + "51 such pause lines totalling 0.996 ms"
                    + " (grep -E 'GC\\([0-9]+\\) [yYO]: Pause .*ms$')."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk21-zgc-generational-gcstar-uptimemillis_pid_tid_level_tags.log",
                    WrongTool.GCVIEWER, 19, 0.256,
                    ZGC_GENERATIONAL + "19 such pause lines totalling 0.256 ms (and GCViewer does not accept its [pid][tid]"
                    + " decorations either)."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk21-parallel-gcstar-timenanos_uptimenanos_level_tags.log",
                    WrongTool.GCVIEWER, 32, 132.048,
                    "JDK 21 Parallel decorated timenanos,uptimenanos,level,tags ('[3322107924601ns][15449061ns][info]…'):"
                    + " GCViewer 1.36's unified reader does not accept nanosecond decorations and rejects every line"
                    + " ('no match'), finding no pause. The log has 32 'GC(n) Pause … ms' lines totalling 132.048 ms."),
            new Disagreement("fixtures/gclogs/hotspot/unified/jdk11-cms-gc-uptime_level_tags.log", WrongTool.GCVIEWER, 20, 113.575,
                    NESTED_CMS + "with -Xlog:gc only (no gc,start lines): '[0.227s] GC(15) Pause Full (Allocation Failure)"
                    + " 61M->8M(61M) 44.238ms' then '[0.227s] GC(14) Pause Young (Allocation Failure) 61M->8M(61M)"
                    + " 44.299ms', the same heap change ending at the same time; GCViewer counts both (157.813 ms)."
                    + " The 20 pause lines less the enclosed 44.238 ms: 113.575 ms."));

    /**
     * Fixtures that are byte-for-byte copies of a corpus file (checked by
     * {@code GcViewerDifferentialTest}): they share its explanation.
     */
    static final Map<String, String> COPIES = Map.ofEntries(
            Map.entry("fixtures/gclogs/ibmtext/corpus-gcviewer-ibm1.3.1-classic-verbosegc.log",
            "gc-logs/gcviewer/src__test__resources__ibm__SampleIBM1_3_1.txt"),
            Map.entry("fixtures/gclogs/jrockit/corpus-gcviewer-jrockit1.6-gencon-memory_gcpause.log",
            "gc-logs/gcviewer/src__test__resources__jrockit__SampleJRockit1_6_verbose_gc_mode_gencon.txt"),
            Map.entry("fixtures/gclogs/hotspot/legacy/corrupted-missing-intro-line.log",
            "gc-logs/gctoolkit/gctoolkit-gclogs__preunified__g1gc__corrupted__no_young_intro.log"),
            Map.entry("fixtures/gclogs/hotspot/legacy/jdk8-g1-full-gc-during-concurrent-mark.log",
            "gc-logs/gctoolkit/gctoolkit-gclogs__preunified__g1gc__corrupted__full_concurrent_mark_failure.log"),
            Map.entry("fixtures/gclogs/hotspot/legacy/jdk8-g1-humongous-mixed.log",
            "gc-logs/gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1HumongousMixed.txt"),
            Map.entry("fixtures/gclogs/hotspot/legacy/jdk8-g1-printgcid.log",
            "gc-logs/gcviewer/src__test__resources__openjdk__SampleSun1_8_0G1PrintGCID.txt"),
            Map.entry("fixtures/gclogs/hotspot/unified/corpus-garbagecat-jdk21-zgc-generational-major-uptime_level_tags.log",
            "gc-logs/garbagecat/src__test__resources__data__dataset271.txt"),
            Map.entry("fixtures/gclogs/hotspot/unified/corpus-garbagecat-jdk21-zgc-generational-minor-uptime_level_tags.log",
            "gc-logs/garbagecat/src__test__resources__data__dataset272.txt"),
            Map.entry("fixtures/gclogs/hotspot/unified/corpus-gcviewer-cms-gcstar_safepoint_os+cpu-uptime_level_tags.log",
            "gc-logs/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-cms-gc-all_safepoint_os+cpu.txt"),
            Map.entry("fixtures/gclogs/hotspot/unified/corpus-gcviewer-serial-gcstar_safepoint_os+cpu-uptime_level_tags.log",
            "gc-logs/gcviewer/src__test__resources__openjdk__unified-jvm-logging__sample-ujl-serial-gc-all_safepoint_os+cpu.txt"),
            Map.entry("fixtures/gclogs/openj9/SampleIBMJ9_R28_concurrentMinimal.xml",
            "gc-logs/gcviewer/src__test__resources__ibm__SampleIBMJ9_R28_concurrentMinimal.txt"),
            Map.entry("fixtures/gclogs/openj9/SampleIBMJ9_R28_concurrent_collection.xml",
            "gc-logs/gcviewer/src__test__resources__ibm__SampleIBMJ9_R28_concurrent_collection.txt"));

    /** The explanation for {@code file}, its own or, for a copied fixture, its original's. */
    static Optional<Disagreement> forFile(String file) {
        Disagreement own = KNOWN.get(file);
        return own != null || !COPIES.containsKey(file) ? Optional.ofNullable(own) : Optional.ofNullable(KNOWN.get(COPIES.get(file)));
    }

    private static Map<String, Disagreement> index(Disagreement... disagreements) {
        Map<String, Disagreement> byFile = new java.util.TreeMap<>();
        for (Disagreement d : disagreements) {
            if (byFile.put(d.file(), d) != null) {
                throw new IllegalArgumentException("two explanations for " + d.file());
            }
        }
        return Map.copyOf(byFile);
    }
}
