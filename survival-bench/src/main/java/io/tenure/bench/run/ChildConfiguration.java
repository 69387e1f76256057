package io.tenure.bench.run;

import io.tenure.bench.fork.WorkloadReport;
import io.tenure.bench.plan.Cell;
import io.tenure.bench.plan.ControlledFlags;
import io.tenure.platforms.CollectorCatalog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks that a child ran the configuration its cell names, from what the child itself reported
 * (its JVM input arguments, GC bean names and, for a cell that pins its CPUs, the processor count
 * the JVM saw): a flag injected from outside the command (an
 * option variable the launcher could not remove, an {@code @argfile}, a vendor's default options
 * file) would otherwise silently measure another platform.
 */
final class ChildConfiguration {
    private ChildConfiguration() {
    }

    /** Why the child did not run {@code cell}'s configuration, or empty when it did (or cannot be told). */
    static Optional<String> mismatch(Cell cell, WorkloadReport report) {
        List<String> problems = new ArrayList<>();
        List<String> asked = cell.flags();
        List<String> ran = report.jvm().inputArguments();
        if (ran != null) {
            for (String flag : asked) {
                if (!ran.contains(flag)) {
                    problems.add("cell asks for " + flag + " but the child ran without it (input arguments: "
                            + String.join(" ", ran) + ")");
                }
            }
            // Grouped by option, so the message compares like with like: -Xmn16m against -Xmn8m.
            Map<String, List<String>> foreign = new LinkedHashMap<>();
            for (String flag : ran) {
                boolean definesTheCell = ControlledFlags.kindOf(flag).map(ControlledFlags::definesTheCell).orElse(false);
                if (definesTheCell && !asked.contains(flag)) {
                    foreign.computeIfAbsent(option(flag), k -> new ArrayList<>()).add(flag);
                }
            }
            foreign.forEach((option, flags) -> {
                List<String> ours = asked.stream().filter(f -> option(f).equals(option)).toList();
                List<String> theirs = ran.stream().filter(f -> option(f).equals(option)).toList();
                problems.add((ours.isEmpty() ? "cell does not set " + option : "cell asks for " + String.join(" ", ours))
                        + " but the child ran with " + String.join(" ", theirs) + " (" + String.join(" ", flags)
                        + " came from outside the command)");
            });
        }
        Integer cpus = cell.cpus();
        if (cpus != null && report.jvm().availableProcessors() != null && !cpus.equals(report.jvm().availableProcessors())) {
            problems.add("cell asks for " + cpus + " CPU" + (cpus == 1 ? "" : "s") + " (taskset and -XX:ActiveProcessorCount="
                    + cpus + ") but the child saw availableProcessors() = " + report.jvm().availableProcessors());
        }
        Optional<Set<String>> expected = CollectorCatalog.gcBeanNames(cell.collector(), cell.jvm().featureVersion());
        if (report.jvm().collectorBeans() != null && expected.isPresent()) {
            Set<String> beans = new TreeSet<>(report.jvm().collectorBeans());
            if (!beans.equals(new TreeSet<>(expected.get()))) {
                problems.add("cell asks for " + cell.collector().displayName() + " (GC beans "
                        + String.join(", ", new TreeSet<>(expected.get())) + ") but the child ran with GC beans "
                        + (beans.isEmpty() ? "none" : String.join(", ", beans)));
            }
        }
        return problems.isEmpty() ? Optional.empty()
                : Optional.of("the child did not run the cell's configuration: " + String.join("; ", problems));
    }

    /**
     * The option a flag sets: {@code -Xmn} for -Xmn8m, {@code SurvivorRatio} for
     * -XX:SurvivorRatio=6, and one option for every collector selection (-XX:+UseSerialGC).
     */
    static String option(String flag) {
        if (flag.matches("-XX:[+-]Use\\w*GC")) {
            return "-XX:+Use*GC";
        }
        if (flag.startsWith("-XX:")) {
            String name = flag.substring(4).replaceFirst("^[+-]", "");
            int eq = name.indexOf('=');
            return eq < 0 ? name : name.substring(0, eq);
        }
        if (flag.matches("-X(mx|ms|mn|ss).*")) {
            return flag.substring(0, 4);
        }
        int colon = flag.indexOf(':');
        return colon < 0 ? flag : flag.substring(0, colon);
    }
}
