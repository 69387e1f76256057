package io.tenure.gclog.legacy;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.event.Timestamp;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A {@link Stamps} that reads many stamps (and reuses the day of the last one) reads each exactly
 * as a fresh one does (which builds a LocalDateTime and ZoneOffset every time): same time stamp,
 * same end, the same refusals of impossible times and dates.
 */
class StampsDateTest {
    @Test
    void readingManyStampsGivesWhatReadingEachAloneGives() {
        Random random = new Random(23);
        Stamps shared = new Stamps();
        int dated = 0;
        int refused = 0;
        String day = "2016-08-30";
        String offset = "+0200";
        for (int t = 0; t < 300_000; t++) {
            if (random.nextInt(50) == 0) {
                day = String.format(Locale.ROOT, "%04d-%02d-%02d", 1999 + random.nextInt(30), random.nextInt(14),
                        random.nextInt(33));
            }
            if (random.nextInt(200) == 0) {
                offset = String.format(Locale.ROOT, "%s%02d%02d", random.nextBoolean() ? "+" : "-", random.nextInt(20),
                        random.nextInt(70));
            }
            boolean odd = random.nextInt(20) == 0; // hours, minutes, seconds past their range now and then
            String time = String.format(Locale.ROOT, "%02d:%02d:%02d%s%03d", random.nextInt(odd ? 100 : 24),
                    random.nextInt(odd ? 100 : 60), random.nextInt(odd ? 100 : 60), random.nextBoolean() ? "." : ",",
                    random.nextInt(1000));
            String line = day + "T" + time + offset + ": " + random.nextInt(100_000) + ".123: [GC pause (young)";
            Timestamp alone = new Stamps().read(line, 0);
            Stamps fresh = new Stamps();
            fresh.read(line, 0);
            Timestamp read = shared.read(line, 0);
            assertThat(read).as(line).isEqualTo(alone);
            assertThat(shared.end()).as(line).isEqualTo(fresh.end());
            if (read.epochMillis().isPresent()) {
                dated++;
            } else {
                refused++;
            }
        }
        assertThat(dated).isGreaterThan(100_000);
        assertThat(refused).isGreaterThan(1_000);
    }
}
