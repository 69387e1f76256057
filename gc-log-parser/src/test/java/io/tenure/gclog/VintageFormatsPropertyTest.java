package io.tenure.gclog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.input.LogFile;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * The parsers of IBM classic text and JRockit keep the parser contract on any input: they never
 * throw, never hang, point every event and diagnostic at a line of the input, and never report a
 * negative size or duration. Inputs are random bytes and their real fixtures cut, spliced and
 * sprinkled with the characters their lines are made of.
 */
class VintageFormatsPropertyTest {
    private static final String ALPHABET = "<>[]()#:,.-/ 0123456789KBmsGCAFOCYpaucon-freedbytesINFOERROR\n";

    @Property(tries = 200)
    void ibmTextKeepsTheContractOnArbitraryBytes(@ForAll @Size(max = 3000) byte[] bytes) throws IOException {
        checkContract(LogFormat.IBM_TEXT, bytes);
    }

    @Property(tries = 200)
    void jrockitKeepsTheContractOnArbitraryBytes(@ForAll @Size(max = 3000) byte[] bytes) throws IOException {
        checkContract(LogFormat.JROCKIT, bytes);
    }

    @Property(tries = 200)
    void ibmTextKeepsTheContractOnMutatedLogs(@ForAll("ibmText") String text) throws IOException {
        checkContract(LogFormat.IBM_TEXT, text.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Property(tries = 200)
    void jrockitKeepsTheContractOnMutatedLogs(@ForAll("jrockit") String text) throws IOException {
        checkContract(LogFormat.JROCKIT, text.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Provide
    Arbitrary<String> ibmText() {
        return mutated(fixture("gclogs/ibmtext/corpus-gcviewer-ibm1.3.1-classic-verbosegc.log"));
    }

    @Provide
    Arbitrary<String> jrockit() {
        return mutated(fixture("gclogs/jrockit/corpus-gcviewer-jrockit1.6-gencon-memory_gcpause.log"));
    }

    private static String fixture(String path) {
        try {
            return Files.readString(GoldenFiles.fixtures().resolve(path), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Arbitrary<String> mutated(String text) {
        Arbitrary<String> noise = Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMaxLength(40);
        return Combinators.combine(Arbitraries.doubles().between(0, 1), Arbitraries.doubles().between(0, 1), noise,
                Arbitraries.integers().between(0, 3)).as((a, b, n, how) -> {
                    int i = (int) (a * text.length());
                    int j = Math.min(text.length(), i + (int) (b * 400));
                    return switch (how) {
                        case 0 -> text.substring(0, i);
                        case 1 -> text.substring(0, i) + text.substring(j);
                        case 2 -> text.substring(0, i) + n + text.substring(i);
                        default -> text.substring(j) + text.substring(0, i);
                    };
                });
    }

    private static void checkContract(LogFormat format, byte[] bytes) throws IOException {
        long lines = countLines(bytes);
        Diagnostics diagnostics = new Diagnostics(Integer.MAX_VALUE);
        List<GcEvent> events = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> read(format, bytes, diagnostics));
        for (GcEvent e : events) {
            assertThat(e.source().line()).as("%s", e).isBetween(1L, Math.max(1, lines));
            if (e instanceof PauseEvent p) {
                assertThat(p.durationMs()).as("%s", p).isGreaterThanOrEqualTo(0);
                for (Optional<MemoryChange> m : List.of(p.heap(), p.young(), p.old())) {
                    m.ifPresent(c -> assertThat(Math.min(c.beforeBytes(), c.afterBytes())).as("%s", p).isGreaterThanOrEqualTo(0));
                }
            }
        }
        for (Diagnostic d : diagnostics.samples()) {
            assertThat(d.location().line()).as("%s", d.render()).isBetween(1L, Math.max(1, lines));
        }
    }

    private static List<GcEvent> read(LogFormat format, byte[] bytes, Diagnostics diagnostics) throws IOException {
        LogFile file = new LogFile() {
            @Override
            public String name() {
                return "prop.log";
            }

            @Override
            public InputStream open() {
                return new ByteArrayInputStream(bytes);
            }
        };
        List<GcEvent> events = new ArrayList<>();
        try (EventReader reader = format.parser().open(file, diagnostics)) {
            for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                events.add(e);
            }
        }
        return events;
    }

    /** Lines as {@code LineReader} counts them: {@code \n}, {@code \r\n} and lone {@code \r} end a line. */
    private static long countLines(byte[] bytes) {
        long lines = 0;
        boolean open = false;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n' || bytes[i] == '\r') {
                lines++;
                open = false;
                if (bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
                    i++;
                }
            } else {
                open = true;
            }
        }
        return lines + (open ? 1 : 0);
    }
}
