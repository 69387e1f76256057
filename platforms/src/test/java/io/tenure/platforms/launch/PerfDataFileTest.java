package io.tenure.platforms.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The hsperfdata parser on buffers laid out by hand from HotSpot's {@code perfMemory.hpp} (both
 * byte orders, other types skipped), on damaged ones (never an exception), and on the real file of
 * the JVM running this test.
 */
class PerfDataFileTest {
    /** One entry: 20-byte header, the NUL-terminated name, padding to 8, then the data. */
    private static byte[] entry(ByteOrder order, String name, char type, int vectorLength, byte[] data) {
        byte[] nameBytes = (name + "\0").getBytes(StandardCharsets.US_ASCII);
        int nameOffset = PerfDataFile.ENTRY_HEADER_BYTES;
        int dataOffset = (nameOffset + nameBytes.length + 7) / 8 * 8;
        int length = (dataOffset + data.length + 7) / 8 * 8;
        ByteBuffer b = ByteBuffer.allocate(length).order(order);
        b.putInt(length).putInt(nameOffset).putInt(vectorLength).put((byte) type).put((byte) 0).put((byte) 3)
                .put((byte) 3).putInt(dataOffset);
        b.put(nameOffset, nameBytes);
        b.put(dataOffset, data);
        return b.array();
    }

    private static byte[] longData(ByteOrder order, long value) {
        return ByteBuffer.allocate(8).order(order).putLong(value).array();
    }

    private static ByteBuffer buffer(ByteOrder order, boolean accessible, byte[]... entries) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (byte[] e : entries) {
            body.writeBytes(e);
        }
        int used = PerfDataFile.PROLOGUE_BYTES + body.size();
        ByteBuffer b = ByteBuffer.allocate(used + 64).order(order);
        b.put(new byte[] {(byte) 0xca, (byte) 0xfe, (byte) 0xc0, (byte) 0xc0});
        b.put((byte) (order == ByteOrder.BIG_ENDIAN ? 0 : 1)).put((byte) 2).put((byte) 0).put((byte) (accessible ? 1 : 0));
        b.putInt(used).putInt(0).putLong(12345L).putInt(PerfDataFile.PROLOGUE_BYTES).putInt(entries.length);
        b.put(body.toByteArray());
        return b.rewind();
    }

    private static ByteBuffer sample(ByteOrder order) {
        return buffer(order, true,
                entry(order, "sun.os.hrt.frequency", 'J', 0, longData(order, 1_000_000_000L)),
                entry(order, "java.property.java.vm.name", 'B', 16, "OpenJDK 64-Bit\0\0".getBytes(StandardCharsets.US_ASCII)),
                entry(order, "sun.threads.total_gc_cpu_time", 'J', 0, longData(order, 57_672_223L)));
    }

    @Test
    void longCountersAreReadInEitherByteOrderAndOtherTypesSkipped() {
        for (ByteOrder order : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
            assertThat(PerfDataFile.longCounters(sample(order))).as(order.toString()).containsExactly(
                    Map.entry("sun.os.hrt.frequency", 1_000_000_000L),
                    Map.entry("sun.threads.total_gc_cpu_time", 57_672_223L));
        }
    }

    @Test
    void aBufferTheJvmHasNotFinishedOrThatIsNotOneGivesNoCounters() {
        ByteOrder le = ByteOrder.LITTLE_ENDIAN;
        assertThat(PerfDataFile.longCounters(buffer(le, false,
                entry(le, "sun.os.hrt.frequency", 'J', 0, longData(le, 1L))))).isEmpty();
        ByteBuffer badMagic = sample(le);
        badMagic.put(0, (byte) 0xcb);
        assertThat(PerfDataFile.longCounters(badMagic)).isEmpty();
        assertThat(PerfDataFile.longCounters(ByteBuffer.wrap("not a perfdata file at all, just text".getBytes(
                StandardCharsets.US_ASCII)))).isEmpty();
        assertThat(PerfDataFile.longCounters(ByteBuffer.allocate(0))).isEmpty();
    }

    @Test
    void aTruncatedBufferKeepsTheEntriesBeforeTheCut() {
        ByteBuffer whole = sample(ByteOrder.LITTLE_ENDIAN);
        int firstEntryEnd = PerfDataFile.PROLOGUE_BYTES + whole.getInt(PerfDataFile.PROLOGUE_BYTES);
        ByteBuffer cut = whole.duplicate().limit(firstEntryEnd + 30);
        assertThat(PerfDataFile.longCounters(cut)).containsOnlyKeys("sun.os.hrt.frequency");
    }

    /** Arbitrary damage never throws: random bytes over a valid buffer, at random places. */
    @Test
    void damagedBuffersNeverThrow() {
        Random random = new Random(42);
        byte[] good = sample(ByteOrder.LITTLE_ENDIAN).array();
        for (int i = 0; i < 5000; i++) {
            byte[] damaged = good.clone();
            for (int k = 0; k < 1 + random.nextInt(6); k++) {
                damaged[random.nextInt(damaged.length)] = (byte) random.nextInt(256);
            }
            int length = random.nextInt(damaged.length + 1);
            Map<String, Long> counters = PerfDataFile.longCounters(ByteBuffer.wrap(damaged, 0, length));
            assertThat(counters.size()).isLessThanOrEqualTo(2);
        }
    }

    /** The file of the JVM running this test, as HotSpot writes it. */
    @Test
    void theRunningJvmsOwnFileHoldsItsCounters() throws Exception {
        Optional<PerfDataFile> own = PerfDataFile.open(ProcessHandle.current().pid());
        assertThat(own).as("the hsperfdata file of this JVM, %s", PerfDataFile.fileOf(ProcessHandle.current().pid()))
                .isPresent();
        try (PerfDataFile file = own.get()) {
            Map<String, Long> counters = file.longCounters();
            assertThat(counters).containsKey("sun.os.hrt.frequency").containsKey("java.threads.live");
            assertThat(counters.get("java.threads.live")).isPositive();
            assertThat(counters.size()).isGreaterThan(50);
        }
    }
}
