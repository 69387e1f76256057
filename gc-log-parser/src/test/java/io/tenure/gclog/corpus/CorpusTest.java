package io.tenure.gclog.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every log of the real-log corpus ({@link RealLogCorpus}, see its {@code INDEX.tsv})
 * through {@link GcLogAnalyzer}, a rotated set as one input: it yields GC events (pauses or
 * concurrent cycles) and leaves no line unparsed, or its outcome is listed here with the reason.
 * Nothing is skipped silently; an entry
 * that no longer describes what happens fails as stale.
 */
class CorpusTest {
    /** A name's rotation suffix: {@code gc.log.3}, {@code gc.log.1.current}, {@code gc.log.current}. */
    private static final Pattern ROTATION = Pattern.compile("^(.+?)(\\.\\d+)?(\\.current)?$");
    private static final String GARBAGECAT = "gc-logs/garbagecat/src__test__resources__data__";
    private static final String GCVIEWER = "gc-logs/gcviewer/src__test__resources__openjdk__";
    private static final String GCTOOLKIT = "gc-logs/gctoolkit/";
    private static final String CORRUPTED = "corrupted on purpose (gctoolkit's corrupted/ set): ";
    private static final String SHENANDOAH_STATISTICS = "only the 'GC STATISTICS' block Shenandoah prints at exit"
            + " (rows like 'Pause Init Mark (G) 8027 us' are run totals, not pauses), ";
    private static final String ZGC_STATISTICS = "only the '=== Garbage Collection Statistics ===' table ZGC prints"
            + " every 10 s (averages and maxima, not pauses), ";
    private static final String JDK17_STARTUP = "JDK 17 start-up lines only (gc,init: version, CPUs, memory, heap"
            + " sizes, metaspace), no collection: ";

    /** Logs that hold no GC event at all, by nature: the expected outcome is no event and no unparsed line. */
    static final Map<String, String> NO_EVENTS = Map.ofEntries(
            Map.entry(GARBAGECAT + "dataset165.txt", SHENANDOAH_STATISTICS + "time,uptimemillis decorations"),
            Map.entry(GARBAGECAT + "dataset196.txt", SHENANDOAH_STATISTICS + "time decoration only"),
            Map.entry(GARBAGECAT + "dataset197.txt", "the tail of a Shenandoah 'GC STATISTICS' block (degenerated GC"
                    + " phase times, 'Finish Queues 6153 us'), time decoration only: statistics, not pauses"),
            Map.entry(GARBAGECAT + "dataset198.txt", SHENANDOAH_STATISTICS + "JDK 8 legacy format, undecorated"),
            Map.entry(GARBAGECAT + "dataset237.txt", JDK17_STARTUP + "Serial"),
            Map.entry(GARBAGECAT + "dataset238.txt", JDK17_STARTUP + "Parallel"),
            Map.entry(GARBAGECAT + "dataset240.txt", JDK17_STARTUP + "Shenandoah, up to its first 'Trigger: Learning"
                    + " 1 of 5' line, before the cycle starts"),
            Map.entry(GARBAGECAT + "dataset241.txt", JDK17_STARTUP + "ZGC (non-generational)"),
            Map.entry(GARBAGECAT + "dataset273.txt", ZGC_STATISTICS + "generational ZGC (JDK 21), uptime,level,tags"),
            Map.entry(GARBAGECAT + "dataset274.txt", ZGC_STATISTICS + "non-generational ZGC, uptime decoration only"),
            Map.entry(GARBAGECAT + "dataset279.txt", "two ZGC start-up lines and a 'Safepoint \"PrintThreads\"' line"
                    + " (a thread dump, not a collection): the safepoint is read, there is no GC pause"),
            Map.entry("gc-logs/gctoolkit/gctoolkit-gclogs__preunified__ps__empty.log", "JDK 8 Parallel log of a JVM that"
                    + " never collected: the header and the heap summary printed at exit"),
            Map.entry(GCVIEWER + "SampleOpenJdk1_8_0ShenandoahDetailsShutdown.txt", "JDK 8 Shenandoah shutdown:"
                    + " the 'GC STATISTICS' block and heap summary only"),
            Map.entry(GCVIEWER + "SampleSun1_8_0RollingLogfile.txt", "JDK 8 -XX:+UseGCLogFileRotation header of a"
                    + " rotated file ('GC log file created …', flags, '… has reached the maximum size'), no record"),
            Map.entry(GCVIEWER + "SampleSun1_8_0Series-Part7.txt", "part 7 of gcviewer's date-stamped series: the"
                    + " rotation header only ('GC log file created logs/garbageCollection.log.6', JVM, memory, flags)"),
            Map.entry(GCVIEWER + "unified-jvm-logging__SampleShenandoahPassiveHeuristics.txt", "JDK 9 Shenandoah with"
                    + " -Xlog:all and passive heuristics: os, class-loading and start-up lines, no 'Pause' line at all"
                    + " (the 50 undecorated lines are counted as foreign, not as unparsed GC lines)"));

