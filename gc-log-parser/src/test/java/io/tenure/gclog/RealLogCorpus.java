package io.tenure.gclog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The real-log corpus vendored in the repository ({@code ${tenure.fixtures}/corpus}; origin and
 * licence of every file in its {@code README.md} and {@code INDEX.tsv}). It is always there: a
 * missing file fails the test that wants it, it never skips.
 */
public final class RealLogCorpus {
    /** Files of the corpus that are not logs: its notes, its index and {@code bench/}'s scripts. */
    private static final Set<String> NOT_LOGS = Set.of("INDEX.tsv", "README.md", "make-big-log", "make-big-legacy-log");
    /** The folder of licence texts. */
    private static final String LICENSES = "LICENSES";

    private RealLogCorpus() {
    }

    /** The corpus directory. */
    public static Path dir() {
        Path dir = GoldenFiles.fixtures().resolve("corpus").toAbsolutePath().normalize();
        assertThat(dir.resolve("INDEX.tsv")).as("the vendored real-log corpus").isRegularFile();
        return dir;
    }

    /** The corpus file at {@code relative} (e.g. {@code gctoolkit/…}), which must exist. */
    public static Path file(String relative) {
        Path file = dir().resolve(relative);
        assertThat(file).as("corpus file").isRegularFile();
        return file;
    }

    /** Every log of the corpus ({@code bench/}'s gzipped log included), sorted by path. */
    public static List<Path> logs() {
        Path dir = dir();
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> !NOT_LOGS.contains(p.getFileName().toString()))
                    .filter(p -> !dir.relativize(p).startsWith(LICENSES))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    /** The rows of {@code INDEX.tsv} below its header, split into cells (see the corpus README for the columns). */
    public static List<List<String>> index() {
        Path index = dir().resolve("INDEX.tsv");
        try {
            List<String> lines = Files.readAllLines(index, StandardCharsets.UTF_8);
            return lines.subList(1, lines.size()).stream().map(l -> Arrays.asList(l.split("\t", -1))).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + index, e);
        }
    }
}
