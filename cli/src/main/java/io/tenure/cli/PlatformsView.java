package io.tenure.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.platforms.CollectorSupport;
import io.tenure.platforms.GcLogging;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JfrFlags;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Renders {@code tenure platforms}: a text table for people, one JSON object for scripts. */
final class PlatformsView {
    /** One JVM with what was learned about it. */
    record Row(Jvm jvm, List<CollectorSupport> collectors, boolean jfr) {
        Row {
            collectors = List.copyOf(collectors);
        }
    }

    /** Placeholder for file names in the flag examples of the JSON output. */
    private static final Path LOG_PLACEHOLDER = Path.of("GCLOG");
    private static final Path JFR_PLACEHOLDER = Path.of("JFRFILE");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final HostFingerprint host;
    private final List<Row> rows;
    private final List<String> problems;

    PlatformsView(HostFingerprint host, List<Row> rows, List<String> problems) {
        this.host = host;
        this.rows = List.copyOf(rows);
        this.problems = List.copyOf(problems);
    }

    String text() {
        StringBuilder out = new StringBuilder();
        hostText(out);
        out.append('\n');
        if (rows.isEmpty()) {
            out.append("No JVMs found. Name one with --jvm PATH or list paths in ~/.config/tenure/jvms.txt.\n");
        } else {
            jvmTable(out);
            for (Row row : rows) {
                out.append('\n').append(row.jvm().id()).append(" collectors").append(" (JFR: ")
                        .append(row.jfr() ? "yes" : "no").append(")\n");
                int width = row.collectors().stream().mapToInt(c -> c.collector().id().length()).max().orElse(0);
                for (CollectorSupport support : row.collectors()) {
                    out.append("  ").append(support.available() ? '+' : '-').append(' ')
                            .append(pad(support.collector().id(), width)).append("  ");
                    if (support.available()) {
                        out.append(String.join(" ", support.flags()));
                        support.warnings().stream()
                                .filter(w -> w.toLowerCase(Locale.ROOT).contains("deprecated"))
                                .findFirst()
                                .ifPresent(w -> out.append("  (").append(w).append(')'));
                    } else {
                        out.append("unavailable: ").append(support.reason());
                    }
                    out.append('\n');
                }
            }
        }
        if (!problems.isEmpty()) {
            out.append("\nSkipped:\n");
            problems.forEach(p -> out.append("  ").append(p.replace("\n", "\n    ")).append('\n'));
        }
        return out.toString();
    }

    private void hostText(StringBuilder out) {
        HostFingerprint.Os os = host.os();
        out.append("Host ").append(orUnknown(host.hostname())).append(": ")
                .append(os.distribution() != null ? os.distribution() + ", " : "")
                .append(os.name()).append(' ').append(orUnknown(os.version())).append(' ').append(orUnknown(os.arch()))
                .append('\n');
        HostFingerprint.Cpu cpu = host.cpu();
        out.append("  CPU     ").append(orUnknown(cpu.model())).append(": ").append(cpu.logicalCpus()).append(" logical");
        if (cpu.physicalCores() != null) {
            out.append(", ").append(cpu.physicalCores()).append(" physical cores");
        }
        if (host.numaNodes() != null) {
            out.append(", ").append(host.numaNodes()).append(host.numaNodes() == 1 ? " NUMA node" : " NUMA nodes");
        }
        out.append(", JVM sees ").append(cpu.availableProcessors()).append('\n');
        out.append("  memory  ").append(host.memoryTotalBytes() == null ? "unknown" : gib(host.memoryTotalBytes()));
        if (host.transparentHugePages() != null) {
            out.append(", transparent huge pages ").append(host.transparentHugePages());
        }
        out.append('\n');
        if (host.cgroup() != null) {
            HostFingerprint.Cgroup cgroup = host.cgroup();
            out.append("  cgroup  ").append(cgroup.version()).append(": CPU ")
                    .append(cgroup.cpuLimitCores() == null ? "unlimited"
                            : String.format(Locale.ROOT, "%.2f cores", cgroup.cpuLimitCores()))
                    .append(", memory ")
                    .append(cgroup.memoryLimitBytes() == null ? "unlimited" : gib(cgroup.memoryLimitBytes()))
                    .append('\n');
        }
        out.append("  container ").append(host.container().detected()
                ? "yes (" + String.join(", ", host.container().evidence()) + ")" : "no").append('\n');
    }

    private void jvmTable(StringBuilder out) {
        List<String[]> table = new ArrayList<>();
        table.add(new String[] {"ID", "VENDOR", "VERSION", "VM", "ARCH", "PATH"});
        for (Row row : rows) {
            Jvm jvm = row.jvm();
            table.add(new String[] {jvm.id(), jvm.vendor(), jvm.version(), jvm.vmName(), jvm.arch(),
                String.join(" ", jvm.launchPrefix())});
        }
        int[] widths = new int[table.get(0).length];
        for (String[] line : table) {
            for (int i = 0; i < line.length; i++) {
                widths[i] = Math.max(widths[i], line[i].length());
            }
        }
        for (String[] line : table) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < line.length; i++) {
                text.append(i == line.length - 1 ? line[i] : pad(line[i], widths[i]) + "  ");
            }
            out.append(text.toString().stripTrailing()).append('\n');
        }
    }

    String json(String toolVersion) {
        ObjectNode root = JSON.createObjectNode();
        root.put("tool", "tenure");
        root.put("version", toolVersion);
        root.set("host", JSON.valueToTree(host));
        ArrayNode jvmArray = root.putArray("jvms");
        for (Row row : rows) {
            Jvm jvm = row.jvm();
            ObjectNode node = jvmArray.addObject();
            node.put("id", jvm.id());
            node.put("vendor", jvm.vendor());
            node.put("distribution", jvm.distribution());
            node.put("version", jvm.version());
            node.put("featureVersion", jvm.featureVersion());
            node.put("vm", jvm.vmName());
            node.put("vmVariant", jvm.vmVariant());
            node.put("arch", jvm.arch());
            node.put("family", jvm.family().name().toLowerCase(Locale.ROOT));
            node.put("home", jvm.home().toString());
            node.put("java", jvm.javaExecutable().toString());
            strings(node.putArray("launch"), jvm.launchPrefix());
            node.put("jfr", row.jfr());
            strings(node.putArray("gcLogFlags"), GcLogging.flagsFor(jvm, LOG_PLACEHOLDER));
            if (row.jfr()) {
                strings(node.putArray("jfrFlags"), JfrFlags.flagsFor(jvm, JFR_PLACEHOLDER).orElse(List.of()));
            } else {
                node.putNull("jfrFlags");
            }
            ArrayNode collectors = node.putArray("collectors");
            for (CollectorSupport support : row.collectors()) {
                ObjectNode c = collectors.addObject();
                c.put("id", support.collector().id());
                c.put("name", support.collector().displayName());
                c.put("available", support.available());
                strings(c.putArray("flags"), support.flags());
                c.put("reason", support.reason());
                strings(c.putArray("warnings"), support.warnings());
                c.put("generational", support.generational());
                c.put("concurrent", support.concurrent());
                c.put("reclamation", support.reclamation().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            }
        }
        strings(root.putArray("problems"), problems);
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render JSON", e);
        }
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }

    private static String gib(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
    }

    private static String orUnknown(String value) {
        return value == null ? "unknown" : value;
    }
}
