package io.tenure.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class CsvTableTest {
    @Test
    void formulaCellsAreDefusedAndNumbersAreNot() throws IOException {
        StringBuilder out = new StringBuilder();
        try (CsvTable table = CsvTable.open(out, "cause", "pause (ms)", "flags")) {
            table.row("=HYPERLINK(\"http://x\")", -3.5, "-XX:+UseG1GC");
            table.row("@SUM(A1)", null, "+cmd");
            table.row("a,b", Double.NaN, "-12");
            table.row("\tTab", 7L, "plain");
        }
        assertThat(out.toString()).isEqualTo(
                "cause,pause (ms),flags\r\n"
                        + "\"'=HYPERLINK(\"\"http://x\"\")\",-3.5,'-XX:+UseG1GC\r\n"
                        + "'@SUM(A1),,'+cmd\r\n"
                        + "\"a,b\",,-12\r\n"
                        + "'\tTab,7,plain\r\n");
    }

    @Test
    void cellsAreWhatTheRowWrites() {
        assertThat(CsvTable.cell(0.1)).isEqualTo("0.1");
        assertThat(CsvTable.cell(Double.POSITIVE_INFINITY)).isEmpty();
        assertThat(CsvTable.cell("-Infinity")).isEqualTo("-Infinity");
        assertThat(CsvTable.cell("-1e3")).isEqualTo("-1e3");
        assertThat(CsvTable.cell("-e")).isEqualTo("'-e");
    }
}
