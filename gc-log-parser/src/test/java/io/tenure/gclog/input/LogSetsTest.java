package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogSetsTest {
    private static List<LogFile> shuffled(Path... paths) throws IOException {
        List<LogFile> files = new ArrayList<>(LogInputs.resolve(List.of(paths)).stream().map(ResolvedInput::file).toList());
        Collections.shuffle(files, new Random(7));
        return files;
    }

    private static List<String> lastNames(LogSet set) {
        return set.files().stream().map(f -> f.name().substring(Math.max(f.name().lastIndexOf('/'), f.name().lastIndexOf('!')) + 1)).toList();
    }

    @Test
    void aWrappedRotationOfOneRunIsOrderedByUptimeNotByRotationNumber() throws IOException {
        List<LogSet> sets = LogSets.group(shuffled(InputFixtures.set("zip/rollover.zip")));

        assertThat(sets).hasSize(1);
        assertThat(lastNames(sets.get(0))).containsExactly(
                "rollover.log.3", "rollover.log.4", "rollover.log.0", "rollover.log.1", "rollover.log.2", "rollover.log");
    }

    @Test
    void filesThatEachStartAJvmAreOrderedByRotationNumberWithTheBaseNameLast() throws IOException {
        List<LogSet> sets = LogSets.group(shuffled(InputFixtures.set("jdk14-g1-restart")));

        assertThat(sets).hasSize(1);
        assertThat(lastNames(sets.get(0))).containsExactly(
                "short_restart_4.log.1", "short_restart_4.log.2", "short_restart_4.log.3", "short_restart_4.log.4",
                "short_restart_4.log");
    }

    @Test
    void aNumberedSeriesWithDateStampsIsOrderedByWallClock() throws IOException {
        List<LogSet> sets = LogSets.group(shuffled(InputFixtures.set("jdk8-cms-series")));

        assertThat(sets).hasSize(1);
        assertThat(sets.get(0).name()).endsWith("SampleSun1_8_0Series-Part#.txt");
        assertThat(lastNames(sets.get(0))).containsExactly(
                "SampleSun1_8_0Series-Part1.txt", "SampleSun1_8_0Series-Part2.txt", "SampleSun1_8_0Series-Part3.txt",
                "SampleSun1_8_0Series-Part4.txt", "SampleSun1_8_0Series-Part5.txt", "SampleSun1_8_0Series-Part6.txt",
                "SampleSun1_8_0Series-Part7.txt");
    }

    @Test
    void theCurrentFileOfAJdk8RotationComesLast() throws IOException {
        List<LogSet> sets = LogSets.group(shuffled(InputFixtures.set("jdk7-g1-rotating-directory")));

        assertThat(sets).hasSize(1);
        assertThat(lastNames(sets.get(0))).containsExactly("gc.log.0", "gc.log.1.current");
    }

    @Test
    void logsThatAreNotRotationsOfEachOtherStaySeparateInInputOrder() throws IOException {
        List<LogSet> sets = LogSets.group(LogInputs.resolve(List.of(
                InputFixtures.set("SampleSun1_6_0PrintHeapAtGC.txt.gz"),
                InputFixtures.set("jdk7-g1-rotating-directory"),
                InputFixtures.set("jdk14-g1-restart/short_restart_4.log.2"))).stream().map(ResolvedInput::file).toList());

        assertThat(sets).extracting(LogSet::rotated).containsExactly(false, true, false);
    }

    /**
     * garbagecat's corpus numbers unrelated logs: dataset237 is a JDK 17 Serial run and dataset238
     * a Parallel one, both from JVM start. Their names make a series; their content does not.
     */
    @Test
    void unrelatedLogsWithNumberedNamesAreNotOneSeries() throws IOException {
        Path corpus = GoldenFiles.fixtures().resolve("corpus/garbagecat");
        List<LogSet> sets = LogSets.group(shuffled(corpus.resolve("src__test__resources__data__dataset237.txt"),
                corpus.resolve("src__test__resources__data__dataset238.txt"),
                corpus.resolve("src__test__resources__data__dataset57.txt"),
                corpus.resolve("src__test__resources__data__dataset103.txt")));

        assertThat(sets).hasSize(4).noneMatch(LogSet::rotated);
    }

    @Test
    void partsOfASeriesMustFollowEachOtherInNumberAndInTime(@TempDir Path dir) throws IOException {
        Path series = InputFixtures.set("jdk8-cms-series");
        Path part1 = series.resolve("SampleSun1_8_0Series-Part1.txt");
        Path part2 = series.resolve("SampleSun1_8_0Series-Part2.txt");
        Path gap = Files.createDirectories(dir.resolve("gap"));
        Files.copy(part1, gap.resolve("app-1.txt"));
        Files.copy(part2, gap.resolve("app-3.txt"));
        Path backwards = Files.createDirectories(dir.resolve("backwards"));
        Files.copy(part2, backwards.resolve("app-1.txt"));
        Files.copy(part1, backwards.resolve("app-2.txt"));
        Path inOrder = Files.createDirectories(dir.resolve("in-order"));
        Files.copy(part1, inOrder.resolve("app-1.txt"));
        Files.copy(part2, inOrder.resolve("app-2.txt"));
        // a fleet collected as pod-1.log, pod-2.log, ... whose pods logged the same instant: a part
        // written after another starts after it, never at the same millisecond
        Path copies = Files.createDirectories(dir.resolve("copies"));
        Files.copy(part1, copies.resolve("pod-1.txt"));
        Files.copy(part1, copies.resolve("pod-2.txt"));

        assertThat(LogSets.group(shuffled(gap))).as("a number missing").hasSize(2);
        assertThat(LogSets.group(shuffled(backwards))).as("the second part written first").hasSize(2);
        assertThat(LogSets.group(shuffled(copies))).as("two parts starting at the same time").hasSize(2);
        assertThat(LogSets.group(shuffled(podsStartedAnHourApart(dir.resolve("pods")))))
                .as("a later part starting a JVM of its own").hasSize(2);
        assertThat(LogSets.group(shuffled(inOrder))).singleElement().extracting(s -> s.files().size()).isEqualTo(2);
    }

    /**
     * Two JVMs' logs with wall-clock and uptime decorations ({@code -Xlog:gc*:file=...:time,uptime}),
     * each from its JVM's start, the second started an hour after the first.
     */
    private static Path podsStartedAnHourApart(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (int pod = 1; pod <= 2; pod++) {
            String hour = pod == 1 ? "10" : "11";
            Files.writeString(dir.resolve("pod-" + pod + ".log"), String.join("\n",
                    "[2026-11-22T" + hour + ":00:00.010+0000][0.010s][info][gc] Using G1",
                    "[2026-11-22T" + hour + ":00:01.200+0000][1.200s][info][gc] GC(0) Pause Young (Normal)"
                            + " (G1 Evacuation Pause) 24M->4M(256M) 3.123ms",
                    ""));
        }
        return dir;
    }

    @Test
    void rotationNamesGroupHotSpotAndSeriesForms() {
        assertThat(RotationName.ofRotation("gc.log.32.current")).isEqualTo(
                new RotationName("gc.log", java.util.OptionalLong.of(32), true));
        assertThat(RotationName.ofRotation("gc.log").key()).isEqualTo("gc.log");
        assertThat(RotationName.ofSeries("logs/app-Part3.txt").key()).isEqualTo("logs/app-Part#.txt");
        assertThat(RotationName.ofSeries("jdk11_details.log").number()).isEmpty();
    }
    @Test
    void candidatesByNameKeepRotationsAndConsecutiveNumbersTogetherAndProcessIdsApart() {
        assertThat(LogSets.candidates(List.of("a/gc.log", "a/gc.log.1", "b/gc.log", "a/gc.log.2.current",
                "x/app-Part2.txt", "x/app-Part1.txt", "x/app-Part4.txt", "p/gc-4711.log", "p/gc-5230.log", "p/gc-4712.log")))
                .containsExactly(List.of("a/gc.log", "a/gc.log.1", "a/gc.log.2.current"), List.of("b/gc.log"),
                        List.of("x/app-Part1.txt", "x/app-Part2.txt"), List.of("x/app-Part4.txt"),
                        List.of("p/gc-4711.log", "p/gc-4712.log"), List.of("p/gc-5230.log"));
    }

    /** What a distributed ingest relies on: every log the content finds lies within one list the names give. */
    @Test
    void everySetOfTheCorpusLiesWithinOneCandidateList() throws IOException {
        List<LogFile> files = LogInputs.resolve(List.of(GoldenFiles.fixtures().resolve("corpus"))).stream()
                .map(ResolvedInput::file).toList();
        List<List<String>> candidates = LogSets.candidates(files.stream().map(LogFile::name).toList());
        List<LogSet> sets = LogSets.group(files);
        assertThat(sets).anyMatch(LogSet::rotated);
        for (LogSet set : sets) {
            List<String> names = set.files().stream().map(LogFile::name).toList();
            assertThat(candidates).as(set.name()).anyMatch(list -> list.containsAll(names));
        }
        assertThat(candidates.stream().mapToInt(List::size).sum()).isEqualTo(files.size());
    }
}
