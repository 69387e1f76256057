package io.tenure.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.TimeZone;
import java.util.regex.Pattern;

/**
 * The one configured Jackson mapper for every JSON file tenure prints, writes or reads: JSON
 * contracts are records, and this class alone decides how they become text.
 *
 * <ul>
 *   <li>{@code Optional}, {@code OptionalDouble}, ... are their value or {@code null};</li>
 *   <li>a {@code double} that is NaN or infinite is {@code null} ("cannot be computed"), never the
 *       invalid JSON token {@code NaN};</li>
 *   <li>{@link Locale#ROOT} and UTC, whatever the user's locale;</li>
 *   <li>output is indented two spaces with {@code \n} line ends on every platform, so golden files
 *       compare byte for byte;</li>
 *   <li>unknown properties are ignored when reading, so a newer minor version's files still read
 *       (schema versions, not Jackson, decide compatibility).</li>
 * </ul>
 */
public final class Json {
    private static final ObjectMapper MAPPER = build();
    private static final ObjectWriter PRETTY = MAPPER.writer(prettyPrinter());

    private Json() {
    }

    /** The shared mapper (thread-safe once configured; do not reconfigure it). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** A writer that indents as every tenure JSON file is indented. */
    public static ObjectWriter prettyWriter() {
        return PRETTY;
    }

    /** {@code value} as indented JSON text, ending in a line break. */
    public static String toPrettyString(Object value) {
        try {
            return PRETTY.writeValueAsString(value) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot serialise " + value.getClass().getName(), e);
        }
    }

    /** Writes {@code value} as indented JSON to {@code target} through {@link AtomicFiles}. */
    public static void writeAtomically(Path target, Object value) throws IOException {
        AtomicFiles.write(target, out -> {
            PRETTY.without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, value);
            out.write('\n');
        });
    }

    /** Jackson's location of a start marker, without the source it was told not to include. */
    private static final Pattern SOURCE = Pattern.compile("\\[Source: [^;\\]]*(?:\\([^)]*\\))?; line: (\\d+), column: (\\d+)\\]");

    /**
     * What is wrong with a JSON text, for a user: Jackson's message without its "[Source: REDACTED
     * (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 1]", and with the
     * line it stopped at. A truncated results.json read "expected close marker for Object (start
     * marker at [Source: REDACTED ...])".
     */
    public static String problem(JsonProcessingException e) {
        String message = SOURCE.matcher(String.valueOf(e.getOriginalMessage())).replaceAll("line $1, column $2");
        return e.getLocation() == null ? message : message + " (line " + e.getLocation().getLineNr() + ")";
    }

    /** Reads {@code file} into a tree, naming the file in the error. */
    public static JsonNode readTree(Path file) throws IOException {
        try {
            return MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException(file + ": not valid JSON: " + e.getMessage(), e);
        }
    }

    private static ObjectMapper build() {
        SimpleModule nonFinite = new SimpleModule("tenure-non-finite")
                .addSerializer(Double.class, new FiniteDoubleSerializer(Double.class))
                .addSerializer(double.class, new FiniteDoubleSerializer(double.class));
        return JsonMapper.builder()
                .addModule(new Jdk8Module())
                .addModule(nonFinite)
                .defaultLocale(Locale.ROOT)
                .defaultTimeZone(TimeZone.getTimeZone("UTC"))
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .build();
    }

    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        return new DefaultPrettyPrinter()
                .withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
    }

    /** NaN and the infinities have no JSON form: they are figures that cannot be computed. */
    private static final class FiniteDoubleSerializer extends StdSerializer<Double> {
        private static final long serialVersionUID = 1L;

        FiniteDoubleSerializer(Class<Double> type) {
            super(type);
        }

        @Override
        public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value == null || !Double.isFinite(value)) {
                gen.writeNull();
            } else {
                gen.writeNumber(value);
            }
        }
    }
}
