package io.tenure.gclog.openj9;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** The parser's contract on damaged input: never throws, never hangs, locations stay in the file. */
class OpenJ9XmlPropertyTest {
    private static final List<String> NAMES = List.of(
            "SampleIBMJ9_R28_af_scavenge_full_header.xml", "SampleIBMJ9_R28_sys_global.xml",
            "SampleIBMJ9_5_0af-global-20090417_AA.xml", "SampleIBMJ9_R28_concurrent_collection.xml");

    private static byte[] fixture(String name) {
        try {
            return Files.readAllBytes(GoldenFiles.fixtures().resolve("gclogs/openj9").resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Provide
    Arbitrary<String> logs() {
        return Arbitraries.of(NAMES);
    }

    @Property(tries = 150)
    void truncatedLogsNeverThrow(@ForAll("logs") String name, @ForAll @IntRange(min = 0, max = 100_000) int cutAt)
            throws IOException {
        byte[] all = fixture(name);
        byte[] cut = java.util.Arrays.copyOf(all, Math.min(all.length, cutAt));
        checkContract(cut);
    }

    @Property(tries = 150)
    void mutatedLogsNeverThrow(@ForAll("logs") String name, @ForAll @IntRange(min = 0, max = 20_000) int position,
            @ForAll byte value, @ForAll @IntRange(min = 1, max = 40) int span) throws IOException {
        byte[] bytes = fixture(name).clone();
        for (int i = position; i < Math.min(bytes.length, position + span); i++) {
            bytes[i] = value;
        }
        checkContract(bytes);
    }

    @Property(tries = 100)
    void randomBytesNeverThrow(@ForAll byte[] bytes) throws IOException {
        checkContract(bytes);
    }

    private static void checkContract(byte[] bytes) throws IOException {
        long lines = 1; // XML counts \n, \r\n and a lone \r as line breaks
        for (int i = 0; i < bytes.length; i++) {
            boolean crlf = bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n';
            lines += bytes[i] == '\n' || (bytes[i] == '\r' && !crlf) ? 1 : 0;
        }
        long maxLine = lines;
        long startNanos = System.nanoTime();
        OpenJ9XmlParserTest.Parsed p = OpenJ9XmlParserTest.parse(OpenJ9XmlParserTest.bytes("fuzz.xml", bytes));
        assertThat(Duration.ofNanos(System.nanoTime() - startNanos)).isLessThan(Duration.ofSeconds(5));
        for (GcEvent e : p.events()) {
            assertThat(e.source().line()).isBetween(1L, maxLine);
            if (e instanceof PauseEvent pause) {
                assertThat(pause.durationMs()).isNotNegative();
            }
        }
        p.diagnostics().samples().forEach(d -> assertThat(d.location().line()).isBetween(1L, maxLine));
    }
}
