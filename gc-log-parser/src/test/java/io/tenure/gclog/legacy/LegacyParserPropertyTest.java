package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * The parser's contract on any input: it never throws, never hangs, points every event and
 * diagnostic at a line of the input, and never reports a negative size or duration. Inputs are
 * random bytes and real fixture logs cut, spliced and sprinkled with the characters GC lines are
 * made of (the mutations most likely to reach deep parser states).
 */
class LegacyParserPropertyTest {
    private static final String GC_ALPHABET = "[](){}:,.-> 0123456789KMGBsecGCFulParNewDefPSYoungCMS\n\r";
    private static final List<String> FIXTURES = loadFixtures();

    private static List<String> loadFixtures() {
        try {
            List<String> texts = new ArrayList<>();
            for (Path p : LegacyGoldenFilesTest.fixtures().toList()) {
                texts.add(Files.readString(p, StandardCharsets.ISO_8859_1));
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Property(tries = 300)
    void arbitraryBytesKeepTheContract(@ForAll @Size(max = 3000) byte[] bytes) {
        checkContract(bytes);
    }

    @Property(tries = 300)
    void mutatedRealLogsKeepTheContract(@ForAll("mutatedLogs") String text) {
        checkContract(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Provide
    Arbitrary<String> mutatedLogs() {
        Arbitrary<String> fixture = Arbitraries.of(FIXTURES);
        Arbitrary<String> noise = Arbitraries.strings().withChars(GC_ALPHABET.toCharArray()).ofMaxLength(40);
        return Combinators.combine(fixture, Arbitraries.doubles().between(0, 1), Arbitraries.doubles().between(0, 1),
                noise, Arbitraries.integers().between(0, 3)).as(LegacyParserPropertyTest::mutate);
    }

    /** One of: truncate, cut a slice out, insert noise, or splice the tail onto an earlier point. */
    private static String mutate(String text, double a, double b, String noise, int how) {
        int i = (int) (a * text.length());
        int j = Math.min(text.length(), i + (int) (b * 400));
        return switch (how) {
            case 0 -> text.substring(0, i);
            case 1 -> text.substring(0, i) + text.substring(j);
            case 2 -> text.substring(0, i) + noise + text.substring(i);
            default -> text.substring(j) + text.substring(0, i);
        };
    }

    private static void checkContract(byte[] bytes) {
        long lines = countLines(bytes);
        LegacyFixtures.Parsed parsed = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> LegacyFixtures.parse(LegacyFixtures.bytes("prop.log", bytes)));
        for (GcEvent e : parsed.events()) {
            assertThat(e.source().line()).as("%s", e).isBetween(1L, Math.max(1, lines));
            if (e instanceof PauseEvent p) {
                assertThat(p.durationMs()).as("%s", p).isGreaterThanOrEqualTo(0);
                for (Optional<MemoryChange> m : List.of(p.heap(), p.young(), p.old())) {
                    m.ifPresent(c -> assertThat(Math.min(c.beforeBytes(), c.afterBytes())).as("%s", p).isGreaterThanOrEqualTo(0));
                }
            }
        }
        for (Diagnostic d : parsed.diagnostics().samples()) {
            assertThat(d.location().line()).as("%s", d.render()).isBetween(1L, Math.max(1, lines));
        }
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
