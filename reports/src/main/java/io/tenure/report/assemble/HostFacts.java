package io.tenure.report.assemble;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The host fingerprint of a bundle ({@code host.json}), read leniently: the fingerprint grows
 * with the platforms module, and a report shows whatever it finds. Absent facts are null.
 */
public record HostFacts(String hostname, String os, String kernel, String cpu, Integer logicalCpus, Integer numaNodes,
                        Long memoryBytes) {
    public HostFacts {
        hostname = hostname == null || hostname.isBlank() ? "unknown-host" : hostname;
    }

    /**
     * Reads survival-bench's flat {@code host.json} ({@code osName}, {@code kernel},
     * {@code cpuModel}, {@code memTotalBytes}) and the platforms module's {@code tenure-host/1}
     * fingerprint ({@code os {name, version, distribution}}, {@code cpu {model, logicalCpus}},
     * {@code memoryTotalBytes}) alike.
     */
    static HostFacts of(JsonNode json) {
        JsonNode os = json.path("os");
        JsonNode cpu = json.path("cpu");
        String osName = os.isObject() ? first(text(os, "distribution"), text(os, "name"))
                : first(text(json, "osName"), text(json, "os"));
        String kernel = os.isObject() ? text(os, "version") : first(text(json, "kernel"), text(json, "osVersion"));
        String cpuModel = cpu.isObject() ? text(cpu, "model") : first(text(json, "cpuModel"), text(json, "cpu"));
        Integer cpus = cpu.isObject() ? integer(cpu, "logicalCpus") : integer(json, "logicalCpus");
        JsonNode memory = json.path("memTotalBytes").isNumber() ? json.path("memTotalBytes") : json.path("memoryTotalBytes");
        return new HostFacts(text(json, "hostname"), osName, kernel, cpuModel, cpus, integer(json, "numaNodes"),
                memory.isNumber() ? memory.asLong() : null);
    }

    /** e.g. {@code Linux 6.1.0 · Intel Xeon · 2 CPUs · 1 NUMA node · 23.5 GB}. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        append(text, os == null ? null : os + (kernel == null ? "" : " " + kernel));
        append(text, cpu);
        append(text, logicalCpus == null ? null : logicalCpus + (logicalCpus == 1 ? " CPU" : " CPUs"));
        append(text, numaNodes == null ? null : numaNodes + (numaNodes == 1 ? " NUMA node" : " NUMA nodes"));
        append(text, memoryBytes == null ? null
                : String.format(java.util.Locale.ROOT, "%.1f GiB", memoryBytes / (1024.0 * 1024 * 1024)));
        return text.toString();
    }

    private static void append(StringBuilder text, String part) {
        if (part != null && !part.isBlank()) {
            text.append(text.length() == 0 ? "" : " · ").append(part);
        }
    }

    private static String text(JsonNode json, String key) {
        JsonNode value = json.path(key);
        return value.isValueNode() && !value.isNull() ? value.asText() : null;
    }

    private static Integer integer(JsonNode json, String key) {
        JsonNode value = json.path(key);
        return value.canConvertToInt() && value.isNumber() ? value.asInt() : null;
    }

    private static String first(String a, String b) {
        return a != null ? a : b;
    }
}
