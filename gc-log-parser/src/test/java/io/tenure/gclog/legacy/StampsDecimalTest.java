package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.input.Line;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Stamps#decimal(CharSequence, int, int)} gives exactly what {@link Stamps#decimal(String)} does. */
class StampsDecimalTest {
    @Test
    void agreesWithParseDoubleOnGeneratedFigures() {
        Random random = new Random(19);
        String alphabet = "0123456789012345678901234567890123456789.,-e ";
        for (int t = 0; t < 500_000; t++) {
            StringBuilder figure = new StringBuilder();
            int length = 1 + random.nextInt(t % 2 == 0 ? 8 : 22);
            for (int k = 0; k < length; k++) {
                figure.append(random.nextInt(8) == 0 ? alphabet.charAt(random.nextInt(alphabet.length()))
                        : (char) ('0' + random.nextInt(10)));
            }
            if (t % 3 == 0 && figure.length() > 2) {
                figure.setCharAt(random.nextInt(figure.length() - 1), t % 2 == 0 ? '.' : ',');
            }
            String text = "x" + figure + "K";
            double expected = Stamps.decimal(figure.toString());
            double actual = Stamps.decimal(Line.of(text), 1, text.length() - 1);
            assertThat(Double.doubleToRawLongBits(actual)).as("'%s': %s against %s", figure, actual, expected)
                    .isEqualTo(Double.doubleToRawLongBits(expected));
            assertThat(Double.valueOf(Stamps.decimal(LegacyFixtures.line(text), 1, text.length() - 1))).isEqualTo(Double.valueOf(actual));
        }
    }
}
