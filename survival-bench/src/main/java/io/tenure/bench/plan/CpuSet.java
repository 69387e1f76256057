package io.tenure.bench.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The CPUs a child may be pinned to: the ones tenure itself may run on ({@code Cpus_allowed_list}
 * of {@code /proc/self/status}, which a container's cpuset or an outer {@code taskset} narrows),
 * else the host's online CPUs ({@code /sys/devices/system/cpu/online}). {@code --cpus N} pins a
 * child to the first N of them with {@code taskset -c}: pinning to a CPU outside this set would
 * fail in the kernel, so N above its size is refused at plan time.
 *
 * @param cpus the CPU numbers, ascending, at least one
 */
public record CpuSet(List<Integer> cpus) {
    public CpuSet {
        cpus = List.copyOf(new TreeSet<>(cpus));
        if (cpus.isEmpty()) {
            throw new IllegalArgumentException("a CPU set has at least one CPU");
        }
    }

    /** This host's set as this process sees it; Linux only, empty elsewhere (no taskset, no /proc). */
    public static Optional<CpuSet> ofThisProcess() {
        return ofThisProcess(Path.of("/"));
    }

    static Optional<CpuSet> ofThisProcess(Path root) {
        try {
            Path status = root.resolve("proc/self/status");
            if (Files.isReadable(status)) {
                for (String line : Files.readAllLines(status)) {
                    if (line.startsWith("Cpus_allowed_list:")) {
                        return Optional.of(new CpuSet(parseList(line.substring(line.indexOf(':') + 1))));
                    }
                }
            }
            Path online = root.resolve("sys/devices/system/cpu/online");
            if (Files.isReadable(online)) {
                return Optional.of(new CpuSet(parseList(Files.readString(online))));
            }
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** The kernel's list format: {@code 0-3,8,10-11}. */
    static List<Integer> parseList(String text) {
        List<Integer> cpus = new ArrayList<>();
        for (String part : text.strip().split(",")) {
            if (part.isBlank()) {
                continue;
            }
            String[] range = part.strip().split("-");
            int from = Integer.parseInt(range[0]);
            int to = range.length == 2 ? Integer.parseInt(range[1]) : from;
            if (range.length > 2 || to < from) {
                throw new IllegalArgumentException("not a CPU list: " + text.strip());
            }
            for (int cpu = from; cpu <= to; cpu++) {
                cpus.add(cpu);
            }
        }
        return cpus;
    }

    public int size() {
        return cpus.size();
    }

    /** The first {@code n} CPUs as a {@code taskset -c} list ({@code 0,1}). */
    public String first(int n) {
        if (n < 1 || n > cpus.size()) {
            throw new IllegalArgumentException(n + " CPUs asked, this host has " + cpus.size() + " (" + this + ")");
        }
        return cpus.subList(0, n).stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    @Override
    public String toString() {
        return cpus.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
