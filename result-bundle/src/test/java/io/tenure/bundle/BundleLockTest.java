package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleLockTest {
    @TempDir
    Path temp;

    /** Holds the lock of the bundle named on the command line until its stdin closes. */
    public static final class Holder {
        @SuppressWarnings("try") // the lock is held by being open
        public static void main(String[] args) throws IOException {
            try (BundleLock lock = BundleLock.acquire(Path.of(args[0]))) {
                System.out.println("locked");
                System.out.flush();
                System.in.read();
            }
        }
    }

    @Test
    void aSecondProcessIsRefusedWithTheHoldersPidAndGetsTheLockOnceItIsGone() throws Exception {
        Path bundle = temp.resolve("bundle");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process holder = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                Holder.class.getName(), bundle.toString())).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
            assertThat(out.readLine()).isEqualTo("locked");

            assertThatThrownBy(() -> BundleLock.acquire(bundle)).isInstanceOf(BundleException.Locked.class)
                    .hasMessage(bundle + " is being written by another tenure process (pid " + holder.pid()
                            + "): wait for it to finish, or choose another --out");
        } finally {
            holder.getOutputStream().close();
            assertThat(holder.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        try (BundleLock lock = BundleLock.acquire(bundle)) {
            assertThat(lock.held()).isTrue();
        }
    }

    @Test
    void aSecondWriterInTheSameProcessIsRefusedAndTheFirstKeepsItsLock() throws IOException {
        Path bundle = temp.resolve("in-process");
        try (BundleLock first = BundleLock.acquire(bundle)) {
            assertThat(first.held()).isTrue();
            assertThatThrownBy(() -> BundleLock.acquire(bundle)).isInstanceOf(BundleException.Locked.class)
                    .hasMessageContaining("(pid " + ProcessHandle.current().pid() + ")");
            assertThatThrownBy(() -> BundleLock.acquire(temp.resolve(".").resolve("in-process")))
                    .isInstanceOf(BundleException.Locked.class);
            assertThat(first.held()).as("a refused second writer must not drop the first one's lock").isTrue();
        }
        try (BundleLock again = BundleLock.acquire(bundle)) {
            assertThat(again.held()).isTrue();
        }
    }
}
