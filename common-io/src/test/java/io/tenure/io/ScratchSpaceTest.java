package io.tenure.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchSpaceTest {
    @TempDir
    Path tmp;

    @Test
    void filesAreUniqueInAnOwnerOnlyDirectoryOfThisProcess() throws IOException {
        Path a = ScratchSpace.newFile("probe-", ".jfr");
        Path b = ScratchSpace.newFile("probe-", ".jfr");
        assertThat(a).isNotEqualTo(b).hasParentRaw(ScratchSpace.directory());
        assertThat(ScratchSpace.directory().getFileName().toString())
                .startsWith("tenure-" + ProcessHandle.current().pid() + "-");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(ScratchSpace.directory()))).isEqualTo("rwx------");
    }

    /** A spool left by a killed tenure (its pid gone) is removed; a live process's and other names are kept. */
    @Test
    void staleDirectoriesOfDeadProcessesAreRemoved() throws IOException {
        long dead = deadPid();
        Path stale = Files.createDirectories(tmp.resolve("tenure-" + dead + "-abc"));
        Files.writeString(stale.resolve("stream.spool"), "x");
        Path live = Files.createDirectories(tmp.resolve("tenure-" + ProcessHandle.current().pid() + "-def"));
        Path other = Files.createDirectories(tmp.resolve("tenure-build"));
        ScratchSpace.removeStale(tmp);
        assertThat(stale).doesNotExist();
        assertThat(live).exists();
        assertThat(other).exists();
    }

    private static long deadPid() {
        for (long pid = 4_000_000; ; pid--) {
            if (ProcessHandle.of(pid).isEmpty()) {
                return pid;
            }
        }
    }
}
