package io.tenure.harness;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunDirectoryTest {
    @Test
    void aRunStartsInAnEmptyDirectoryWhateverAKilledRunLeft(@TempDir Path bundle) throws Exception {
        RunDirectory run = RunDirectory.of(bundle, "g1-r0");
        Files.createDirectories(run.dir().resolve("i1"));
        Files.writeString(run.dir().resolve("i1").resolve("gc.log"), "half a log");
        run.create();
        try (var files = Files.list(run.dir())) {
            assertThat(files).isEmpty();
        }
        assertThat(run.dir()).isEqualTo(bundle.resolve("runs").resolve("g1-r0").toAbsolutePath());
    }

    @Test
    void filesAreNamedRelativeToTheBundle(@TempDir Path bundle) throws Exception {
        RunDirectory run = RunDirectory.of(bundle, "g1-r0").create();
        Path log = Files.writeString(run.resolve("gc.log"), "");
        assertThat(run.relative(log)).isEqualTo("runs/g1-r0/gc.log");
        assertThat(run.relativeIfExists(log)).isEqualTo("runs/g1-r0/gc.log");
        assertThat(run.relativeIfExists(run.resolve("run.jfr"))).isNull();
    }
}
