package io.tenure.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenure.bundle.AllocationCheck;
import io.tenure.bundle.BenchResults;
import io.tenure.bundle.Bundle;
import io.tenure.bundle.BundleReader;
import io.tenure.bundle.BundleWriter;
import io.tenure.bundle.CellResult;
import io.tenure.bundle.CellSummary;
import io.tenure.bundle.HeapSizing;
import io.tenure.bundle.HostIdentity;
import io.tenure.bundle.MeasurementWindow;
import io.tenure.bundle.RunResult;
import io.tenure.bundle.RunStatus;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.io.Json;
import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Result bundles for the report tests, assembled from real forks of tenure's survival workload
 * ({@code fixtures/reports/bundles/<jvm>/runs/}, made by {@code make-runs.sh}): each run's GC log is read with
 * the real analyzer, its workload result gives the measured time, and the bundle is written with
 * the one {@link BundleWriter} under the {@code tenure-bench/1} contract. (Built at test time
 * because {@code tenure bench} could not run in this tree when the runs were made.) Each cell's
 * summary over its runs is the committed bundle's, as the bench's summarizer wrote it: the reports
 * read bundles, they do not make them, so they do not depend on the benchmark module.
 */
final class FixtureBundles {
    /** The committed bundles, one per JVM: {@code bundles/<jvm id>/} with its {@code runs/}. */
    static final Path BUNDLES = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
            "reports", "bundles");

    private FixtureBundles() {
    }

    /**
     * Assembles the bundle of one JVM (e.g. {@code openjdk-17}) from its runs into {@code target},
     * its host named {@code hostname}. With {@code hostname} "vm" this is the committed bundle.
     */
    static Path build(Path target, String jvmId, String hostname) throws IOException {
        Files.createDirectories(target.resolve("runs"));
        Map<String, List<RunResult>> runsByCell = new TreeMap<>();
        Map<String, CellResult> cellTemplates = new TreeMap<>();
        List<Path> runDirs;
        try (Stream<Path> list = Files.list(BUNDLES.resolve(jvmId).resolve("runs"))) {
            runDirs = list.filter(p -> p.getFileName().toString().startsWith(jvmId + "_")).sorted().toList();
        }
        for (Path runDir : runDirs) {
            String name = runDir.getFileName().toString();
            String[] parts = name.split("_");
            String gc = parts[1];
            double p = Double.parseDouble(parts[2].substring(1));
            int repetition = Integer.parseInt(parts[3].substring(1));
            Path copy = target.resolve("runs").resolve(name);
            Files.createDirectories(copy);
            try (Stream<Path> files = Files.list(runDir)) {
                for (Path f : files.toList()) {
                    Files.copy(f, copy.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                }
            }
            String cellId = jvmId + "_" + gc + "_p" + parts[2].substring(1);
            RunResult run = run(copy, "runs/" + name, name, jvmId, gc, p, repetition).onHost(HostIdentity.of(host(hostname)));
            runsByCell.computeIfAbsent(cellId, k -> new ArrayList<>()).add(run);
            cellTemplates.putIfAbsent(cellId, cell(cellId, jvmId, gc, p, copy, null, List.of()));
        }
        Map<String, CellSummary> summaries = new TreeMap<>();
        BundleReader.results(BUNDLES.resolve(jvmId).resolve(Bundle.RESULTS)).orElseThrow().cells()
                .forEach(c -> summaries.put(c.id(), c.summary()));
        List<CellResult> cells = new ArrayList<>();
        for (Map.Entry<String, List<RunResult>> e : runsByCell.entrySet()) {
            CellResult t = cellTemplates.get(e.getKey());
            boolean ok = e.getValue().stream().anyMatch(r -> r.status() == RunStatus.OK);
            String reason = ok ? null : e.getValue().get(0).reason();
            cells.add(new CellResult(t.id(), t.jvm(), t.collector(), t.collectorName(), t.heapConfig(), t.heapMB(),
                    t.youngMB(), t.survivorRatio(), t.flags(), t.variant(), t.jvmArgs(), t.target(), ok ? RunStatus.OK : RunStatus.FAILED, reason,
                    summaries.get(e.getKey()), e.getValue()));
        }
        BundleWriter store = new BundleWriter(target);
        store.write(new BenchResults(BenchResults.SCHEMA, "tenure", "0.1.0-SNAPSHOT", "2026-11-22T02:58:00Z",
                "2026-11-22T02:59:00Z", new BenchResults.Settings(2, 42, 300, false, "order-statistic (binomial) CI of the median"),
                Bundle.HOST, cells));
        store.writeHost(host(hostname));
        return target;
    }

    /** The build machine's facts as they were recorded with the runs (see SOURCES.md), in the tenure-host/1 shape. */
    static HostFingerprint host(String hostname) {
        return new HostFingerprint(HostFingerprint.SCHEMA, "2026-11-22T02:58:00Z", hostname,
                new HostFingerprint.Os("Linux", "6.18.44-fc-v769", "amd64", null, null, null),
                new HostFingerprint.Cpu("Intel(R) Xeon(R) Processor", 2, null, null, 2), 25276063744L, null, 1, null,
                new HostFingerprint.Container(false, List.of()));
    }

    private static RunResult run(Path dir, String relative, String id, String jvmId, String gc, double p, int repetition)
            throws IOException {
        Path exitFile = dir.resolve("exitcode.txt");
        int exitCode = Files.exists(exitFile) ? Integer.parseInt(Files.readString(exitFile).strip()) : 0;
        List<String> command = command(jvmId, gc, p, relative);
        if (exitCode != 0) {
            List<String> out = Files.readAllLines(dir.resolve("stdout.txt"));
            String reason = "exit code " + exitCode + (out.isEmpty() ? "" : ": " + out.get(out.size() - 1));
            return new RunResult(id, repetition, RunStatus.FAILED, reason, exitCode, "2026-11-22T02:58:00Z", null, null,
                    null, "not analysed: the run failed", null, command, new RunResult.Outputs(relative + "/gc.log", null,
                    null, null, relative + "/stdout.txt", relative + "/stderr.txt"), null, null, null, null);
        }
        JsonNode workload = Json.readTree(dir.resolve("workload.json"));
        GcSummary s = GcLogAnalyzer.analyze(List.of(dir.resolve("gc.log")));
        GcSummary.PauseStats pauses = s.pauses();
        return new RunResult(id, repetition, RunStatus.OK, null, 0, "2026-11-22T02:58:00Z",
                new RunResult.Times(null, workload.path("elapsedSeconds").asDouble(), workload.path("cpuSeconds").asDouble()),
                new RunResult.GcFigures(value(s.survival().median()), value(s.survival().mean()),
                        value(s.survival().copyMedian()), s.survival().youngCollections(), value(s.overheadPercent()),
                        new RunResult.PauseFigures(pauses.count(), pauses.totalMs(), value(pauses.meanMs()),
                                value(pauses.p50Ms()), value(pauses.p90Ms()), value(pauses.p99Ms()), value(pauses.p999Ms()),
                                value(pauses.maxMs())),
                        new RunResult.IntervalFigures(s.intervals().count(), value(s.intervals().meanMs()))),
                new RunResult.Allocation(workload.path("allocatedBytes").asLong(),
                        workload.path("analyticAllocatedBytes").asLong(),
                        AllocationCheck.fromJson(workload.path("allocationCheck").asText()),
                        workload.path("keptFraction").asDouble()),
                "ok", MeasurementWindow.WHOLE_RUN, command,
                new RunResult.Outputs(relative + "/gc.log", null, null, relative + "/workload.json", null, null), null, null,
                null, null);
    }

    private static CellResult cell(String id, String jvmId, String gc, double p, Path runDir, String reason,
                                   List<RunResult> runs) throws IOException {
        Path workloadFile = runDir.resolve("workload.json");
        JsonNode w = Files.exists(workloadFile) ? Json.readTree(workloadFile) : Json.mapper().createObjectNode();
        boolean temurin = jvmId.startsWith("temurin");
        CellResult.JvmInfo jvm = new CellResult.JvmInfo(jvmId, w.path("javaVendor").asText(temurin ? "Eclipse Adoptium" : "Debian"),
                w.path("javaVersion").asText(temurin ? "25.0.3" : "17.0.21.1"), w.path("vmName").asText("OpenJDK 64-Bit Server VM"),
                temurin ? 25 : 17, temurin ? "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java" : "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");
        String name = switch (gc) {
            case "serial" -> "Serial";
            case "parallel" -> "Parallel";
            case "epsilon" -> "Epsilon";
            default -> gc;
        };
        long heapMB = gc.equals("epsilon") ? 32 : 96;
        return new CellResult(id, jvm, gc, name, gc.equals("epsilon") ? HeapSizing.DEFAULT : HeapSizing.FIXED_YOUNG, heapMB,
                gc.equals("epsilon") ? null : 12L, gc.equals("epsilon") ? null : 8, flags(gc), null, List.of(),
                new CellResult.Target(p, 16, "64", 1, 48, "fifo", "bytes", 64, 8, 42), RunStatus.OK, reason, null, runs);
    }

    private static List<String> flags(String gc) {
        return switch (gc) {
            case "serial" -> List.of("-XX:+UseSerialGC", "-Xms96m", "-Xmx96m", "-Xmn12m", "-XX:SurvivorRatio=8");
            case "parallel" -> List.of("-XX:+UseParallelGC", "-XX:-UseAdaptiveSizePolicy", "-Xms96m", "-Xmx96m", "-Xmn12m",
                    "-XX:SurvivorRatio=8");
            case "epsilon" -> List.of("-XX:+UnlockExperimentalVMOptions", "-XX:+UseEpsilonGC", "-Xms32m", "-Xmx32m");
            default -> throw new IllegalArgumentException(gc);
        };
    }

    /** The fork's command as make-runs.sh ran it. */
    private static List<String> command(String jvmId, String gc, double p, String relative) {
        List<String> command = new ArrayList<>();
        command.add(jvmId.startsWith("temurin") ? "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"
                : "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");
        command.addAll(flags(gc));
        command.add("-Xlog:gc,gc+age=trace:file=" + relative + "/gc.log:uptime,level,tags:filecount=0");
        command.addAll(List.of("-cp", "tenure.jar", "io.tenure.bench.workload.SurvivalWorkload", "survival=" + p,
                "lifetimeMB=16", "lifetime=fifo", "objectBytes=64", "shape=bytes", "chains=64", "threads=1", "warmupMB=8",
                "workMB=48", "seed=42", "result=" + relative + "/workload.json"));
        return command;
    }

    private static Double value(OptionalDouble d) {
        return d.isPresent() && Double.isFinite(d.getAsDouble()) ? d.getAsDouble() : null;
    }
}
