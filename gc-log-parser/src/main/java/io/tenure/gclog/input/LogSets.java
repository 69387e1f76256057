package io.tenure.gclog.input;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Groups logs into rotated sets and puts each set in the order it was written.
 *
 * <p>Grouping is by name: HotSpot's rotation names first ({@code gc.log}, {@code gc.log.0},
 * {@code gc.log.1.current}), then numbered series ({@code app-Part1.txt} … {@code app-Part7.txt})
 * for the files left alone, where their content shows one log cut into parts
 * ({@link NumberedSeries}). Files that group with nothing are logs of their own.
 *
 * <p>Order is by content where it can be: by the first wall-clock time when every file has one;
 * else by the first uptime when the files are one JVM run (at most one of them starts at JVM
 * start; rotation numbers wrap around, so they cannot be trusted here); else by rotation number,
 * numbered files first, then {@code .current}, then the bare name.
 */
public final class LogSets {
    private LogSets() {
    }

    public static List<LogSet> group(List<LogFile> files) throws IOException {
        Map<String, List<LogFile>> byRotation = groupBy(files, f -> RotationName.ofRotation(f.name()).key());
        List<LogSet> sets = new ArrayList<>();
        List<LogFile> alone = new ArrayList<>();
        for (Map.Entry<String, List<LogFile>> group : byRotation.entrySet()) {
            if (group.getValue().size() > 1) {
                sets.add(new LogSet(group.getKey(), order(group.getValue(), RotationName::ofRotation)));
            } else {
                alone.add(group.getValue().get(0));
            }
        }
        for (Map.Entry<String, List<LogFile>> group : groupBy(alone, f -> RotationName.ofSeries(f.name()).key()).entrySet()) {
            List<LogFile> members = group.getValue();
            if (members.size() == 1) {
                sets.add(new LogSet(members.get(0).name(), members));
                continue;
            }
            for (List<Probed> series : NumberedSeries.split(members)) {
                List<LogFile> parts = order(series).stream().map(Probed::file).toList();
                sets.add(new LogSet(parts.size() > 1 ? group.getKey() : parts.get(0).name(), parts));
            }
        }
        sets.sort(Comparator.comparingInt(s -> files.indexOf(s.files().stream()
                .min(Comparator.comparingInt(files::indexOf)).orElseThrow())));
        return sets;
    }

    private static Map<String, List<LogFile>> groupBy(List<LogFile> files, Function<LogFile, String> key) {
        Map<String, List<LogFile>> groups = new LinkedHashMap<>();
        for (LogFile file : files) {
            groups.computeIfAbsent(key.apply(file), k -> new ArrayList<>()).add(file);
        }
        return groups;
    }

    static List<LogFile> order(List<LogFile> files, Function<String, RotationName> naming) throws IOException {
        List<Probed> probed = new ArrayList<>();
        for (LogFile file : files) {
            probed.add(new Probed(file, naming.apply(file.name()), FirstTimestamps.of(file)));
        }
        return order(probed).stream().map(Probed::file).toList();
    }

    static List<Probed> order(List<Probed> probed) {
        List<Probed> sorted = new ArrayList<>(probed);
        sorted.sort(Comparator.<Probed>comparingInt(p -> p.rotation().rank())
                .thenComparingLong(p -> p.rotation().number().orElse(0))
                .thenComparing(p -> p.file().name()));
        if (sorted.stream().allMatch(p -> p.times().epochMillis().isPresent())) {
            sorted.sort(Comparator.comparingLong(p -> p.times().epochMillis().getAsLong()));
        } else if (sorted.stream().allMatch(p -> p.times().uptimeSeconds().isPresent())
                && sorted.stream().filter(p -> p.times().startsWithJvmStart()).count() <= 1) {
            sorted.sort(Comparator.comparingDouble(p -> p.times().uptimeSeconds().getAsDouble()));
        }
        return sorted;
    }

    record Probed(LogFile file, RotationName rotation, FirstTimestamps times) {
    }
}
