package io.tenure.compare;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The CPU time the rest of the machine used while a run ran: the kernel's busy time over every
 * CPU ({@code /proc/stat}) from launch to exit, less the run's own CPU time and tenure's. A run
 * measured beside other work is perturbed (a build started beside a race's first block made its
 * runs up to twice as slow), and this is how compare knows to say so. Linux only: elsewhere, or
 * when a reading fails, there is no figure.
 */
final class MachineCpu {
    /** The unit of /proc/stat: USER_HZ, 100 on every Linux architecture a JDK runs on. */
    private static final double TICKS_PER_SECOND = 100;
    private static final Path STAT = Path.of("/proc/stat");

    private final Long busyTicksAtStart;
    private final Duration ownCpuAtStart;

    private MachineCpu(Long busyTicksAtStart, Duration ownCpuAtStart) {
        this.busyTicksAtStart = busyTicksAtStart;
        this.ownCpuAtStart = ownCpuAtStart;
    }

    /** Reads the machine's and tenure's CPU time now, just before a launch. */
    static MachineCpu start() {
        return new MachineCpu(busyTicks(), ownCpu());
    }

    /**
     * The CPU seconds others used since {@link #start}, at least 0; null when a reading failed or
     * the run's own CPU time is unknown.
     *
     * @param runCpuSeconds the run's CPU time, its children's included
     */
    Double otherSeconds(Double runCpuSeconds) {
        Long busyTicks = busyTicks();
        Duration ownCpu = ownCpu();
        if (busyTicksAtStart == null || busyTicks == null || ownCpuAtStart == null || ownCpu == null
                || runCpuSeconds == null) {
            return null;
        }
        double busy = (busyTicks - busyTicksAtStart) / TICKS_PER_SECOND;
        double own = ownCpu.minus(ownCpuAtStart).toNanos() / 1e9;
        // the ticks count in whole hundredths per CPU: the figure keeps that resolution, and a quiet
        // machine, which can come out a little below 0, is 0
        return Math.max(0, Math.round((busy - runCpuSeconds - own) * TICKS_PER_SECOND) / TICKS_PER_SECOND);
    }

    /** user + nice + system + irq + softirq + steal of the first line ("cpu", every CPU); null off Linux. */
    static Long busyTicks() {
        try {
            String first;
            try (BufferedReader in = Files.newBufferedReader(STAT, StandardCharsets.US_ASCII)) {
                first = in.readLine(); // the first line sums every CPU; one line a CPU follows
            }
            String[] f = first.strip().split("\\s+");
            if (!f[0].equals("cpu") || f.length < 9) {
                return null;
            }
            // f[4] idle and f[5] iowait are the CPUs' idle time; guest time is already within user
            return Long.parseLong(f[1]) + Long.parseLong(f[2]) + Long.parseLong(f[3]) + Long.parseLong(f[6])
                    + Long.parseLong(f[7]) + Long.parseLong(f[8]);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static Duration ownCpu() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(null);
    }
}
