package io.tenure.cli.platforms;

import io.tenure.io.Json;
import io.tenure.platforms.CollectorSupport;
import io.tenure.platforms.HostFingerprint;
import io.tenure.platforms.Jvm;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Renders {@code tenure platforms}: a text table for people, one JSON object ({@link PlatformsDocument}) for scripts. */
final class PlatformsView {
    /** One JVM with what was learned about it. */
    record Row(Jvm jvm, List<CollectorSupport> collectors, boolean jfr) {
        Row {
            collectors = List.copyOf(collectors);
        }
    }

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
        return Json.toPrettyString(PlatformsDocument.of(toolVersion, host, rows, problems));
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
