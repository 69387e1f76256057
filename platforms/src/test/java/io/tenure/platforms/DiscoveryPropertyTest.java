package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Discovery's contract on arbitrary trees of directories, files and symlinks (broken ones,
 * loops, links to files): it never throws, and every home it returns is a real, distinct
 * directory with a {@code bin/java} file.
 */
class DiscoveryPropertyTest {
    /** One step in building a tree: kind 0 dir, 1 file, 2 symlink, 3 JDK; parent and target pick earlier entries. */
    record Step(int kind, int parent, int target, String name) {
    }

    @Provide
    Arbitrary<List<Step>> trees() {
        Arbitrary<Step> step = net.jqwik.api.Combinators.combine(
                Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 1000),
                Arbitraries.integers().between(0, 1000),
                Arbitraries.of("a", "b", "bin", "java", "jre", "lib", "Contents", "Home", "jdk-17", ".."))
                .as(Step::new);
        return step.list().ofMaxSize(25);
    }

    @Property(tries = 60)
    void neverThrowsAndReturnsOnlyRealHomes(@ForAll("trees") List<Step> steps) throws IOException {
        Path root = Files.createTempDirectory("tenure-discovery-");
        try {
            build(root, steps);
            JdkLocator.Located located = JdkLocator.locate(DiscoveryRoots.none()
                    .withJavaHome(root.resolve("a"))
                    .withPathDirectories(List.of(root.resolve("bin"), root.resolve("a/bin")))
                    .withSearchDirectories(List.of(new DiscoveryRoots.SearchDirectory(root, 4))));
            HashSet<Path> seen = new HashSet<>();
            for (JdkLocator.Candidate candidate : located.candidates()) {
                assertThat(candidate.home()).isEqualTo(candidate.home().toRealPath());
                assertThat(seen.add(candidate.home())).as("distinct: %s", candidate.home()).isTrue();
                assertThat(Files.isRegularFile(candidate.javaExecutable())).isTrue();
            }
        } finally {
            delete(root);
        }
    }

    private static void build(Path root, List<Step> steps) {
        List<Path> dirs = new ArrayList<>(List.of(root));
        List<Path> all = new ArrayList<>(List.of(root));
        for (Step step : steps) {
            Path parent = dirs.get(step.parent() % dirs.size());
            Path path = parent.resolve(step.name());
            try {
                switch (step.kind()) {
                    case 0 -> dirs.add(Files.createDirectories(path));
                    case 1 -> Files.writeString(path, "x");
                    case 2 -> Files.createSymbolicLink(path, all.get(step.target() % all.size()));
                    default -> {
                        Files.createDirectories(path.resolve("bin"));
                        Files.writeString(path.resolve("bin/java"), "x");
                        dirs.add(path);
                    }
                }
                all.add(path);
            } catch (IOException | RuntimeException e) {
                // Name clashes and impossible layouts are part of the fun: the step is dropped.
            }
        }
    }

    private static void delete(Path root) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
