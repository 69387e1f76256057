package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.testsupport.TestJdks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The probe cache on a real JVM behind a counting launcher: a shell script that notes each
 * start in a file and runs JDK 17. The count shows exactly when the cache spares a launch.
 */
class ProbeCacheTest {
    @TempDir
    Path dir;
    private Path home;
    private Path launches;
    private Path cacheFile;

    @BeforeEach
    void countingJdk() throws IOException {
        home = dir.resolve("counting-jdk");
        launches = dir.resolve("launches.txt");
        cacheFile = dir.resolve("cache/probes.json");
        Files.createDirectories(home.resolve("bin"));
        Path java = home.resolve("bin/java");
        Files.writeString(java, "#!/bin/sh\necho launch >> '" + launches + "'\nexec '"
                + TestJdks.JDK17.resolve("bin/java") + "' \"$@\"\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"17\"\n");
    }

    private int launchCount() throws IOException {
        return Files.exists(launches) ? Files.readAllLines(launches).size() : 0;
    }

    private Jvm discoverAndProbe(ProbeCache cache) {
        JvmCatalog catalog = JvmDiscovery.discover(DiscoveryRoots.none().withExplicitPaths(List.of(home)), cache,
                ProbeListener.silent());
        assertThat(catalog.jvms()).hasSize(1);
        Jvm jvm = catalog.jvms().get(0);
        assertThat(new CollectorCatalog(cache, ProbeListener.silent()).support(jvm, Collector.SERIAL).available()).isTrue();
        return jvm;
    }

    @Test
    void secondRunLaunchesNothing() throws IOException {
        ProbeCache first = ProbeCache.at(cacheFile);
        Jvm jvm = discoverAndProbe(first);
        assertThat(launchCount()).as("identify + probe").isEqualTo(2);
        assertThat(first.save()).isEmpty();

        Jvm again = discoverAndProbe(ProbeCache.at(cacheFile));

        assertThat(launchCount()).isEqualTo(2);
        assertThat(again).isEqualTo(jvm);
        assertThat(again.featureVersion()).isEqualTo(17);
    }

    @Test
    void aChangedLauncherIsProbedAgain() throws IOException {
        ProbeCache first = ProbeCache.at(cacheFile);
        discoverAndProbe(first);
        first.save();
        int before = launchCount();
        Path java = home.resolve("bin/java");
        Files.setLastModifiedTime(java, FileTime.fromMillis(Files.getLastModifiedTime(java).toMillis() + 10_000));

        discoverAndProbe(ProbeCache.at(cacheFile));

        assertThat(launchCount()).as("identify + probe again").isEqualTo(before + 2);
    }

    @Test
    void aChangedReleaseFileIsProbedAgain() throws IOException {
        ProbeCache first = ProbeCache.at(cacheFile);
        discoverAndProbe(first);
        first.save();
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"17.0.99\"\n");

        discoverAndProbe(ProbeCache.at(cacheFile));

        assertThat(launchCount()).isEqualTo(4);
    }

    @Test
    void refreshingIgnoresButRewritesTheCache() throws IOException {
        ProbeCache first = ProbeCache.at(cacheFile);
        discoverAndProbe(first);
        first.save();

        ProbeCache refreshing = ProbeCache.refreshing(cacheFile);
        discoverAndProbe(refreshing);
        refreshing.save();
        assertThat(launchCount()).isEqualTo(4);

        discoverAndProbe(ProbeCache.at(cacheFile));
        assertThat(launchCount()).isEqualTo(4);
    }

    @Test
    void aCorruptCacheIsIgnoredAndReplaced() throws IOException {
        Files.createDirectories(cacheFile.getParent());
        Files.writeString(cacheFile, "{ this is not json");

        ProbeCache cache = ProbeCache.at(cacheFile);
        assertThat(cache.loadProblem()).get().asString().contains("unreadable");
        discoverAndProbe(cache);
        assertThat(cache.save()).isEmpty();

        assertThat(ProbeCache.at(cacheFile).loadProblem()).isEmpty();
        assertThat(Files.readString(cacheFile)).contains(ProbeCache.SCHEMA).contains("-XX:+UseSerialGC");
    }

    @Test
    void savingLeavesNoTemporaryFiles() throws IOException {
        ProbeCache cache = ProbeCache.at(cacheFile);
        discoverAndProbe(cache);
        cache.save();

        try (Stream<Path> files = Files.list(cacheFile.getParent())) {
            assertThat(files).containsExactly(cacheFile);
        }
    }

    @Test
    void anUnwritableLocationIsReportedNotThrown() throws IOException {
        Path blocker = dir.resolve("blocker");
        Files.writeString(blocker, "a file where a directory should be");
        ProbeCache cache = ProbeCache.at(blocker.resolve("probes.json"));
        discoverAndProbe(cache);

        assertThat(cache.save()).get().asString().contains("cannot write the probe cache");
    }
}