    /** Logs read with unparsed lines or without GC events, and why that is right. */
    static final Map<String, String> EXPLAINED = Map.of(
            GCTOOLKIT + "gctoolkit-gclogs__preunified__g1gc__corrupted__no_young_intro.log", CORRUPTED + "the G1 pause"
                    + " record lost its first lines: from its closing ', 0,0854230 secs]', memory summary and times"
                    + " it is read as a pause of unknown type ([record-head-lost]); the 13 lines before (the tail of"
                    + " its tenuring table, without the header that gives its threshold) are reported unparsed",
            GCTOOLKIT + "gctoolkit-gclogs__preunified__g1gc__corrupted__broken_datetimestamp.log", CORRUPTED + "a single"
                    + " safepoint line whose date stamp is cut ('2014-06-16T0,959: Application time: …'), reported"
                    + " unparsed; the file holds no GC pause",
            GCTOOLKIT + "gctoolkit-gclogs__preunified__g1gc__corrupted__rollsbackclock.log", CORRUPTED + "five safepoint"
                    + " lines, the fourth cut in the middle ('30285,518: cation threads were stopped: …', unparsed) and"
                    + " the clock going back by a minute; the file holds no GC pause",
            GCTOOLKIT + "gctoolkit-gclogs-rolling__rolling__jdk8__bbvc.log.32.current", "the live file of a JDK 8"
                    + " rotation, copied while the JVM was writing: its last line (2265) is a 'Full GC (Ergonomics)'"
                    + " record cut after its reference-processing times; reported as 'log ends inside a collection"
                    + " record', the 360 complete pauses before it are read");

    /** Every log's rotated set ({@code bench/}'s 47 MB gzipped log included: it is read in about a second). */
    static Stream<Named<List<Path>>> sets() {
        return rotatedSets(RealLogCorpus.logs()).entrySet().stream().map(e -> Named.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void everyLogYieldsItsPausesWithNoUnparsedLine(List<Path> set) throws IOException {
        String key = key(set.get(0));
        Optional<String> foreign = ForeignFormats.reason(key);
        if (foreign.isPresent()) {
            assertThatThrownBy(() -> GcLogAnalyzer.analyze(set))
                    .as("%s is listed as a foreign format (%s) but tenure reads it", key, foreign.get())
                    .isInstanceOf(UnknownFormatException.class);
            return;
        }
        GcSummary summary = GcLogAnalyzer.analyze(set);
        String outcome = outcome(summary);
        boolean clean = summary.diagnostics().unparsedLines() == 0;
        if (EXPLAINED.containsKey(key)) {
            assertThat(clean && summary.hasGcEvents())
                    .as("%s reads cleanly now (%s): the explanation is stale: %s", key, outcome, EXPLAINED.get(key))
                    .isFalse();
        } else if (NO_EVENTS.containsKey(key)) {
            assertThat(summary.hasGcEvents()).as("%s: %s", key, outcome).isFalse();
            assertThat(clean).as("%s: %s", key, outcome).isTrue();
        } else {
            assertThat(summary.hasGcEvents()).as("%s: no GC event (%s)", key, outcome).isTrue();
            assertThat(clean).as("%s: unparsed lines (%s)", key, outcome).isTrue();
        }
    }

    @Test
    void everyListedFileIsInTheCorpus() {
        Path corpus = RealLogCorpus.dir();
        Stream.of(NO_EVENTS.keySet(), EXPLAINED.keySet(), ForeignFormats.all().keySet()).flatMap(java.util.Set::stream)
                .forEach(key -> {
                    assertThat(key).as("corpus key").startsWith("gc-logs/");
                    assertThat(corpus.resolve(key.substring("gc-logs/".length()))).as("listed corpus file").isRegularFile();
                });
    }

    @Test
    void rotatedFilesFormOneSetInAnyOrder() {
        assertThat(ROTATION.matcher("gc.log.1.current").replaceFirst("$1")).isEqualTo("gc.log");
        assertThat(ROTATION.matcher("gc.log.32.current").replaceFirst("$1")).isEqualTo("gc.log");
        assertThat(ROTATION.matcher("gc.log.4").replaceFirst("$1")).isEqualTo("gc.log");
        assertThat(ROTATION.matcher("gc.log").replaceFirst("$1")).isEqualTo("gc.log");
        assertThat(ROTATION.matcher("gc.log.gz").replaceFirst("$1")).isEqualTo("gc.log.gz");
    }

    /** Files grouped by directory and name without rotation suffix, each set sorted by name. */
    static Map<String, List<Path>> rotatedSets(List<Path> logs) {
        Map<String, List<Path>> sets = new TreeMap<>();
        for (Path file : logs.stream().sorted().toList()) {
            Matcher m = ROTATION.matcher(file.getFileName().toString());
            String base = m.matches() ? m.group(1) : file.getFileName().toString();
            sets.computeIfAbsent(file.resolveSibling(base).toString(), b -> new ArrayList<>()).add(file);
        }
        Map<String, List<Path>> byKey = new TreeMap<>();
        sets.values().forEach(set -> byKey.put(key(set.get(0)) + (set.size() > 1 ? " (+" + (set.size() - 1) + " rotated)" : ""), set));
        return byKey;
    }

    /**
     * {@code gc-logs/<folder>/<file>}: a corpus file's key (its INDEX.tsv path behind the name the
     * corpus had before it was vendored), the same in every explanation list.
     */
    static String key(Path file) {
        return "gc-logs/" + file.getParent().getFileName() + "/" + file.getFileName();
    }

    private static String outcome(GcSummary summary) {
        return String.format(java.util.Locale.ROOT, "format %s, %d pauses, %d concurrent cycles, %d unparsed, %d foreign; first: %s",
                summary.format().map(Object::toString).orElse("?"), summary.pauses().count(),
                summary.collections().concurrentCycles(), summary.diagnostics().unparsedLines(),
                summary.diagnostics().foreignLines(), summary.diagnostics().samples().stream()
                        .filter(d -> d.code().equals("unparsed-line")).findFirst().map(Object::toString).orElse("-"));
    }
}
