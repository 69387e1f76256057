package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.input.Line;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link Sizes#size}, which computes a figure from the digits it reads, against the definition it
 * stands for: the token's digits given to {@link Stamps#decimal(String)}, times the unit, rounded;
 * refused past a petabyte.
 */
class SizesTest {
    private static final Pattern TOKEN = Pattern.compile("(\\d{1,15})(?:[.,](\\d+))?([BKMGT])");

    private static Long byDefinition(String text) {
        Matcher m = TOKEN.matcher(text);
        if (!m.lookingAt() || text.length() > m.end(1) && Character.isDigit(text.charAt(m.end(1)))) {
            return null;
        }
        String figure = m.group(2) == null ? m.group(1) : m.group(1) + "." + m.group(2);
        long unit = switch (m.group(3)) {
            case "B" -> 1L;
            case "K" -> 1L << 10;
            case "M" -> 1L << 20;
            case "G" -> 1L << 30;
            default -> 1L << 40;
        };
        double bytes = Stamps.decimal(figure) * unit;
        return bytes <= 0x1p50 ? Math.round(bytes) : null;
    }

    @Test
    void agreesWithItsDefinitionOnGeneratedTokens() {
        Random random = new Random(31);
        String units = "BKMGTX";
        int read = 0;
        for (int t = 0; t < 300_000; t++) {
            StringBuilder token = new StringBuilder();
            for (int k = 1 + random.nextInt(t % 3 == 0 ? 18 : 6); k > 0; k--) {
                token.append((char) ('0' + random.nextInt(10)));
            }
            if (random.nextBoolean()) {
                token.append(random.nextBoolean() ? '.' : ',');
                for (int k = random.nextInt(t % 5 == 0 ? 20 : 4); k > 0; k--) {
                    token.append((char) ('0' + random.nextInt(10)));
                }
            }
            token.append(units.charAt(random.nextInt(units.length())));
            String text = token + ")->";
            Sizes.Cursor cursor = new Sizes.Cursor();
            boolean ok = Sizes.size(Line.of(text), 0, cursor);
            Long expected = byDefinition(text);
            assertThat(ok ? (Long) cursor.bytes : null).as("'%s'", text).isEqualTo(expected);
            if (ok) {
                assertThat(cursor.end).as("'%s'", text).isEqualTo(token.length());
                read++;
            }
        }
        assertThat(read).isGreaterThan(100_000);
    }
}
