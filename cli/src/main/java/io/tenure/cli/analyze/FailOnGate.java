package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.gclog.findings.Rules;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.gclog.metrics.Units;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code --fail-on} gate for CI: a finding code ({@code full-gc}: trips when that finding is
 * present), a pause statistic against a duration ({@code p99>200ms}, {@code max>=1s}), or GC
 * overhead against a percentage ({@code overhead>5%}). A figure the log cannot give does not trip.
 */
record FailOnGate(String expression, Optional<String> code, Optional<Figure> figure, boolean orEqual, double limit) {
    private static final Pattern COMPARISON = Pattern.compile("([a-z0-9.]+)\\s*(>=|>)\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([a-z%]*)");

    /** The figures a gate can compare, and their units. */
    enum Figure {
        P50("p50", true, s -> s.pauses().p50Ms()),
        P90("p90", true, s -> s.pauses().p90Ms()),
        P99("p99", true, s -> s.pauses().p99Ms()),
        P999("p99.9", true, s -> s.pauses().p999Ms()),
        MAX("max", true, s -> s.pauses().maxMs()),
        MEAN("mean", true, s -> s.pauses().meanMs()),
        TOTAL("total", true, s -> OptionalDouble.of(s.pauses().totalMs())),
        OVERHEAD("overhead", false, GcSummary::overheadPercent);

        final String word;
        final boolean duration;
        final Function<GcSummary, OptionalDouble> value;

        Figure(String word, boolean duration, Function<GcSummary, OptionalDouble> value) {
            this.word = word;
            this.duration = duration;
            this.value = value;
        }
    }

    /** Parses a gate; a bad expression is a usage error that says what is accepted. */
    static FailOnGate parse(String text) {
        String expression = text.strip().toLowerCase(Locale.ROOT);
        if (Rules.codes().contains(expression)) {
            return new FailOnGate(expression, Optional.of(expression), Optional.empty(), false, 0);
        }
        Matcher m = COMPARISON.matcher(expression);
        if (!m.matches()) {
            throw usage(text, "not a finding code nor a comparison");
        }
        Figure figure = null;
        for (Figure f : Figure.values()) {
            if (f.word.equals(m.group(1)) || (f == Figure.P999 && m.group(1).equals("p999"))) {
                figure = f;
            }
        }
        if (figure == null) {
            throw usage(text, "unknown figure '" + m.group(1) + "'");
        }
        double number = Double.parseDouble(m.group(3));
        String unit = m.group(4);
        double limit;
        if (figure.duration) {
            limit = switch (unit) {
                case "us" -> number / 1e3;
                case "ms" -> number;
                case "s" -> number * 1e3;
                case "m", "min" -> number * 60e3;
                default -> throw usage(text, "a pause figure needs a unit: us, ms, s or min");
            };
        } else {
            if (!unit.equals("%")) {
                throw usage(text, "overhead is a percentage, e.g. overhead>5%");
            }
            if (number > 100 || (number == 100 && !m.group(2).equals(">="))) {
                // overhead is at most 100 %: such a gate could never trip, a CI check that checks nothing
                throw usage(text, "overhead is at most 100 %, so this gate could never trip");
            }
            limit = number;
        }
        return new FailOnGate(expression, Optional.empty(), Optional.of(figure), m.group(2).equals(">="), limit);
    }

    private static UserException usage(String text, String why) {
        return new UserException(ExitCodes.USAGE, "--fail-on '" + text + "': " + why + ". Use a finding code ("
                + String.join(", ", Rules.codes()) + "), or FIGURE>LIMIT with FIGURE one of p50, p90, p99, p99.9, "
                + "max, mean, total (a duration: 200ms, 1s) or overhead (a percentage: 5%); >= also works.");
    }

    /** Why this gate trips on {@code analysis}, or empty when it does not. */
    Optional<String> check(RunAnalysis analysis) {
        if (code.isPresent()) {
            return analysis.has(code.get()) ? Optional.of("finding " + code.get() + " present") : Optional.empty();
        }
        Figure f = figure.orElseThrow();
        OptionalDouble value = f.value.apply(analysis.figures());
        if (value.isEmpty()) {
            return Optional.empty();
        }
        double v = value.getAsDouble();
        boolean trips = orEqual ? v >= limit : v > limit;
        if (!trips) {
            return Optional.empty();
        }
        String shown = f.duration ? Units.duration(v) + " " + (orEqual ? ">=" : ">") + " " + Units.duration(limit)
                : Units.percent(v) + " " + (orEqual ? ">=" : ">") + " " + Units.percent(limit);
        return Optional.of(f.word + " " + shown);
    }
}
