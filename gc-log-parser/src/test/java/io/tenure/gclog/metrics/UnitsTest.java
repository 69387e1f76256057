package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnitsTest {
    @ParameterizedTest
    @CsvSource({
        "28276260.111, 7.85 h",
        "4560947.714, 1.27 h",
        "0.256, 0.256 ms",
        "2.717, 2.72 ms",
        "245.3, 245 ms",
        "999.9, 1000 ms",
        "23183.85, 23.2 s",
        "59999, 60.0 s",
        "90000, 1.50 min",
        "0, 0 ms",
    })
    void durationsAreScaledToAShortUnit(double ms, String text) {
        assertThat(Units.duration(ms)).isEqualTo(text);
    }

    @ParameterizedTest
    @CsvSource({
        "512, 512 B",
        "1536, 1.50 KiB",
        "1048576, 1.00 MiB",
        "22548578304, 21.0 GiB",
        "1099511627776, 1.00 TiB",
    })
    void sizesAreBinaryAndSaySo(double bytes, String text) {
        assertThat(Units.bytes(bytes)).isEqualTo(text);
    }

    @ParameterizedTest
    @CsvSource({"9.996, 10.0", "99.96, 100", "0.0399, 0.0399", "123.4, 123"})
    void threeSignificantDigitsEvenWhenRoundingAddsOne(double value, String text) {
        assertThat(Units.significant(value)).isEqualTo(text);
    }
}
