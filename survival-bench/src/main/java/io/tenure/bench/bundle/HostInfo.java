package io.tenure.bench.bundle;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;

/**
 * The facts about the machine a bundle was measured on (kernel, CPU, NUMA nodes, memory), as
 * the studies showed they change Java results. A stand-in for the {@code platforms} module's
 * {@code HostFingerprint}; Linux facts are read from /proc and /sys, absent ones are null.
 */
public record HostInfo(String hostname, String osName, String osVersion, String osArch, String kernel, String cpuModel,
                       int logicalCpus, Integer numaNodes, Long memTotalBytes, String capturedAt) {

    public static HostInfo capture() {
        return new HostInfo(readHostname(), System.getProperty("os.name"), System.getProperty("os.version"),
                System.getProperty("os.arch"), read(Path.of("/proc/sys/kernel/osrelease")), readCpuModel(),
                Runtime.getRuntime().availableProcessors(), countNumaNodes(), readMemTotal(), Instant.now().toString());
    }

    private static String readHostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return null;
        }
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8).strip() : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static String readCpuModel() {
        String cpuinfo = read(Path.of("/proc/cpuinfo"));
        if (cpuinfo == null) {
            return null;
        }
        for (String line : cpuinfo.split("\\R")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("model name")) {
                return line.substring(line.indexOf(':') + 1).strip();
            }
        }
        return null;
    }

    private static Integer countNumaNodes() {
        Path nodes = Path.of("/sys/devices/system/node");
        if (!Files.isDirectory(nodes)) {
            return null;
        }
        int count = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(nodes, "node[0-9]*")) {
            for (Path ignored : entries) {
                count++;
            }
        } catch (IOException e) {
            return null;
        }
        return count;
    }

    private static Long readMemTotal() {
        String meminfo = read(Path.of("/proc/meminfo"));
        if (meminfo == null) {
            return null;
        }
        for (String line : meminfo.split("\\R")) {
            if (line.startsWith("MemTotal:")) {
                String[] parts = line.split("\\s+");
                return Long.parseLong(parts[1]) * 1024;
            }
        }
        return null;
    }
}
