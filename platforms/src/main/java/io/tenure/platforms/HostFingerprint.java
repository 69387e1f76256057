package io.tenure.platforms;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * The facts about a host that can change a GC benchmark's result: OS and kernel, CPU and core
 * counts, memory, cgroup limits (a container's CPU quota changes GC thread counts), NUMA nodes,
 * transparent huge pages, and whether it runs in a container. Stored as {@code host.json} in
 * every result bundle, which the {@code result-bundle} module alone reads and writes
 * ({@code io.tenure.bundle.BundleReader}, {@code BundleWriter}). A fact that cannot be read is
 * null, never guessed.
 *
 * @param schema              {@value #SCHEMA}
 * @param capturedAt          ISO-8601 instant of capture
 * @param hostname            the host's name, or null
 * @param os                  operating system, kernel and distribution
 * @param cpu                 processor model and counts
 * @param memoryTotalBytes    physical memory, or null
 * @param cgroup              cgroup version and limits (Linux), or null elsewhere
 * @param numaNodes           NUMA node count from {@code /sys/devices/system/node}, or null
 * @param transparentHugePages the THP mode in force ({@code always}, {@code madvise}, {@code never}), or null
 * @param container           container detection and its evidence
 */
public record HostFingerprint(
        String schema,
        String capturedAt,
        String hostname,
        Os os,
        Cpu cpu,
        Long memoryTotalBytes,
        Cgroup cgroup,
        Integer numaNodes,
        String transparentHugePages,
        Container container) {

    public static final String SCHEMA = "tenure-host/1";

    /**
     * @param name          {@code os.name}, e.g. {@code Linux}
     * @param version       {@code os.version}: the kernel release on Linux
     * @param arch          {@code os.arch}
     * @param distribution  {@code PRETTY_NAME} from {@code /etc/os-release}, or null
     * @param distributionId {@code ID} from {@code /etc/os-release} ({@code debian}), or null
     * @param distributionVersion {@code VERSION_ID} ({@code 12}), or null
     */
    public record Os(String name, String version, String arch, String distribution, String distributionId,
            String distributionVersion) {
        public Os {
            Objects.requireNonNull(name, "name");
        }
    }

    /**
     * @param model         e.g. {@code Intel(R) Xeon(R) Processor}, or null
     * @param logicalCpus   hardware threads the OS has online
     * @param physicalCores distinct (socket, core) pairs, or null where the OS does not say
     * @param sockets       distinct physical packages, or null
     * @param availableProcessors what the JVM sees ({@code Runtime.availableProcessors()}), cgroup quota included
     */
    public record Cpu(String model, int logicalCpus, Integer physicalCores, Integer sockets, int availableProcessors) {
        public Cpu {
            if (logicalCpus < 1 || availableProcessors < 1) {
                throw new IllegalArgumentException("cpu counts must be positive");
            }
        }
    }

    /**
     * @param version          {@code v1} (or hybrid) or {@code v2}
     * @param cpuLimitCores    CPU quota ÷ period, e.g. 2.0; null when unlimited or unknown
     * @param memoryLimitBytes memory limit; null when unlimited or unknown
     */
    public record Cgroup(String version, Double cpuLimitCores, Long memoryLimitBytes) {
    }

    /**
     * @param detected true when any evidence of a container was found
     * @param evidence what was found: {@code /.dockerenv}, {@code /proc/1/cgroup mentions docker} ...
     */
    public record Container(boolean detected, List<String> evidence) {
        public Container {
            evidence = List.copyOf(evidence);
        }
    }

    public HostFingerprint {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(capturedAt, "capturedAt");
        Objects.requireNonNull(os, "os");
        Objects.requireNonNull(cpu, "cpu");
        Objects.requireNonNull(container, "container");
    }

    /** The fingerprint of the host this JVM runs on. */
    public static HostFingerprint capture() {
        return capture(Path.of("/"));
    }

    /**
     * The fingerprint with Linux's {@code /proc}, {@code /sys} and {@code /etc} read under
     * {@code root} (a test tree, or a container's root seen from outside). On other systems the
     * Linux files do not exist and the portable facts from system properties remain.
     */
    public static HostFingerprint capture(Path root) {
        return new LinuxHostFacts(root).capture(Instant.now());
    }

    /**
     * Operating system, kernel and distribution in one line, e.g. {@code Linux 6.1.0-26-amd64,
     * Debian GNU/Linux 12 (bookworm)}: how models and reports name a platform's OS.
     */
    public String osDescription() {
        return os.name() + (os.version() == null ? "" : " " + os.version())
                + (os.distribution() == null ? "" : ", " + os.distribution());
    }

    /** e.g. {@code Linux 6.1.0 · Intel Xeon · 2 CPUs · 1 NUMA node · 23.5 GiB}, absent facts left out. */
    public String describe() {
        StringJoiner text = new StringJoiner(" · ");
        text.add(osDescription());
        if (cpu.model() != null && !cpu.model().isBlank()) {
            text.add(cpu.model());
        }
        text.add(cpu.logicalCpus() + (cpu.logicalCpus() == 1 ? " CPU" : " CPUs"));
        if (numaNodes != null) {
            text.add(numaNodes + (numaNodes == 1 ? " NUMA node" : " NUMA nodes"));
        }
        if (memoryTotalBytes != null) {
            text.add(String.format(Locale.ROOT, "%.1f GiB", memoryTotalBytes / (1024.0 * 1024 * 1024)));
        }
        return text.toString();
    }
}
