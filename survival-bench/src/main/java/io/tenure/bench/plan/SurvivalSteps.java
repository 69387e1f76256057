package io.tenure.bench.plan;

import java.util.ArrayList;
import java.util.List;

/** Parses {@code --survival}: a range {@code FROM:TO:STEP} (inclusive) or a list {@code 0.1,0.437,0.8}. */
public final class SurvivalSteps {
    private static final int MAX_POINTS = 1001;

    private SurvivalSteps() {
    }

    public static List<Double> parse(String text) {
        String s = text.strip();
        List<Double> values = new ArrayList<>();
        if (s.contains(":")) {
            String[] parts = s.split(":");
            if (parts.length != 3) {
                throw new IllegalArgumentException("a survival range is FROM:TO:STEP, got '" + text + "'");
            }
            double from = number(parts[0], text);
            double to = number(parts[1], text);
            double step = number(parts[2], text);
            if (!(step > 0) || to < from || (to - from) / step > MAX_POINTS) {
                throw new IllegalArgumentException("bad survival range '" + text + "': need FROM <= TO and a step > 0");
            }
            // Multiply rather than accumulate, and round, so 0:1:0.1 gives 0.3 and not 0.30000000000000004.
            long n = Math.round(Math.floor((to - from) / step + 1e-9));
            for (long i = 0; i <= n; i++) {
                values.add(Math.round((from + i * step) * 1e9) / 1e9);
            }
        } else {
            for (String part : s.split(",")) {
                values.add(number(part, text));
            }
        }
        for (double v : values) {
            if (!(v >= 0 && v <= 1)) {
                throw new IllegalArgumentException("survival must be within [0,1], got " + v + " in '" + text + "'");
            }
        }
        return values.stream().distinct().toList();
    }

    private static double number(String part, String text) {
        try {
            return Double.parseDouble(part.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number: '" + part.strip() + "' in '" + text + "'", e);
        }
    }
}
