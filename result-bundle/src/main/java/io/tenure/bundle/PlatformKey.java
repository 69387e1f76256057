package io.tenure.bundle;

import io.tenure.platforms.Collector;
import java.util.Locale;

/**
 * A platform as a key: host × JVM × collector × heap configuration, and the flag set of a
 * variant. Its one textual form, {@link #toString()} and {@link #parse}, is what model files,
 * reports and messages show: {@code host/jvm-id/collector-id/heap512m/young16m}, the heap or
 * young part {@code heap-default}/{@code young-default} when the JVM chose it, and
 * {@code /<variant>} after it for a {@code --variant} (a platform of its own), then
 * {@code /cpus=N} for {@code --cpus} and {@code /instances=N} for several JVMs at once (both
 * define the platform). Keys of cells without these are what they always were. A {@code /} or
 * {@code %} inside a part is written {@code %2F} or {@code %25}, so the form always parses back;
 * variant names cannot hold {@code =}.
 * A cell of another workload point than the default survival workload (jbb, reference stores,
 * compute, a live set as a fraction of the heap, other object sizes, more than one thread) gets
 * {@code #<workload>} at the end, e.g. {@code #r64y0.5}, {@code #jbb} or {@code #t4}: fit draws a
 * curve per platform and workload point, so a sweep of a workload knob is not mixed into one curve
 * ({@code #} is escaped as {@code %23}). The cells of a {@code --design} bundle are points of one
 * platform, without {@code #<workload>} ({@link #of(String, CellResult, boolean)}).
 *
 * @param host        the host's name
 * @param jvmId       the JVM's id, e.g. {@code temurin-17}
 * @param collectorId the collector's catalog id ({@code serial}); display names come from
 *                    {@link Collector}
 * @param heapMB      the maximum heap, or null when the JVM chose it
 * @param youngMB     the fixed young generation, or null when the JVM sized it
 * @param variant     the {@code --variant} name, or null for a cell of no variant
 * @param workload    the workload point ({@link #workloadOf}), or null for the default survival workload
 * @param cpus        the CPUs each JVM was pinned to, or null for no affinity
 * @param instances   JVMs run at once sharing the heap, or null for one
 */
