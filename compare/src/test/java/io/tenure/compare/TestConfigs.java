package io.tenure.compare;

import io.tenure.platforms.Collector;
import io.tenure.platforms.CollectorCatalog;
import io.tenure.platforms.Jvm;
import io.tenure.platforms.JvmFamily;
import java.nio.file.Path;
import java.util.List;

/** Configurations on the JVM running the tests, described from its own properties. */
final class TestConfigs {
    private TestConfigs() {
    }

    static Jvm currentJvm() {
        Path home = Path.of(System.getProperty("java.home"));
        int feature = Runtime.version().feature();
        return new Jvm("test-" + feature, home, home.resolve("bin/java"), System.getProperty("java.vendor"), "test",
                System.getProperty("java.version"), feature, System.getProperty("java.vm.name"), "",
                System.getProperty("os.arch"), JvmFamily.HOTSPOT);
    }

    static ConfigSpec current(String collector) {
        return current(collector, List.of());
    }

    static ConfigSpec current(String collector, List<String> extraFlags) {
        Jvm jvm = currentJvm();
        Collector c = Collector.fromName(collector).orElseThrow();
        return new ConfigSpec(jvm, c, CollectorCatalog.flags(jvm, c).orElseThrow(), null, null, extraFlags, false);
    }

    /** The test classes directory, where the test programs are. */
    static String testClasses() {
        try {
            return Path.of(TestConfigs.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
