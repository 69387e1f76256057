package io.tenure.bundle;

import io.tenure.platforms.Collector;
import java.util.Locale;

/**
 * A platform as a key: host × JVM × collector × heap configuration, and the flag set of a
 * variant. Its one textual form, {@link #toString()} and {@link #parse}, is what model files,
 * reports and messages show: {@code host/jvm-id/collector-id/heap512m/young16m}, the heap or
 * young part {@code heap-default}/{@code young-default} when the JVM chose it, and
 * {@code /<variant>} after it for a {@code --variant} (a platform of its own). A {@code /} or
 * {@code %} inside a part is written {@code %2F} or {@code %25}, so the form always parses back.
 * A cell of another workload point than the default survival workload (jbb, reference stores,
 * compute, a live set as a fraction of the heap, other object sizes) gets {@code #<workload>} at
 * the end, e.g. {@code #r64y0.5} or {@code #jbb}: fit draws a curve per platform and workload
 * point, so a sweep of a workload knob is not mixed into one curve ({@code #} is escaped as
 * {@code %23}).
 *
 * @param host        the host's name
 * @param jvmId       the JVM's id, e.g. {@code temurin-17}
 * @param collectorId the collector's catalog id ({@code serial}); display names come from
 *                    {@link Collector}
 * @param heapMB      the maximum heap, or null when the JVM chose it
 * @param youngMB     the fixed young generation, or null when the JVM sized it
 * @param variant     the {@code --variant} name, or null for a cell of no variant
 * @param workload    the workload point ({@link #workloadOf}), or null for the default survival workload
 */
public record PlatformKey(String host, String jvmId, String collectorId, Integer heapMB, Integer youngMB,
                          String variant, String workload) {
    private static final String DEFAULT = "-default";

    /** A key of the default workload point. */
    public PlatformKey(String host, String jvmId, String collectorId, Integer heapMB, Integer youngMB, String variant) {
        this(host, jvmId, collectorId, heapMB, youngMB, variant, null);
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
    }

    /**
     * The workload point of a target: empty (null) for the survival workload with its default
     * knobs; else its non-default knobs, as in the cell id: {@code jbb} (its retention is how its
     * survival varies, like p for the survival workload, so a retention sweep is one curve),
     * {@code r<stores per KB>y<old-to-young>o<overwrite>}, {@code c<compute>}, {@code ls<live-set
     * fraction>}, {@code sz<object bytes>}.
     */
    public static String workloadOf(CellResult.Target t) {
        if ("jbb".equals(t.workload())) {
            return "jbb";
        }
        StringBuilder label = new StringBuilder();
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
        return label.length() == 0 ? null : label.toString();
    }

    private static String number(double value) {
        String s = String.format(Locale.ROOT, "%.6f", value).replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** The key of a cell of a bundle: the collector by its catalog id, whatever spelling the cell used. */
    public static PlatformKey of(String host, CellResult cell) {
        return new PlatformKey(host, cell.jvm().id(), collectorId(cell.collector()),
                cell.heapMB() <= 0 ? null : Math.toIntExact(cell.heapMB()),
                cell.youngMB() == null ? null : Math.toIntExact(cell.youngMB()), cell.variant(), workloadOf(cell.target()));
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
        text = variant == null ? text : text + "/" + escape(variant);
        return workload == null ? text : text + "#" + escape(workload);
    }

    /** This platform without its workload point: the JVM, collector, heap and flags only. */
    public PlatformKey platformOnly() {
        return new PlatformKey(host, jvmId, collectorId, heapMB, youngMB, variant, null);
    }

    /**
     * The key {@link #toString()} wrote.
     *
     * @throws IllegalArgumentException when {@code text} is not such a key
     */
    public static PlatformKey parse(String text) {
        int hash = text.lastIndexOf('#');
        String workload = hash < 0 ? null : unescape(text.substring(hash + 1));
        String[] parts = (hash < 0 ? text : text.substring(0, hash)).split("/", 6);
        if (parts.length < 5 || !parts[3].startsWith("heap") || !parts[4].startsWith("young")) {
            throw new IllegalArgumentException("'" + text + "' is not a platform key"
                    + " (host/jvm-id/collector-id/heapNm/youngNm[/variant])");
        }
        String variant = parts.length == 6 && !parts[5].isEmpty() ? unescape(parts[5]) : null;
        return new PlatformKey(unescape(parts[0]), unescape(parts[1]), unescape(parts[2]), size(parts[3].substring("heap".length()), text),
                size(parts[4].substring("young".length()), text), variant, workload);
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
