package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.platforms.HostFingerprint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bundle holds the runs of one host. */
class BundleWriterTest {
    @TempDir
    Path temp;

    @Test
    void anEmptyDirectoryTakesThisHostAndKeepsIt() throws IOException {
        BundleWriter writer = new BundleWriter(temp.resolve("b"));
        HostFingerprint here = TestBundles.host("here");
        Files.createDirectories(writer.dir());
        String id = writer.adoptHost(here, Optional.empty());
        assertThat(id).isEqualTo(HostIdentity.of(here)).matches("[0-9a-f]{16}");
        assertThat(BundleReader.host(writer.dir().resolve("host.json"))).contains(here);
        // a later kernel on the same machine is the same host
        HostFingerprint upgraded = new HostFingerprint(here.schema(), "2027-01-01T00:00:00Z", here.hostname(),
                new HostFingerprint.Os("Linux", "6.9.0", "amd64", null, null, null), here.cpu(), 9L << 30, null, 1, null,
                here.container());
        assertThat(writer.adoptHost(upgraded, Optional.empty())).isEqualTo(id);
    }

    @Test
    void aForeignHostFileIsRefusedEvenWithoutResults() throws IOException {
        BundleWriter writer = new BundleWriter(temp.resolve("foreign"));
        Files.createDirectories(writer.dir());
        writer.writeHost(TestBundles.host("other-machine"));
        assertThatThrownBy(() -> writer.adoptHost(TestBundles.host("here"), Optional.empty()))
                .isInstanceOf(BundleException.ForeignHost.class)
                .hasMessageContaining("describes host 'other-machine'")
                .hasMessageContaining("this is 'here'")
                .hasMessageContaining("write this host's runs to a new --out");
        assertThat(BundleReader.host(writer.dir().resolve("host.json")).orElseThrow().hostname()).isEqualTo("other-machine");
    }

    @Test
    void aRunOfAnotherHostIsRefused() throws IOException {
        BundleWriter writer = new BundleWriter(temp.resolve("mixed"));
        Files.createDirectories(writer.dir());
        HostFingerprint here = TestBundles.host("here");
        writer.writeHost(here);
        RunResult foreign = new RunResult("r1", 1, RunStatus.OK, null, 0, null, new RunResult.Times(null, 1.0, null), null,
                null, null, null, List.of(), null, null, "0123456789abcdef", null, null);
        CellResult cell = new CellResult("c1", new CellResult.JvmInfo("openjdk-17", null, null, null, 17, null), "serial",
                null, null, 0, null, null, List.of(), null, null, new CellResult.Target(0, 1, "64", 1, 1, null, null, 1, 0, 1),
                RunStatus.OK, null, null, List.of(foreign));
        BenchResults results = new BenchResults(BenchResults.SCHEMA, "tenure", "t", null, null, null, Bundle.HOST,
                List.of(cell));
        assertThatThrownBy(() -> writer.adoptHost(here, Optional.of(results)))
                .isInstanceOf(BundleException.ForeignHost.class).hasMessageContaining("holds run r1 of host id 0123456789abcdef");
    }
}
