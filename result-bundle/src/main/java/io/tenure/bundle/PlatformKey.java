package io.tenure.bundle;

import io.tenure.platforms.Collector;

/**
 * A platform as a key: host × JVM × collector × heap configuration, and the flag set of a
 * variant. Its one textual form, {@link #toString()} and {@link #parse}, is what model files,
 * reports and messages show: {@code host/jvm-id/collector-id/heap512m/young16m}, the heap or
 * young part {@code heap-default}/{@code young-default} when the JVM chose it, and
 * {@code /<variant>} after it for a {@code --variant} (a platform of its own), then
 * {@code /cpus=N} for {@code --cpus}, {@code /instances=N} for several JVMs at once and
 * {@code /threads=N} for a workload of more than one thread (a workload dimension, not a
 * platform: the model fits survival only, so each thread count is its own curve). Keys of cells
 * without these are what they always were. A {@code /} or {@code %} inside a part is written
 * {@code %2F} or {@code %25}, so the form always parses back; variant names cannot hold {@code =}.
 *
 * @param host        the host's name
 * @param jvmId       the JVM's id, e.g. {@code temurin-17}
 * @param collectorId the collector's catalog id ({@code serial}); display names come from
 *                    {@link Collector}
 * @param heapMB      the maximum heap, or null when the JVM chose it
 * @param youngMB     the fixed young generation, or null when the JVM sized it
 * @param variant     the {@code --variant} name, or null for a cell of no variant
 * @param cpus        the CPUs each JVM was pinned to, or null for no affinity
 * @param instances   JVMs run at once sharing the heap, or null for one
 * @param threads     the workload's threads when more than one, else null
 */
public record PlatformKey(String host, String jvmId, String collectorId, Integer heapMB, Integer youngMB,
                          String variant, Integer cpus, Integer instances, Integer threads) {
    private static final String DEFAULT = "-default";
    private static final String CPUS = "cpus=";
    private static final String INSTANCES = "instances=";
    private static final String THREADS = "threads=";

    /** A key of one JVM without affinity, with a single-threaded workload. */
    public PlatformKey(String host, String jvmId, String collectorId, Integer heapMB, Integer youngMB, String variant) {
        this(host, jvmId, collectorId, heapMB, youngMB, variant, null, null, null);
    }

    public PlatformKey {
        Checks.nonBlank("host", host);
        Checks.nonBlank("jvmId", jvmId);
        Checks.nonBlank("collectorId", collectorId);
        if (heapMB != null && heapMB <= 0 || youngMB != null && youngMB <= 0) {
            throw new IllegalArgumentException("heapMB and youngMB: > 0, or null for the JVM's choice");
        }
        variant = variant == null || variant.isBlank() ? null : variant;
        if (cpus != null && cpus < 1 || instances != null && instances < 1 || threads != null && threads < 1) {
            throw new IllegalArgumentException("cpus, instances and threads: >= 1, or null");
        }
        // one JVM and one thread are what a key without the part means: one spelling per platform
        instances = instances == null || instances == 1 ? null : instances;
        threads = threads == null || threads == 1 ? null : threads;
    }

    /** The key of a cell of a bundle: the collector by its catalog id, whatever spelling the cell used. */
    public static PlatformKey of(String host, CellResult cell) {
        return new PlatformKey(host, cell.jvm().id(), collectorId(cell.collector()),
                cell.heapMB() <= 0 ? null : Math.toIntExact(cell.heapMB()),
                cell.youngMB() == null ? null : Math.toIntExact(cell.youngMB()), cell.variant(), cell.cpus(), cell.instances(),
                cell.target().threads());
    }

    /** {@code serial} for {@code Serial}, {@code serial} or {@code SERIAL}; an unknown name as it is. */
    public static String collectorId(String name) {
        return Collector.fromName(name).map(Collector::id).orElse(name);
    }

    /** {@code Serial} for {@code serial}; an unknown id as it is. */
    public String collectorName() {
        return Collector.fromName(collectorId).map(Collector::displayName).orElse(collectorId);
    }

    @Override
    public String toString() {
        String text = escape(host) + "/" + escape(jvmId) + "/" + escape(collectorId) + "/heap" + size(heapMB) + "/young"
                + size(youngMB);
        if (variant != null) {
            text += "/" + escape(variant);
        }
        if (cpus != null) {
            text += "/" + CPUS + cpus;
        }
        if (instances != null) {
            text += "/" + INSTANCES + instances;
        }
        if (threads != null) {
            text += "/" + THREADS + threads;
        }
        return text;
    }

    /**
     * The key {@link #toString()} wrote.
     *
     * @throws IllegalArgumentException when {@code text} is not such a key
     */
    public static PlatformKey parse(String text) {
        String[] parts = text.split("/", -1);
        if (parts.length < 5 || !parts[3].startsWith("heap") || !parts[4].startsWith("young")) {
            throw new IllegalArgumentException("'" + text + "' is not a platform key"
                    + " (host/jvm-id/collector-id/heapNm/youngNm[/variant][/cpus=N][/instances=N][/threads=N])");
        }
        String variant = null;
        Integer cpus = null;
        Integer instances = null;
        Integer threads = null;
        for (int i = 5; i < parts.length; i++) {
            String part = parts[i];
            if (part.startsWith(CPUS)) {
                cpus = count(part, CPUS, text);
            } else if (part.startsWith(INSTANCES)) {
                instances = count(part, INSTANCES, text);
            } else if (part.startsWith(THREADS)) {
                threads = count(part, THREADS, text);
            } else if (i == 5) {
                variant = part.isEmpty() ? null : unescape(part);
            } else {
                throw new IllegalArgumentException("'" + text + "': '" + part + "' is none of cpus=N, instances=N, threads=N");
            }
        }
        return new PlatformKey(unescape(parts[0]), unescape(parts[1]), unescape(parts[2]), size(parts[3].substring("heap".length()), text),
                size(parts[4].substring("young".length()), text), variant, cpus, instances, threads);
    }

    private static Integer count(String part, String prefix, String key) {
        String n = part.substring(prefix.length());
        if (!n.matches("[1-9][0-9]{0,5}")) {
            throw new IllegalArgumentException("'" + key + "': '" + part + "' needs a whole number >= 1");
        }
        return Integer.valueOf(n);
    }

    private static String escape(String part) {
        return part.replace("%", "%25").replace("/", "%2F");
    }

    private static String unescape(String part) {
        return part.replace("%2F", "/").replace("%25", "%");
    }

    private static String size(Integer mb) {
        return mb == null ? DEFAULT : mb + "m";
    }

    private static Integer size(String text, String key) {
        if (DEFAULT.equals(text)) {
            return null;
        }
        if (!text.matches("[0-9]+m")) {
            throw new IllegalArgumentException("'" + key + "': '" + text + "' is neither Nm nor " + DEFAULT);
        }
        return Integer.valueOf(text.substring(0, text.length() - 1));
    }
}
