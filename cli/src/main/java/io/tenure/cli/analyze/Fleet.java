package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.model.stats.Medians;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fleet: one row per JVM run, never a figure pooled across runs. Groups aggregate the per-run
 * figures by their median; outliers are flagged by a robust z-score (median and MAD over the
 * fleet's runs, |z| &gt; 3.5: Iglewicz and Hoaglin). See docs/ANALYZE.md, "Fleet".
 */
record Fleet(List<FleetRow> rows, List<Map<String, OptionalDouble>> zScores, List<Group> groups, String groupBy) {
    static final double OUTLIER_Z = 3.5;
    /** MAD of a normal distribution is 0.6745 of its standard deviation. */
    private static final double MAD_TO_SIGMA = 0.6745;
    /** The figures an outlier is looked for in, by JSON name. */
    static final Map<String, Function<FleetRow, OptionalDouble>> OUTLIER_FIGURES = outlierFigures();

    Fleet {
        rows = List.copyOf(rows);
        zScores = List.copyOf(zScores);
        groups = List.copyOf(groups);
    }

    private static Map<String, Function<FleetRow, OptionalDouble>> outlierFigures() {
        Map<String, Function<FleetRow, OptionalDouble>> m = new LinkedHashMap<>();
        m.put("pauseP99Ms", FleetRow::pauseP99Ms);
        m.put("overheadPercent", FleetRow::overheadPercent);
        m.put("allocationRateMBps", FleetRow::allocationRateMBps);
        m.put("survivalMedian", FleetRow::survivalMedian);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** A group of runs: how many, and the median of their figures. */
    record Group(String key, int runs, OptionalDouble elapsedSeconds, OptionalDouble pauseP50Ms,
                 OptionalDouble pauseP99Ms, OptionalDouble pauseMaxMs, OptionalDouble overheadPercent,
                 OptionalDouble allocationRateMBps, OptionalDouble survivalMedian, long critical, long warnings,
                 long info, int outliers) {
    }

    static Fleet of(List<FleetRow> rows, String groupBy) {
        List<Map<String, OptionalDouble>> z = new ArrayList<>();
        rows.forEach(r -> z.add(new LinkedHashMap<>()));
        for (Map.Entry<String, Function<FleetRow, OptionalDouble>> figure : OUTLIER_FIGURES.entrySet()) {
            double[] values = rows.stream().map(figure.getValue()).filter(OptionalDouble::isPresent)
                    .mapToDouble(OptionalDouble::getAsDouble).sorted().toArray();
            OptionalDouble median = values.length >= 3 ? OptionalDouble.of(Medians.medianOfSorted(values))
                    : OptionalDouble.empty();
            double mad = median.isPresent() ? Medians.medianOfSorted(Arrays.stream(values)
                    .map(v -> Math.abs(v - median.getAsDouble())).sorted().toArray()) : 0;
            for (int i = 0; i < rows.size(); i++) {
                OptionalDouble v = figure.getValue().apply(rows.get(i));
                OptionalDouble score = v.isEmpty() || median.isEmpty() || mad == 0 ? OptionalDouble.empty()
                        : OptionalDouble.of(MAD_TO_SIGMA * (v.getAsDouble() - median.getAsDouble()) / mad);
                z.get(i).put(figure.getKey(), score);
            }
        }
        List<Group> groups = groupBy == null ? List.of() : groups(rows, z, groupBy);
        return new Fleet(rows, z, groups, groupBy);
    }

    static boolean outlier(OptionalDouble z) {
        return z.isPresent() && Math.abs(z.getAsDouble()) > OUTLIER_Z;
    }

    int outliers(int row) {
        return (int) zScores.get(row).values().stream().filter(Fleet::outlier).count();
    }

    private static List<Group> groups(List<FleetRow> rows, List<Map<String, OptionalDouble>> z, String groupBy) {
        Function<FleetRow, String> key = key(groupBy);
        Map<String, List<Integer>> members = new java.util.TreeMap<>();
        for (int i = 0; i < rows.size(); i++) {
            members.computeIfAbsent(key.apply(rows.get(i)), k -> new ArrayList<>()).add(i);
        }
        List<Group> groups = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> g : members.entrySet()) {
            List<FleetRow> in = g.getValue().stream().map(rows::get).toList();
            int outliers = (int) g.getValue().stream().mapToLong(i -> z.get(i).values().stream().filter(Fleet::outlier).count())
                    .filter(n -> n > 0).count();
            groups.add(new Group(g.getKey(), in.size(), median(in, FleetRow::elapsedSeconds), median(in, FleetRow::pauseP50Ms),
                    median(in, FleetRow::pauseP99Ms), median(in, FleetRow::pauseMaxMs), median(in, FleetRow::overheadPercent),
                    median(in, FleetRow::allocationRateMBps), median(in, FleetRow::survivalMedian),
                    in.stream().mapToLong(FleetRow::critical).sum(), in.stream().mapToLong(FleetRow::warnings).sum(),
                    in.stream().mapToLong(FleetRow::info).sum(), outliers));
        }
        return groups;
    }

    /** {@code collector}, {@code jvm}, or a regular expression over the run's first file name (group 1 if it has one). */
    static Function<FleetRow, String> key(String groupBy) {
        return switch (groupBy) {
            case "collector" -> FleetRow::collector;
            case "jvm" -> FleetRow::jvm;
            default -> {
                Pattern p;
                try {
                    p = Pattern.compile(groupBy);
                } catch (java.util.regex.PatternSyntaxException e) {
                    throw new UserException(ExitCodes.USAGE, "--group-by '" + groupBy + "': not collector, jvm nor a"
                            + " regular expression: " + e.getDescription());
                }
                yield row -> {
                    String input = row.inputs().get(0);
                    String name = input.substring(input.lastIndexOf('/') + 1);
                    Matcher m = p.matcher(name);
                    if (!m.find()) {
                        return "(no match)";
                    }
                    return m.groupCount() >= 1 && m.group(1) != null ? m.group(1) : m.group();
                };
            }
        };
    }

    private static OptionalDouble median(List<FleetRow> rows, Function<FleetRow, OptionalDouble> figure) {
        double[] v = rows.stream().map(figure).filter(OptionalDouble::isPresent).mapToDouble(OptionalDouble::getAsDouble)
                .sorted().toArray();
        return v.length == 0 ? OptionalDouble.empty() : OptionalDouble.of(Medians.medianOfSorted(v));
    }
}
