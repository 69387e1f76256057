package io.tenure.platforms;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the numbers out of {@code java.version} strings of every era. */
final class JavaVersion {
    private static final Pattern LEGACY = Pattern.compile("1\\.(\\d+)(?:\\.\\d+)?(?:_(\\d+))?.*");
    private static final Pattern MODERN = Pattern.compile("(\\d+)(?:\\.(\\d+))?(?:\\.(\\d+))?.*");

    private JavaVersion() {
    }

    /** The feature release number, e.g. 8, 11, 25. */
    static int feature(String version) {
        Matcher legacy = LEGACY.matcher(version);
        if (legacy.matches()) {
            return Integer.parseInt(legacy.group(1));
        }
        Matcher modern = MODERN.matcher(version);
        if (modern.matches()) {
            return Integer.parseInt(modern.group(1));
        }
        throw new IllegalArgumentException("not a Java version: " + version);
    }

    /**
     * The update number: 402 for {@code 1.8.0_402}, 21 for {@code 17.0.21.1}, 0 for {@code 25}.
     */
    static int update(String version) {
        Matcher legacy = LEGACY.matcher(version);
        if (legacy.matches()) {
            return legacy.group(2) == null ? 0 : Integer.parseInt(legacy.group(2));
        }
        Matcher modern = MODERN.matcher(version);
        if (modern.matches() && modern.group(3) != null) {
            return Integer.parseInt(modern.group(3));
        }
        return 0;
    }
}
