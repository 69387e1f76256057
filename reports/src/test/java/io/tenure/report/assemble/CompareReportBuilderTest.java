package io.tenure.report.assemble;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.report.ReportModel;
import io.tenure.report.Section;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a compare bundle says only what the session did: a note about --measure-from
 * only when it was given, and why a session without figures has none.
 */
class CompareReportBuilderTest {
    @TempDir
    Path dir;

    /** A session of one configuration whose one run exited 3 (tenure compare, JDK 17, 2026-11-26), paths shortened. */
    static String failedSession(String measureFrom) {
        return """
                {"schema":"tenure-compare/1","tool":"tenure","toolVersion":"0.1.0-SNAPSHOT",
                 "createdAt":"2026-11-26T09:31:21Z","updatedAt":"2026-11-26T09:31:21Z","complete":true,
                 "settings":{"javaArgs":["-cp","prog","Alloc","1"],"command":null,"workDir":"/work","environment":{},
                   "stdin":null,"repeat":1,"warmupRuns":0,"timeoutSeconds":600.0,"ready":null,"measureFrom":%s,
                   "untilCiPercent":null,"jfr":false},
                 "configs":[{"id":"openjdk-17-serial",
                   "jvm":{"id":"openjdk-17","vendor":"Debian","version":"17.0.21.1","vm":"OpenJDK 64-Bit Server VM",
                     "java":"/usr/lib/jvm/java-17-openjdk-amd64/bin/java"},
                   "collector":"serial","heapMB":null,"variant":null,"flags":["-XX:+UseSerialGC"],
                   "runs":[{"runId":"openjdk-17-serial-r0","repetition":0,"warmup":false,"order":0,"status":"failed",
                     "reason":"exit code 3\\n  command: java -XX:+UseSerialGC -cp prog Alloc 1\\n  | boom: failing on purpose",
                     "command":["java","-XX:+UseSerialGC","-cp","prog","Alloc","1"],"startedAt":"2026-11-26T09:31:21Z",
                     "loadAverage":2.22,"exitCode":3,"wallSeconds":0.163,"cpuSeconds":0.16,"cpuExact":true,
                     "gcPauseSeconds":0.0036,"gcPauseCount":2,"gcCpuSeconds":0.0,"gcCpuSource":"gc+cpu-log",
                     "peakRssMB":140.2,"readySeconds":null,"totalWallSeconds":0.163,
                     "files":{"gcLog":"runs/openjdk-17-serial-r0/gc.log","jfr":null,
                       "stdout":"runs/openjdk-17-serial-r0/stdout.txt","stderr":"runs/openjdk-17-serial-r0/stderr.txt"}}],
                   "summary":{"measuredRuns":0,"failedRuns":1,"wallSeconds":null,"cpuSeconds":null,"gcPauseSeconds":null,
                     "gcCpuSeconds":null,"peakRssMB":null,"readySeconds":null}}],
                 "pairs":[],
                 "costSplit":[{"config":"openjdk-17-serial","wallSeconds":null,"gcPauseSeconds":null,
                   "wallRemainderSeconds":null,"wallMutatorSlowdownSeconds":null,"cpuSeconds":null,"gcCpuSeconds":null,
                   "cpuRemainderSeconds":null,"cpuMutatorSlowdownSeconds":null,"wallLowerBoundOverhead":null,
                   "cpuLowerBoundOverhead":null}],
                 "minHeap":[],"model":[]}
                """.formatted(measureFrom);
    }

    private ReportModel report(String measureFrom) throws Exception {
        Files.writeString(dir.resolve("results.json"), failedSession(measureFrom));
        return CompareReportBuilder.build(dir, List.of("tenure", "report", dir.toString()), "test", "2026-11-26T10:00:00Z");
    }

    private static List<String> costSplitNotes(ReportModel report) {
        return report.sections().stream().filter(s -> s.id().equals("cost-split")).findFirst().map(Section::notes)
                .orElseThrow();
    }

    @Test
    void theMeasureFromNoteOnlyWhenThePhaseWasTimed() throws Exception {
        assertThat(costSplitNotes(report("null"))).noneMatch(n -> n.contains("--measure-from"));
        assertThat(costSplitNotes(report("\"^ready\""))).anyMatch(n -> n.contains("--measure-from"));
    }

    @Test
    void theSummaryNamesTheFailedRunsAndWhy() throws Exception {
        assertThat(report("null").summary()).anyMatch(line -> line.contains("1 run failed or timed out")
                && line.contains("openjdk-17-serial-r0 failed (exit code 3)"));
    }
}
