package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** {@link MarkerScanner#number} reads whole numbers itself; its value must be what {@link Double#parseDouble} gives. */
class MarkerNumberTest {
    @Property(tries = 3000)
    void sameAsParseDouble(@ForAll("groups") String group) {
        assertThat(Double.doubleToRawLongBits(MarkerScanner.number(group)))
                .as(group).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(group.replace(',', '.'))));
    }

    @Test
    void edges() {
        for (String group : new String[] {"0", "00", "7", "999999999999999", "9999999999999999", "12345678901234567890",
                "1.5", "1,5", "0.000", "15124.974"}) {
            sameAsParseDouble(group);
        }
        assertThatThrownBy(() -> MarkerScanner.number("")).isInstanceOf(NumberFormatException.class);
    }

    /** What the markers' groups hold: digits, with a decimal point or comma now and then, up to 20 digits. */
    @Provide
    Arbitrary<String> groups() {
        Arbitrary<String> digits = Arbitraries.strings().withCharRange('0', '9').ofMinLength(1).ofMaxLength(20);
        return Arbitraries.oneOf(digits, digits.flatMap(a -> digits.flatMap(b ->
                Arbitraries.of(".", ",").map(sep -> a + sep + b))));
    }
}
