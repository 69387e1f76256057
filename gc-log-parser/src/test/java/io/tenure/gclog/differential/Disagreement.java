package io.tenure.gclog.differential;

import java.util.Map;
import java.util.Objects;

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
                    + " no event for an exclusive access without <gc-end>."));

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
