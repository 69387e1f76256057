package io.tenure.gclog.metrics;

import io.tenure.gclog.detect.FormatDetector;
import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.gclog.input.ResolvedInput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The members of zip and tar archives that are not GC logs, per archive. An archive holding a log
 * is read like a directory (its other members are skipped with a note); one holding none is one
 * error naming the archive, not one per member (a jar of 3,000 classes given by mistake).
 */
final class ArchiveMembers {
    private final Map<String, List<ResolvedInput>> others = new LinkedHashMap<>();
    private final Set<String> withLogs = new HashSet<>();
    /** Archives that hold Java classes or a manifest, with their member counts: jars, never read as logs. */
    private final Map<String, Integer> javaArchives = new LinkedHashMap<>();

    ArchiveMembers(List<ResolvedInput> inputs) {
        for (ResolvedInput input : inputs) {
            input.archive().filter(a -> !input.listed()).ifPresent(archive -> {
                String name = input.file().name();
                if (name.endsWith(".class") || name.endsWith("!META-INF/MANIFEST.MF")) {
                    javaArchives.put(archive, 0);
                }
            });
        }
        for (ResolvedInput input : inputs) {
            input.archive().filter(javaArchives::containsKey).ifPresent(a -> javaArchives.merge(a, 1, Integer::sum));
        }
    }

    /**
     * True for a member of a Java archive (a jar: classes, a manifest), which is not read at all: a
     * class file can hold a log line's literal and be taken for a log.
     */
    boolean isJavaArchiveMember(ResolvedInput input) {
        return input.archive().filter(javaArchives::containsKey).isPresent();
    }

    void log(String archive) {
        withLogs.add(archive);
    }

    void other(String archive, ResolvedInput member) {
        others.computeIfAbsent(archive, a -> new ArrayList<>()).add(member);
    }

    /** Adds the skipped members of archives with logs to {@code skipped}, one error per archive without any. */
    void report(List<String> skipped, List<IOException> failures) {
        javaArchives.forEach((archive, members) -> failures.add(new UnknownFormatException(archive, String.format(Locale.ROOT,
                "a Java archive (jar) of %d files, not an archive of GC logs. Supported formats: %s", members,
                UnknownFormatException.supported()))));
        others.forEach((archive, members) -> {
            if (withLogs.contains(archive)) {
                members.forEach(m -> skipped.add(m.file().name()));
            } else if (members.size() == 1) {
                // a compressed log's one member: its own reason (empty, UTF-16) says more
                failures.add(FormatDetector.unknown(members.get(0).file()));
            } else {
                failures.add(new UnknownFormatException(archive, String.format(Locale.ROOT,
                        "an archive of %d files, none of them a GC log in a format tenure reads (%s, ...)."
                                + " Supported formats: %s", members.size(), members.get(0).file().name(),
                        UnknownFormatException.supported())));
            }
        });
    }
}