public record PlatformKey(String host, String jvmId, String collectorId, Integer heapMB, Integer youngMB,
                          String variant, String workload, Integer cpus, Integer instances) {
    private static final String DEFAULT = "-default";
    private static final String CPUS = "cpus=";
    private static final String INSTANCES = "instances=";

    /** A key of one JVM without affinity. */
    public PlatformKey(String host, String jvmId, String collectorId, Integer heapMB, Integer youngMB, String variant,
                       String workload) {
        this(host, jvmId, collectorId, heapMB, youngMB, variant, workload, null, null);
    }

    /** A key of one JVM without affinity, at the default workload point. */
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
        workload = workload == null || workload.isBlank() ? null : workload;
        if (cpus != null && cpus < 1 || instances != null && instances < 1) {
            throw new IllegalArgumentException("cpus and instances: >= 1, or null");
        }
        // one JVM is what a key without the part means: one spelling per platform
        instances = instances == null || instances == 1 ? null : instances;
    }

    /**
     * The workload point of a target: empty (null) for the survival workload with its default
     * knobs; else its non-default knobs, as in the cell id: {@code jbb} (its retention is how its
     * survival varies, like p for the survival workload, so a retention sweep is one curve),
     * {@code r<stores per KB>y<old-to-young>o<overwrite>}, {@code c<compute>}, {@code ls<live-set
     * fraction>}, {@code sz<object bytes>}, then {@code t<threads>} for more than one thread ({@code t4},
     * {@code r64-t4}, jbb's terminals: {@code jbb-t4}): the model fits survival only, so each thread
     * count is its own curve.
     */
    public static String workloadOf(CellResult.Target t) {
        StringBuilder label = new StringBuilder();
        if (t.jbb()) {
            return threads(label.append(WorkloadKind.JBB.id()), t.threads());
        }
        if (t.refStoresPerKB() > 0) {
            label.append("r").append(number(t.refStoresPerKB()));
            if (t.oldToYoung() > 0) {
                label.append("y").append(number(t.oldToYoung()));
            }
            if (t.overwrite() > 0) {
                label.append("o").append(number(t.overwrite()));
            }
        }
        if (t.computePerKB() > 0) {
            label.append(label.length() > 0 ? "-" : "").append("c").append(number(t.computePerKB()));
        }
        if (t.liveSetFraction() != null) {
            label.append(label.length() > 0 ? "-" : "").append("ls").append(number(t.liveSetFraction()));
        }
        if (t.objectBytes() != null && !t.objectBytes().equals("64")) {
            label.append(label.length() > 0 ? "-" : "").append("sz").append(t.objectBytes());
        }
        threads(label, t.threads());
        return label.length() == 0 ? null : label.toString();
    }

    private static String threads(StringBuilder label, int threads) {
        if (threads > 1) {
            label.append(label.length() > 0 ? "-" : "").append("t").append(threads);
        }
        return label.toString();
    }

    private static String number(double value) {
        String s = String.format(Locale.ROOT, "%.6f", value).replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** The key of a cell of a bundle: the collector by its catalog id, whatever spelling the cell used. */
    public static PlatformKey of(String host, CellResult cell) {
        return new PlatformKey(host, cell.jvm().id(), collectorId(cell.collector()),
                cell.heapMB() <= 0 ? null : Math.toIntExact(cell.heapMB()),
                cell.youngMB() == null ? null : Math.toIntExact(cell.youngMB()), cell.variant(), workloadOf(cell.target()),
                cell.cpus(), cell.instances());
    }

    /**
     * The key of a cell of a bundle, with {@code designPoint} for a bundle of {@code tenure bench
     * --design}: its knobs (survival, stores, compute, threads, the live set) are the multi-factor
     * model's factors, not platforms of their own, so every point of a platform has the platform's
     * key without {@code #workload}.
     */
    public static PlatformKey of(String host, CellResult cell, boolean designPoint) {
        PlatformKey key = of(host, cell);
        return designPoint ? key.platformOnly() : key;
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
        return workload == null ? text : text + "#" + escape(workload);
    }

    /** This platform without its workload point: the JVM, collector, heap, flags, CPUs and instances. */
    public PlatformKey platformOnly() {
        return new PlatformKey(host, jvmId, collectorId, heapMB, youngMB, variant, null, cpus, instances);
    }

    /**
     * The key {@link #toString()} wrote.
     *
     * @throws IllegalArgumentException when {@code text} is not such a key
     */
    public static PlatformKey parse(String text) {
        int hash = text.lastIndexOf('#');
        String workload = hash < 0 ? null : unescape(text.substring(hash + 1));
        String[] parts = (hash < 0 ? text : text.substring(0, hash)).split("/", -1);
        if (parts.length < 5 || !parts[3].startsWith("heap") || !parts[4].startsWith("young")) {
            throw new IllegalArgumentException("'" + text + "' is not a platform key"
                    + " (host/jvm-id/collector-id/heapNm/youngNm[/variant][/cpus=N][/instances=N][#workload])");
        }
        String variant = null;
        Integer cpus = null;
        Integer instances = null;
        for (int i = 5; i < parts.length; i++) {
            String part = parts[i];
            if (part.startsWith(CPUS)) {
                cpus = count(part, CPUS, text);
            } else if (part.startsWith(INSTANCES)) {
                instances = count(part, INSTANCES, text);
            } else if (i == 5) {
                variant = part.isEmpty() ? null : unescape(part);
            } else {
                throw new IllegalArgumentException("'" + text + "': '" + part + "' is none of cpus=N, instances=N");
            }
        }
        return new PlatformKey(unescape(parts[0]), unescape(parts[1]), unescape(parts[2]), size(parts[3].substring("heap".length()), text),
                size(parts[4].substring("young".length()), text), variant, workload, cpus, instances);
    }

    private static Integer count(String part, String prefix, String key) {
        String n = part.substring(prefix.length());
        if (!n.matches("[1-9][0-9]{0,5}")) {
            throw new IllegalArgumentException("'" + key + "': '" + part + "' needs a whole number >= 1");
        }
        return Integer.valueOf(n);
    }

    private static String escape(String part) {
        return part.replace("%", "%25").replace("/", "%2F").replace("#", "%23");
    }

    private static String unescape(String part) {
        return part.replace("%2F", "/").replace("%23", "#").replace("%25", "%");
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
