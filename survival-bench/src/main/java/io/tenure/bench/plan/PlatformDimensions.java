package io.tenure.bench.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The seeds' platform experiments as plan dimensions: several JVMs sharing the machine
 * ({@code --instances}), processor sets ({@code --cpus}), and what the host has for them.
 *
 * @param cpus       one platform per CPU count ({@code --cpus}); a null element is "no affinity",
 *                   the only element without the option
 * @param instances  one platform per number of JVMs run at once sharing heap and work ({@code --instances})
 * @param hostCpus   the CPUs a child may be pinned to, or null where tenure cannot pin (not Linux)
 * @param numaNodes  the host's NUMA node count, or null when unknown
 */
public record PlatformDimensions(List<Integer> cpus, List<Integer> instances, CpuSet hostCpus, Integer numaNodes) {
    /** JVMs run at once sharing one heap budget: each needs memory and a core to mean anything. */
    public static final int MAX_INSTANCES = 64;

    /** No affinity, one JVM at a time: the matrix as it was before these dimensions. */
    public static final PlatformDimensions NONE = new PlatformDimensions(null, List.of(1), null, null);

    public PlatformDimensions {
        // List.copyOf refuses nulls, and null is "no affinity"
        List<Integer> c = cpus == null || cpus.isEmpty() ? Collections.singletonList(null) : new ArrayList<>(cpus);
        if (new HashSet<>(c).size() != c.size()) {
            throw new IllegalArgumentException("--cpus: a value is given twice");
        }
        cpus = Collections.unmodifiableList(c);
        instances = List.copyOf(Objects.requireNonNull(instances, "instances"));
        if (instances.isEmpty() || instances.stream().distinct().count() != instances.size()) {
            throw new IllegalArgumentException("--instances: at least one value, each once");
        }
        for (int n : instances) {
            if (n < 1) {
                throw new IllegalArgumentException("--instances: " + n + " is not a number of JVMs (1 or more)");
            }
            if (n > MAX_INSTANCES) {
                throw new IllegalArgumentException("--instances: at most " + MAX_INSTANCES + " JVMs at once, got " + n);
            }
        }
        for (Integer n : cpus) {
            if (n == null) {
                continue;
            }
            if (n < 1) {
                throw new IllegalArgumentException("--cpus: " + n + " is not a number of CPUs (1 or more)");
            }
            if (hostCpus == null) {
                throw new IllegalArgumentException("--cpus: this host gives tenure no CPU list to pin a child to"
                        + " (Linux /proc/self/status or /sys/devices/system/cpu/online); run without --cpus");
            }
            if (n > hostCpus.size()) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "--cpus: %d exceeds the %d CPU%s this host lets tenure use (%s): use --cpus %d or less",
                        n, hostCpus.size(), hostCpus.size() == 1 ? "" : "s", hostCpus, hostCpus.size()));
            }
        }
    }
}
