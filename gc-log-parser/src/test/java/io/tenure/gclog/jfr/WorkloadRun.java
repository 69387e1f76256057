package io.tenure.gclog.jfr;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of {@link GcWorkload} in a child JVM with both a unified GC log and a JFR recording.
 *
 * @param skipReason why the cell could not run (JDK absent, collector not in this build), or null
 */
record WorkloadRun(String cell, Path gcLog, Path recording, String skipReason) {
    private static final long TIMEOUT_SECONDS = 120;

    static WorkloadRun run(String cell, Path java, List<String> collectorFlags, Path dir)
            throws IOException, InterruptedException {
        if (!Files.isExecutable(java)) {
            return new WorkloadRun(cell, null, null, "no JVM at " + java);
        }
        Path log = dir.resolve(cell + ".log");
        Path jfr = dir.resolve(cell + ".jfr");
        Path out = dir.resolve(cell + ".out");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx32m"));
        command.addAll(collectorFlags);
        command.addAll(List.of("-Xlog:gc*:file=" + log, "-XX:StartFlightRecording=filename=" + jfr + ",settings=default",
                "-cp", classPath(), GcWorkload.class.getName(), "60", "60000"));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("timed out after " + TIMEOUT_SECONDS + " s: " + String.join(" ", command));
        }
        String output = Files.readString(out, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            if (output.contains("Unrecognized VM option") || output.contains("not supported")
                    || output.contains("Could not create the Java Virtual Machine")) {
                return new WorkloadRun(cell, null, null, collectorFlags + " not available in " + java + ": " + firstLine(output));
            }
            throw new IllegalStateException("exit " + p.exitValue() + ": " + String.join(" ", command) + "\n" + output);
        }
        return new WorkloadRun(cell, log, jfr, null);
    }

    private static String classPath() {
        try {
            return Path.of(GcWorkload.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }
}
