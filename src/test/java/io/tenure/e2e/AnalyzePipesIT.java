package io.tenure.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged {@code tenure.jar} reading logs that a shell hands it as streams: a gzip stream
 * on standard input, a process substitution ({@code /dev/fd/N}) and a FIFO, each read once. The
 * figures must be those of the same log read as a file.
 */
class AnalyzePipesIT {
    private static final Path LOG = TenureProcess.fixtures().resolve("gclogs/cli/jdk17-serial-gc,safepoint.log");

    @TempDir
    Path dir;

    @Test
    void aGzipStreamPipedToStandardInput() throws Exception {
        Shell piped = shell("gzip -c \"$LOG\" > \"$DIR/gc.log.gz\""
                + " && cat \"$DIR/gc.log.gz\" | \"$JAVA\" -jar \"$JAR\" analyze --format json -");

        assertThat(piped.exitCode()).as(piped.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(piped.out());
        assertThat(json.get("inputs").toString()).isEqualTo("[\"<stdin>\"]");
        assertSameFigures(json, fromFile());
    }

    @Test
    void aPipeNamedDevStdin() throws Exception {
        Shell piped = shell("cat \"$LOG\" | \"$JAVA\" -jar \"$JAR\" analyze --format json /dev/stdin");

        assertThat(piped.exitCode()).as(piped.err()).isZero();
        assertSameFigures(new ObjectMapper().readTree(piped.out()), fromFile());
    }

    @Test
    void aProcessSubstitution() throws Exception {
        Shell substituted = shell("\"$JAVA\" -jar \"$JAR\" analyze --format json <(cat \"$LOG\")");

        assertThat(substituted.exitCode()).as(substituted.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(substituted.out());
        assertThat(json.get("inputs").get(0).asText()).startsWith("/dev/fd/");
        assertSameFigures(json, fromFile());
    }

    @Test
    void aFifoIsReadOnceAndDoesNotHang() throws Exception {
        Shell fifo = shell("mkfifo \"$DIR/gc.fifo\" && { cat \"$LOG\" > \"$DIR/gc.fifo\" & }"
                + " && \"$JAVA\" -jar \"$JAR\" analyze --format json \"$DIR/gc.fifo\"");

        assertThat(fifo.exitCode()).as(fifo.err()).isZero();
        assertSameFigures(new ObjectMapper().readTree(fifo.out()), fromFile());
    }

    private JsonNode fromFile() throws Exception {
        TenureProcess.Result file = TenureProcess.run(dir, "analyze", "--format", "json", LOG.toString());
        assertThat(file.exitCode()).as(file.err()).isZero();
        return new ObjectMapper().readTree(file.out());
    }

    private static void assertSameFigures(JsonNode actual, JsonNode expected) {
        for (String key : List.of("format", "jvm", "elapsedSeconds", "pauses", "intervals", "survival", "collections",
                "allocationRateMBps", "promotionRateMBps")) {
            assertThat(actual.get(key)).as(key).isEqualTo(expected.get(key));
        }
    }

    private record Shell(int exitCode, String out, String err) {
    }

    /** Runs {@code script} in bash with $JAVA, $JAR, $LOG and $DIR set, as a user's shell would. */
    private Shell shell(String script) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", "-c", script));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().put("JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        builder.environment().put("JAR", TenureProcess.root().resolve("cli/target/tenure.jar").toString());
        builder.environment().put("LOG", LOG.toString());
        builder.environment().put("DIR", dir.toString());
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(3, TimeUnit.MINUTES)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new AssertionError("did not finish in 3 minutes (a stream read twice hangs): " + script);
        }
        return new Shell(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
