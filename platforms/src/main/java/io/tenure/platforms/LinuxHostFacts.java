package io.tenure.platforms;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads the host facts from Linux's {@code /proc}, {@code /sys} and {@code /etc} under a root
 * directory, falling back to what the JVM can say portably (system properties,
 * {@code OperatingSystemMXBean}) on other systems. Every read is small and tolerant: a missing
 * or odd file gives null for that fact only.
 */
final class LinuxHostFacts {
    /** cgroup v1 reports "no limit" as a huge page-aligned number, e.g. 9223372036854771712. */
    private static final long UNLIMITED_THRESHOLD = 1L << 60;
    private static final Pattern NODE_DIR = Pattern.compile("node\\d+");
    private static final List<String> CONTAINER_MARKERS = List.of("docker", "kubepods", "containerd", "libpod", "lxc");

    private final Path root;

    LinuxHostFacts(Path root) {
        this.root = root;
    }

    HostFingerprint capture(Instant now) {
        return new HostFingerprint(HostFingerprint.SCHEMA, now.toString(), hostname(), os(), cpu(), memoryTotalBytes(),
                cgroup(), numaNodes(), transparentHugePages(), container());
    }

    private String hostname() {
        Optional<String> fromProc = read("proc/sys/kernel/hostname").map(String::strip).filter(s -> !s.isEmpty());
        if (fromProc.isPresent()) {
            return fromProc.get();
        }
        for (String variable : List.of("HOSTNAME", "COMPUTERNAME")) {
            String value = System.getenv(variable);
            if (value != null && !value.isBlank()) {
                return value.strip();
            }
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return null;
        }
    }

    private HostFingerprint.Os os() {
        Map<String, String> release = read("etc/os-release").map(text -> ReleaseFile.parse(text).values()).orElse(Map.of());
        String kernel = read("proc/sys/kernel/osrelease").map(String::strip).filter(s -> !s.isEmpty())
                .orElse(System.getProperty("os.version"));
        return new HostFingerprint.Os(System.getProperty("os.name", "unknown"), kernel, System.getProperty("os.arch"),
                release.get("PRETTY_NAME"), release.get("ID"), release.get("VERSION_ID"));
    }

