package io.tenure.platforms;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.testsupport.Requirements;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The host fingerprint on this Linux machine, on fake {@code /proc}/{@code /sys} trees, and as JSON. */
class HostFingerprintTest {
    @TempDir
    Path root;

    private void write(String relative, String text) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    @Test
    void thisLinuxHost() {
        Requirements.assumeAvailable("linux", System.getProperty("os.name").equals("Linux"),
                "the Linux facts need Linux, this is " + System.getProperty("os.name"));
        HostFingerprint host = HostFingerprint.capture();

        assertThat(host.schema()).isEqualTo("tenure-host/1");
        assertThat(host.hostname()).isNotBlank();
        assertThat(host.os().name()).isEqualTo("Linux");
        assertThat(host.os().version()).isEqualTo(System.getProperty("os.version"));
        assertThat(host.cpu().logicalCpus()).isPositive();
        assertThat(host.cpu().model()).isNotBlank();
        assertThat(host.cpu().availableProcessors()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(host.memoryTotalBytes()).isGreaterThan(256L << 20);
        if (Files.exists(Path.of("/etc/os-release"))) {
            assertThat(host.os().distribution()).isNotBlank();
        }
        if (Files.isDirectory(Path.of("/sys/devices/system/node/node0"))) {
            assertThat(host.numaNodes()).isPositive();
        }
        if (Files.exists(Path.of("/sys/kernel/mm/transparent_hugepage/enabled"))) {
            assertThat(host.transparentHugePages()).isIn("always", "madvise", "never");
        }
        if (Files.isDirectory(Path.of("/sys/fs/cgroup"))) {
            assertThat(host.cgroup()).isNotNull();
            assertThat(host.cgroup().version()).isIn("v1", "v2");
        }
        if (Files.exists(Path.of("/.dockerenv"))) {
            assertThat(host.container().detected()).isTrue();
            assertThat(host.container().evidence()).contains("/.dockerenv");
        }
    }

    @Test
    void cgroupV2LimitsInAContainer() throws IOException {
        write("sys/fs/cgroup/cgroup.controllers", "cpu memory\n");
        write("sys/fs/cgroup/cpu.max", "150000 100000\n");
        write("sys/fs/cgroup/memory.max", "1073741824\n");
        write("proc/self/cgroup", "0::/\n");
        write("proc/1/cgroup", "0::/kubepods/besteffort/pod1\n");
        write("run/.containerenv", "");
        write("proc/cpuinfo", "processor\t: 0\nmodel name\t: Test CPU\nphysical id\t: 0\ncore id\t: 0\n\n"
                + "processor\t: 1\nmodel name\t: Test CPU\nphysical id\t: 0\ncore id\t: 0\n\n"
                + "processor\t: 2\nmodel name\t: Test CPU\nphysical id\t: 0\ncore id\t: 1\n");
        write("proc/meminfo", "MemTotal:        2048000 kB\nMemFree: 1 kB\n");
        write("etc/os-release", "PRETTY_NAME=\"Test Linux 1\"\nID=testos\nVERSION_ID=\"1.2\"\n");
        write("sys/kernel/mm/transparent_hugepage/enabled", "[always] madvise never\n");
        write("sys/devices/system/node/node0/cpulist", "0-1\n");
        write("sys/devices/system/node/node1/cpulist", "2\n");
        write("sys/devices/system/node/possible", "0-1\n");

        HostFingerprint host = HostFingerprint.capture(root);

        assertThat(host.cgroup()).isEqualTo(new HostFingerprint.Cgroup("v2", 1.5, 1L << 30));
        assertThat(host.container().detected()).isTrue();
        assertThat(host.container().evidence())
                .containsExactly("/run/.containerenv", "/proc/1/cgroup mentions kubepods");
        assertThat(host.cpu().model()).isEqualTo("Test CPU");
        assertThat(host.cpu().logicalCpus()).isEqualTo(3);
        assertThat(host.cpu().physicalCores()).isEqualTo(2);
        assertThat(host.cpu().sockets()).isEqualTo(1);
        assertThat(host.memoryTotalBytes()).isEqualTo(2048000L * 1024);
        assertThat(host.os().distribution()).isEqualTo("Test Linux 1");
        assertThat(host.os().distributionId()).isEqualTo("testos");
        assertThat(host.os().distributionVersion()).isEqualTo("1.2");
        assertThat(host.transparentHugePages()).isEqualTo("always");
        assertThat(host.numaNodes()).isEqualTo(2);
    }

    @Test
    void cgroupV1WithoutLimitsIsNullNotAHugeNumber() throws IOException {
        write("sys/fs/cgroup/memory/memory.limit_in_bytes", "9223372036854771712\n");
        write("sys/fs/cgroup/cpu/cpu.cfs_quota_us", "-1\n");
        write("sys/fs/cgroup/cpu/cpu.cfs_period_us", "100000\n");
        write("proc/self/cgroup", "4:memory:/process_api/abc\n1:cpu:/\n0::/\n");

        HostFingerprint host = HostFingerprint.capture(root);

        assertThat(host.cgroup()).isEqualTo(new HostFingerprint.Cgroup("v1", null, null));
        assertThat(host.container().detected()).isFalse();
    }

    @Test
    void cgroupV1LimitsInTheProcessOwnGroup() throws IOException {
        write("sys/fs/cgroup/memory/memory.limit_in_bytes", "9223372036854771712\n");
        write("sys/fs/cgroup/memory/job/memory.limit_in_bytes", "536870912\n");
        write("sys/fs/cgroup/cpu,cpuacct/job/cpu.cfs_quota_us", "200000\n");
        write("sys/fs/cgroup/cpu,cpuacct/job/cpu.cfs_period_us", "100000\n");
        Files.createDirectories(root.resolve("sys/fs/cgroup/cpu"));
        write("proc/self/cgroup", "4:memory:/job\n2:cpu,cpuacct:/job\n");

        HostFingerprint host = HostFingerprint.capture(root);

        assertThat(host.cgroup()).isEqualTo(new HostFingerprint.Cgroup("v1", 2.0, 512L << 20));
    }

    @Test
    void anEmptyRootLeavesOnlyPortableFacts() {
        HostFingerprint host = HostFingerprint.capture(root);

        assertThat(host.os().name()).isEqualTo(System.getProperty("os.name"));
        assertThat(host.cgroup()).isNull();
        assertThat(host.numaNodes()).isNull();
        assertThat(host.transparentHugePages()).isNull();
        assertThat(host.cpu().logicalCpus()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(host.cpu().physicalCores()).isNull();
        assertThat(host.memoryTotalBytes()).as("from OperatingSystemMXBean").isPositive();
    }

    @Test
    void describesTheHostInOneLine() {
        HostFingerprint host = new HostFingerprint(HostFingerprint.SCHEMA, "2026-11-22T02:58:00Z", "vm",
                new HostFingerprint.Os("Linux", "6.1.0", "amd64", "Debian GNU/Linux 12 (bookworm)", "debian", "12"),
                new HostFingerprint.Cpu("Intel(R) Xeon(R) Processor", 2, null, null, 2), 25276063744L, null, 1, null,
                new HostFingerprint.Container(false, List.of()));

        assertThat(host.osDescription()).isEqualTo("Linux 6.1.0, Debian GNU/Linux 12 (bookworm)");
        assertThat(host.describe()).isEqualTo("Linux 6.1.0, Debian GNU/Linux 12 (bookworm) · Intel(R) Xeon(R) Processor"
                + " · 2 CPUs · 1 NUMA node · 23.5 GiB");
    }

    @Test
    void cgroupValueParsing() {
        assertThat(LinuxHostFacts.cpuMaxCores("max 100000")).isNull();
        assertThat(LinuxHostFacts.cpuMaxCores("50000 100000")).isEqualTo(0.5);
        assertThat(LinuxHostFacts.limitBytes("max")).isNull();
        assertThat(LinuxHostFacts.limitBytes("garbage")).isNull();
        assertThat(List.of(LinuxHostFacts.limitBytes("4096"))).containsExactly(4096L);
    }
}
