package io.tenure.cli.common;

import java.util.Map;

/**
 * Severity colour in text output, on a terminal only (https://no-color.org): {@code --color=auto}
 * colours when standard output is a terminal, {@code NO_COLOR} is unset or empty and {@code TERM}
 * is not {@code dumb}; {@code always} and {@code never} decide alone (a flag outranks the
 * environment, as no-color.org allows).
 */
public enum Colour {
    auto, always, never;

    private static final String RESET = "\u001b[0m";

    /** Whether to colour, given the environment and whether standard output is a terminal. */
    public boolean enabled(Map<String, String> env, boolean terminal) {
        return switch (this) {
            case always -> true;
            case never -> false;
            case auto -> terminal && env.getOrDefault("NO_COLOR", "").isEmpty() && !"dumb".equals(env.get("TERM"));
        };
    }

    /** Whether to colour this process's standard output. */
    public boolean enabled() {
        return enabled(System.getenv(), System.console() != null);
    }

    /** {@code text} in the colour of a severity named {@code severity} (CRITICAL red, WARNING yellow, INFO cyan). */
    public static String severity(String severity, String text) {
        String code = switch (severity) {
            case "CRITICAL" -> "\u001b[1;31m";
            case "WARNING" -> "\u001b[33m";
            default -> "\u001b[36m";
        };
        return code + text + RESET;
    }
}
