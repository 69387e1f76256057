package io.tenure.cli.analyze;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import io.tenure.gclog.findings.Rules;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code tenure diff --fail-on} gate: {@code worse} (the verdict is worse or mixed), a finding
 * code (trips when it appeared in NEW), or a regression limit on a figure: relative
 * ({@code p99>+10%}) or absolute ({@code max>+50ms}, {@code overhead>+1pp}). A figure either side
 * cannot give does not trip.
 */
record DiffGate(String expression, Kind kind, Optional<DiffMetric> metric, double limit, boolean relative) {
    private static final Pattern REGRESSION = Pattern.compile("([a-z0-9.]+)\\s*>\\s*\\+?([0-9]+(?:\\.[0-9]+)?)\\s*([a-z%]*)");

    enum Kind { VERDICT, FINDING, REGRESSION }

    static DiffGate parse(String text) {
        String e = text.strip().toLowerCase(Locale.ROOT);
        if (e.equals("worse")) {
            return new DiffGate(e, Kind.VERDICT, Optional.empty(), 0, false);
        }
        if (Rules.codes().contains(e)) {
            return new DiffGate(e, Kind.FINDING, Optional.empty(), 0, false);
        }
        Matcher m = REGRESSION.matcher(e);
        if (!m.matches()) {
            throw usage(text, "not 'worse', a finding code nor a regression limit");
        }
        DiffMetric metric = switch (m.group(1)) {
            case "p50" -> DiffMetric.PAUSE_P50;
            case "p99" -> DiffMetric.PAUSE_P99;
            case "max" -> DiffMetric.PAUSE_MAX;
            case "mean" -> DiffMetric.PAUSE_MEAN;
            case "overhead" -> DiffMetric.OVERHEAD;
            case "full" -> DiffMetric.FULL_GCS;
            default -> throw usage(text, "unknown figure '" + m.group(1) + "'");
        };
        double number = Double.parseDouble(m.group(2));
        String unit = m.group(3);
        if (unit.equals("%")) {
            return new DiffGate(e, Kind.REGRESSION, Optional.of(metric), number, true);
        }
        double limit = switch (metric.unit) {
            case "ms" -> switch (unit) {
                case "us" -> number / 1e3;
                case "ms" -> number;
                case "s" -> number * 1e3;
                default -> throw usage(text, "a pause limit is relative (10%) or a duration (50ms, 1s)");
            };
            case "%" -> {
                if (!unit.equals("pp")) {
                    throw usage(text, "an overhead limit is relative (10%) or in percentage points (1pp)");
                }
                yield number;
            }
            default -> {
                if (!unit.isEmpty()) {
                    throw usage(text, "a count limit has no unit (full>+0) or is relative (full>+50%)");
                }
                yield number;
            }
        };
        return new DiffGate(e, Kind.REGRESSION, Optional.of(metric), limit, false);
    }

    private static UserException usage(String text, String why) {
        return new UserException(ExitCodes.USAGE, "--fail-on '" + text + "': " + why + ". Use 'worse', a finding code"
                + " (trips when it appeared), or FIGURE>+LIMIT with FIGURE one of p50, p99, max, mean (LIMIT 10% or"
                + " 50ms), overhead (10% or 1pp), full (a count or a percentage).");
    }

    /** Why this gate trips on {@code diff}, or empty. */
    Optional<String> check(Diff diff) {
        return switch (kind) {
            case VERDICT -> diff.verdict().equals("worse") || diff.verdict().equals("mixed")
                    ? Optional.of("verdict " + diff.verdict()) : Optional.empty();
            case FINDING -> diff.appeared().contains(expression)
                    ? Optional.of("finding " + expression + " appeared") : Optional.empty();
            case REGRESSION -> regression(diff.change(metric.orElseThrow()));
        };
    }

    private Optional<String> regression(Diff.MetricChange c) {
        OptionalDouble by = relative ? c.relativePercent() : c.change();
        if (by.isEmpty() || by.getAsDouble() <= limit) {
            return Optional.empty();
        }
        return Optional.of(c.metric().id + " " + DiffText.value(c.metric(), c.base().value()) + " -> "
                + DiffText.value(c.metric(), c.next().value()) + " ("
                + (relative ? Figures.format(by.getAsDouble(), 1) + " %" : "+" + Figures.format(by.getAsDouble(), 3))
                + " > +" + Figures.format(limit, relative ? 1 : 3) + (relative ? " %" : "") + ")");
    }
}
