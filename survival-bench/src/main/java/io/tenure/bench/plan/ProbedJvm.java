package io.tenure.bench.plan;

import io.tenure.platforms.Collector;
import io.tenure.platforms.JvmFamily;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * A JVM described by asking it ({@code java -XshowSettings:properties -version}) and, for
 * collectors that a build may leave out, by launching {@code java <flags> -version}. The built-in
 * stand-in for the {@code platforms} module's discovery and catalog; HotSpot only.
 */
public final class ProbedJvm implements JvmTarget {
    private static final long PROBE_TIMEOUT_SECONDS = 60;

    private final String id;
    private final Path javaExecutable;
    private final String vendor;
    private final String version;
    private final String vmName;
    private final int featureVersion;
    private List<Collector> collectors;

    ProbedJvm(String id, Path javaExecutable, String vendor, String version, String vmName, int featureVersion) {
        this.id = Objects.requireNonNull(id);
        this.javaExecutable = Objects.requireNonNull(javaExecutable);
        this.vendor = Objects.requireNonNull(vendor);
        this.version = Objects.requireNonNull(version);
        this.vmName = Objects.requireNonNull(vmName);
        this.featureVersion = featureVersion;
    }

    /**
     * Probes the JVM at {@code path}: a Java home or a {@code java} executable.
     *
     * @throws IOException when it is no runnable JVM
     */
    public static ProbedJvm probe(Path path) throws IOException {
        Path java = Files.isDirectory(path) ? path.resolve("bin").resolve(isWindows() ? "java.exe" : "java") : path;
        if (!Files.isExecutable(java)) {
            throw new IOException("not a JVM: no executable " + java);
        }
        ProcessResult result = run(List.of(java.toString(), "-XshowSettings:properties", "-version"));
        if (result.exitCode != 0) {
            throw new IOException("not a runnable JVM: " + java + " exited with " + result.exitCode + ": " + result.tail());
        }
        Map<String, String> props = SettingsOutput.properties(result.output);
        String version = props.getOrDefault("java.version", "unknown");
        String vendor = props.getOrDefault("java.vendor", "unknown");
        String vmName = props.getOrDefault("java.vm.name", "unknown");
        int feature = SettingsOutput.featureVersion(props.getOrDefault("java.specification.version", version));
        Path home = Path.of(props.getOrDefault("java.home", java.getParent().getParent().toString()));
        String implementor = SettingsOutput.releaseValue(home, "IMPLEMENTOR").orElse(vendor);
        String id = SettingsOutput.distribution(implementor, vmName) + "-" + feature
                + (vmName.toLowerCase(Locale.ROOT).contains("zero") ? "-zero" : "");
        return new ProbedJvm(id, java, vendor, version, vmName, feature);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Path javaExecutable() {
        return javaExecutable;
    }

    @Override
    public String vendor() {
        return vendor;
    }

    @Override
    public String version() {
        return version;
    }

    @Override
    public String vmName() {
        return vmName;
    }

    @Override
    public int featureVersion() {
        return featureVersion;
    }

    @Override
    public synchronized List<Collector> collectors() {
        if (collectors == null) {
            List<Collector> found = new ArrayList<>();
            for (Collector c : Collector.values()) {
                if (c.family() == JvmFamily.HOTSPOT && runs(c)) {
                    found.add(c);
                }
            }
            collectors = List.copyOf(found);
        }
        return collectors;
    }

    @Override
    public List<String> collectorFlags(Collector collector) {
        List<String> flags = HotSpotFlags.collectorFlags(collector, featureVersion).orElse(null);
        if (flags == null || !collectors().contains(collector)) {
            throw new IllegalArgumentException(collector.id() + " is not available on " + id);
        }
        return flags;
    }

    @Override
    public List<String> gcLogFlags(Path logFile) {
        return HotSpotFlags.gcLogFlags(featureVersion, logFile);
    }

    @Override
    public List<String> jfrFlags(Path jfrFile) {
        return HotSpotFlags.jfrFlags(featureVersion, jfrFile);
    }

    private boolean runs(Collector collector) {
        List<String> flags = HotSpotFlags.collectorFlags(collector, featureVersion).orElse(null);
        if (flags == null) {
            return false;
        }
        // Serial is in every HotSpot build; the Zero VM runs Serial (and Epsilon) only, which
        // the probe below finds out by itself.
        List<String> command = new ArrayList<>();
        command.add(javaExecutable.toString());
        command.addAll(flags);
        command.add("-version");
        try {
            return run(command).exitCode == 0;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public String toString() {
        return id + " (" + vendor + " " + version + ", " + vmName + ", " + javaExecutable + ")";
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    }

    private static ProcessResult run(List<String> command) throws IOException {
        Path out = Files.createTempFile("tenure-probe", ".txt");
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            boolean done = p.waitFor(PROBE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (!done) {
                p.destroyForcibly();
                throw new IOException("no answer within " + PROBE_TIMEOUT_SECONDS + " s: " + String.join(" ", command));
            }
            return new ProcessResult(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while probing " + command.get(0), e);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private record ProcessResult(int exitCode, String output) {
        String tail() {
            String trimmed = output.strip();
            return trimmed.length() <= 400 ? trimmed : "..." + trimmed.substring(trimmed.length() - 400);
        }
    }
}
