package io.tenure.gclog.detect;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.input.HeadInputStream;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LogFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;

/**
 * Tells a log's format from its content, never its name: first the magic bytes of binary
 * formats, then the first lines, where the first line any sniffer is sure of decides. Up to
 * {@link #MAX_LINES} lines or {@link #MAX_BYTES} bytes are read, so GC output that starts after
 * application output is found, and a file without line breaks costs no more than that.
 */
public final class FormatDetector {
    static final int MAX_LINES = 5_000;
    static final int MAX_BYTES = 4 << 20;
    private static final int MAGIC_BYTES = 16;
    /** In order of precedence: binary, XML, the two HotSpot text formats, then the text formats of JVMs gone by. */
    private static final List<FormatSniffer> SNIFFERS = List.of(new JfrSniffer(), new OpenJ9XmlSniffer(),
            new UnifiedSniffer(), new LegacySniffer(), new IbmTextSniffer(), new JRockitSniffer());

    private FormatDetector() {
    }

    /** The format of {@code file}, or empty when it is none tenure reads. */
    public static Optional<LogFormat> detect(LogFile file) throws IOException {
        try (InputStream in = new HeadInputStream(file.open(), MAX_BYTES)) {
            byte[] head = in.readNBytes(MAGIC_BYTES);
            for (FormatSniffer sniffer : SNIFFERS) {
                if (sniffer.matchesMagic(head)) {
                    return Optional.of(sniffer.format());
                }
            }
            try (LineReader lines = new LineReader(new java.io.SequenceInputStream(
                    new java.io.ByteArrayInputStream(head), in))) {
                for (Line line = lines.next(); line != null && lines.lineNumber() <= MAX_LINES; line = lines.next()) {
                    Optional<LogFormat> format = detectLine(line.toString());
                    if (format.isPresent()) {
                        return format;
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The format of {@code file}, or an {@link UnknownFormatException} listing the supported ones. */
    public static LogFormat require(LogFile file) throws IOException {
        Optional<LogFormat> format = detect(file);
        if (format.isEmpty()) {
            throw unknown(file);
        }
        return format.get();
    }

    /**
     * Why {@code file}, which {@link #detect} did not recognise, is not read: an empty file, or
     * UTF-16 text (what Windows PowerShell's {@code >} writes when a JVM's output is redirected),
     * which the parsers, reading bytes as the JVM writes them, do not decode; else the formats
     * tenure reads.
     */
    public static UnknownFormatException unknown(LogFile file) {
        byte[] head;
        try (InputStream in = new HeadInputStream(file.open(), MAX_BYTES)) {
            head = in.readNBytes(UTF16_PROBE_BYTES);
        } catch (IOException e) {
            return new UnknownFormatException(file.name()); // read once already: the reason is only a courtesy
        }
        if (head.length == 0 && file.damage().isPresent()) {
            // a cut inside a compressed file's first block (xz and zstd decompress whole blocks): say so, not "empty"
            return new UnknownFormatException(file.name(), file.damage().get().message()
                    .replace("; events before the damage are kept", "; no complete block before the damage, so no event"));
        }
        if (head.length == 0) {
            return new UnknownFormatException(file.name(), "the file is empty");
        }
        if (utf16(head)) {
            return new UnknownFormatException(file.name(), "UTF-16 text, which tenure does not decode (GC logs are"
                    + " ASCII as the JVM writes them; a PowerShell '>' redirect writes UTF-16): convert it first,"
                    + " e.g. iconv -f UTF-16 -t UTF-8 FILE > FILE.log");
        }
        return new UnknownFormatException(file.name());
    }

    private static final int UTF16_PROBE_BYTES = 512;

    /** A UTF-16 byte-order mark, or a NUL in every other byte of the head (ASCII text in UTF-16). */
    static boolean utf16(byte[] head) {
        if (head.length >= 2 && ((head[0] == (byte) 0xFF && head[1] == (byte) 0xFE)
                || (head[0] == (byte) 0xFE && head[1] == (byte) 0xFF))) {
            return true;
        }
        if (head.length < 8) {
            return false;
        }
        int evenNuls = 0;
        int oddNuls = 0;
        for (int i = 0; i < head.length; i++) {
            if (head[i] == 0) {
                if (i % 2 == 0) {
                    evenNuls++;
                } else {
                    oddNuls++;
                }
            }
        }
        int half = head.length / 2;
        return Math.max(evenNuls, oddNuls) >= half * 9 / 10 && Math.min(evenNuls, oddNuls) <= half / 10;
    }

    static Optional<LogFormat> detectLine(String line) {
        String text = line.startsWith("\uFEFF") || line.startsWith("\u00EF\u00BB\u00BF")
                ? line.substring(line.charAt(0) == '\uFEFF' ? 1 : 3) : line;
        for (FormatSniffer sniffer : SNIFFERS) {
            if (sniffer.matchesLine(text)) {
                return Optional.of(sniffer.format());
            }
        }
        return Optional.empty();
    }
}
