package io.tenure.gclog.jfr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.input.PlainLogFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterProperty;

/** The reader's contract on damaged recordings: never throws, never hangs, "lines" stay in range. */
class JfrRecordingPropertyTest {
    private static final List<String> NAMES = List.of("jdk17-serial.jfr", "jdk25-zgc.jfr");
    private final Path scratch;

    JfrRecordingPropertyTest() throws IOException {
        scratch = Files.createTempFile("tenure-prop", ".jfr");
    }

    @AfterProperty
    void deleteScratch() throws IOException {
        Files.deleteIfExists(scratch);
    }

    private static byte[] fixture(String name) {
        try {
            return Files.readAllBytes(GoldenFiles.fixtures().resolve("gclogs/jfr").resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Provide
    Arbitrary<String> recordings() {
        return Arbitraries.of(NAMES);
    }

    @Property(tries = 60)
    void truncatedRecordingsNeverThrow(@ForAll("recordings") String name, @ForAll @IntRange(min = 0, max = 120_000) int cut)
            throws IOException {
        byte[] all = fixture(name);
        check(Arrays.copyOf(all, Math.min(all.length, cut)));
    }

    /** Found by the property below in CI: the JDK's reader threw InternalError for a damaged constant pool. */
    @net.jqwik.api.Example
    void aDamagedConstantPoolIsADiagnosticNotAnInternalError() throws IOException {
        mutatedRecordingsNeverThrow("jdk17-serial.jfr", 4331, (byte) -8, 3);
    }

    /** Found by the property below: on this damage the JDK's reader yields events without end. */
    @net.jqwik.api.Example
    void aRecordingThatYieldsEventsWithoutEndIsStopped() throws IOException {
        mutatedRecordingsNeverThrow("jdk17-serial.jfr", 1357, (byte) -1, 13);
    }

    @Property(tries = 100)
    void mutatedRecordingsNeverThrow(@ForAll("recordings") String name, @ForAll @IntRange(min = 0, max = 120_000) int at,
            @ForAll byte value, @ForAll @IntRange(min = 1, max = 16) int span) throws IOException {
        byte[] bytes = fixture(name).clone();
        for (int i = at; i < Math.min(bytes.length, at + span); i++) {
            bytes[i] = value;
        }
        check(bytes);
    }

    private void check(byte[] bytes) throws IOException {
        Files.write(scratch, bytes);
        // Preemptive: a parser that loops must fail this property, not hang the build.
        var p = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> JfrRecordingParserTest.parse(PlainLogFile.of(scratch)),
                () -> "parser did not end on " + describe(bytes));
        for (GcEvent e : p.events()) {
            assertThat(e.source().line()).isPositive();
        }
    }

    private static String describe(byte[] bytes) {
        return bytes.length + " bytes (jqwik prints the mutation that made them)";
    }
}