    private HostFingerprint.Cpu cpu() {
        int available = Runtime.getRuntime().availableProcessors();
        Optional<String> cpuinfo = read("proc/cpuinfo");
        if (cpuinfo.isEmpty()) {
            return new HostFingerprint.Cpu(null, available, null, null, available);
        }
        String model = null;
        int logical = 0;
        Set<String> cores = new HashSet<>();
        Set<String> sockets = new HashSet<>();
        String socket = null;
        for (String line : cpuinfo.get().split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                continue;
            }
            String key = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            switch (key) {
                case "processor" -> logical++;
                // x86 says "model name"; ARM kernels say "Hardware" or "Model" (device tree).
                case "model name", "Hardware", "Model" -> model = model == null ? value : model;
                case "physical id" -> {
                    socket = value;
                    sockets.add(value);
                }
                case "core id" -> cores.add(socket + "/" + value);
                default -> { }
            }
        }
        return new HostFingerprint.Cpu(model, logical > 0 ? logical : available,
                cores.isEmpty() ? null : cores.size(), sockets.isEmpty() ? null : sockets.size(), available);
    }

    private Long memoryTotalBytes() {
        Optional<String> meminfo = read("proc/meminfo");
        if (meminfo.isPresent()) {
            for (String line : meminfo.get().split("\n")) {
                if (line.startsWith("MemTotal:")) {
                    String[] fields = line.substring("MemTotal:".length()).strip().split("\\s+");
                    Long kb = parseLong(fields[0]);
                    return kb == null ? null : kb * 1024;
                }
            }
        }
        OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        if (bean instanceof com.sun.management.OperatingSystemMXBean sun) {
            long total = sun.getTotalMemorySize();
            return total > 0 ? total : null;
        }
        return null;
    }

    private HostFingerprint.Cgroup cgroup() {
        Path cgroupRoot = root.resolve("sys/fs/cgroup");
        if (Files.isRegularFile(cgroupRoot.resolve("cgroup.controllers"))) {
            String path = ownCgroupPath("").orElse("/");
            Double cpu = cgroupFile(cgroupRoot, path, "cpu.max").map(LinuxHostFacts::cpuMaxCores).orElse(null);
            Long memory = cgroupFile(cgroupRoot, path, "memory.max").map(LinuxHostFacts::limitBytes).orElse(null);
            return new HostFingerprint.Cgroup("v2", cpu, memory);
        }
        if (Files.isDirectory(cgroupRoot.resolve("memory")) || Files.isDirectory(cgroupRoot.resolve("cpu"))) {
            Path cpuDir = Files.isDirectory(cgroupRoot.resolve("cpu,cpuacct")) ? cgroupRoot.resolve("cpu,cpuacct")
                    : cgroupRoot.resolve("cpu");
            String cpuPath = ownCgroupPath("cpu").orElse("/");
            Long quota = cgroupFile(cpuDir, cpuPath, "cpu.cfs_quota_us").map(LinuxHostFacts::parseLong).orElse(null);
            Long period = cgroupFile(cpuDir, cpuPath, "cpu.cfs_period_us").map(LinuxHostFacts::parseLong).orElse(null);
            Double cpu = quota != null && period != null && quota > 0 && period > 0 ? (double) quota / period : null;
            Long memory = cgroupFile(cgroupRoot.resolve("memory"), ownCgroupPath("memory").orElse("/"),
                    "memory.limit_in_bytes").map(LinuxHostFacts::limitBytes).orElse(null);
            return new HostFingerprint.Cgroup("v1", cpu, memory);
        }
        return null;
    }

    /**
     * This process's cgroup path for a v1 controller, or the v2 path for {@code ""}, from
     * {@code /proc/self/cgroup} ({@code hierarchy:controllers:path} lines).
     */
    private Optional<String> ownCgroupPath(String controller) {
        return read("proc/self/cgroup").flatMap(text -> text.lines()
                .map(line -> line.split(":", 3))
                .filter(f -> f.length == 3)
                .filter(f -> controller.isEmpty() ? f[0].equals("0") && f[1].isEmpty()
                        : List.of(f[1].split(",")).contains(controller))
                .map(f -> f[2])
                .findFirst());
    }

    /**
     * The file in this process's own cgroup directory, else at the hierarchy root: inside a
     * container the namespace usually makes the root our own cgroup, and the host path is absent.
     */
    private static Optional<String> cgroupFile(Path hierarchy, String path, String name) {
        String relative = path.startsWith("/") ? path.substring(1) : path;
        for (Path candidate : List.of(hierarchy.resolve(relative).resolve(name), hierarchy.resolve(name))) {
            Optional<String> text = readFile(candidate).map(String::strip);
            if (text.isPresent()) {
                return text;
            }
        }
        return Optional.empty();
    }

    /** {@code cpu.max}: {@code "max 100000"} (unlimited) or {@code "200000 100000"} (2 cores). */
    static Double cpuMaxCores(String cpuMax) {
        String[] fields = cpuMax.strip().split("\\s+");
        if (fields.length != 2 || fields[0].equals("max")) {
            return null;
        }
        Long quota = parseLong(fields[0]);
        Long period = parseLong(fields[1]);
        return quota == null || period == null || period <= 0 ? null : (double) quota / period;
    }

    static Long limitBytes(String value) {
        if (value.strip().equals("max")) {
            return null;
        }
        Long bytes = parseLong(value);
        return bytes == null || bytes <= 0 || bytes >= UNLIMITED_THRESHOLD ? null : bytes;
    }

    private Integer numaNodes() {
        Path nodes = root.resolve("sys/devices/system/node");
        if (!Files.isDirectory(nodes)) {
            return null;
        }
        int count = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(nodes)) {
            for (Path node : stream) {
                if (NODE_DIR.matcher(node.getFileName().toString()).matches()) {
                    count++;
                }
            }
        } catch (IOException | DirectoryIteratorException | SecurityException e) {
            return null;
        }
        return count > 0 ? count : null;
    }

    /** The bracketed choice of {@code always [madvise] never}. */
    private String transparentHugePages() {
        return read("sys/kernel/mm/transparent_hugepage/enabled").flatMap(text -> {
            int open = text.indexOf('[');
            int close = text.indexOf(']', open + 1);
            return open >= 0 && close > open ? Optional.of(text.substring(open + 1, close)) : Optional.empty();
        }).orElse(null);
    }

    private HostFingerprint.Container container() {
        List<String> evidence = new ArrayList<>();
        for (String marker : List.of(".dockerenv", "run/.containerenv")) {
            if (Files.exists(root.resolve(marker))) {
                evidence.add("/" + marker);
            }
        }
        read("proc/1/cgroup").ifPresent(text -> {
            String lower = text.toLowerCase(Locale.ROOT);
            CONTAINER_MARKERS.stream().filter(lower::contains).findFirst()
                    .ifPresent(m -> evidence.add("/proc/1/cgroup mentions " + m));
        });
        read("proc/1/environ").ifPresent(text -> {
            for (String variable : text.split("\0")) {
                if (variable.startsWith("container=")) {
                    evidence.add("PID 1 environment has " + variable);
                }
            }
        });
        return new HostFingerprint.Container(!evidence.isEmpty(), evidence);
    }

    private Optional<String> read(String relative) {
        return readFile(root.resolve(relative));
    }

    /** Small files only: these are kernel pseudo-files of a few kilobytes. */
    private static Optional<String> readFile(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            try (var in = Files.newInputStream(file)) {
                return Optional.of(new String(in.readNBytes(1 << 20), StandardCharsets.UTF_8));
            }
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static Long parseLong(String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
