package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link LineClassifier} dispatches through a table of small methods; it must name every message
 * exactly as the switch it replaced ({@link SwitchLineClassifier}) does: same rule, GC id, body and
 * subject, on every corpus line and on generated messages built from the rules' prefixes.
 */
class LineClassifierTest {
    /** Every literal the classifier looks for, cut or whole, and what surrounds them in logs. */
    private static final List<String> PIECES = List.of("GC(", "12", ")", " ", "  ", "Y: ", "O: ", "y: ", "Pause ",
            "Young (Normal)", "5ms", "0.1ms", " = ", "PSYoungGen: ", "ParOldGen: ", "ParNew: ", "Concurrent ", ":",
            "CMS: ", "Total time for which application threads were stopped: ", "Tenured: ", "Safepoint \"",
            "Survivor regions: ", "Entering safepoint region: ", "Eden regions: ", "Desired survivor size ", "DefNew: ",
            "Age table with threshold ", "Archive regions: ", "- age ", "Used:", "Promoted:", " garbage-first heap ",
            "Young Generation Statistics:", "Reclaimed:", "Heap region size: ", "Heap Region Size: ", "Heap Statistics:",
            "Heap before GC invocations=", "Heap Before GC invocations=", "Heap after GC invocations=",
            "Heap After GC invocations=", "Humongous regions: ", "Old regions: ", "Old Generation Statistics:", "Old: ",
            "Using ", "G1", "Serial", "The Z Garbage Collector", "Shenandoah", "Initializing The Z Garbage Collector",
            "Version: ", "Minor Collection (", "Major Collection (", "Garbage Collection (", "x", "\u00e9");

    @Test
    void agreesWithTheSwitchOnEveryCorpusLine() throws IOException {
        long lines = 0;
        for (Path log : RealLogCorpus.logs()) {
            if (log.toString().endsWith(".gz")) {
                continue; // bench/'s 47 MB log: four of them make the benchmark log, nothing new here
            }
            try (InputStream in = Files.newInputStream(log); LineReader reader = new LineReader(in)) {
                lines += compareEveryLine(reader, log.toString());
            }
        }
        assertThat(lines).isGreaterThan(100_000);
    }

    @Property(tries = 5000)
    void agreesWithTheSwitchOnGeneratedMessages(@ForAll("messages") String message) throws IOException {
        String text = message + "\n[0.1s][info][gc] " + message + "\n";
        compareEveryLine(new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1))), message);
    }

    @Provide
    Arbitrary<String> messages() {
        return Arbitraries.of(PIECES).list().ofMaxSize(8).map(pieces -> String.join("", pieces));
    }

    private static long compareEveryLine(LineReader reader, String where) throws IOException {
        Decorations decorations = new Decorations();
        LineClassifier table = new LineClassifier();
        SwitchLineClassifier reference = new SwitchLineClassifier();
        long lines = 0;
        for (Line line = reader.next(); line != null; line = reader.next()) {
            decorations.scan(line);
            for (int start : new int[] {decorations.messageStart(), 0}) {
                String at = where + ":" + line.number() + "@" + start + " '" + line + "'";
                assertThat(table.classify(line, start)).as(at).isEqualTo(reference.classify(line, start));
                assertThat(table.gcId()).as(at).isEqualTo(reference.gcId());
                assertThat(table.hasGcId()).as(at).isEqualTo(reference.hasGcId());
                assertThat(table.bodyStart()).as(at).isEqualTo(reference.bodyStart());
                assertThat(table.subjectStart()).as(at).isEqualTo(reference.subjectStart());
            }
            lines++;
        }
        return lines;
    }
}
