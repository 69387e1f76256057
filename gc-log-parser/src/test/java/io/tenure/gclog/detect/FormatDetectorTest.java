package io.tenure.gclog.detect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.LogFormat;
import io.tenure.gclog.input.PlainLogFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FormatDetectorTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "hotspot-unified|[0.013s][info][gc] Using G1",
        "hotspot-unified|[2024-12-06T09:50:52.067-0500] Using G1",
        "hotspot-unified|[2.317s] GC(34) Pause Young (Mixed) (G1 Evacuation Pause)",
        "hotspot-unified|[157.465s][info] Entering safepoint region: G1CollectForAllocation",
        "hotspot-unified|[2022-08-03T06:58:41.313+0000][gc,start    ] GC(0) Pause Young (Normal) (G1 Evacuation Pause)",
        "hotspot-unified|[2019-05-09T01:39:07.136+0000][11728ms] GC(3) Pause Young (Normal) (GCLocker Initiated GC)",
        "hotspot-unified|[2023-02-12T01:16:20.171+0200][info][safepoint      ] Entering safepoint region: G1CollectForAllocation",
        "hotspot-unified|Using G1",
        "hotspot-unified|Using The Z Garbage Collector",
        "hotspot-unified|GC(0) Pause Young (Normal) (G1 Evacuation Pause) 15M->5M(64M) 3.906ms",
        "hotspot-unified|GC(7) Concurrent Mark Cycle 12.345ms",
        "hotspot-legacy|12.345: [GC (Allocation Failure) [PSYoungGen: 1024K->512K(2048K)] 1024K->600K(8192K), 0.0012345 secs]",
        "hotspot-legacy|[GC 1024K->512K(2048K), 0.0010 secs]",
        "hotspot-legacy|[Full GC (System.gc())  1024K->512K(2048K), 0.0100 secs]",
        "hotspot-legacy|2019-01-31T20:28:46.911+0000: 258269.314: [Full GC (Ergonomics) [PSYoungGen: 1K->0K(2K)]",
        "hotspot-legacy|2016-02-18T02:01:28.575-0500: 44620.073: [GC pause (young) 44620.073: [G1Ergonomics (CSet Construction)",
        "hotspot-legacy|Total time for which application threads were stopped: 0.0003160 seconds",
        "openj9-xml|<verbosegc xmlns=\"http://www.ibm.com/j9/verbosegc\" version=\"R28_Java8\">",
        "openj9-xml|<af type=\"tenured\" id=\"1\" timestamp=\"Mar 25 22:40:24 2010\" intervalms=\"0.000\">",
        "ibm-text|<GC(1): freed 56558264 bytes, 94% free (63714696/67107328), in 1077 ms>",
        "ibm-text|<GC(1): GC cycle started Thu Sep 25 15:57:30 2003",
        "ibm-text|<AF[1]: Allocation Failure. need 16777232 bytes, 0 ms since last AF>",
        "ibm-text|<GC[0]: Expanded System Heap by 65536 bytes",
        "jrockit|[INFO ][memory ] Heap size: 524288KB, maximal heap size: 524288KB, nursery size: 262144KB.",
        "jrockit|[INFO ][gcpause] [OC#1] [pau]    87.771 ms (31.727000-31.815000)  OC:Initial",
    })
    void recognisesALineOfItsFormat(String format, String line) {
        assertThat(FormatDetector.detectLine(line)).isEqualTo(LogFormat.fromId(format));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "[main] INFO com.example.App - started in 1.2 s",
        "2024-01-02 03:04:05,678 INFO  [main] Using G1 as the collector says the docs",
        "Using G1 as the collector says the docs",
        "GC(1) was slow, see the dashboard",
    })
    void answersNothingForOtherOutput(String line) {
        assertThat(FormatDetector.detectLine(line)).isEmpty();
    }

    @Test
    void findsGcOutputAfterApplicationOutput() throws IOException {
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            log.append("2024-01-02 03:04:05,678 INFO  [main] request ").append(i).append(" served\n");
        }
        log.append("[12.001s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 2.345ms\n");
        Path file = Files.writeString(dir.resolve("app.out"), log);

        assertThat(FormatDetector.detect(PlainLogFile.of(file))).hasValue(LogFormat.HOTSPOT_UNIFIED);
    }

    @Test
    void recognisesAFlightRecordingByItsMagic() throws IOException {
        Path file = Files.write(dir.resolve("x.bin"), new byte[] {'F', 'L', 'R', 0, 0, 2, 0, 1});
        assertThat(FormatDetector.detect(PlainLogFile.of(file))).hasValue(LogFormat.JFR);
    }

    @Test
    void anUnknownFormatIsAnErrorListingTheSupportedFormats() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "hello\nworld\n", StandardCharsets.US_ASCII);

        assertThat(FormatDetector.detect(PlainLogFile.of(file))).isEqualTo(Optional.empty());
        assertThatThrownBy(() -> FormatDetector.require(PlainLogFile.of(file)))
                .isInstanceOf(UnknownFormatException.class)
                .hasMessage("notes.txt: not a GC log in a format tenure reads. Supported formats: "
                        + "hotspot-unified (HotSpot unified logging, JDK 9+ (-Xlog:gc*)), "
                        + "hotspot-legacy (HotSpot JDK 6-8 (-verbose:gc, -XX:+PrintGCDetails)), "
                        + "openj9-xml (OpenJ9 / IBM J9 verbose GC XML (-Xverbosegclog)), "
                        + "jfr (JDK Flight Recorder recording (-XX:StartFlightRecording)), "
                        + "ibm-text (IBM classic JVM 1.3-6 text verbose GC (-verbose:gc)), "
                        + "jrockit (Oracle JRockit R28 verbose GC (-Xverbose:memory,gcpause))");
    }

    @Test
    void anEmptyFileIsSaidToBeEmpty() throws IOException {
        Path file = Files.write(dir.resolve("gc.log"), new byte[0]);

        assertThatThrownBy(() -> FormatDetector.require(PlainLogFile.of(file))).hasMessage("gc.log: the file is empty");
    }

    /** A real log as Windows PowerShell's {@code >} saves it (UTF-16LE with a BOM), and as UTF-16BE without one. */
    @Test
    void aLogInUtf16IsSaidToBeUtf16WithTheConversionToRun() throws IOException {
        String log = Files.readString(io.tenure.gclog.GoldenFiles.fixtures().resolve("gclogs/cli/jdk17-serial-gc,safepoint.log"),
                StandardCharsets.US_ASCII);
        byte[] bom = {(byte) 0xFF, (byte) 0xFE};
        byte[] little = log.getBytes(StandardCharsets.UTF_16LE);
        byte[] withBom = new byte[bom.length + little.length];
        System.arraycopy(bom, 0, withBom, 0, bom.length);
        System.arraycopy(little, 0, withBom, bom.length, little.length);
        Path powershell = Files.write(dir.resolve("ps.log"), withBom);
        Path big = Files.write(dir.resolve("be.log"), log.getBytes(StandardCharsets.UTF_16BE));

        for (Path file : new Path[] {powershell, big}) {
            assertThat(FormatDetector.detect(PlainLogFile.of(file))).isEmpty();
            assertThatThrownBy(() -> FormatDetector.require(PlainLogFile.of(file)))
                    .hasMessageStartingWith(file.getFileName() + ": UTF-16 text, which tenure does not decode")
                    .hasMessageContaining("iconv -f UTF-16 -t UTF-8");
        }
        assertThat(FormatDetector.utf16(log.getBytes(StandardCharsets.US_ASCII))).isFalse();
    }
}
