package io.tenure.platforms.launch;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A child started by {@link JvmLauncher#start}, until {@link #await()} collects its result. */
public final class RunningProcess {
    private final LaunchRequest request;
    private final Process process;
    private final long startNanos;
    private final Map<String, String> removed;
    private final ChildAccount account;
    private final ResourceSampler sampler;

    RunningProcess(LaunchRequest request, Process process, long startNanos, Map<String, String> removed,
                   ChildAccount account, ResourceSampler sampler) {
        this.request = request;
        this.process = process;
        this.startNanos = startNanos;
        this.removed = removed;
        this.account = account;
        this.sampler = sampler;
    }

    /** The operating system's process id. */
    public long pid() {
        return process.pid();
    }

    /**
     * The process's handle, also once it has exited: {@code ProcessHandle.of(pid())} is empty for
     * a child that is already gone, as a JVM that refuses its options is within milliseconds.
     */
    public ProcessHandle handle() {
        return process.toHandle();
    }

    /** {@link System#nanoTime()} when the process was started, for timing events in its output. */
    public long startNanos() {
        return startNanos;
    }

    /** Whether the process is still running. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Kills the process tree now (its result then says so). */
    public void kill() {
        JvmLauncher.killTree(process);
    }

    /**
     * Waits for the process within the request's time limit, killing the tree when it is
     * exceeded or when this thread is interrupted (the interrupt is then rethrown).
     */
    public LaunchResult await() throws InterruptedException, IOException {
        boolean timedOut = false;
        try {
            if (!process.waitFor(request.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
                timedOut = true;
                JvmLauncher.killTree(process);
                process.waitFor(30, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            JvmLauncher.killTree(process);
            throw e;
        } finally {
            JvmLauncher.finished(process);
            sampler.stop();
        }
        double wall = (System.nanoTime() - startNanos) / 1e9;
        Integer exit = timedOut || process.isAlive() ? null : process.exitValue();
        Double exactCpu = account.close();
        Double cpu = exactCpu != null ? exactCpu : sampler.cpuSeconds();
        return new LaunchResult(request.command(), exit, timedOut, wall, cpu, exactCpu != null, sampler.peakRssBytes(),
                request.stdout(), request.stderr(), JvmLauncher.tail(request.stdout()), JvmLauncher.tail(request.stderr()),
                removed);
    }
}
