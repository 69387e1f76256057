package io.tenure.gclog.input;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
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

    /**
     * Which files may be one log, told by their names alone, for a caller that must split a long
     * listing before it reads any file (an ingest spread over many machines): names in different
     * lists are never one rotated set or series in {@link #group}; names in one list may be, and
     * {@link #group} decides by content. HotSpot rotations of a name ({@code gc.log},
     * {@code gc.log.3}) share a list; so do numbered names whose numbers follow one another
     * ({@code app-Part1.txt}, {@code app-Part2.txt}), since a series never skips a number, while
     * {@code gc-4711.log} and {@code gc-5230.log} (process ids) do not. Lists in the order of their
     * first name.
     */
    public static List<List<String>> candidates(List<String> names) {
        Map<String, List<String>> byRotation = new LinkedHashMap<>();
        names.forEach(n -> byRotation.computeIfAbsent(RotationName.ofRotation(n).key(), k -> new ArrayList<>()).add(n));
        List<List<String>> lists = new ArrayList<>();
        Map<String, List<String>> bySeries = new LinkedHashMap<>();
        for (List<String> rotation : byRotation.values()) {
            if (rotation.size() > 1) {
                lists.add(rotation);
            } else {
                bySeries.computeIfAbsent(RotationName.ofSeries(rotation.get(0)).key(), k -> new ArrayList<>()).add(rotation.get(0));
            }
        }
        for (List<String> series : bySeries.values()) {
            List<String> byNumber = new ArrayList<>(series);
            byNumber.sort(Comparator.comparingLong(n -> RotationName.ofSeries(n).number().orElse(-1)));
            List<String> run = new ArrayList<>();
            long previous = Long.MIN_VALUE;
            for (String name : byNumber) {
                long number = RotationName.ofSeries(name).number().orElse(Long.MIN_VALUE);
                if (!run.isEmpty() && (number == Long.MIN_VALUE || number != previous + 1)) {
                    lists.add(run);
                    run = new ArrayList<>();
                }
                run.add(name);
                previous = number;
            }
            lists.add(run);
        }
        Map<String, Integer> position = new HashMap<>();
        for (int i = names.size() - 1; i >= 0; i--) {
            position.put(names.get(i), i);
        }
        lists.sort(Comparator.comparingInt(list -> list.stream().mapToInt(position::get).min().orElse(0)));
        return lists;
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
