package io.tenure.platforms.launch;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The performance counters a running HotSpot JVM publishes in its {@code hsperfdata} file
 * ({@code /tmp/hsperfdata_<user>/<pid>}; what {@code jcmd PID PerfCounter.print} and jstat read),
 * parsed here from the documented layout (HotSpot's {@code perfMemory.hpp}), without attaching to
 * the JVM. Everything is bounded and checked: at most {@value #MAX_BYTES} bytes are read, every
 * offset must stay inside them, and bytes that are not a counter buffer (or one the JVM has not
 * finished setting up) give no counters, never an exception.
 *
 * <p>Layout: a 32-byte prologue (magic {@code CA FE C0 C0} as bytes, byte order 0 big / 1 little
 * endian, major and minor version, {@code accessible}, {@code used}, {@code overflow}, a time
 * stamp, {@code entry_offset}, {@code num_entries}), then the entries, each a 20-byte header
 * ({@code entry_length}, {@code name_offset}, {@code vector_length}, data type, flags, units,
 * variability, {@code data_offset}, offsets relative to the entry) with its NUL-terminated name
 * and its data. Scalar {@code long} counters have type {@code 'J'} and vector length 0.
 *
 * <p>The JVM deletes the file when it exits; an instance keeps it open, so the counters as the
 * JVM left them can still be read after the exit, until {@link #close()}.
 */
public final class PerfDataFile implements Closeable {
    /** Far above HotSpot's default buffer (-XX:PerfDataMemorySize=64k); a file larger than this is read up to here. */
    public static final int MAX_BYTES = 1 << 20;
    static final int PROLOGUE_BYTES = 32;
    static final int ENTRY_HEADER_BYTES = 20;
    private static final byte[] MAGIC = {(byte) 0xca, (byte) 0xfe, (byte) 0xc0, (byte) 0xc0};

    private final FileChannel channel;

    private PerfDataFile(FileChannel channel) {
        this.channel = channel;
    }

    /**
     * The file the JVM of {@code pid}, run by this user, publishes its counters in. HotSpot on
     * Linux and macOS always uses {@code /tmp}, whatever {@code java.io.tmpdir} says.
     */
    public static Path fileOf(long pid) {
        return Path.of("/tmp", "hsperfdata_" + System.getProperty("user.name"), Long.toString(pid));
    }

    /** The open file of {@code pid}'s JVM; empty when there is none (not HotSpot, -XX:-UsePerfData, not started yet). */
    public static Optional<PerfDataFile> open(long pid) {
        Path file = fileOf(pid);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new PerfDataFile(FileChannel.open(file, StandardOpenOption.READ)));
        } catch (NoSuchFileException e) {
            return Optional.empty(); // the JVM ended meanwhile
        } catch (IOException | SecurityException e) {
            return Optional.empty(); // another user's JVM: no counters, the caller uses another source
        }
    }

    /** The long counters as they are now (or as the JVM left them at exit); empty when unreadable. */
    public Map<String, Long> longCounters() {
        try {
            ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(MAX_BYTES, Math.max(0, channel.size())));
            while (buffer.hasRemaining()) {
                if (channel.read(buffer, buffer.position()) < 0) {
                    break;
                }
            }
            buffer.flip();
            return longCounters(buffer);
        } catch (IOException e) {
            return Map.of();
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** The scalar long counters of a counter buffer, by name, in buffer order; empty when it is not one. */
    public static Map<String, Long> longCounters(ByteBuffer bytes) {
        ByteBuffer b = bytes.duplicate();
        int limit = b.remaining();
        b = b.slice();
        if (limit < PROLOGUE_BYTES) {
            return Map.of();
        }
        for (int i = 0; i < MAGIC.length; i++) {
            if (b.get(i) != MAGIC[i]) {
                return Map.of();
            }
        }
        byte order = b.get(4);
        if (order != 0 && order != 1) {
            return Map.of();
        }
        b.order(order == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        if (b.get(7) == 0) {
            return Map.of(); // not yet accessible: the JVM is still setting the buffer up
        }
        int used = b.getInt(8);
        int end = used > 0 ? Math.min(used, limit) : limit;
        int offset = b.getInt(24);
        int entries = b.getInt(28);
        if (offset < PROLOGUE_BYTES || entries < 0) {
            return Map.of();
        }
        Map<String, Long> counters = new LinkedHashMap<>();
        for (int i = 0; i < entries && offset <= end - ENTRY_HEADER_BYTES; i++) {
            int length = b.getInt(offset);
            if (length < ENTRY_HEADER_BYTES || length > end - offset) {
                break; // a torn or foreign entry: the rest cannot be located
            }
            int nameOffset = b.getInt(offset + 4);
            int vectorLength = b.getInt(offset + 8);
            byte type = b.get(offset + 12);
            int dataOffset = b.getInt(offset + 16);
            if (type == 'J' && vectorLength == 0 && nameOffset >= ENTRY_HEADER_BYTES && nameOffset < length
                    && dataOffset >= ENTRY_HEADER_BYTES && dataOffset <= length - Long.BYTES) {
                String name = name(b, offset + nameOffset, offset + length);
                if (name != null) {
                    counters.put(name, b.getLong(offset + dataOffset));
                }
            }
            offset += length;
        }
        return Collections.unmodifiableMap(counters);
    }

    /** The NUL-terminated ASCII name at {@code from}, ending before {@code end}; null when unterminated or empty. */
    private static String name(ByteBuffer b, int from, int end) {
        for (int i = from; i < end; i++) {
            if (b.get(i) == 0) {
                if (i == from) {
                    return null;
                }
                byte[] name = new byte[i - from];
                b.get(from, name);
                return new String(name, StandardCharsets.US_ASCII);
            }
        }
        return null;
    }
}
