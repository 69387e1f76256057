package io.tenure.compare;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Watches a running child's stdout file for the first line matching each pattern and notes
 * {@link System#nanoTime()} when it saw it. The file is polled every {@value #PERIOD_MS} ms, so
 * a time is late by at most that (plus the child's own output buffering); once the child has
 * exited, {@link #finish()} reads what is left, so a line is never missed, only timed late.
 */
final class OutputWatcher {
    static final long PERIOD_MS = 5;

    private final Path file;
    private final Pattern[] patterns;
    private final long[] seenNanos;
    private final Thread thread;
    private final StringBuilder partial = new StringBuilder();
    private long offset;
    private volatile boolean stopped;

    private OutputWatcher(Path file, Pattern... patterns) {
        this.file = file;
        this.patterns = patterns.clone();
        this.seenNanos = new long[patterns.length];
        this.thread = new Thread(this::loop, "tenure-watch-" + file.getFileName());
        thread.setDaemon(true);
    }

    /** Starts watching; null patterns are never matched. */
    static OutputWatcher start(Path file, Pattern... patterns) {
        OutputWatcher watcher = new OutputWatcher(file, patterns);
        watcher.thread.start();
        return watcher;
    }

    /** Stops watching after reading the rest of the file; the times (0 = not seen) per pattern. */
    long[] finish() throws InterruptedException {
        stopped = true;
        thread.join();
        synchronized (this) {
            poll();
            return seenNanos.clone();
        }
    }

    private void loop() {
        while (!stopped) {
            synchronized (this) {
                poll();
            }
            if (allSeen()) {
                return;
            }
            try {
                Thread.sleep(PERIOD_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private boolean allSeen() {
        for (int i = 0; i < patterns.length; i++) {
            if (patterns[i] != null && seenNanos[i] == 0) {
                return false;
            }
        }
        return true;
    }

    private void poll() {
        if (allSeen()) {
            return;
        }
        long now = System.nanoTime();
        byte[] bytes;
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            long length = raf.length();
            if (length <= offset) {
                return;
            }
            bytes = new byte[(int) Math.min(length - offset, 1 << 20)];
            raf.seek(offset);
            raf.readFully(bytes);
            offset += bytes.length;
        } catch (IOException e) {
            return; // not created yet
        }
        partial.append(new String(bytes, StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < partial.length(); i++) {
            if (partial.charAt(i) == '\n') {
                lines.add(partial.substring(start, i));
                start = i + 1;
            }
        }
        String rest = partial.substring(start);
        partial.setLength(0);
        if (stopped) {
            lines.add(rest); // the child has exited: an unterminated last line is complete
        } else {
            partial.append(rest);
        }
        for (String line : lines) {
            for (int i = 0; i < patterns.length; i++) {
                if (patterns[i] != null && seenNanos[i] == 0 && patterns[i].matcher(line).find()) {
                    seenNanos[i] = now;
                }
            }
        }
    }
}
